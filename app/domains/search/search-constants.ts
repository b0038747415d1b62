/**
 * Knowledge-base search constants of seed 000 §9, client-safe (the dialog reads them too).
 */
export const KB_SEARCH = {
  /** Articles sent to the AI and listed at most. */
  limit: 10,
  /** Retrieval: an article scoring below this is not a match at all. */
  similarityThreshold: 0.25,
  /** The dialog lists an article the answer did not cite only from this score up. */
  listingThreshold: 0.65,
  /** Client timeouts (ms): the whole AI search, and the AI processing step. */
  searchTimeoutMs: 50_000,
  processingTimeoutMs: 30_000,
  /** Longest query we accept; longer text is not a search. */
  maxQueryLength: 200,
} as const
