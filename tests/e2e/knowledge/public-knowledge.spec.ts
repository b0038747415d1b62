import { request as httpRequest } from 'node:http'
import {
  API_ONLY,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  signInAs,
  test,
} from '../fixtures'

const ADMIN_PATH = '/knowledgebase/public-knowledgebases'

async function companyWithPublicKb() {
  const [{ makeCompanyWithAdmin }, publicKb, reading] = await Promise.all([
    factories(),
    import('#tests/factories/public-kb'),
    import('#tests/factories/knowledge-reading'),
  ])
  const { company, admin } = await makeCompanyWithAdmin()
  const help = await publicKb.makePublicKb(company, { name: 'Help Center', urlPart: 'help' })
  const partners = await publicKb.makePublicKb(company, {
    name: 'Partners',
    urlPart: 'partners',
    isDefault: false,
  })
  const billing = await reading.insertCategory(company, 'Billing')
  const travel = await reading.insertCategory(company, 'Travel')
  const invoice = await publicKb.makePublicArticle(company, [help.id], {
    title: 'Paying your invoice',
    categoryId: billing.id,
    body: '<h2>Due dates</h2><p>Invoices are due within <strong>30 days</strong>.</p>',
  })
  const trips = await publicKb.makePublicArticle(company, [help.id, partners.id], {
    title: 'Booking trips',
    categoryId: travel.id,
  })
  const rebates = await publicKb.makePublicArticle(company, [partners.id], {
    title: 'Partner rebates',
    categoryId: billing.id,
  })
  const internal = await publicKb.makePublicArticle(company, [help.id], {
    title: 'Internal salary bands',
    visibility: 1,
    categoryId: billing.id,
  })
  return { company, admin, help, partners, invoice, trips, rebates, internal }
}

