import { and, eq } from 'drizzle-orm'
import { companies } from '~/domains/company/company.tables'
import type { Queryable } from '~/platform/db.server'

/** What Acme Demo's 'Company Information' dialog shows (sanitized on display like any company's). */
const ACME_INFORMATION = `<h3>Welcome to Acme Demo</h3>
<p>Acme Demo makes <strong>everything</strong> a growing team needs. Our office hours are
Monday to Friday, 9:00–17:30.</p>
<ul>
  <li>IT help desk: <a href="mailto:it@acme.test">it@acme.test</a></li>
  <li>People team: extension 204</li>
  <li>Fire assembly point: the car park by the north gate</li>
</ul>`

/**
 * The header's demo data: Acme Demo gets company information, Globex Demo a logo. Only fills
 * what is empty, so a visitor's own edits survive a restart. No referral URL: one pointing
 * elsewhere would sign every demo user out (seed §2.4 hand-over).
 */
export async function ensureDemoHeader(
  q: Queryable,
  ids: { acmeId: number; globexId: number },
): Promise<void> {
  await q
    .update(companies)
    .set({ information: ACME_INFORMATION })
    .where(and(eq(companies.id, ids.acmeId), eq(companies.information, '')))
  const [globex] = await q
    .select({ logo: companies.logo })
    .from(companies)
    .where(eq(companies.id, ids.globexId))
  if (globex && !globex.logo) {
    await q
      .update(companies)
      .set({ logo: '/images/demo/globex-logo.svg' })
      .where(eq(companies.id, ids.globexId))
  }
}
