import type { Page } from '@playwright/test'
import type { Membership } from '~/domains/accounts/accounts.tables'
import type { Company } from '~/domains/company/company.tables'
import { database, factories } from '../fixtures'

/** The app's tables the position specs arrange directly. */
export async function orgTables() {
  const [base, org, { and, eq }] = await Promise.all([
    database(),
    import('~/domains/org/org.tables'),
    import('drizzle-orm'),
  ])
  return { ...base, ...org, and, eq }
}

/** A fresh company with its admin (every flag), a staff member and one division. */
export async function companyWithDivision() {
  const f = await factories()
  const { company, admin } = await f.makeCompanyWithAdmin()
  const staff = await f.makeMember(company, { firstName: 'Eve', lastName: 'Employee' })
  const { db, divisions } = await orgTables()
  const [division] = await db
    .insert(divisions)
    .values({ companyId: company.id, name: 'Operations', color: '#16a34a' })
    .returning()
  return { f, company, admin, staff, division: division! }
}

export async function addPosition(
  companyId: number,
  values: { name: string; managerPositionId?: number | null; divisionId?: number | null },
) {
  const { db, positions } = await orgTables()
  const [position] = await db
    .insert(positions)
    .values({ companyId, ...values })
    .returning()
  return position!
}

/** The list row of a position (its name is the row header). */
export const positionRow = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) })

/**
 * What a position form may link: an assigned-only article 'Driver handbook' and 'Office rules'
 * (published), a draft, and the courses 'Forklift licence' and 'First aid'; `holder` holds the
 * position.
 */
export async function addLinkables(company: Company, holder: Membership, positionId: number) {
  const [{ makeArticle }, { makeCourse }, { placeInOrg }, { ARTICLE_STATUS, ARTICLE_VISIBILITY }] =
    await Promise.all([
      import('#tests/factories/knowledge-articles'),
      import('#tests/factories/courses'),
      import('#tests/factories/org'),
      import('~/domains/knowledge/knowledge.tables'),
    ])
  const handbook = await makeArticle(company, {
    title: 'Driver handbook',
    visibility: ARTICLE_VISIBILITY.assignedOnly,
  })
  await makeArticle(company, { title: 'Office rules' })
  await makeArticle(company, { title: 'Unfinished', status: ARTICLE_STATUS.draft })
  await makeCourse(company, { name: 'Forklift licence' })
  await makeCourse(company, { name: 'First aid' })
  await placeInOrg(holder, { positionIds: [positionId] })
  return { handbook }
}
