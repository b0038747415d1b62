import type { Locator, Page } from '@playwright/test'
import { expect, signInAs, test } from '../fixtures'

/*
 * Issue 18, the courses admin: a KB admin builds a course of two sections, reorders it (by drag
 * with JavaScript, by Move up without), saves, reopens it and finds the order kept; a save made
 * from a stale page is refused with both versions shown.
 */

const courses = () => import('#tests/factories/courses')

const section = (page: Page, n: number) => page.getByTestId('course-section').nth(n)
const itemTitles = (scope: Locator) =>
  scope.getByTestId('course-item').locator('span.font-medium').allTextContents()

async function addItem(page: Page, n: number, title: string) {
  await section(page, n)
    .getByLabel('Article, quiz or SCORM package to add')
    .selectOption({ label: title })
  await section(page, n).getByRole('button', { name: 'Add to section' }).click()
  await expect(section(page, n).getByTestId('course-item').filter({ hasText: title })).toBeVisible()
}

/**
 * Drags `source` onto `target` by the HTML drag events a browser sends (Playwright's mouse drag
 * lands a few pixels off on rows this close together).
 */
async function drag(page: Page, source: Locator, target: Locator) {
  const dataTransfer = await page.evaluateHandle(() => new DataTransfer())
  await source.dispatchEvent('dragstart', { dataTransfer })
  await target.dispatchEvent('dragover', { dataTransfer })
  await target.dispatchEvent('drop', { dataTransfer })
  await source.dispatchEvent('dragend', { dataTransfer })
}

async function addSection(page: Page, n: number, title: string) {
  await page.getByRole('button', { name: 'Add section' }).click()
  await page.getByLabel(`Section ${n + 1} title`).fill(title)
}

test('a KB admin builds a course of two sections, reorders it, and the order is kept', async ({
  page,
  javaScriptEnabled,
}) => {
  const { courseWorkshop } = await courses()
  const { admin } = await courseWorkshop()
  await signInAs(page, admin, { at: '/knowledgebase/courses/create' })
  await expect(page.getByRole('heading', { level: 1, name: 'Create Course' })).toBeVisible()

  await page.getByLabel('Name', { exact: true }).fill('Fire safety')
  await addSection(page, 0, 'Basics')
  await addItem(page, 0, 'Fire exits')
  await addItem(page, 0, 'Fire quiz')
  await addSection(page, 1, 'Equipment')
  await addItem(page, 1, 'Extinguishers')
  // Nothing typed was lost on the way.
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Fire safety')
  await expect(page.getByLabel('Section 1 title')).toHaveValue('Basics')

  if (javaScriptEnabled) {
    const items = section(page, 0).getByTestId('course-item')
    await drag(
      page,
      items.filter({ hasText: 'Fire quiz' }),
      items.filter({ hasText: 'Fire exits' }),
    )
    await expect.poll(() => itemTitles(section(page, 0))).toEqual(['Fire quiz', 'Fire exits'])
    await drag(page, section(page, 1), section(page, 0))
  } else {
    await page.getByRole('button', { name: 'Move up Fire quiz' }).click()
    await expect.poll(() => itemTitles(section(page, 0))).toEqual(['Fire quiz', 'Fire exits'])
    await page.getByRole('button', { name: 'Move up Equipment' }).click()
  }
  await expect(page.getByLabel('Section 1 title')).toHaveValue('Equipment')
  await page.getByRole('button', { name: 'Save course' }).last().click()

  await expect(page.getByText('Course saved.')).toBeVisible()
  await expect(page.getByText('2 sections, 3 items')).toBeVisible()
  await page.getByRole('link', { name: 'Fire safety' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Course' })).toBeVisible()
  await expect(page.getByLabel('Section 1 title')).toHaveValue('Equipment')
  await expect(page.getByLabel('Section 2 title')).toHaveValue('Basics')
  expect(await itemTitles(section(page, 0))).toEqual(['Extinguishers'])
  expect(await itemTitles(section(page, 1))).toEqual(['Fire quiz', 'Fire exits'])
})

test('a save from a stale page is refused, showing the course as saved and keeping mine', async ({
  page,
}) => {
  const { courseWorkshop } = await courses()
  const { admin, actor } = await courseWorkshop()
  const [{ createCourse, updateCourse }, { CourseSchema }, { testMeta }] = await Promise.all([
    import('~/domains/courses/courses.server'),
    import('~/domains/courses/courses.schema'),
    import('#tests/factories/request'),
  ])
  const course = await createCourse(actor, CourseSchema.parse({ name: 'Ladders' }), testMeta())
  await signInAs(page, admin, { at: `/knowledgebase/courses/${course.id}/edit` })
  await updateCourse(actor, course.id, { version: 1, name: 'Ladders 101' }, testMeta())

  await page.getByLabel('Name', { exact: true }).fill('Ladder safety')
  await page.getByRole('button', { name: 'Save course' }).last().click()
  await expect(page.getByRole('heading', { name: 'The course as it is saved now' })).toBeVisible()
  await expect(page.getByTestId('saved-name')).toHaveText('Ladders 101')
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ladder safety')
})

test('a category is added inline and renamed in a dialog (JS) or on its page (no JS)', async ({
  page,
  javaScriptEnabled,
}) => {
  const { courseWorkshop } = await courses()
  const { admin } = await courseWorkshop()
  await signInAs(page, admin, { at: '/knowledgebase/courses/create' })
  const name = page.getByLabel('Name', { exact: true })
  await name.fill('Ergonomics')
  await page.getByLabel('New category').fill('Wellbeing')
  await page.getByRole('button', { name: 'Add category' }).click()
  await expect(page.locator('#category option:checked')).toHaveText('Wellbeing')
  await expect(name).toHaveValue('Ergonomics')

  await page.getByRole('link', { name: 'Rename or delete categories' }).click()
  const manager = javaScriptEnabled ? page.getByRole('dialog') : page.getByRole('main')
  await expect(manager.getByRole('heading', { name: 'Course categories' })).toBeVisible()
  await manager.getByLabel('Name of Safety').fill('Fire safety')
  await manager.getByRole('button', { name: 'Rename' }).first().click()
  await expect(manager.getByText('Categories saved.')).toBeVisible()
  await expect(manager.getByLabel('Name of Fire safety')).toBeVisible()
  if (!javaScriptEnabled) return
  await manager.getByRole('button', { name: 'Close' }).click()
  await expect(page.locator('#category option', { hasText: 'Fire safety' })).toHaveCount(1)
  await expect(name).toHaveValue('Ergonomics')
})
