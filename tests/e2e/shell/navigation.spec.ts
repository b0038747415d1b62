import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, test, signInAs } from '../fixtures'
import {
  addMenuLink,
  companyWithStaff,
  mainMenu,
  setActiveApps,
  setLayoutOptions,
  shellTables,
} from './shell-helpers'

/** A link of the main menu, found whether or not its group is open. */
const menuLink = (page: Page, name: string) =>
  mainMenu(page).getByRole('link', { name, exact: true, includeHidden: true })

const EVERYONE = [
  'Dashboard',
  'My Profile',
  'Directory',
  'System Action History',
  'Org Chart',
  'View All Articles',
  'Assigned Courses',
  'Library Courses',
  'View Public KB',
  'Settings',
]
const ADMIN_ONLY = [
  'Create New Employee',
  'Positions',
  'Responsibilities',
  'System Emails',
  'Create Article',
  'Courses Admin',
  'Create Course',
  'Leaderboard',
  'Quiz Response Timeline',
  'All Completions',
]

test('the admin sees every item of the menu, an employee only the items for everyone', async ({
  page,
  newDevice,
}) => {
  // Several pages and forms in one story: give it room on a busy machine.
  test.slow()
  const { company, admin, employee } = await companyWithStaff()
  // View Public KB shows the company's public knowledge base: a company without one has no item.
  const { makePublicKb } = await import('#tests/factories/public-kb')
  await makePublicKb(company)
  await signInAs(page, admin)
  for (const name of [...EVERYONE, ...ADMIN_ONLY]) await expect(menuLink(page, name)).toHaveCount(1)
  await expect(menuLink(page, 'View Public KB')).toHaveAttribute(
    'href',
    `/articles/public/${company.slug}`,
  )
  await expect(menuLink(page, 'Settings')).toHaveAttribute('href', '/account/settings')
  const help = mainMenu(page).getByRole('link', { name: /Get Help/ })
  await expect(help).toHaveAttribute('target', '_blank')
  await expect(help).toHaveAttribute('href', /^https:\/\//)
  for (const hidden of ['Employee Profile', 'Edit Article', 'KB Article', 'Course View']) {
    await expect(menuLink(page, hidden)).toHaveCount(0)
  }
  await expectNoSeriousA11yViolations(page)

  const other = await newDevice()
  await signInAs(other.page, employee)
  for (const name of EVERYONE) await expect(menuLink(other.page, name)).toHaveCount(1)
  for (const name of ADMIN_ONLY) await expect(menuLink(other.page, name)).toHaveCount(0)
  await expectNoSeriousA11yViolations(other.page)
})

test('a group opens and closes without JavaScript', async ({ page }) => {
  const { admin } = await companyWithStaff()
  await signInAs(page, admin)
  const directory = mainMenu(page).getByRole('link', { name: 'Directory' })
  await expect(directory).toBeHidden()
  await mainMenu(page).getByText('Employees', { exact: true }).click()
  await expect(directory).toBeVisible()
  await mainMenu(page).getByText('Employees', { exact: true }).click()
  await expect(directory).toBeHidden()
})

test('an employee opening an admin area directly is refused with 403, and it is recorded', async ({
  page,
}) => {
  const { company, employee } = await companyWithStaff()
  await signInAs(page, employee)
  for (const path of ['/account/create', '/knowledgebase/files', '/account/settings/menu-links']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(403)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'You do not have permission to view this page.',
    )
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  }
  const { db, eq } = await shellTables()
  const { auditLog } = await import('~/platform/audit.tables')
  const refused = await db.select().from(auditLog).where(eq(auditLog.companyId, company.id))
  expect(
    refused
      .filter((entry) => entry.action === 'route.open' && entry.outcome === 'denied')
      .map((entry) => entry.entityId),
  ).toEqual(expect.arrayContaining(['/account/create', '/knowledgebase/files']))
})

test('the admin opening an address that is no page gets the not-found page', async ({ page }) => {
  const { admin } = await companyWithStaff()
  await signInAs(page, admin)
  const response = await page.goto('/inout/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Error found!')
})

