import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { memberships } from '../accounts/accounts.tables'
import { companies } from '../company/company.tables'
import { articles } from '../knowledge/knowledge.tables'
import type { FlowDocument } from './flowchart.constants'

/**
 * A decision chart (seed 001 §3 Flowchart): the nodes and edges are one jsonb document, read and
 * written whole by the editor's autosave — no query ever looks inside one. `version` guards
 * concurrent edits (409). `article_id` is the article the chart belongs to, once it is saved.
 */
export const flowCharts = pgTable(
  'flow_charts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    title: text('title').notNull().default(''),
    document: jsonb('document').$type<FlowDocument>().notNull(),
    version: integer('version').notNull().default(1),
    authorMembershipId: integer('author_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('flow_charts_company_idx').on(table.companyId, table.id),
    index('flow_charts_article_idx').on(table.articleId),
  ],
)
