import { expect, expectNoSeriousA11yViolations, factories, test, signInAs } from '../fixtures'
import { companyWithStaff } from '../shell/shell-helpers'
import { pngLogo } from './company-helpers'

const PAGE = '/account/settings/edit-company'

test('an admin changes the settings, uploads a logo, and a script in the information is stripped', async ({
  page,
}) => {
  test.slow()
  const { company, admin } = await companyWithStaff()
  await signInAs(page, admin, { at: '/account/settings' })
  await page.getByRole('link', { name: 'Company details, logo and weekend days' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Company settings')
  await expectNoSeriousA11yViolations(page)

  const slug = `renamed-${company.id}`
  await page.getByLabel('Company name').fill('Renamed Ltd')
  await page.getByLabel('Slug').fill(slug)
  await page.getByLabel('Upload a new logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await pngLogo(),
  })
  await page
    .getByLabel('Company information')
    .fill('<p>Welcome to <strong>Renamed</strong></p><script>alert("x")</script>')
  await page.getByLabel('Saturday').uncheck()
  await page.getByLabel('Friday').check()
  await page.getByLabel('Registered on').fill('2021-06-15')
  await page.getByRole('button', { name: 'Save company settings' }).click()

  await expect(page.getByText('Company settings saved.')).toBeVisible()
  await expect(page.getByLabel('Company name')).toHaveValue('Renamed Ltd')
  await expect(page.getByLabel('Slug')).toHaveValue(slug)
  await expect(page.getByRole('textbox', { name: 'Company information' })).toHaveValue(
    '<p>Welcome to <strong>Renamed</strong></p>',
  )
  await expect(page.getByLabel('Friday')).toBeChecked()
  await expect(page.getByLabel('Saturday')).not.toBeChecked()
  await expect(page.getByLabel('Sunday')).toBeChecked()
  await expect(page.getByLabel('Registered on')).toHaveValue('2021-06-15')

  // The header shows the new logo, served without sign-in.
  const brand = page.getByRole('banner').getByRole('img', { name: 'Renamed Ltd' })
  await expect(brand).toHaveAttribute('src', new RegExp(`^/company-logo/${company.id}\\?v=`))
  const src = await brand.getAttribute('src')
  const anonymous = await page.request.fetch(src!, { headers: { cookie: '' } })
  expect(anonymous.status()).toBe(200)
  expect(anonymous.headers()['content-type']).toBe('image/webp')
  await expectNoSeriousA11yViolations(page)
})

test('a slug another company uses is refused with a message', async ({ page }) => {
  const { makeCompany } = await factories()
  const other = await makeCompany()
  const { admin } = await companyWithStaff()
  await signInAs(page, admin, { at: PAGE })
  await page.getByLabel('Slug').fill(other.slug)
  await page.getByRole('button', { name: 'Save company settings' }).click()
  const message = 'Another company already uses this slug. Choose a different one.'
  await expect(page.getByLabel('Slug')).toHaveAccessibleDescription(new RegExp(message))
  await expect(page.getByRole('alert').getByRole('link', { name: message })).toBeVisible()
  await expect(page.getByLabel('Slug')).toHaveValue(other.slug)
  await expectNoSeriousA11yViolations(page)
})

test('the settings are refused to employees', async ({ page }) => {
  const { employee } = await companyWithStaff()
  await signInAs(page, employee)
  for (const path of [PAGE, `${PAGE}/delete`, `${PAGE}/export`]) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(403)
  }
})
