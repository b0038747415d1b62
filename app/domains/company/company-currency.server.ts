import { eq } from 'drizzle-orm'
import { db, type Queryable } from '~/platform/db.server'
import { companies } from './company.tables'

/**
 * The company's currency (ISO 4217, set in its settings): where money is entered without one,
 * an expense request or a purchase item, it is in this.
 */
export async function companyCurrency(companyId: number, q: Queryable = db): Promise<string> {
  const [row] = await q
    .select({ currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, companyId))
  return row?.currency ?? 'USD'
}
