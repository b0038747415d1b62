import type { Page } from '@playwright/test'
import { eq } from 'drizzle-orm'
import { database, expect } from '../fixtures'

export const ONBOARDING_URL = /\/auth\/onboarding$/

/** The step the page shows: its heading, and the step bar marking it as current. */
export async function expectStep(page: Page, label: string): Promise<void> {
  await expect(page.getByRole('region', { name: label })).toBeVisible()
  const bar = page.getByRole('navigation', { name: 'Onboarding steps' })
  await expect(bar.locator('[aria-current="step"]')).toContainText(label)
}

export async function expectStepBar(page: Page, labels: string[]): Promise<void> {
  const bar = page.getByRole('navigation', { name: 'Onboarding steps' })
  await expect(bar.getByRole('listitem')).toHaveText(labels.map((label) => new RegExp(label)))
}

export const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true })

export async function companyNamed(name: string) {
  const { db, companies } = await database()
  const [company] = await db.select().from(companies).where(eq(companies.name, name))
  return company!
}

/** A company that registered with a lifetime-deal licence: it has a plan but onboarding too. */
export async function makeAppDealCompany() {
  const { makeCompanyWithAdmin } = await import('#tests/factories/accounts')
  const made = await makeCompanyWithAdmin()
  const { db, companies } = await database()
  await db.update(companies).set({ appSumoLicense: true }).where(eq(companies.id, made.company.id))
  return made
}
