import type { Locator, Page } from '@playwright/test'
import { database, factories } from '../fixtures'

/**
 * A demo-like company: Ada Admin (Leadership, Chief Executive) heads Bea Baker (Sales, Sales
 * Lead) and Cal Cruz (Operations, dotted line to Bea); Dee Diaz and Dan Dunn report to Bea, Fay
 * Fox to Dee, Gil Gray to Fay. The first paint shows three levels (Ada, Bea, Dee), so Fay and Gil
 * load on demand.
 */
export async function chartCompany() {
  const [{ makeCompanyWithAdmin, makeMember }, org, { db, memberships, companies }, { eq }] =
    await Promise.all([
      factories(),
      import('#tests/factories/org'),
      database(),
      import('drizzle-orm'),
    ])
  const { company, admin } = await makeCompanyWithAdmin()
  const leadership = await org.makeDivision(company, { name: 'Leadership', color: '#0369a1' })
  const sales = await org.makeDivision(company, { name: 'Sales', color: '#b91c1c' })
  const operations = await org.makeDivision(company, { name: 'Operations', color: '#15803d' })
  const chief = await org.makePosition(company, 'Chief Executive')
  const salesLead = await org.makePosition(company, 'Sales Lead')
  const member = async (name: string) => {
    const [firstName, lastName] = name.split(' ')
    return makeMember(company, { firstName, lastName })
  }
  const bea = await member('Bea Baker')
  const cal = await member('Cal Cruz')
  const dee = await member('Dee Diaz')
  const dan = await member('Dan Dunn')
  const fay = await member('Fay Fox')
  const gil = await member('Gil Gray')
  await org.placeInOrg(admin.membership, { divisionId: leadership.id, positionIds: [chief.id] })
  await org.placeInOrg(bea.membership, {
    divisionId: sales.id,
    managerId: admin.membership.id,
    positionIds: [salesLead.id],
  })
  await org.placeInOrg(cal.membership, {
    divisionId: operations.id,
    managerId: admin.membership.id,
  })
  await org.placeInOrg(dee.membership, { divisionId: sales.id, managerId: bea.membership.id })
  await org.placeInOrg(dan.membership, { divisionId: sales.id, managerId: bea.membership.id })
  await org.placeInOrg(fay.membership, { divisionId: sales.id, managerId: dee.membership.id })
  await org.placeInOrg(gil.membership, { divisionId: sales.id, managerId: fay.membership.id })
  await db
    .update(memberships)
    .set({ dottedManagerId: bea.membership.id })
    .where(eq(memberships.id, cal.membership.id))
  const setPublic = (on: boolean) =>
    db.update(companies).set({ publicOrgChart: on }).where(eq(companies.id, company.id))
  return { company, admin, bea, cal, dee, dan, fay, gil, setPublic }
}

/** The box of a person (or position, or division) on the chart, by its name. */
export function box(page: Page, name: string): Locator {
  return page
    .getByTestId('org-chart')
    .locator('.oc-node')
    .filter({ has: page.locator('.oc-name', { hasText: new RegExp(`^${name}$`) }) })
}
