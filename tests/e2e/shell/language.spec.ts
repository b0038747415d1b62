import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures'
import { adminSignedIn, header, serverHtmlElement } from './header-helpers'

// Each test walks several pages with an accessibility check on each; the shared machine is slow.
test.describe.configure({ timeout: 60_000 })

async function chooseLanguage(page: Page, name: string) {
  const languageSwitch = page.getByTestId('language-switch')
  await languageSwitch.locator('summary').click()
  await languageSwitch.getByRole('button', { name, exact: true }).click()
}

test('the header switches to Arabic (right to left), to Spanish, and back to English', async ({
  page,
}) => {
  await adminSignedIn(page)
  await page.goto('/account/settings')
  const html = page.locator('html')

  await chooseLanguage(page, 'العربية')
  await expect(page).toHaveURL(/\/account\/settings$/)
  await expect(html).toHaveAttribute('lang', 'ar')
  await expect(html).toHaveAttribute('dir', 'rtl')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الإعدادات')
  await expect(header(page).getByTestId('subscription-label')).toHaveText('بريميوم')
  await expectNoSeriousA11yViolations(page)
  // The next page load is Arabic too, straight from the server.
  expect(await serverHtmlElement(page, '/account/settings')).toMatchObject({
    lang: 'ar',
    dir: 'rtl',
  })

  await chooseLanguage(page, 'Español')
  await expect(html).toHaveAttribute('lang', 'es')
  await expect(html).toHaveAttribute('dir', 'ltr')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuración')
  await expectNoSeriousA11yViolations(page)

  await chooseLanguage(page, 'English')
  await expect(html).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Settings')
})

test("the settings page's language takes effect at once; 'company language' follows the company", async ({
  page,
}) => {
  await adminSignedIn(page)
  await page.goto('/account/settings')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('es')
  await page.getByRole('button', { name: 'Save language' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuración')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('')
  await page.getByRole('button', { name: 'Guardar idioma' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})
