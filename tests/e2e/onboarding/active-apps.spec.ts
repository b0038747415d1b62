import {
  apiTokens,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  signInAs,
  test,
} from '../fixtures'
import { mainMenu } from '../shell/shell-helpers'

const PATH = '/account/settings/active-apps'

test('an admin changes the active apps; turning every app off is refused', async ({
  page,
  request,
}) => {
  const { makeCompanyWithAdmin, TEST_PASSWORD } = await factories()
  const { admin } = await makeCompanyWithAdmin()
  await signInAs(page, admin, { at: PATH })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Active apps')
  await expectNoSeriousA11yViolations(page)

  for (const app of await page.getByRole('checkbox').all()) await app.uncheck()
  await page.getByRole('button', { name: 'Save active apps' }).click()
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  await expect(summary).toContainText('At Lease One Feature Must Stay Active')
  await expect(page.getByRole('group', { name: 'Active apps' })).toHaveAccessibleDescription(
    /At Lease One Feature Must Stay Active/,
  )
  await expectNoSeriousA11yViolations(page)

  const viewAllArticles = mainMenu(page).getByRole('link', {
    name: 'View All Articles',
    includeHidden: true,
  })
  await page.goto(PATH)
  await expect(viewAllArticles).toHaveCount(1)
  await page.getByLabel('Knowledge Base').uncheck()
  await page.getByRole('button', { name: 'Save active apps' }).click()
  await expect(page.getByText('Active apps updated successfully')).toBeVisible()
  await expect(page.getByLabel('Knowledge Base')).not.toBeChecked()
  await expect(page.getByLabel('Checklists')).toBeChecked()

  // The app's menu items are gone, and the API lists it as inactive.
  await expect(viewAllArticles).toHaveCount(0)
  const { access } = await apiTokens(request, admin.user.email, TEST_PASSWORD)
  const listed = await request.get('/company/api/active-apps/', {
    headers: { Authorization: `Bearer ${access}` },
  })
  expect(await listed.json()).toContainEqual({
    id: 'knowledge_base',
    app_name: 'Knowledge Base',
    active: false,
  })
})

test('the active apps page is refused to a member who is not an admin', async ({ page }) => {
  const { makeCompany, makeMember } = await factories()
  const company = await makeCompany()
  const staff = await makeMember(company, { roles: ['user_is_profile_admin', 'user_is_kb_admin'] })
  await signInAs(page, staff)
  const response = await page.goto(PATH)
  expect(response?.status()).toBe(403)
  await expect(page.getByRole('checkbox')).toHaveCount(0)
})
