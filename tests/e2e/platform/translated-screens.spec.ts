import {
  database,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  signInAs,
  test,
} from '../fixtures'

/**
 * The error and maintenance screens in the reader's language, rendered by the server (so the
 * no-js project proves it too): a user whose language is Spanish.
 */
test.beforeEach(async ({ page }) => {
  const { makeCompanyWithAdmin } = await factories()
  const { db, users } = await database()
  const { eq } = await import('drizzle-orm')
  const { admin } = await makeCompanyWithAdmin()
  await db.update(users).set({ languageCode: 'es' }).where(eq(users.id, admin.user.id))
  await signInAs(page, admin)
})

test('the not-found page speaks Spanish', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Vaya! ¡Error de página!')
  await expect(page.getByRole('link', { name: 'Ir al panel' })).toHaveAttribute(
    'href',
    '/account/dashboard',
  )
  await expectNoSeriousA11yViolations(page)
})

test('the error page speaks Spanish, tip included', async ({ page }) => {
  await page.goto('/maintenance/error')
  await expect(page).toHaveTitle('Algo salió mal | Groundwork')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('¡Algo salió mal!')
  await expect(page.getByText('esperar unos 10 minutos')).toBeVisible()
  const tip = page.getByRole('region', { name: 'Consejo de gestión' })
  await expect(tip).toBeVisible()
  // Every tip is translated: the one shown is not the English text.
  const { MANAGEMENT_TIPS } = await import('~/components/error-screens')
  const shownTip = await tip.locator('p').innerText()
  expect(MANAGEMENT_TIPS as readonly string[]).not.toContain(shownTip)
  await expectNoSeriousA11yViolations(page)
})

test('the coming-soon and offline pages speak Spanish', async ({ page }) => {
  await page.goto('/maintenance/coming-soon')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Próximamente')
  await expect(page.getByRole('link', { name: 'Ir al panel' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.goto('/maintenance/offline-ui')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Parece que no tienes conexión')
  await expect(page.getByRole('link', { name: 'Intentar de nuevo' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})
