import type { Page } from '@playwright/test'
import {
  DASHBOARD_URL,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  signInAs,
  test,
} from '../fixtures'

const STALE = 'This to-do was changed elsewhere. Reload it and try again.'

/** The to-dos table and a handle on the app's database, loaded on first use like the factories. */
async function todosTable() {
  const [{ db }, { todos }, { eq }] = await Promise.all([
    import('~/platform/db.server'),
    import('~/domains/todos/todos.tables'),
    import('drizzle-orm'),
  ])
  return { db, todos, eq }
}

/** A signed-in admin of a fresh company, and a colleague with a to-do of their own. */
async function signedInWithColleague(page: Page) {
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { company, admin } = await makeCompanyWithAdmin()
  const colleague = await makeMember(company)
  await signInAs(page, admin)
  return { company, admin, colleague }
}

async function addTodoRow(
  owner: { companyId: number; id: number },
  values: { title: string; dueDate?: string; isDone?: boolean },
) {
  const { db, todos } = await todosTable()
  const [row] = await db
    .insert(todos)
    .values({ companyId: owner.companyId, membershipId: owner.id, ...values })
    .returning()
  return row!
}

const item = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) })

test('an empty list says what to do; a to-do is added, and a missing title is refused', async ({
  page,
}) => {
  await signedInWithColleague(page)
  const section = page.getByRole('region', { name: 'My to-dos' })
  await expect(section.getByText('You have no to-dos. Add one below.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Add to-do' }).click()
  const title = page.getByLabel('Title')
  await expect(title).toHaveAccessibleDescription(/This field is required/)
  await expect(title).toHaveAttribute('aria-invalid', 'true')
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'There is a problem' })
      .getByRole('link', { name: 'This field is required' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await title.fill('Send the invoice')
  await page.getByLabel('Due date (optional)').fill('2026-12-31')
  await page.getByRole('button', { name: 'Add to-do' }).click()
  await expect(page.getByText('To-do added.')).toBeVisible()
  await expect(item(page, 'Send the invoice')).toContainText('Due 31 Dec 2026')
  await expect(section.getByText('You have no to-dos. Add one below.')).toHaveCount(0)
  await expect(page.getByLabel('Title')).toHaveValue('')
  await expectNoSeriousA11yViolations(page)
})

test('a to-do is marked done (struck through, listed last) and back', async ({ page }) => {
  const { admin } = await signedInWithColleague(page)
  await addTodoRow(admin.membership, { title: 'Call the bank' })
  await addTodoRow(admin.membership, { title: 'Water the plants' })
  await page.goto('/account/dashboard')

  await item(page, 'Call the bank')
    .getByRole('button', { name: /^Mark as done/ })
    .click()
  await expect(page.getByText('To-do marked as done.')).toBeVisible()
  const done = page.getByText('Call the bank', { exact: true })
  await expect(done).toHaveCSS('text-decoration-line', 'line-through')
  await expect(page.getByRole('listitem').last()).toContainText('Call the bank')
  await expectNoSeriousA11yViolations(page)

  await item(page, 'Call the bank')
    .getByRole('button', { name: /^Mark as not done/ })
    .click()
  await expect(page.getByText('To-do marked as not done.')).toBeVisible()
  await expect(page.getByText('Call the bank', { exact: true })).toHaveCSS(
    'text-decoration-line',
    'none',
  )
})

test('a change made elsewhere is not overwritten: the conflict is shown with the current state', async ({
  page,
}) => {
  const { admin } = await signedInWithColleague(page)
  const todo = await addTodoRow(admin.membership, { title: 'Call the bank' })
  await page.goto('/account/dashboard')

  // Another tab renames it meanwhile.
  const { db, todos, eq } = await todosTable()
  await db
    .update(todos)
    .set({ title: 'Call the bank today', version: todo.version + 1 })
    .where(eq(todos.id, todo.id))

  await item(page, 'Call the bank')
    .getByRole('button', { name: /^Mark as done/ })
    .click()
  await expect(page.getByRole('alert').filter({ hasText: STALE })).toBeVisible()
  await expect(page.getByText('Call the bank today', { exact: true })).toBeVisible()
  await expect(
    item(page, 'Call the bank today').getByRole('button', { name: /^Mark as done/ }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  const [row] = await db.select().from(todos).where(eq(todos.id, todo.id))
  expect(row).toMatchObject({ isDone: false, title: 'Call the bank today' })
})

test('a to-do is deleted after a confirmation (dialog with JavaScript, a page without)', async ({
  page,
  javaScriptEnabled,
}) => {
  const { admin } = await signedInWithColleague(page)
  const todo = await addTodoRow(admin.membership, { title: 'Call the bank' })
  await addTodoRow(admin.membership, { title: 'Water the plants' })
  await page.goto('/account/dashboard')

  await item(page, 'Call the bank')
    .getByRole('link', { name: /^Delete/ })
    .click()
  const question = 'Delete “Call the bank”?'
  if (javaScriptEnabled) {
    const dialog = page.getByRole('dialog', { name: question })
    await expect(dialog).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    // Cancel keeps it.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await item(page, 'Call the bank')
      .getByRole('link', { name: /^Delete/ })
      .click()
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click()
  } else {
    await expect(page).toHaveURL(new RegExp(`/account/dashboard/todos/${todo.id}/delete$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(question)
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
  }
  await expect(page).toHaveURL(DASHBOARD_URL)
  await expect(page.getByText('To-do deleted.')).toBeVisible()
  await expect(page.getByText('Call the bank', { exact: true })).toHaveCount(0)
  await expect(page.getByText('Water the plants', { exact: true })).toBeVisible()
  await expectNoSeriousA11yViolations(page)
})

test("a colleague's to-do is not found: its delete page and a forged toggle are 404s", async ({
  page,
  baseURL,
}) => {
  const { colleague } = await signedInWithColleague(page)
  const theirs = await addTodoRow(colleague.membership, { title: 'Private errand' })

  const response = await page.goto(`/account/dashboard/todos/${theirs.id}/delete`)
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Error found!')
  await expect(page.getByText('Private errand')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  const forms: Record<string, string>[] = [
    { intent: 'toggle', id: String(theirs.id), version: '1', is_done: 'true' },
    { intent: 'delete', id: String(theirs.id) },
  ]
  for (const form of forms) {
    const forged = await page.request.post('/account/dashboard', {
      form,
      headers: { Origin: baseURL! },
      maxRedirects: 0,
    })
    expect(forged.status()).toBe(404)
  }
  const { db, todos, eq } = await todosTable()
  const [row] = await db.select().from(todos).where(eq(todos.id, theirs.id))
  expect(row).toMatchObject({ isDone: false, version: 1 })
})
