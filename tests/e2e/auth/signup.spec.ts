import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { eq, sql } from 'drizzle-orm'
import { database, expect, expectNoSeriousA11yViolations, factories, test } from '../fixtures'

const EMAIL_TAKEN = 'An account with this email address already exists'

interface SignUpForm {
  firstName: string
  lastName: string
  email: string
  password: string
  companyName: string
}

async function fillSignUp(page: Page, form: SignUpForm) {
  await page.getByLabel('First name').fill(form.firstName)
  await page.getByLabel('Last name (optional)').fill(form.lastName)
  await page.getByLabel('Work email address').fill(form.email)
  await page.getByLabel('Password').fill(form.password)
  await page.getByLabel('Company name').fill(form.companyName)
  await page.getByRole('button', { name: 'Create account' }).click()
}

async function expectSignUpForm(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your company account')
  for (const label of [
    'First name',
    'Last name (optional)',
    'Work email address',
    'Password',
    'Company name',
  ]) {
    await expect(page.getByLabel(label)).toBeVisible()
  }
  await expect(page.getByRole('button', { name: 'Create account' })).toBeVisible()
}

const newCompanyName = () => `Acme ${randomUUID().slice(0, 8)}`

const ONBOARDING_URL = /\/auth\/onboarding$/

/** The company exists with the new person as its admin. */
async function expectCompanyWithAdmin(companyName: string, email: string) {
  const { db, companies, memberships, users } = await database()
  const rows = await db
    .select({ type: memberships.userTypeSlug, isAdmin: memberships.userIsAdmin })
    .from(companies)
    .innerJoin(memberships, eq(memberships.companyId, companies.id))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(companies.name, companyName))
  expect(rows).toEqual([{ type: 'admin', isAdmin: true }])
  const [user] = await db.select().from(users).where(eq(users.email, email))
  expect(user).toBeDefined()
}

test('signing up creates the company and starts its onboarding', async ({ page }) => {
  const { uniqueEmail } = await factories()
  const companyName = newCompanyName()
  const email = uniqueEmail('signup')

  await page.goto('/auth/signup')
  await expectSignUpForm(page)
  await expectNoSeriousA11yViolations(page)

  await fillSignUp(page, {
    firstName: 'Grace',
    lastName: 'Hopper',
    email,
    password: 'a-long-enough-password',
    companyName,
  })

  await expect(page).toHaveURL(ONBOARDING_URL)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Grace')
  await expect(page.getByRole('region', { name: 'Personal Information' })).toBeVisible()
  await expectCompanyWithAdmin(companyName, email)
  await expectNoSeriousA11yViolations(page)
})

for (const path of ['/signup', '/account/register']) {
  test(`${path} shows the same sign-up form, and it works there`, async ({ page }) => {
    const { uniqueEmail } = await factories()
    const companyName = newCompanyName()
    const email = uniqueEmail('alias-signup')

    await page.goto(path)
    await expectSignUpForm(page)
    await expectNoSeriousA11yViolations(page)

    await fillSignUp(page, {
      firstName: 'Alan',
      lastName: '',
      email,
      password: 'a-long-enough-password',
      companyName,
    })
    await expect(page).toHaveURL(ONBOARDING_URL)
    await expectCompanyWithAdmin(companyName, email)
  })
}

test('an email already in use is refused next to the field and in the summary, creating nothing', async ({
  page,
  javaScriptEnabled,
}) => {
  const { makeCompanyWithAdmin } = await factories()
  const { admin } = await makeCompanyWithAdmin()
  const companyName = newCompanyName()

  await page.goto('/auth/signup')
  await fillSignUp(page, {
    firstName: 'Someone',
    lastName: 'Else',
    // Addresses are compared without regard to case.
    email: admin.user.email.toUpperCase(),
    password: 'a-long-enough-password',
    companyName,
  })

  await expect(page).toHaveURL(/\/auth\/signup$/)
  const emailField = page.getByLabel('Work email address')
  await expect(emailField).toHaveAccessibleDescription(new RegExp(EMAIL_TAKEN))
  await expect(emailField).toHaveAttribute('aria-invalid', 'true')
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  const summaryLink = summary.getByRole('link', { name: EMAIL_TAKEN })
  await expect(summaryLink).toBeVisible()
  const fieldId = await emailField.getAttribute('id')
  await expect(summaryLink).toHaveAttribute('href', `#${fieldId}`)
  // What the person typed is kept; the server never sends the password back into the page.
  await expect(page.getByLabel('Company name')).toHaveValue(companyName)
  if (!javaScriptEnabled) await expect(page.getByLabel('Password')).toHaveValue('')
  await expectNoSeriousA11yViolations(page)

  const { db, companies, users } = await database()
  expect(await db.select().from(companies).where(eq(companies.name, companyName))).toEqual([])
  const sameEmail = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, admin.user.email.toLowerCase()))
  expect(sameEmail).toHaveLength(1)
})
