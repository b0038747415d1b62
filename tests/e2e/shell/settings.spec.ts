import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'
import { adminSignedIn, header, serverHtmlElement } from './header-helpers'

// Each test walks several pages with an accessibility check on each; the shared machine is slow.
test.describe.configure({ timeout: 60_000 })

const SAVED = 'Your settings have been saved.'

test('dark mode from the header is saved and in the server HTML of the next page (no flash)', async ({
  page,
}) => {
  await adminSignedIn(page)
  expect((await serverHtmlElement(page, '/account/dashboard')).classes).toContain('theme-system')

  await header(page).getByRole('button', { name: 'Dark mode' }).click()
  await expect(page).toHaveURL(/\/account\/dashboard$/)
  await expect(header(page).getByRole('button', { name: 'Dark mode' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  expect((await serverHtmlElement(page, '/account/dashboard')).classes).toContain('theme-dark')
  // The page itself is dark: a dark background behind light text.
  const body = await page.evaluate(() => {
    const style = getComputedStyle(document.body)
    return { background: style.backgroundColor, color: style.color }
  })
  expect(body.background).not.toBe('rgb(248, 250, 252)')
  expect(body.color).not.toBe('rgb(15, 23, 42)')
  await expectNoSeriousA11yViolations(page)

  await page.goto('/account/settings')
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('Same as my device').check()
  await page.getByRole('button', { name: 'Save colour scheme' }).click()
  await expect(page.getByText(SAVED)).toBeVisible()
  await expect(page.locator('html')).toHaveClass(/\btheme-system\b/)
})

test('accessibility options are applied by the server, with or without JavaScript', async ({
  page,
}) => {
  await adminSignedIn(page)
  await page.goto('/account/settings#accessibility')
  await expectNoSeriousA11yViolations(page)
  const section = page.getByRole('region', { name: 'Accessibility Options' })
  await section.getByLabel('Larger').check()
  await section.getByLabel('High contrast').check()
  await section.getByLabel('Reduce motion').check()
  await section.getByLabel('Underline links').check()
  await section.getByRole('button', { name: 'Save accessibility options' }).click()

  await expect(page.getByText(SAVED)).toBeVisible()
  const { classes } = await serverHtmlElement(page, '/account/dashboard')
  expect(classes).toEqual(
    expect.arrayContaining([
      'text-size-larger',
      'high-contrast',
      'reduced-motion',
      'underline-links',
    ]),
  )
  await page.goto('/account/dashboard')
  const fontSize = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)
  expect(fontSize).toBe('20px')
  await expectNoSeriousA11yViolations(page)

  // The form shows what is saved.
  await page.goto('/account/settings')
  await expect(page.getByLabel('Larger')).toBeChecked()
  await expect(page.getByLabel('High contrast')).toBeChecked()
})

test('layout options: right-to-left, navbar colour and one of the five images', async ({
  page,
}) => {
  await adminSignedIn(page)
  await page.goto('/account/settings')
  const section = page.getByRole('region', { name: 'Layout options' })
  await expect(section.getByRole('radio', { name: /^Image \d$/ })).toHaveCount(5)
  await section.getByLabel('Right-to-left').check()
  await section.getByLabel('Green').check()
  await section.getByLabel('Image 3').check()
  await section.getByRole('button', { name: 'Save layout' }).click()

  await expect(page.getByText(SAVED)).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(header(page)).toHaveClass(/\bnavbar-colour-emerald\b.*\bnavbar-image-3\b/)
  expect((await serverHtmlElement(page, '/account/settings')).dir).toBe('rtl')
  await expectNoSeriousA11yViolations(page)
})

test('the time zone is changed in settings while attendance is active, and refused otherwise', async ({
  page,
}) => {
  const { company, admin } = await adminSignedIn(page)
  await header(page).getByTestId('header-timezone').click()
  await expect(page).toHaveURL(/\/account\/settings#timezone$/)
  await page.getByRole('combobox', { name: 'Time zone' }).selectOption('Europe/Madrid')
  await page.getByRole('button', { name: 'Save time zone' }).click()
  await expect(page.getByText(SAVED)).toBeVisible()
  await expect(header(page).getByTestId('header-timezone')).toContainText('Europe/Madrid')

  const [{ db }, { companies, memberships }, { eq }] = await Promise.all([
    import('~/platform/db.server'),
    import('~/domains/accounts/accounts.tables').then(async (accounts) => ({
      ...accounts,
      ...(await import('~/domains/company/company.tables')),
    })),
    import('drizzle-orm'),
  ])
  await db
    .update(companies)
    .set({ activeApps: ['request'] })
    .where(eq(companies.id, company.id))
  await page.goto('/account/settings')
  await expect(page.getByTestId('timezone-locked')).toContainText(
    'The time zone can only be changed while the attendance app is active.',
  )
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveCount(0)
  await expect(header(page).getByRole('link', { name: /Europe\/Madrid/ })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  // The server refuses a hand-made post too.
  const refused = await page.request.post('/account/settings?index', {
    form: { intent: 'timezone', timezone: 'Asia/Tokyo' },
  })
  expect(refused.status()).toBe(403)
  const [row] = await db
    .select({ timezone: memberships.timezone })
    .from(memberships)
    .where(eq(memberships.id, admin.membership.id))
  expect(row?.timezone).toBe('Europe/Madrid')
})

test('admins find the company settings; employees do not', async ({ page }) => {
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { company, admin } = await makeCompanyWithAdmin()
  await signInAs(page, admin, { at: '/account/settings' })
  const companyLinks = page.getByRole('region', { name: 'Company settings' })
  for (const [name, href] of [
    ['Active apps', '/account/settings/active-apps'],
    ['Menu links', '/account/settings/menu-links'],
    ['Subscription', '/account/billing'],
  ]) {
    await expect(companyLinks.getByRole('link', { name: name! })).toHaveAttribute('href', href!)
  }
  await expect(
    page.getByRole('link', { name: 'Edit your name, phone and positions' }),
  ).toHaveAttribute('href', '/auth/profile-settings')
  await expectNoSeriousA11yViolations(page)

  const employee = await makeMember(company)
  await page.context().clearCookies()
  await signInAs(page, employee, { at: '/account/settings' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
  await expect(page.getByRole('region', { name: 'Company settings' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})