test('with the knowledge base turned off, its menu items go and its routes are 404', async ({
  page,
}) => {
  const { company, admin } = await companyWithStaff()
  await setActiveApps(company.id, ['checklist', 'attendance'])
  await signInAs(page, admin)
  for (const name of ['View All Articles', 'Create Article', 'View Public KB', 'Courses Admin']) {
    await expect(menuLink(page, name)).toHaveCount(0)
  }
  await expect(mainMenu(page).getByText('Knowledge Base', { exact: true })).toHaveCount(0)
  await expect(mainMenu(page).getByText('Courses', { exact: true })).toHaveCount(0)
  await expect(menuLink(page, 'Directory')).toHaveCount(1)
  for (const path of [
    '/knowledgebase/articles',
    '/knowledgebase/articles/create',
    '/knowledgebase/courses',
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Error found!')
  }
})

test('the current page is marked in the menu and named in the title and breadcrumb', async ({
  page,
}) => {
  const { admin } = await companyWithStaff()
  await signInAs(page, admin)
  await expect(menuLink(page, 'Dashboard')).toHaveAttribute('aria-current', 'page')
  await expect(menuLink(page, 'Settings')).not.toHaveAttribute('aria-current', /.*/)
  await expect(page).toHaveTitle('Dashboard | Groundwork')
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Dashboard'])

  await page.goto('/account/settings/menu-links')
  await expect(page).toHaveTitle('Menu Links | Groundwork')
  await expect(breadcrumb.getByRole('listitem')).toHaveText([
    'Dashboard',
    '/Settings',
    '/Menu Links',
  ])
  await expect(breadcrumb.getByRole('link', { name: 'Settings' })).toHaveAttribute(
    'href',
    '/account/settings',
  )
  await expect(breadcrumb.getByText('Menu Links')).toHaveAttribute('aria-current', 'page')
  // A hidden page marks the visible item it belongs to.
  await expect(menuLink(page, 'Settings')).toHaveAttribute('aria-current', 'true')
  await expect(menuLink(page, 'Dashboard')).not.toHaveAttribute('aria-current', /.*/)
  await expectNoSeriousA11yViolations(page)
})

test('company links join the menu: a parent becomes a group, a parent loop stays top-level', async ({
  page,
}) => {
  const { company, employee } = await companyWithStaff()
  const tools = await addMenuLink(company.id, { name: 'Team tools', url: '/', order: 1 })
  await addMenuLink(company.id, {
    name: 'Shared calendar',
    url: 'https://calendar.example.com/',
    parentId: tools.id,
  })
  const loopA = await addMenuLink(company.id, { name: 'Loop A', url: '/a', order: 3 })
  const loopB = await addMenuLink(company.id, {
    name: 'Loop B',
    url: '/b',
    order: 2,
    parentId: loopA.id,
  })
  const { db, companyMenuLinks, eq } = await shellTables()
  await db
    .update(companyMenuLinks)
    .set({ parentId: loopB.id })
    .where(eq(companyMenuLinks.id, loopA.id))

  await signInAs(page, employee)
  const menu = mainMenu(page)
  const calendar = menu.getByRole('link', { name: /Shared calendar/ })
  await expect(calendar).toBeHidden()
  await menu.getByText('Team tools', { exact: true }).first().click()
  await expect(calendar).toBeVisible()
  await expect(calendar).toHaveAttribute('target', '_blank')
  await expect(calendar).toHaveAccessibleName('Shared calendar (opens in a new tab)')

  // The loop's links are plain items of the top list, ordered by `order`, not groups.
  const topLevel = menu.locator('.side-nav-list > li > a')
  const names = await topLevel.allTextContents()
  expect(names.filter((name) => name.startsWith('Loop'))).toEqual([
    'Loop B(opens in a new tab)',
    'Loop A(opens in a new tab)',
  ])
  await expect(menu.locator('details').filter({ hasText: 'Loop' })).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

test.describe('responsive menu', () => {
  const dashboardLink = (page: Page) => mainMenu(page).getByRole('link', { name: 'Dashboard' })
  const toggle = (page: Page) => mainMenu(page).locator('label[for="side-nav-toggle"]')

  test('wide screens show the sidebar; between 992 and 1024 px it collapses behind Menu', async ({
    page,
  }) => {
    const { admin } = await companyWithStaff()
    await page.setViewportSize({ width: 1280, height: 800 })
    await signInAs(page, admin)
    await expect(dashboardLink(page)).toBeVisible()
    await expect(toggle(page)).toBeHidden()

    await page.setViewportSize({ width: 1000, height: 800 })
    await expect(dashboardLink(page)).toBeHidden()
    await expect(toggle(page)).toBeVisible()
    await toggle(page).click()
    await expect(dashboardLink(page)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('the horizontal layout is a bar on wide screens and vertical below 992 px', async ({
    page,
  }) => {
    const { admin } = await companyWithStaff()
    await setLayoutOptions(admin.user.id, { layout: 'horizontal' })
    await page.setViewportSize({ width: 1280, height: 800 })
    await signInAs(page, admin)
    const settings = mainMenu(page).getByRole('link', { name: 'Settings' })
    const wide = [await dashboardLink(page).boundingBox(), await settings.boundingBox()]
    expect(wide[1]!.y).toBe(wide[0]!.y)
    expect(wide[1]!.x).toBeGreaterThan(wide[0]!.x)
    await expectNoSeriousA11yViolations(page)

    await page.setViewportSize({ width: 900, height: 800 })
    await toggle(page).click()
    const narrow = [await dashboardLink(page).boundingBox(), await settings.boundingBox()]
    expect(narrow[1]!.y).toBeGreaterThan(narrow[0]!.y)
    expect(narrow[1]!.x).toBe(narrow[0]!.x)
  })

  test('below 575 px elements marked hidden-on-small disappear', async ({ page }) => {
    const { admin } = await companyWithStaff()
    await page.setViewportSize({ width: 800, height: 800 })
    await signInAs(page, admin)
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(breadcrumb).toBeVisible()
    await page.setViewportSize({ width: 560, height: 800 })
    await expect(breadcrumb).toBeHidden()
    await expect(toggle(page)).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})

test('layout options: boxed, navbar colour and background image', async ({ page }) => {
  const { admin } = await companyWithStaff()
  await setLayoutOptions(admin.user.id, { boxed: true, navbarColour: 'emerald', navbarImage: 3 })
  await page.setViewportSize({ width: 1600, height: 900 })
  await signInAs(page, admin)
  const nav = mainMenu(page)
  await expect(nav).toHaveCSS('background-image', /\/images\/navbar\/3\.svg/)
  await expect(nav).toHaveCSS('background-color', 'rgb(6, 95, 70)')
  const image = await page.request.get('/images/navbar/3.svg')
  expect(image.status()).toBe(200)
  const body = page.locator('.shell-body')
  const box = await body.boundingBox()
  expect(box!.width).toBeLessThan(1600)
  expect(box!.x).toBeGreaterThan(0)
  await expectNoSeriousA11yViolations(page)
})
