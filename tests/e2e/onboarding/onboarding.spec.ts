import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import {
  DASHBOARD_URL,
  database,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  signIn,
  signInAs,
  SIGNIN_URL,
  test,
} from '../fixtures'
import {
  button,
  companyNamed,
  expectStep,
  expectStepBar,
  makeAppDealCompany,
  ONBOARDING_URL,
} from './helpers'

test('sign-up leads through onboarding: the profile, the apps, the plan, then the dashboard', async ({
  page,
  javaScriptEnabled,
}) => {
  const { uniqueEmail } = await factories()
  const companyName = `Onboard ${randomUUID().slice(0, 8)}`
  const email = uniqueEmail('onboard')

  await page.goto('/auth/signup')
  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Work email address').fill(email)
  await page.getByLabel('Password').fill('a-long-enough-password')
  await page.getByLabel('Company name').fill(companyName)
  await page.getByRole('button', { name: 'Create account' }).click()

  await expect(page).toHaveURL(ONBOARDING_URL)
  await expectStepBar(page, ['Personal Information', 'Activate Apps', 'Choose Plan'])
  await expectStep(page, 'Personal Information')
  await expect(button(page, 'Back')).toBeDisabled()
  await expect(page.getByLabel('First name')).toHaveValue('Grace')
  await expectNoSeriousA11yViolations(page)

  // The company's positions (the org pages that create them come later).
  const company = await companyNamed(companyName)
  const { db, memberships, users } = await database()
  const { positions, membershipPositions } = await import('~/domains/org/org.tables')
  await db.insert(positions).values([
    { companyId: company.id, name: 'Cook' },
    { companyId: company.id, name: 'Waiter' },
  ])
  // A reload keeps the step; it now offers the positions.
  await page.reload()
  await expectStep(page, 'Personal Information')
  await expect(
    page.getByText('The first position will be marked as primary position.'),
  ).toBeVisible()

  // Next submits the profile first: without a first name it stays, with the spec's message.
  await page.getByLabel('First name').fill('')
  await button(page, 'Next').click()
  await expect(page.getByLabel('First name')).toHaveAccessibleDescription(/This field is required/)
  await expectStep(page, 'Personal Information')
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Last name (optional)').fill('Hopper')
  const phone = page.getByLabel('Personal phone (optional)')
  await expect(phone).toHaveAttribute('inputmode', 'tel')
  if (javaScriptEnabled) {
    await phone.pressSequentially('5551234567')
    await expect(phone).toHaveValue('(555) 123-4567')
    // Chosen one by one: the first chosen (Waiter) is the primary one.
    const positions = page.getByLabel('Positions', { exact: true })
    await positions.selectOption({ label: 'Waiter' })
    await positions.selectOption({ label: 'Cook' })
    await expect(page.getByRole('list', { name: 'Chosen positions' })).toHaveText(
      /Waiter \(primary\).*Cook/,
    )
  } else {
    await phone.fill('555 123 4567')
    await page
      .getByLabel('Positions', { exact: true })
      .selectOption([{ label: 'Cook' }, { label: 'Waiter' }])
    await page.getByLabel('Primary position (optional)').selectOption({ label: 'Waiter' })
  }
  await button(page, 'Next').click()

  await expectStep(page, 'Activate Apps')
  await expect(page).toHaveURL(ONBOARDING_URL)
  const [person] = await db
    .select({
      membershipId: memberships.id,
      phone: memberships.personalPhone,
      last: users.lastName,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(users.email, email), eq(memberships.companyId, company.id)))
  expect(person).toMatchObject({ phone: '(555) 123-4567', last: 'Hopper' })
  const held = await db
    .select({ name: positions.name })
    .from(membershipPositions)
    .innerJoin(positions, eq(positions.id, membershipPositions.positionId))
    .where(eq(membershipPositions.membershipId, person!.membershipId))
    .orderBy(asc(membershipPositions.rank))
  expect(held.map((row) => row.name)).toEqual(['Waiter', 'Cook'])
  await expectNoSeriousA11yViolations(page)

  // Activating apps saves them and moves on by itself.
  await expect(page.getByLabel('Statistics')).toBeChecked()
  await page.getByLabel('Statistics').uncheck()
  await page.getByLabel('Attendance').uncheck()
  await button(page, 'Next').click()
  await expectStep(page, 'Choose Plan')
  await expect(page.getByText('Active apps updated successfully')).toBeVisible()
  const { companies } = await database()
  const [saved] = await db.select().from(companies).where(eq(companies.id, company.id))
  expect(saved!.activeApps).toEqual(['knowledge_base', 'checklist', 'purchase_request', 'request'])
  await expectNoSeriousA11yViolations(page)

  await page.reload()
  await expectStep(page, 'Choose Plan')

  // A successful plan choice goes to '/': the dashboard; onboarding is over.
  await button(page, 'Choose Free').click()
  await expect(page).toHaveURL(DASHBOARD_URL)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Grace')
  await page.goto('/auth/onboarding')
  await expect(page).toHaveURL(DASHBOARD_URL)
})

