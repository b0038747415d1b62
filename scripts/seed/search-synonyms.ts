import { count, eq } from 'drizzle-orm'
import { searchSynonymGroups } from '~/domains/search/search.tables'
import type { Queryable } from '~/platform/db.server'

/**
 * The demo's synonym groups (ADR 038): words people search for that the articles put otherwise,
 * as terms are stored (lower case, one space between words).
 */
export const DEMO_SYNONYMS: string[][] = [
  // 'leave' alone would make every kind of leave (sick, parental) a vacation.
  ['pto', 'paid time off', 'vacation', 'time off', 'annual leave'],
  ['laptop', 'computer', 'notebook'],
  ['password', 'passcode'],
  ['sign in', 'log in', 'login'],
  ['expenses', 'expense claim', 'reimbursement'],
  ['refund', 'money back'],
  ['forklift', 'lift truck', 'fork truck'],
  ['onboarding', 'induction', 'orientation'],
  ['harassment', 'bullying'],
  ['vpn', 'remote access'],
  ['sla', 'service level agreement'],
  ['protective equipment', 'ppe'],
  ['delivery', 'shipping'],
  ['parcel', 'package'],
]

/** The demo synonym groups of a company, made once (skipped when it has any). */
export async function ensureDemoSynonyms(q: Queryable, companyId: number): Promise<void> {
  const [existing] = await q
    .select({ n: count() })
    .from(searchSynonymGroups)
    .where(eq(searchSynonymGroups.companyId, companyId))
  if ((existing?.n ?? 0) > 0) return
  await q.insert(searchSynonymGroups).values(DEMO_SYNONYMS.map((terms) => ({ companyId, terms })))
}
