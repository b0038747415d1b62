import type { Page } from '@playwright/test'
import { factories } from '../fixtures'

export const DIRECTORY = '/account/employees'

/**
 * A company as the directory tests meet it: Ada Admin (every flag); Bea Baker in Sales, Account
 * manager, reporting to Ada, T-shirt size S; Cal Cruz in Engineering, Engineer, reporting to Bea;
 * Eve Employee (no flags); Dee Gone (deactivated). `extra` more people named Filler NN.
 */
export async function directoryCompany(extra = 0) {
  const [{ makeCompanyWithAdmin, makeMember }, org, tables, { db }, { eq }] = await Promise.all([
    factories(),
    import('#tests/factories/org'),
    import('~/domains/people/custom-fields.tables'),
    import('~/platform/db.server'),
    import('drizzle-orm'),
  ])
  const { memberships } = await import('~/domains/accounts/accounts.tables')
  const { company, admin } = await makeCompanyWithAdmin()
  const sales = await org.makeDivision(company, { name: 'Sales', color: '#b91c1c' })
  const engineering = await org.makeDivision(company, { name: 'Engineering', color: '#15803d' })
  const accountManager = await org.makePosition(company, 'Account manager')
  const engineer = await org.makePosition(company, 'Engineer')
  const bea = await makeMember(company, { firstName: 'Bea', lastName: 'Baker' })
  const cal = await makeMember(company, { firstName: 'Cal', lastName: 'Cruz' })
  const employee = await makeMember(company, { firstName: 'Eve', lastName: 'Employee' })
  const gone = await makeMember(company, { firstName: 'Dee', lastName: 'Gone' })
  await db
    .update(memberships)
    .set({ isActive: false })
    .where(eq(memberships.id, gone.membership.id))
  await org.placeInOrg(bea.membership, {
    divisionId: sales.id,
    managerId: admin.membership.id,
    positionIds: [accountManager.id],
  })
  await org.placeInOrg(cal.membership, {
    divisionId: engineering.id,
    managerId: bea.membership.id,
    positionIds: [engineer.id],
  })
  const [shirt] = await db
    .insert(tables.customFieldDefinitions)
    .values({ companyId: company.id, name: 'T-shirt size', fieldType: 'single_choice' })
    .returning()
  const [small, medium] = await db
    .insert(tables.customFieldChoices)
    .values([
      { companyId: company.id, definitionId: shirt!.id, label: 'S', order: 1 },
      { companyId: company.id, definitionId: shirt!.id, label: 'M', order: 2 },
    ])
    .returning()
  await db.insert(tables.staffCustomFieldValues).values([
    {
      companyId: company.id,
      membershipId: bea.membership.id,
      definitionId: shirt!.id,
      value: small!.id,
    },
    {
      companyId: company.id,
      membershipId: cal.membership.id,
      definitionId: shirt!.id,
      value: medium!.id,
    },
  ])
  for (let i = 0; i < extra; i++) {
    await makeMember(company, { firstName: 'Filler', lastName: String(i).padStart(2, '0') })
  }
  return { company, admin, bea, cal, employee, gone }
}

/** The names in the directory table, in order. */
export function listedNames(page: Page) {
  return page.getByRole('table').getByRole('rowheader')
}

export const filters = (page: Page) => page.getByRole('form', { name: 'Search and filters' })
