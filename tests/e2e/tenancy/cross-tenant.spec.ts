import {
  API_ONLY,
  apiTokens,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  mailTo,
  signInAs,
  test,
} from '../fixtures'

/** Acme with a not-yet-active staff member, and Globex, whose admin also belongs to Initech. */
async function twoTenants() {
  const { makeCompany, makeCompanyWithAdmin, makeMember, uniqueEmail } = await factories()
  const acme = await makeCompanyWithAdmin(`Acme ${Date.now()}`)
  const acmeStaff = await makeMember(acme.company, {
    email: uniqueEmail('acme-staff'),
    password: null,
  })
  const globex = await makeCompanyWithAdmin(`Globex ${Date.now()}`)
  const initech = await makeCompany(`Initech ${Date.now()}`)
  await makeMember(initech, { user: globex.admin.user, userTypeSlug: 'admin' })
  return { acme, acmeStaff, globex, initech }
}

test("switching to another tenant's company through the UI is a 404", async ({ page }) => {
  const { acme, globex, initech } = await twoTenants()
  await signInAs(page, globex.admin)
  await expect(page.getByTestId('active-company')).toHaveText(globex.company.name)

  await page.goto('/switch-company')
  await expect(page.getByRole('main').getByRole('listitem')).toHaveText([
    new RegExp(globex.company.name),
    new RegExp(initech.name),
  ])
  // The form is tampered with on its way: the posted company is Acme's.
  await page.route('**/switch-company*', (route) =>
    route.request().method() === 'POST'
      ? route.continue({ postData: `company_id=${acme.company.id}` })
      : route.continue(),
  )
  const posted = page.waitForResponse(
    (res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/switch-company',
  )
  await page.getByRole('button', { name: `Switch to ${initech.name}` }).click()
  expect((await posted).status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Error found!')
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible()
  await expect(page.getByText(acme.company.name)).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await page.unroute('**/switch-company*')

  // Still in Globex.
  await page.goto('/account/dashboard')
  await expect(page.getByTestId('active-company')).toHaveText(globex.company.name)
})

test(
  "another tenant's company and staff are 404s through the API",
  API_ONLY,
  async ({ request }) => {
    const { TEST_PASSWORD } = await factories()
    const { acme, acmeStaff, globex, initech } = await twoTenants()
    const { access } = await apiTokens(request, globex.admin.user.email, TEST_PASSWORD)
    const headers = { Authorization: `Bearer ${access}` }

    const mine = await request.get('/account/api/my_companies/', { headers })
    const names = ((await mine.json()) as { company_name: string }[]).map((c) => c.company_name)
    expect(names.sort()).toEqual([globex.company.name, initech.name].sort())

    const toAcme = await request.post('/account/api/switch_company/', {
      headers,
      data: { company_id: acme.company.id },
    })
    expect(toAcme.status()).toBe(404)
    expect(await toAcme.json()).toEqual({ detail: 'Company not found.' })

    const activateAcmeStaff = await request.post('/account/api/send-activation-email/', {
      headers,
      data: { staff_id: acmeStaff.membership.id },
    })
    expect(activateAcmeStaff.status()).toBe(404)
    expect(await activateAcmeStaff.json()).toEqual({ detail: 'Staff member not found.' })
    expect(await mailTo(acmeStaff.user.email)).toEqual([])

    // The same calls on Globex's own side work, so the 404s above are about tenancy.
    const toInitech = await request.post('/account/api/switch_company/', {
      headers,
      data: { company_id: initech.id },
    })
    expect(toInitech.status()).toBe(200)
  },
)
