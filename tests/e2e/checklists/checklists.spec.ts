import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`).last()

/** A checklist admin builds a three-item template with the form (its item buttons post it). */
async function buildTemplate(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create Template')
  await page.getByLabel('Title').fill('Opening shift')
  await field(page, 'items[0].label').fill('Lights on')
  await page.getByLabel('Required').check()
  await page.getByLabel('Kind of item to add').selectOption('number')
  await page.getByRole('button', { name: 'Add item' }).click()
  await expect(page.getByRole('group', { name: 'Item 2' })).toBeVisible()
  await expect(field(page, 'items[0].label')).toHaveValue('Lights on')
  await field(page, 'items[1].label').fill('Fridge temperature (°C)')
  await page.getByLabel('Kind of item to add').selectOption('signature')
  await page.getByRole('button', { name: 'Add item' }).click()
  await field(page, 'items[2].label').fill('Shift lead')
  await page.locator('[name="items[2].required"]').check()
  await expectNoSeriousA11yViolations(page)
  await page.getByRole('button', { name: 'Save template' }).click()
  await expect(page.getByText('Template saved.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opening shift')
  return new URL(page.url()).pathname
}

test('an admin builds a template; a member starts a checklist, fills it in and completes it', async ({
  page,
}) => {
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { company, admin } = await makeCompanyWithAdmin()
  const member = await makeMember(company, { firstName: 'Maya', lastName: 'Member' })

  await signInAs(page, admin, { at: '/checklist/template/create' })
  const templatePath = await buildTemplate(page)

  await signInAs(page, member, { at: templatePath })
  await page.getByRole('link', { name: 'Start checklist' }).click()
  await page.getByLabel('Due date').fill('2030-01-07')
  await page.getByRole('button', { name: 'Start checklist' }).click()
  await expect(page.getByText('Checklist started.')).toBeVisible()
  await expect(page.getByTestId('checklist-progress')).toHaveText('0 of 3 items done (0%)')

  await page.getByRole('group', { name: 'Lights on (required)' }).getByLabel('Done').check()
  await page.getByLabel('Fridge temperature (°C)').fill('3.5')
  // Completing too soon names the empty required item and keeps what was typed.
  await page.getByRole('button', { name: 'Complete checklist' }).click()
  await expect(page.getByText('Error: This item is required')).toBeVisible()
  await expect(page.getByLabel('Fridge temperature (°C)')).toHaveValue('3.5')
  await page.getByRole('button', { name: 'Save progress' }).click()
  await expect(page.getByText('Checklist saved.')).toBeVisible()
  await expect(page.getByTestId('checklist-progress')).toHaveText('2 of 3 items done (66%)')
  await expect(page.getByText(/Done by Maya Member/).first()).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('Shift lead (required)').fill('Maya Member')
  await page.getByRole('button', { name: 'Complete checklist' }).click()
  await expect(page.getByText('Checklist completed.')).toBeVisible()
  await expect(page.getByTestId('checklist-status')).toContainText('Completed by Maya Member')
  // Every answer is shown, the signature as typed.
  await expect(page.getByText('Not answered')).toHaveCount(0)
  await expect(page.locator('main .font-serif')).toHaveText('Maya Member')
  await expectNoSeriousA11yViolations(page)
})

test('a save over a newer version answers with the warning, keeps what was typed, and saves on a second try', async ({
  page,
}) => {
  const { checklistCompany, openingShift } = await import('#tests/factories/checklists')
  const { createChecklist, saveChecklist } = await import('~/domains/checklists/checklists.server')
  const { asAdmin, staff, asStaff } = await checklistCompany()
  const checklist = await createChecklist(asStaff, (await openingShift(asAdmin)).id, {
    title: '',
    due_on: null,
  })
  const notes = checklist.items.find((item) => item.label === 'Notes')!

  await signInAs(page, staff, { at: `/checklist/edit/${checklist.id}` })
  await page.getByLabel('Notes').fill('All quiet here')
  // Meanwhile an admin saves the checklist.
  await saveChecklist(asAdmin, checklist.id, {
    version: 1,
    answers: { [notes.id]: 'The fridge hums' },
  })

  await page.getByRole('button', { name: 'Save progress' }).click()
  await expect(page.getByRole('alert')).toContainText(
    'Someone updated this Checklist after you opened it, The data is being refreshed so you have the current version. You may have to re-input data',
  )
  const saved = page.getByRole('region', { name: 'The checklist as it is saved now' })
  await expect(saved).toContainText('The fridge hums')
  await expect(page.getByLabel('Notes')).toHaveValue('All quiet here')
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('button', { name: 'Save progress' }).click()
  await expect(page.getByText('Checklist saved.')).toBeVisible()
  await expect(page.getByLabel('Notes')).toHaveValue('All quiet here')
})
