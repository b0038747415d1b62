import { expect, expectNoSeriousA11yViolations, test, signInAs } from '../fixtures'
import { box, chartCompany } from './org-chart-helpers'

const CHART = '/account/org-chart'

test('the people chart shows the tree with direct report counts and dotted lines', async ({
  page,
}) => {
  const { admin } = await chartCompany()
  await signInAs(page, admin, { at: `${CHART}/` })
  await expect(page.getByRole('heading', { level: 1, name: 'Org chart by manager' })).toBeVisible()
  await expect(box(page, 'Ada Admin')).toContainText('Chief Executive')
  await expect(box(page, 'Ada Admin')).toContainText('Leadership')
  await expect(box(page, 'Ada Admin')).toContainText('Direct reports: 2')
  await expect(box(page, 'Bea Baker')).toContainText('Direct reports: 2')
  await expect(box(page, 'Dee Diaz')).toContainText('Direct reports: 1')
  await expect(box(page, 'Dan Dunn')).toContainText('Direct reports: 0')
  await expect(box(page, 'Cal Cruz')).toContainText('Dotted line to Bea Baker')
  await expect(box(page, 'Bea Baker').getByRole('link', { name: 'Bea Baker' })).toHaveAttribute(
    'href',
    /^\/account\/employee\/\d+$/,
  )
  // The fourth level waits to be asked for.
  await expect(box(page, 'Fay Fox')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
})

test('a box with unloaded reports opens them: re-rooted without JavaScript, in place with it', async ({
  page,
  javaScriptEnabled,
}) => {
  const { admin } = await chartCompany()
  await signInAs(page, admin, { at: CHART })
  await box(page, 'Dee Diaz').getByRole('link', { name: 'Show the 1 reports of Dee Diaz' }).click()
  await expect(box(page, 'Fay Fox')).toContainText('Direct reports: 1')
  if (javaScriptEnabled) {
    await expect(page).toHaveURL(new RegExp(`${CHART}$`))
    await expect(box(page, 'Ada Admin')).toBeVisible()
    // Collapsing hides the reports again.
    await box(page, 'Dee Diaz').getByRole('button', { name: 'Collapse Dee Diaz' }).click()
    await expect(box(page, 'Fay Fox')).toHaveCount(0)
    await box(page, 'Dee Diaz').getByRole('button', { name: 'Expand Dee Diaz' }).click()
    await expect(box(page, 'Fay Fox')).toBeVisible()
  } else {
    await expect(page).toHaveURL(/\?root=p-\d+$/)
    const trail = page.getByRole('navigation', { name: 'Chart from' })
    await expect(trail.getByRole('listitem')).toHaveText([
      'Top of the chart',
      '/Ada Admin',
      '/Bea Baker',
      '/Dee Diaz',
    ])
    await expect(box(page, 'Gil Gray')).toBeVisible()
    await expect(box(page, 'Ada Admin')).toHaveCount(0)
  }
  await expectNoSeriousA11yViolations(page)
})

test('searching a person focuses their box (JS) or shows them under their manager (no JS)', async ({
  page,
  javaScriptEnabled,
}) => {
  const { admin } = await chartCompany()
  await signInAs(page, admin, { at: CHART })
  const search = page.getByRole('search')
  if (javaScriptEnabled) {
    await search.getByRole('combobox', { name: 'Find a person' }).fill('gil')
    await page.getByRole('option', { name: /Gil Gray/ }).click()
    await expect(page.getByRole('link', { name: 'Gil Gray' })).toBeFocused()
    await expect(box(page, 'Ada Admin')).toBeVisible()
  } else {
    await search.getByLabel('Find a person').fill('gil')
    await search.getByRole('button', { name: 'Search' }).click()
    await expect(page).toHaveURL(/\?q=gil$/)
    await expect(
      page.getByRole('navigation', { name: 'Chart from' }).getByText('Fay Fox'),
    ).toBeVisible()
    await expect(box(page, 'Ada Admin')).toHaveCount(0)
  }
  await expect(page.locator('.oc-focus > .oc-node')).toContainText('Gil Gray')
  await expectNoSeriousA11yViolations(page)
})

test('the chart turns horizontal and back', async ({ page, javaScriptEnabled }) => {
  const { admin } = await chartCompany()
  await signInAs(page, admin, { at: CHART })
  const chart = page.getByTestId('org-chart')
  await expect(chart).not.toHaveClass(/oc-horizontal/)
  await page.getByRole('link', { name: 'Horizontal layout' }).click()
  await expect(chart).toHaveClass(/oc-horizontal/)
  if (!javaScriptEnabled) await expect(page).toHaveURL(/orientation=horizontal/)
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('link', { name: 'Vertical layout' }).click()
  await expect(chart).not.toHaveClass(/oc-horizontal/)
})

test('the positions and division charts, linked from each other', async ({ page }) => {
  const { admin } = await chartCompany()
  await signInAs(page, admin, { at: '/div/' })
  await expect(page.getByRole('heading', { level: 1, name: 'Org Chart' })).toBeVisible()
  await expect(box(page, 'Sales')).toContainText('People: 5')
  await expect(box(page, 'Leadership')).toContainText('People: 1')
  // Bea's manager is in Leadership: she heads the Sales tree.
  await expect(
    page.locator('li:has(> .oc-node .oc-name:text-is("Sales")) > ul > li > .oc-node .oc-name'),
  ).toHaveText(['Bea Baker'])
  await expectNoSeriousA11yViolations(page)

  await page
    .getByRole('navigation', { name: 'Org chart views' })
    .getByRole('link', { name: 'Org chart by position' })
    .click()
  await expect(page).toHaveURL(/\/account\/positional-org-chart$/)
  await expect(box(page, 'Sales Lead')).toContainText('Held by: Bea Baker')
  await expect(box(page, 'Chief Executive')).toContainText('Held by: Ada Admin')
  await expectNoSeriousA11yViolations(page)
})

test('the chart downloads as an SVG file', async ({ page }) => {
  const { admin } = await chartCompany()
  await signInAs(page, admin, { at: CHART })
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export as SVG' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('org-chart.svg')
  const path = await download.path()
  const { readFile } = await import('node:fs/promises')
  const svg = await readFile(path, 'utf8')
  expect(svg).toMatch(/^<\?xml[^>]*\?>\s*<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
  // Every box of the chart is drawn, with its name, title and division.
  expect(svg).toContain('<title>Ada Admin · Chief Executive · Leadership</title>')
  expect(svg).toContain('Gil Gray')
  expect(svg).toContain('stroke-dasharray')
})

test('admins are told about manager loops, with links to fix them', async ({ page }) => {
  const [{ makeMember }, org] = await Promise.all([
    import('#tests/factories/accounts'),
    import('#tests/factories/org'),
  ])
  const { company, admin } = await chartCompany()
  const xia = await makeMember(company, { firstName: 'Xia', lastName: 'Xu' })
  const yan = await makeMember(company, { firstName: 'Yan', lastName: 'Yu' })
  await org.placeInOrg(xia.membership, { managerId: yan.membership.id })
  await org.placeInOrg(yan.membership, { managerId: xia.membership.id })
  await signInAs(page, admin, { at: CHART })
  const notice = page.getByRole('alert')
  await expect(notice).toContainText('Some managers form a loop')
  await expect(notice.getByRole('link', { name: 'Xia Xu' })).toHaveAttribute(
    'href',
    `/account/employee/${xia.membership.id}/edit`,
  )
  // The loop is drawn once, from its first person.
  await expect(box(page, 'Xia Xu')).toContainText('Direct reports: 1')
  await expect(box(page, 'Yan Yu')).toBeVisible()
})

test("another company's boxes are not found", async ({ page }) => {
  const { admin } = await chartCompany()
  const other = await chartCompany()
  await signInAs(page, admin)
  const key = `p-${other.bea.membership.id}`
  for (const url of [
    `${CHART}?root=${key}`,
    `/div?root=${key}`,
    `/account/org-chart/branch?chart=people&key=${key}`,
    `/account/org-chart/export.svg?chart=people&root=${key}`,
  ]) {
    expect((await page.request.get(url)).status(), url).toBe(404)
  }
})

test.describe('the public chart', () => {
  test('shows only names, titles and divisions when the company turned it on', async ({ page }) => {
    const { company, bea, setPublic } = await chartCompany()
    const url = `/org-chart/?company=${company.slug}`
    expect((await page.request.get(url)).status()).toBe(404)
    await setPublic(true)
    await page.goto(url)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${company.name} org chart`)
    await expect(box(page, 'Ada Admin')).toContainText('Chief Executive')
    await expect(box(page, 'Bea Baker')).toContainText('Sales')
    await expect(box(page, 'Cal Cruz')).not.toContainText('Dotted line')
    const chart = page.getByTestId('org-chart')
    await expect(chart.locator('img')).toHaveCount(0)
    await expect(chart.locator('a[href^="/account/"]')).toHaveCount(0)
    const html = await page.content()
    expect(html).not.toContain(bea.user.email)
    expect(html).not.toContain(`p-${bea.membership.id}`)
    await expectNoSeriousA11yViolations(page)
    // Deeper levels open as plain links.
    await box(page, 'Dee Diaz')
      .getByRole('link', { name: 'Show the 1 reports of Dee Diaz' })
      .click()
    await expect(box(page, 'Gil Gray')).toBeVisible()
    await expect(page).toHaveURL(/root=n-0-0-1$/)

    await setPublic(false)
    expect((await page.request.get(url)).status()).toBe(404)
    expect((await page.request.get('/org-chart/?company=no-such-company')).status()).toBe(404)
  })
})
