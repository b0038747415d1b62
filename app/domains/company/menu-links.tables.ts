import { index, integer, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { companies } from './company.tables'
import { DEFAULT_MENU_LINK_ICON } from './menu-tree'

/**
 * Company menu links: extra entries an admin adds to everyone's sidebar. A link with a parent is
 * a submenu item of that parent. The parent is always of the same company (checked by the
 * services); deleting a parent makes its children top-level.
 */
export const companyMenuLinks = pgTable(
  'company_menu_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => companyMenuLinks.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(DEFAULT_MENU_LINK_ICON),
    order: integer('order').notNull().default(0),
    url: text('url').notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('company_menu_links_company_order_idx').on(table.companyId, table.order, table.id),
    index('company_menu_links_parent_idx').on(table.parentId),
  ],
)

export type CompanyMenuLink = typeof companyMenuLinks.$inferSelect
