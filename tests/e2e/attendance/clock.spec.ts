import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'

test('a member clocks in from the header, takes a break and clocks out on the entries page', async ({
  page,
}) => {
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { company } = await makeCompanyWithAdmin()
  const member = await makeMember(company, { firstName: 'Cleo', lastName: 'Clock' })
  await signInAs(page, member)

  const headerClock = page.getByTestId('header-clock')
  await headerClock.getByRole('button', { name: 'Clock in' }).click()
  await expect(page.getByText('Clocked in.')).toBeVisible()
  await expect(page).toHaveURL(/\/account\/dashboard$/)
  await expect(headerClock).toContainText('Clocked in since')

  await page.goto('/inout/list')
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'Start break' }).click()
  await expect(page.getByText('Break started.')).toBeVisible()
  await expect(main.getByTestId('clock-state')).toContainText('On a break since')
  await main.getByRole('button', { name: 'End break' }).click()
  await expect(page.getByText('Break ended.')).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await main.getByRole('button', { name: 'Clock out' }).click()
  await expect(page.getByText('Clocked out.')).toBeVisible()
  await expect(headerClock.getByRole('button', { name: 'Clock in' })).toBeVisible()
  // Today's entry is listed, closed, under the week's total.
  await expect(main.getByRole('row')).toHaveCount(2)
  await expect(main.getByTestId('entries-total')).toContainText('0:00 worked')
})

test('an attendance admin runs the working-hours report for a week and downloads it', async ({
  page,
}) => {
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const [{ db }, { attendanceEntries }] = await Promise.all([
    import('~/platform/db.server'),
    import('~/domains/attendance/attendance.tables'),
  ])
  const { company, admin } = await makeCompanyWithAdmin()
  const member = await makeMember(company, { firstName: 'Wes', lastName: 'Worker' })
  // Monday 1 June 2026, 08:00 to 18:30 UTC with an hour's break: 9:30 worked.
  await db.insert(attendanceEntries).values({
    companyId: company.id,
    membershipId: member.membership.id,
    clockedInAt: new Date('2026-06-01T08:00:00Z'),
    clockedOutAt: new Date('2026-06-01T18:30:00Z'),
    timezone: 'UTC',
    workDay: '2026-06-01',
    source: 'web',
    clockOutSource: 'web',
    breakMinutes: 60,
  })
  await signInAs(page, admin, { at: '/inout/working-hours' })
  await page.getByLabel('Period').selectOption('week')
  await page.getByLabel('Week or month of').fill('2026-06-03')
  await page.getByLabel('Person', { exact: true }).selectOption({ label: 'Wes Worker' })
  await page.getByRole('button', { name: 'Show report' }).click()
  const row = page.getByRole('row', { name: /Wes Worker/ })
  await expect(row).toContainText('9:30')
  // Five working days of eight hours are expected: 40:00, so 30:30 short.
  await expect(row).toContainText('40:00')
  await expect(row).toContainText('-30:30')
  await expectNoSeriousA11yViolations(page)
  const download = await page.request.get(
    (await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href'))!,
  )
  expect(await download.text()).toContain('Wes Worker,,2026-06-01,2026-06-07,1,9.50,40.00,-30.50,0')
})
