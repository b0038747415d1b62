import type { Page } from '@playwright/test'
import { factories } from '../fixtures'

/**
 * A company for the division and responsibility pages: Ada Admin (every flag), Bea Baker in
 * Sales holding the Account manager position, Eve Employee (no flags), and an empty Support
 * division.
 */
export async function orgCompany() {
  const [{ makeCompanyWithAdmin, makeMember }, org] = await Promise.all([
    factories(),
    import('#tests/factories/org'),
  ])
  const { company, admin } = await makeCompanyWithAdmin()
  const sales = await org.makeDivision(company, { name: 'Sales', color: '#b91c1c' })
  const support = await org.makeDivision(company, { name: 'Support', color: '#15803d' })
  const bea = await makeMember(company, { firstName: 'Bea', lastName: 'Baker' })
  const employee = await makeMember(company, { firstName: 'Eve', lastName: 'Employee' })
  const accountManager = await org.makePosition(company, 'Account manager')
  await org.placeInOrg(bea.membership, { divisionId: sales.id, positionIds: [accountManager.id] })
  const { db } = await import('~/platform/db.server')
  const { positions } = await import('~/domains/org/org.tables')
  const { eq } = await import('drizzle-orm')
  await db
    .update(positions)
    .set({ divisionId: sales.id })
    .where(eq(positions.id, accountManager.id))
  return { company, admin, bea, employee, sales, support }
}

/** Arranges a responsibility straight in the database. */
export async function addResponsibility(
  companyId: number,
  values: { title: string; description: string; holders?: number[]; createdById?: number },
) {
  const { db } = await import('~/platform/db.server')
  const { responsibilities, employeeResponsibilities } = await import('~/domains/org/org.tables')
  const [row] = await db
    .insert(responsibilities)
    .values({
      companyId,
      title: values.title,
      description: values.description,
      createdById: values.createdById,
    })
    .returning()
  if (values.holders?.length) {
    await db.insert(employeeResponsibilities).values(
      values.holders.map((membershipId) => ({
        companyId,
        responsibilityId: row!.id,
        membershipId,
      })),
    )
  }
  return row!
}

/** The table row whose header cell is `name`. */
export const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: false }) })
