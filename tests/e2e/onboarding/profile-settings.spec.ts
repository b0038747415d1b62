import { eq } from 'drizzle-orm'
import {
  database,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  signInAs,
  test,
} from '../fixtures'

test('a person edits their own profile; a bad phone number is refused with the mask', async ({
  page,
}) => {
  const { makeCompanyWithAdmin } = await factories()
  const { admin } = await makeCompanyWithAdmin()
  await signInAs(page, admin, { at: '/auth/profile-settings' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profile settings')
  await expect(page.getByLabel('First name')).toHaveValue('Ada')
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Last name (optional)').fill('Lovelace')
  await page.getByLabel('Personal phone (optional)').fill('555 123')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByLabel('Personal phone (optional)')).toHaveAccessibleDescription(
    /Enter a phone number in the format \(999\) 999-9999/,
  )
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Personal phone (optional)').fill('(555) 987-6543')
  await page.getByRole('button', { name: 'Save profile' }).click()
  await expect(page.getByText('Your profile has been updated.')).toBeVisible()
  await expect(page.getByLabel('Last name (optional)')).toHaveValue('Lovelace')
  await expect(page.getByLabel('Personal phone (optional)')).toHaveValue('(555) 987-6543')

  const { db, users } = await database()
  const [user] = await db.select().from(users).where(eq(users.id, admin.user.id))
  expect(user!.lastName).toBe('Lovelace')
})