test('a KB admin creates, edits and deletes a public knowledge base with its domain step', async ({
  page,
}) => {
  const { company, admin } = await (await factories()).makeCompanyWithAdmin()
  await signInAs(page, admin, { at: '/knowledgebase/articles' })
  await page.getByRole('link', { name: 'Public knowledge bases' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Public knowledge bases')
  await expect(page.getByText('There are no public knowledge bases yet.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('link', { name: 'Create public knowledge base' }).click()
  await page.getByLabel('Name').fill('Help Center')
  await page.getByLabel('URL part').fill('details')
  await page.getByLabel('Custom domain (optional)').fill('https://help.example.com/')
  await page.getByRole('button', { name: 'Create public knowledge base' }).click()
  await expect(page.getByLabel('URL part')).toHaveAccessibleDescription(
    /“details” is used by the article pages/,
  )
  await expect(page.getByLabel('Custom domain (optional)')).toHaveAccessibleDescription(
    /Enter a domain name such as help.example.com/,
  )
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('URL part').fill('help')
  await page.getByLabel('Custom domain (optional)').fill(`help-${company.id}.example.com`)
  await page.getByRole('button', { name: 'Create public knowledge base' }).click()

  // A domain needs verifying: the edit page shows the TXT record to publish.
  await expect(page.getByText('Public knowledge base created.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Edit public knowledge base “Help Center”',
  )
  const verification = page.getByRole('region', { name: 'Domain verification' })
  await expect(verification.getByTestId('domain-status')).toHaveText(
    `help-${company.id}.example.com is not verified yet.`,
  )
  await expect(verification).toContainText(`_groundwork-verify.help-${company.id}.example.com`)
  await expect(verification).toContainText(/groundwork-verify=[0-9a-f]{32}/)
  await expect(verification.getByRole('button', { name: 'Verify domain' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Name').fill('Customer help')
  await page.getByLabel('Custom domain (optional)').fill('')
  await page.getByRole('button', { name: 'Save public knowledge base' }).click()
  await expect(page.getByText('Public knowledge base saved.')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Domain verification' })).toHaveCount(0)

  await page.goto(ADMIN_PATH)
  const row = page.getByRole('row', { name: /Customer help/ })
  await expect(row).toContainText('Default')
  await expect(row).toContainText(`/articles/public/${company.slug}/`)
  await row.getByRole('link', { name: 'Delete Customer help' }).click()
  await page.getByRole('button', { name: 'Delete public knowledge base' }).click()
  await expect(page.getByText('Public knowledge base deleted.')).toBeVisible()
  await expect(page.getByText('There are no public knowledge bases yet.')).toBeVisible()
})

test('staff cannot open the public knowledge base admin pages', async ({ page }) => {
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { company } = await makeCompanyWithAdmin()
  const staff = await makeMember(company)
  await signInAs(page, staff)
  const response = await page.goto(`${ADMIN_PATH}/create`)
  expect(response?.status()).toBe(403)
})

test('a signed-out visitor browses a public knowledge base without any script', async ({
  page,
}) => {
  const acme = await companyWithPublicKb()
  const home = await page.goto(`/articles/public/${acme.company.slug}/`)
  expect(home?.headers()['cache-control']).toMatch(/^public, .*s-maxage=\d+/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('All articles')
  await expect(page.locator('script')).toHaveCount(0)
  await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0)
  const categories = page.getByRole('navigation', { name: 'Categories' })
  await expect(categories.getByRole('link')).toHaveText([
    'All articles',
    /Billing\s*Articles:\s*1/,
    /Travel\s*Articles:\s*1/,
  ])
  const list = page.getByRole('main').getByRole('list')
  await expect(list.getByRole('heading')).toHaveText(['Booking trips', 'Paying your invoice'])
  await expectNoSeriousA11yViolations(page)

  await categories.getByRole('link', { name: /Travel/ }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel')
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Booking trips',
  ])

  await page.getByLabel('Search articles').fill('invoice')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\?q=invoice$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “invoice”')
  await page.getByRole('link', { name: 'Paying your invoice' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Paying your invoice')
  await expect(page.getByRole('article')).toContainText('Invoices are due within 30 days.')
  await expect(page.locator('script')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  // Another knowledge base of the company has its own address and articles.
  await page.goto(`/articles/public/${acme.company.slug}/partners/`)
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Booking trips',
    'Partner rebates',
  ])

  for (const path of [
    `/articles/public/${acme.company.slug}/details/${acme.internal.id}/`,
    `/articles/public/${acme.company.slug}/details/${acme.rebates.id}/?kb=help`,
    `/articles/public/${acme.company.slug}/nope/`,
  ]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
  }
  await expect(page.locator('script')).toHaveCount(0)
})

/** A GET with a Host header of our choice (fetch() would not let a test set it). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  const app = new URL(process.env.E2E_APP_URL!)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname: app.hostname, port: app.port, path, headers: { host } },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

test('a verified custom domain serves its knowledge base by Host header', API_ONLY, async () => {
  const acme = await companyWithPublicKb()
  const [{ db }, { publicKnowledgebases }, { eq }] = await Promise.all([
    import('~/platform/db.server'),
    import('~/domains/knowledge/knowledge.tables'),
    import('drizzle-orm'),
  ])
  const verified = `partners-${acme.company.id}.example.com`
  const unverified = `help-${acme.company.id}.example.com`
  await db
    .update(publicKnowledgebases)
    .set({ domain: verified, domainVerifiedAt: new Date() })
    .where(eq(publicKnowledgebases.id, acme.partners.id))
  await db
    .update(publicKnowledgebases)
    .set({ domain: unverified })
    .where(eq(publicKnowledgebases.id, acme.help.id))

  // The server re-reads its list of verified domains within seconds of a new one.
  await expect(async () => {
    const home = await getWithHost('/', verified)
    expect(home.status).toBe(200)
    expect(home.body).toContain('Partner rebates')
  }).toPass({ timeout: 15_000 })
  const home = await getWithHost('/', verified)
  expect(home.body).toContain(`href="/details/${acme.rebates.id}/"`)
  expect(home.body).not.toContain('<script')
  const article = await getWithHost(`/details/${acme.trips.id}/`, verified)
  expect(article.status).toBe(200)
  expect(article.body).toContain('Booking trips')
  expect((await getWithHost(`/details/${acme.invoice.id}/`, verified)).status).toBe(404)
  const search = await getWithHost('/?q=rebates', verified)
  expect(search.body).toContain('Partner rebates')
  // An unverified domain is not served: the app's own sign-in redirect answers.
  expect((await getWithHost('/', unverified)).status).toBe(302)
})
