import type { Page } from '@playwright/test'
import {
  API_ONLY,
  apiTokens,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  signInAs,
  test,
} from '../fixtures'
import { companyWithStaff } from '../shell/shell-helpers'

const PAGE = '/account/org-chart/settings'

const chart = (page: Page, name: 'Vertical chart' | 'Horizontal chart') =>
  page.getByRole('group', { name })

async function settingsService() {
  const [service, { db }, tables, { and, eq }] = await Promise.all([
    import('~/domains/org/org-chart-settings.server'),
    import('~/platform/db.server'),
    import('~/domains/org/org.tables'),
    import('drizzle-orm'),
  ])
  return { ...service, db, orgChartSettings: tables.orgChartSettings, and, eq }
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save chart settings' }).click()
}

test('an admin changes both charts and the public switch, and sees them saved', async ({
  page,
}) => {
  test.slow()
  const { company, admin } = await companyWithStaff()
  await signInAs(page, admin, { at: PAGE })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Org chart display settings')
  // The preview is drawn on the server, so it is there without JavaScript too.
  await expect(chart(page, 'Vertical chart').getByRole('img')).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  )
  await expect(page.getByText('The public org chart is at')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  const vertical = chart(page, 'Vertical chart')
  await vertical.getByLabel('Outline the boxes').uncheck()
  await vertical.getByLabel('Small boxes').check()
  await vertical.getByLabel('Background colour').fill('#ffeedd')
  await vertical.getByLabel('Box corners').selectOption('square')
  await chart(page, 'Horizontal chart').getByLabel('Stack juniors under their manager').check()
  await page.getByRole('switch', { name: 'Show the org chart publicly' }).check()
  await save(page)

  await expect(page.getByText('Org chart settings saved.')).toBeVisible()
  await expect(vertical.getByLabel('Outline the boxes')).not.toBeChecked()
  await expect(vertical.getByLabel('Small boxes')).toBeChecked()
  await expect(vertical.getByLabel('Background colour')).toHaveValue('#ffeedd')
  await expect(vertical.getByLabel('Box corners')).toHaveValue('square')
  await expect(
    chart(page, 'Horizontal chart').getByLabel('Stack juniors under their manager'),
  ).toBeChecked()
  await expect(chart(page, 'Horizontal chart').getByLabel('Outline the boxes')).toBeChecked()
  const publicLink = page.getByRole('link', { name: /\/org-chart\/\?company=/ })
  await expect(publicLink).toHaveText(new RegExp(`/org-chart/\\?company=${company.slug}$`))
  await expectNoSeriousA11yViolations(page)

  // What the charts are drawn with (the org-chart part's contract) changed accordingly.
  const { loadOrgChartSettings, isOrgChartPublic } = await settingsService()
  expect(await loadOrgChartSettings(company.id, 'orgflow')).toMatchObject({
    outline: false,
    all_nodes_small: true,
    background: '#ffeedd',
    corner_style: 'square',
    held_From_above: false,
  })
  expect(await loadOrgChartSettings(company.id, 'horizontalorg')).toMatchObject({
    held_From_above: true,
    outline: true,
  })
  expect(await isOrgChartPublic(company.slug)).toEqual({
    companyId: company.id,
    companyName: company.name,
  })

  // And off again.
  await page.getByRole('switch', { name: 'Show the org chart publicly' }).uncheck()
  await save(page)
  await expect(page.getByText('Org chart settings saved.')).toBeVisible()
  await expect(page.getByRole('switch', { name: 'Show the org chart publicly' })).not.toBeChecked()
  await expect(publicLink).toHaveCount(0)
  expect(await isOrgChartPublic(company.slug)).toBeNull()
})

test('with JavaScript the preview follows the form before it is saved', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'without JavaScript the preview shows the saved values')
  const { admin } = await companyWithStaff()
  await signInAs(page, admin, { at: PAGE })
  const preview = chart(page, 'Vertical chart').getByRole('img')
  const before = await preview.getAttribute('src')
  expect(decodeURIComponent(before!)).toContain('rx="8"')
  await chart(page, 'Vertical chart').getByLabel('Box corners').selectOption('square')
  await expect(preview).not.toHaveAttribute('src', before!)
  expect(decodeURIComponent((await preview.getAttribute('src'))!)).not.toContain('rx="8"')
})

