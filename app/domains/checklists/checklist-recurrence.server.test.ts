import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { auditEntries } from '#tests/factories/audit'
import { checklistCompany, openingShift } from '#tests/factories/checklists'
import { makePosition } from '#tests/factories/org'
import { db } from '~/platform/db.server'
import { sendJob, startJobs, stopJobs } from '~/platform/jobs.server'
import { pollingOften } from '#tests/support/jobs'
import {
  checklistRecurrenceJob,
  periodOf,
  startRecurringChecklists,
} from './checklist-recurrence.server'
import { getChecklist } from './checklists.server'
import { checklists } from './checklists.tables'

afterAll(() => stopJobs())

const startedFrom = (templateId: number) =>
  db.select().from(checklists).where(eq(checklists.templateId, templateId))

describe('periodOf', () => {
  it('is the day, the Monday-to-Sunday week, or the calendar month', () => {
    expect(periodOf('daily', '2030-01-09')).toEqual({ start: '2030-01-09', due: '2030-01-09' })
    // 9 January 2030 is a Wednesday; a Sunday belongs to the week that began six days before.
    expect(periodOf('weekly', '2030-01-09')).toEqual({ start: '2030-01-07', due: '2030-01-13' })
    expect(periodOf('weekly', '2030-01-13')).toEqual({ start: '2030-01-07', due: '2030-01-13' })
    expect(periodOf('monthly', '2028-02-15')).toEqual({ start: '2028-02-01', due: '2028-02-29' })
    expect(periodOf('monthly', '2030-12-31')).toEqual({ start: '2030-12-01', due: '2030-12-31' })
  })
})

describe('startRecurringChecklists', () => {
  it("starts each recurring template's checklist once per period, for whom the template is", async () => {
    const { company, asAdmin, asStaff } = await checklistCompany()
    const leads = await makePosition(company, 'Shift lead')
    const daily = await openingShift(asAdmin, {
      recurrence: 'daily',
      assigned_to: `person:${asStaff.actor.membershipId}`,
    })
    const weekly = await openingShift(asAdmin, {
      title: 'Vehicle inspection',
      recurrence: 'weekly',
      assigned_to: `position:${leads.id}`,
    })
    const byHand = await openingShift(asAdmin, { title: 'New-hire onboarding' })

    const wednesday = new Date('2030-01-09T08:00:00Z')
    expect(await startRecurringChecklists(wednesday)).toBeGreaterThanOrEqual(2)
    // Run again that day and later that week: the daily one starts a new day's, nothing else.
    await startRecurringChecklists(wednesday)
    await startRecurringChecklists(new Date('2030-01-10T08:00:00Z'))

    const days = await startedFrom(daily.id)
    expect(days.map((row) => [row.periodStart, row.dueOn]).sort()).toEqual([
      ['2030-01-09', '2030-01-09'],
      ['2030-01-10', '2030-01-10'],
    ])
    expect(days.every((row) => row.forMembershipId === asStaff.actor.membershipId)).toBe(true)
    const weeks = await startedFrom(weekly.id)
    expect(weeks.map((row) => [row.periodStart, row.dueOn, row.forPositionId])).toEqual([
      ['2030-01-07', '2030-01-13', leads.id],
    ])
    expect(await startedFrom(byHand.id)).toEqual([])

    // The person it is for sees it, with the template's items to fill.
    const checklist = await getChecklist(asStaff, days[0]!.id)
    expect(checklist).toMatchObject({ title: 'Opening shift', progress: { done: 0, total: 6 } })
    const [entry] = await auditEntries({ action: 'checklist.recur', entityId: days[0]!.id })
    expect(entry).toMatchObject({ companyId: company.id, outcome: 'success', actorUserId: null })
  })

  it('runs daily through the pg-boss queue', async () => {
    const { asAdmin, asStaff } = await checklistCompany()
    const daily = await openingShift(asAdmin, {
      recurrence: 'daily',
      assigned_to: `person:${asStaff.actor.membershipId}`,
    })
    await startJobs([pollingOften(checklistRecurrenceJob)])
    expect(checklistRecurrenceJob.cron).toBe('5 0 * * *')
    expect(await sendJob('checklist-recurrence')).toEqual(expect.any(String))
    const deadline = Date.now() + 30_000
    while ((await startedFrom(daily.id)).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    expect(await startedFrom(daily.id)).toHaveLength(1)
  }, 60_000)
})
