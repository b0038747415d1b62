/**
 * What an uploaded package may hold (ADR 033). A course bought from a vendor with its videos
 * fits; a zip bomb does not. Client-safe, so the upload page can state the limits.
 */
export const UNPACK_LIMITS = {
  /** The zip as uploaded. */
  maxZipBytes: 512 * 1024 ** 2,
  /** Everything the zip unpacks to, counted as it is inflated (a header's claim is not trusted). */
  maxUnpackedBytes: 1024 ** 3,
  maxFiles: 10_000,
  /** Inflated ÷ compressed size of one entry; media and text come nowhere near it. */
  maxEntryRatio: 100,
  /** Inflated bytes so far ÷ the zip's size. */
  maxTotalRatio: 100,
  /** Ratios are judged once this much is inflated: a small file of spaces may compress 1000×. */
  ratioFloorBytes: 1024 ** 2,
}

export type UnpackLimits = typeof UNPACK_LIMITS