test('a form made stale by another admin is refused (409) with the saved values shown', async ({
  page,
}) => {
  const { company, admin } = await companyWithStaff()
  await signInAs(page, admin, { at: PAGE })

  // Another admin saves the vertical chart while this form is open.
  const { db, orgChartSettings } = await settingsService()
  await db.insert(orgChartSettings).values({
    companyId: company.id,
    kind: 'orgflow',
    settings: { background: '#000000', corner_style: 'square' },
    version: 4,
  })

  await chart(page, 'Vertical chart').getByLabel('Small boxes').check()
  const response = page.waitForResponse((r) => r.request().method() === 'POST')
  await save(page)
  expect((await response).status()).toBe(409)
  await expect(
    page.getByText('These settings were changed by someone else. Reload them and try again.'),
  ).toBeVisible()
  const saved = page.getByRole('region', { name: 'The settings as they are saved now' })
  await expect(saved).toContainText('Vertical chart')
  await expect(saved).toContainText('#000000')
  await expect(saved).not.toContainText('Horizontal chart')
  // What was typed is kept.
  await expect(chart(page, 'Vertical chart').getByLabel('Small boxes')).toBeChecked()
  await expectNoSeriousA11yViolations(page)

  const { loadOrgChartSettings } = await settingsService()
  expect((await loadOrgChartSettings(company.id, 'orgflow')).all_nodes_small).toBe(false)

  await saved.getByRole('link', { name: 'Reload the saved settings' }).click()
  await expect(chart(page, 'Vertical chart').getByLabel('Box corners')).toHaveValue('square')
  await expect(chart(page, 'Vertical chart').getByLabel('Small boxes')).not.toBeChecked()
})

test('a bad value posted to the page is refused (400) and nothing is saved', async ({
  page,
  baseURL,
}) => {
  const { company, admin } = await companyWithStaff()
  await signInAs(page, admin)
  const response = await page.request.post(PAGE, {
    headers: { Origin: baseURL! },
    form: {
      'orgflow.background': 'red',
      'orgflow.corner_style': 'rounded',
      'orgflow.version': '1',
      'horizontalorg.background': '#ffffff',
      'horizontalorg.corner_style': 'oval',
      'horizontalorg.version': '1',
      public_org_chart: 'on',
      public_org_chart_was: 'false',
    },
  })
  expect(response.status()).toBe(400)
  const { loadOrgChartSettings, isOrgChartPublic } = await settingsService()
  expect((await loadOrgChartSettings(company.id, 'orgflow')).background).toBe('#ffffff')
  expect(await isOrgChartPublic(company.slug)).toBeNull()
})

test('only company admins see or post the page (403)', async ({ page, baseURL }) => {
  const { company, employee } = await companyWithStaff()
  await signInAs(page, employee)
  expect((await page.goto(PAGE))?.status()).toBe(403)
  const response = await page.request.post(PAGE, {
    headers: { Origin: baseURL! },
    form: {
      'orgflow.background': '#000000',
      'orgflow.corner_style': 'square',
      'orgflow.version': '1',
      'horizontalorg.background': '#000000',
      'horizontalorg.corner_style': 'square',
      'horizontalorg.version': '1',
      public_org_chart: 'on',
      public_org_chart_was: 'false',
    },
  })
  expect(response.status()).toBe(403)
  const { loadOrgChartSettings, isOrgChartPublic } = await settingsService()
  expect((await loadOrgChartSettings(company.id, 'orgflow')).background).toBe('#ffffff')
  expect(await isOrgChartPublic(company.slug)).toBeNull()
})

test.describe('company/api/orgflow/ and horizontalorg/', () => {
  test(
    "a company's PATCH changes only its own settings; members read, only admins write",
    API_ONLY,
    async ({ request }) => {
      const { TEST_PASSWORD } = await factories()
      const acme = await companyWithStaff()
      const globex = await companyWithStaff()
      const bearer = async (email: string) => ({
        Authorization: `Bearer ${(await apiTokens(request, email, TEST_PASSWORD)).access}`,
      })
      const acmeAdmin = await bearer(acme.admin.user.email)
      const acmeEmployee = await bearer(acme.employee.user.email)
      const globexAdmin = await bearer(globex.admin.user.email)

      const changed = await request.patch('/company/api/orgflow/', {
        headers: acmeAdmin,
        data: { background: '#112233', corner_style: 'square', version: 1 },
      })
      expect(changed.status()).toBe(200)
      expect(await changed.json()).toMatchObject({ background: '#112233', version: 2 })

      const theirs = await request.patch('/company/api/orgflow/', {
        headers: globexAdmin,
        form: { background: '#445566', all_nodes_small: 'true', version: '1' },
      })
      expect(theirs.status()).toBe(200)
      expect(await theirs.json()).toMatchObject({ background: '#445566', corner_style: 'rounded' })

      const acmeRead = await request.get('/company/api/orgflow/', { headers: acmeEmployee })
      expect(await acmeRead.json()).toMatchObject({
        background: '#112233',
        corner_style: 'square',
        all_nodes_small: false,
        version: 2,
      })
      const horizontal = await request.get('/company/api/horizontalorg/', { headers: acmeEmployee })
      expect(await horizontal.json()).toMatchObject({ background: '#ffffff', version: 1 })

      const refused = await request.patch('/company/api/orgflow/', {
        headers: acmeEmployee,
        data: { background: '#000000', version: 2 },
      })
      expect(refused.status()).toBe(403)
      const bad = await request.patch('/company/api/horizontalorg/', {
        headers: acmeAdmin,
        data: { corner_style: 'oval', version: 1 },
      })
      expect(bad.status()).toBe(400)
      expect(await bad.json()).toEqual({ corner_style: ['Choose rounded or square corners'] })
      const stale = await request.patch('/company/api/orgflow/', {
        headers: acmeAdmin,
        data: { outline: false, version: 1 },
      })
      expect(stale.status()).toBe(409)
    },
  )
})
