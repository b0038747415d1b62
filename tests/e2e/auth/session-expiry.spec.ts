import { eq, sql } from 'drizzle-orm'
import {
  database,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  signIn,
  test,
} from '../fixtures'

test('a session left idle for more than 12 hours times out with a message', async ({
  page,
  baseURL,
}) => {
  const { makeCompanyWithAdmin, TEST_PASSWORD } = await factories()
  const { admin } = await makeCompanyWithAdmin()
  await signIn(page, admin.user.email, TEST_PASSWORD)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada')

  // Nobody waits 12 hours: move the session's last use back instead.
  const { db, sessions } = await database()
  const idled = await db
    .update(sessions)
    .set({ lastUsedAt: sql`now() - interval '13 hours'` })
    .where(eq(sessions.userId, admin.user.id))
    .returning({ id: sessions.id })
  expect(idled).toHaveLength(1)

  await page.goto('/account/dashboard')
  expect(page.url()).toBe(`${baseURL}/auth/signin?redirectTo=%2Faccount%2Fdashboard`)
  await expect(page.getByText('Session timed out. Please log in to proceed.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // The message is shown once; signing in again carries on where the visitor was going.
  await page.reload()
  await expect(page.getByText('Session timed out. Please log in to proceed.')).toHaveCount(0)
  await signIn(page, admin.user.email, TEST_PASSWORD, page.url())
  await expect(page).toHaveURL(`${baseURL}/account/dashboard`)
})
