import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'

const BOARD = '/request/tasks-kanban'

/** A member with two tasks on the To do column, one of them assigned to them. */
async function boardWithTasks() {
  const { makeCompanyWithAdmin, makeMember, signedIn } = await factories()
  const [{ createTask }, { TaskCreateSchema }, { testMeta }] = await Promise.all([
    import('~/domains/tasks/tasks.server'),
    import('~/domains/tasks/tasks.schema'),
    import('#tests/factories/request'),
  ])
  const { company } = await makeCompanyWithAdmin()
  const member = await makeMember(company, { firstName: 'Kim', lastName: 'Kanban' })
  const { actor } = await signedIn(member.user, company)
  const asker = { actor, meta: testMeta() }
  for (const title of ['Fix the door', 'Order paper']) {
    await createTask(
      asker,
      TaskCreateSchema.parse({ title, assignee: String(member.membership.id) }),
    )
  }
  return { member }
}

const column = (page: Page, name: string) =>
  page.getByRole('region', { name: new RegExp(`^${name}`) })

test('a member moves a task to another column of the kanban', async ({
  page,
  javaScriptEnabled,
}) => {
  const { member } = await boardWithTasks()
  await signInAs(page, member, { at: BOARD })
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks board' })).toBeVisible()
  await expect(column(page, 'To do').getByRole('link', { name: 'Fix the door' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  if (javaScriptEnabled) {
    // Drag the card by its handle and drop it on the In progress column.
    const handle = page.getByRole('button', { name: 'Drag “Fix the door” to another column' })
    const target = column(page, 'In progress')
    const from = (await handle.boundingBox())!
    const to = (await target.boundingBox())!
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(to.x + to.width / 2, to.y + 40, { steps: 12 })
    await page.mouse.up()
  } else {
    // Without JavaScript: the card's own Move to… form.
    await page.getByLabel('Move “Fix the door” to').selectOption({ label: 'In progress' })
    await page.getByRole('button', { name: 'Move Fix the door' }).click()
  }

  await expect(page.getByText('Task moved')).toBeVisible()
  await expect(
    column(page, 'In progress').getByRole('link', { name: 'Fix the door' }),
  ).toBeVisible()
  await expect(column(page, 'To do').getByRole('link', { name: 'Fix the door' })).toHaveCount(0)
  await page.reload()
  await expect(column(page, 'In progress')).toContainText('Fix the door')
})

test('with JavaScript, a card is dragged by keyboard from its handle', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'dragging needs JavaScript; Move to… is the way without it')
  const { member } = await boardWithTasks()
  await signInAs(page, member, { at: BOARD })
  const handle = page.getByRole('button', { name: 'Drag “Order paper” to another column' })
  const card = (await handle.locator('xpath=ancestor::li[1]').boundingBox())!
  const to = (await column(page, 'In progress').boundingBox())!
  // Space picks the card up, each arrow key moves it 25 px, Space drops it. The card's centre is
  // brought to the column's centre: a card half over each column would be a toss-up.
  await handle.focus()
  await page.keyboard.press('Space')
  await expect(handle).toHaveAttribute('aria-pressed', 'true')
  const steps = Math.ceil((to.x + to.width / 2 - (card.x + card.width / 2)) / 25)
  for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight')
  // What a screen reader hears, in the page's words.
  await expect(page.getByText('Order paper is over the column In progress.')).toBeAttached()
  await page.keyboard.press('Space')
  await expect(page.getByText('Order paper is dropped in the column In progress.')).toBeAttached()
  await expect(page.getByText('Task moved')).toBeVisible()
  await expect(column(page, 'In progress').getByRole('link', { name: 'Order paper' })).toBeVisible()
})
