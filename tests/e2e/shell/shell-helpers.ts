import type { Page } from '@playwright/test'
import type { LayoutOptions } from '~/platform/preferences'
import { database, factories } from '../fixtures'

/** A fresh company with its admin (every flag) and an employee (no flags). */
export async function companyWithStaff() {
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { company, admin } = await makeCompanyWithAdmin()
  const employee = await makeMember(company, { firstName: 'Eve', lastName: 'Employee' })
  return { company, admin, employee }
}

/** The app's tables this area arranges directly. */
export async function shellTables() {
  const [base, { companyMenuLinks }, { eq }] = await Promise.all([
    database(),
    import('~/domains/company/menu-links.tables'),
    import('drizzle-orm'),
  ])
  return { ...base, companyMenuLinks, eq }
}

export async function setLayoutOptions(userId: number, options: Partial<LayoutOptions>) {
  const { db, users, eq } = await shellTables()
  await db.update(users).set({ layoutOptions: options }).where(eq(users.id, userId))
}

export async function setActiveApps(companyId: number, apps: string[]) {
  const { db, companies, eq } = await shellTables()
  await db.update(companies).set({ activeApps: apps }).where(eq(companies.id, companyId))
}

export async function addMenuLink(
  companyId: number,
  values: { name: string; url: string; order?: number; parentId?: number | null },
) {
  const { db, companyMenuLinks } = await shellTables()
  const [link] = await db
    .insert(companyMenuLinks)
    .values({ companyId, ...values })
    .returning()
  return link!
}

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })
