import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import {
  DASHBOARD_URL,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  signInAs,
  test,
} from '../fixtures'

/**
 * Plans and billing in the browser, with the app on its default local provider (Chargebee is
 * covered against a loopback Chargebee in app/domains/billing/chargebee.test.ts).
 */

// Several pages and axe checks per test: more than the default 30 s on a shared, busy machine.
test.describe.configure({ timeout: 90_000 })

async function billing() {
  const [{ db }, tables, server] = await Promise.all([
    import('~/platform/db.server'),
    import('~/domains/billing/billing.tables'),
    import('~/domains/billing/billing.server'),
  ])
  return { db, ...tables, subscriptionOf: server.subscriptionOf, customerIdOf: server.customerIdOf }
}

async function adminWithoutPlan() {
  const { makeCompanyWithAdmin } = await factories()
  return makeCompanyWithAdmin(undefined, { plan: null })
}

test('the admin of a company without a plan picks Free and lands on the dashboard', async ({
  page,
}) => {
  const { company, admin } = await adminWithoutPlan()
  await signInAs(page, admin, { at: '/auth/subscribe' })

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose Plan')
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Choose Free' }).click()

  await expect(page).toHaveURL(DASHBOARD_URL)
  await expect(page.getByText('You are on the Free plan.')).toBeVisible()
  const { db, subscriptionOf } = await billing()
  expect((await subscriptionOf(db, company.id))?.plan).toBe('free')
})

test('a Premium trial shows its days left and users on the billing page', async ({ page }) => {
  const { admin } = await adminWithoutPlan()
  await signInAs(page, admin, { at: '/auth/subscribe?users=8' })

  await expect(page.getByLabel('Number of users')).toHaveValue('8')
  await page.getByRole('button', { name: 'Start Premium trial' }).click()
  await expect(page).toHaveURL(DASHBOARD_URL)
  await expect(page.getByText('Your 15-day Premium trial has started.')).toBeVisible()

  await page.goto('/account/billing')
  const plan = page.getByRole('region', { name: 'Current plan' })
  await expect(plan.getByRole('definition').first()).toHaveText('Premium')
  await expect(plan).toContainText('Trial days left15')
  await expect(plan).toContainText('Users8')
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Number of users').fill('11')
  await page.getByRole('button', { name: 'Update users' }).click()
  await expect(page.getByText('Number of users updated.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Current plan' })).toContainText('Users11')
})

test('the Free plan is refused, with its limit, while the company has two members', async ({
  page,
}) => {
  const { makeMember } = await factories()
  const { company, admin } = await adminWithoutPlan()
  await makeMember(company)
  await signInAs(page, admin, { at: '/auth/subscribe' })

  await page.getByRole('button', { name: 'Choose Free' }).click()
  await expect(page.getByText('An error occurred while creating plan')).toBeVisible()
  await expect(
    page.getByText(
      'The Free plan allows 1 user. Deactivate the other members of your company or choose Premium.',
    ),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const { db, subscriptionOf } = await billing()
  expect(await subscriptionOf(db, company.id)).toBeUndefined()

  // The same rule from the billing page of a Premium company.
  await page.getByRole('button', { name: 'Start Premium trial' }).click()
  await expect(page).toHaveURL(/\/account\/dashboard/)
  await page.goto('/account/billing')
  await page.getByRole('button', { name: 'Switch to Free' }).click()
  await expect(
    page.getByText('The Free plan allows 1 user.', { exact: false }).first(),
  ).toBeVisible()
  expect((await subscriptionOf(db, company.id))?.plan).toBe('premium')
})

test('an employee is refused the billing page and cannot choose a plan', async ({
  page,
  baseURL,
}) => {
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { company } = await makeCompanyWithAdmin(undefined, { plan: null })
  const staff = await makeMember(company)
  await signInAs(page, staff, { at: '/auth/subscribe' })

  const response = await page.goto('/account/billing')
  expect(response?.status()).toBe(403)

  await page.goto('/auth/subscribe')
  await expect(
    page.getByText('Your company admin must choose a plan before you can continue.'),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Choose Free' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  const forged = await page.request.post('/auth/subscribe', {
    form: { plan: 'free', users: '1', redirectTo: '/' },
    headers: { origin: baseURL! },
    maxRedirects: 0,
  })
  expect(forged.status()).toBe(403)
  const { db, subscriptionOf } = await billing()
  expect(await subscriptionOf(db, company.id)).toBeUndefined()
})

test('a licence code registers a lifetime-deal company once; a used code is refused', async ({
  page,
  newDevice,
}) => {
  const { uniqueEmail, findUserByEmail } = await factories()
  const { db, licenceCodes, companyCoupons, subscriptionOf } = await billing()
  const code = `GW-LTD-${randomUUID().slice(0, 8).toUpperCase()}`
  await db.insert(licenceCodes).values({ code })

  async function register(target: typeof page, email: string) {
    await target.goto('/auth/app-sumo-register')
    await target.getByLabel('Licence code').fill(code)
    await target.getByLabel('First name').fill('Lana')
    await target.getByLabel('Work email address').fill(email)
    await target.getByLabel('Password').fill('a-long-enough-password')
    await target.getByLabel('Company name').fill(`Deal ${randomUUID().slice(0, 6)}`)
    await target.getByRole('button', { name: 'Create account' }).click()
  }

  await page.goto('/auth/app-sumo-register')
  await expectNoSeriousA11yViolations(page)
  const email = uniqueEmail('ltd')
  await register(page, email)
  await expect(page).toHaveURL(/\/auth\/onboarding$/)
  const [licence] = await db.select().from(licenceCodes).where(eq(licenceCodes.code, code))
  const companyId = licence!.redeemedByCompanyId!
  expect(await subscriptionOf(db, companyId)).toMatchObject({ plan: 'premium', status: 'active' })
  expect(
    await db.select().from(companyCoupons).where(eq(companyCoupons.companyId, companyId)),
  ).toMatchObject([{ durationType: 'forever' }])

  const { page: other } = await newDevice()
  const secondEmail = uniqueEmail('ltd-again')
  await register(other, secondEmail)
  await expect(other).toHaveURL(/\/auth\/app-sumo-register$/)
  const message = 'This licence code is not valid or has already been used.'
  await expect(other.getByRole('link', { name: message })).toBeVisible()
  await expect(other.getByLabel('Licence code')).toHaveAccessibleDescription(
    new RegExp(message.replace('.', '\\.')),
  )
  await expectNoSeriousA11yViolations(other)
  expect(await findUserByEmail(secondEmail)).toBeUndefined()
})

test('a checkout redirect the provider never confirmed activates nothing', async ({ page }) => {
  const { company, admin } = await adminWithoutPlan()
  const { db, subscriptionOf, customerIdOf } = await billing()
  await signInAs(page, admin, { at: '/auth/subscribe' })

  await page.goto(`/checkout_redirect/${customerIdOf(company.id)}/sub_made_up/1767225600/`)
  await expect(page).toHaveURL(/\/auth\/subscribe$/)
  await expect(page.getByText('Could not activate your plan, please contact support')).toBeVisible()
  expect(await subscriptionOf(db, company.id)).toBeUndefined()
})

test('coming back from a closed checkout asks to pick a plan', async ({ page }) => {
  const { admin } = await adminWithoutPlan()
  await signInAs(page, admin, { at: '/auth/subscribe?state=cancelled' })
  await expect(
    page.getByText('Process Closed. Please select pricing plan to continue.'),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