/**
 * Signing in moves a member of a company without a plan to the plan step (the test above); the
 * tests below sign in without the form, so they arrange that step themselves.
 */
async function atPlanStepAsSignInLeavesIt(membershipId: number) {
  const { db, memberships } = await database()
  await db
    .update(memberships)
    .set({ onboardingStep: 'plan' })
    .where(eq(memberships.id, membershipId))
}

test('a person whose company has no plan is sent to the plan step when signing in', async ({
  page,
}) => {
  const { makeCompanyWithAdmin, TEST_PASSWORD } = await factories()
  const { admin } = await makeCompanyWithAdmin(undefined, { plan: null })

  await page.goto('/auth/signin?redirectTo=%2Fswitch-company')
  await page.getByLabel('Email address').fill(admin.user.email)
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()

  await expect(page).toHaveURL(ONBOARDING_URL)
  await expectStep(page, 'Choose Plan')
  await expectNoSeriousA11yViolations(page)
  await page.reload()
  await expectStep(page, 'Choose Plan')
})

test('Back, Skip, Reset and Log Out move through the steps and keep them across reloads', async ({
  page,
}) => {
  const { makeCompanyWithAdmin } = await factories()
  const { admin } = await makeCompanyWithAdmin(undefined, { plan: null })
  await atPlanStepAsSignInLeavesIt(admin.membership.id)
  await signInAs(page, admin, { at: '/auth/onboarding' })
  await expectStep(page, 'Choose Plan')

  await button(page, 'Back').click()
  await expectStep(page, 'Activate Apps')
  await button(page, 'Back').click()
  await expectStep(page, 'Personal Information')
  await expect(button(page, 'Back')).toBeDisabled()

  await button(page, 'Skip').click()
  await expectStep(page, 'Activate Apps')
  await page.reload()
  await expectStep(page, 'Activate Apps')
  await button(page, 'Skip').click()
  await expectStep(page, 'Choose Plan')
  await button(page, 'Skip').click()

  await expect(page.getByRole('region', { name: 'All steps are done' })).toBeVisible()
  await expect(page.getByText('Your company still needs a plan')).toBeVisible()
  await expect(button(page, 'Next')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await page.reload()
  await expect(page.getByRole('region', { name: 'All steps are done' })).toBeVisible()
  await button(page, 'Reset').click()
  await expectStep(page, 'Personal Information')

  await button(page, 'Log Out').click()
  await expect(page).toHaveURL(SIGNIN_URL)
  await page.goto('/auth/onboarding')
  await expect(page).toHaveURL(/\/auth\/signin\?redirectTo=%2Fauth%2Fonboarding$/)
})

test('an app-deal company has no Choose Plan step, and Finish goes to the app', async ({
  page,
}) => {
  const { TEST_PASSWORD } = await factories()
  const { admin } = await makeAppDealCompany()
  // It has its plan from registration: sign-in goes where it would go.
  await signIn(page, admin.user.email, TEST_PASSWORD)
  await expect(page).toHaveURL(DASHBOARD_URL)

  await page.goto('/auth/onboarding')
  await expectStepBar(page, ['Personal Information', 'Activate Apps'])
  await expectStep(page, 'Personal Information')
  await button(page, 'Skip').click()
  await expectStep(page, 'Activate Apps')
  await expect(button(page, 'Skip')).toHaveCount(0)
  await expect(button(page, 'Next')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  await button(page, 'Finish').click()
  await expect(page).toHaveURL(DASHBOARD_URL)
  // Finished: onboarding is behind them.
  await page.goto('/auth/onboarding')
  await expect(page).toHaveURL(DASHBOARD_URL)
})

test('a person whose company has a plan is sent from onboarding to the dashboard', async ({
  page,
}) => {
  const { makeCompanyWithAdmin } = await factories()
  const { admin } = await makeCompanyWithAdmin()
  await signInAs(page, admin, { at: '/auth/onboarding' })
  await expect(page).toHaveURL(DASHBOARD_URL)
})

test('a member who is not an admin is told the admin must choose the plan and the apps', async ({
  page,
}) => {
  const { makeCompany, makeMember } = await factories()
  const company = await makeCompany(undefined, { plan: null })
  const staff = await makeMember(company)
  await atPlanStepAsSignInLeavesIt(staff.membership.id)
  await signInAs(page, staff, { at: '/auth/onboarding' })

  await expectStep(page, 'Choose Plan')
  await expect(
    page.getByText('Your company admin must choose a plan before you can continue.'),
  ).toBeVisible()
  await expect(button(page, 'Choose Free')).toHaveCount(0)
  await expect(button(page, 'Log Out')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await button(page, 'Back').click()
  await expectStep(page, 'Activate Apps')
  await expect(
    page.getByText('Only company administrators can change the active apps.'),
  ).toBeVisible()
  await expect(page.getByLabel('Statistics')).toBeDisabled()
  await button(page, 'Next').click()
  await expectStep(page, 'Choose Plan')
})
