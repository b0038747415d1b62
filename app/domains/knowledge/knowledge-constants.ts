/**
 * The knowledge base's enumerations (client-safe: no Drizzle), shared by the tables, the schemas
 * and the pages. knowledge.tables.ts re-exports them for server code.
 */

/** Article status (seed 001 §4, §9): 0 published, 1 draft. */
export const ARTICLE_STATUS = { published: 0, draft: 1 } as const
/** Article visibility (seed 001 §4, §9): 0 PUBLIC, 1 ALL STAFF (default), 2 ASSIGNED ONLY. */
export const ARTICLE_VISIBILITY = { public: 0, allStaff: 1, assignedOnly: 2 } as const
/** Acknowledgement types (seed 001 §3, §9): 1 signature, 2 question and answer. */
export const ACKNOWLEDGEMENT_TYPE = { signature: 1, questionAndAnswer: 2 } as const
/** The content blocks an article can switch on (seed 001 §4). */
export const CONTENT_BLOCKS = ['text', 'video', 'files', 'decision_chart', 'embed_video'] as const
export type ContentBlock = (typeof CONTENT_BLOCKS)[number]
/** How a reader completed an article: mark-as-read, a typed signature, a correct answer or an e-signed PDF. */
export const ACKNOWLEDGEMENT_METHOD = { read: 0, signature: 1, answer: 2, esignature: 3 } as const
