import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import * as columns from '~/platform/table-columns'

/**
 * A company's synonym groups (ADR 038): each group is a set of words or phrases a search treats
 * as one (`pto`, `vacation`, `time off`, `leave`). Terms are stored as search reads them: lower
 * case, words of letters and digits joined by one space.
 */
export const searchSynonymGroups = pgTable(
  'search_synonym_groups',
  {
    ...columns.companyRow(),
    terms: text('terms').array().notNull(),
    ...columns.versioned(),
    createdAt: columns.createdAt(),
  },
  (table) => [index('search_synonym_groups_company_idx').on(table.companyId)],
)

export type SearchSynonymGroup = typeof searchSynonymGroups.$inferSelect

/**
 * The words a company's articles hold (titles, tags and bodies: the lexemes of their search
 * vectors, numbers left out), for typo tolerance, split and joined words and "did you mean"
 * (ADR 038). Kept by a trigger in the transaction that saves an article; a word is never
 * removed (a stale word finds no article: every use looks articles up in the reader's scope).
 * The trigram index is hand-written in the migration.
 */
export const searchWords = pgTable(
  'search_words',
  { companyId: columns.company(), word: text('word').notNull() },
  (table) => [primaryKey({ columns: [table.companyId, table.word] })],
)
