import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditEntries } from '#tests/factories/audit'
import { requestsTeam } from '#tests/factories/requests'
import { memberships } from '~/domains/accounts/accounts.tables'
import { companies } from '~/domains/company/company.tables'
import { requests } from '~/domains/requests/requests.tables'
import { db } from '~/platform/db.server'
import { attendanceEntries } from './attendance.tables'
import { ATTENDANCE_MESSAGES, EntryListQuerySchema, ReportQuerySchema } from './attendance.schema'
import { updateAttendanceSettings } from './attendance-settings.server'
import { holidays } from './holidays.tables'
import {
  clockEveryoneOut,
  clockIn,
  clockOut,
  clockOutNightly,
  endBreak,
  startBreak,
} from './clock.server'
import { correctEntry, createEntry, getEntry, listEntries } from './entries.server'
import { workingHoursCsv, workingHoursReport } from './working-hours.server'

/** A team (Mia manages Eve) whose people work in Berlin, the company in Berlin too. */
async function berlinTeam() {
  const team = await requestsTeam()
  await db
    .update(companies)
    .set({ timezone: 'Europe/Berlin' })
    .where(eq(companies.id, team.company.id))
  await db
    .update(memberships)
    .set({ timezone: 'Europe/Berlin' })
    .where(eq(memberships.companyId, team.company.id))
  for (const person of [team.admin, team.mia, team.eve, team.ola])
    person.actor.timezone = 'Europe/Berlin'
  return team
}

const report = (query: Record<string, string>) => ReportQuerySchema.parse(query)

describe('clocking in and out', () => {
  it('keeps one open entry per person, counts breaks, and records where it came from', async () => {
    const { eve } = await berlinTeam()
    const entry = await clockIn(eve.asker, { note: 'Early shift' }, 'web')
    expect(entry).toMatchObject({
      clocked_out_at: null,
      source: 'web',
      timezone: 'Europe/Berlin',
      note: 'Early shift',
    })
    await expect(clockIn(eve.asker, { note: '' }, 'api')).rejects.toMatchObject({
      status: 400,
      message: ATTENDANCE_MESSAGES.alreadyIn,
    })
    const onBreak = await startBreak(eve.asker)
    expect(onBreak.break_started_at).not.toBeNull()
    await expect(startBreak(eve.asker)).rejects.toMatchObject({
      message: ATTENDANCE_MESSAGES.onBreak,
    })
    await endBreak(eve.asker)
    const closed = await clockOut(eve.asker, { note: '' }, 'api')
    expect(closed).toMatchObject({
      clock_out_source: 'api',
      note: 'Early shift',
      break_started_at: null,
    })
    await expect(clockOut(eve.asker, { note: '' }, 'web')).rejects.toMatchObject({
      message: ATTENDANCE_MESSAGES.notIn,
    })
    expect((await clockIn(eve.asker, { note: '' }, 'web')).id).not.toBe(entry.id)
    const [audited] = await auditEntries({ action: 'attendance.clockIn', entityId: entry.id })
    expect(audited).toMatchObject({ actorUserId: eve.user.id, details: { source: 'web' } })
  })

  it('clocks everyone still in out at a chosen time, leaving later starters and other companies alone', async () => {
    const { admin, eve, ola, mia } = await berlinTeam()
    const other = await requestsTeam()
    await clockIn(other.eve.asker, { note: '' }, 'web')
    const eveEntry = await clockIn(eve.asker, { note: '' }, 'web')
    await startBreak(eve.asker)
    await clockIn(ola.asker, { note: '' }, 'web')
    await expect(clockEveryoneOut(mia.asker, { at: null })).rejects.toMatchObject({ status: 403 })
    const result = await clockEveryoneOut(admin.asker, { at: null })
    expect(result.clocked_out).toBe(2)
    const closed = await getEntry(admin.asker, eveEntry.id)
    expect(closed).toMatchObject({ clock_out_source: 'everyone', break_started_at: null })
    expect(
      (await clockIn(other.eve.asker, { note: '' }, 'web').catch((error) => error)).message,
    ).toBe(ATTENDANCE_MESSAGES.alreadyIn)
    const [audited] = await auditEntries({
      action: 'attendance.clockEveryoneOut',
      companyId: admin.actor.companyId,
    })
    expect((audited!.details as { entries: number[] }).entries).toContain(eveEntry.id)
    // A time before someone clocked in closes nothing of theirs.
    await clockIn(eve.asker, { note: '' }, 'web')
    expect((await clockEveryoneOut(admin.asker, { at: '2020-01-01T18:00' })).clocked_out).toBe(0)
  })

  it('clocks out at night, at the company time set, entries begun before it', async () => {
    const { admin, eve } = await berlinTeam()
    const settings = await updateAttendanceSettings(admin.asker, {
      daily_hours: 7.5,
      nightly_clock_out: '23:30',
      version: 1,
    })
    expect(settings).toMatchObject({ dailyMinutes: 450, nightlyClockOut: '23:30', version: 2 })
    const entry = await clockIn(eve.asker, { note: '' }, 'web')
    await db
      .update(attendanceEntries)
      .set({ clockedInAt: new Date('2026-06-01T07:00:00Z'), workDay: '2026-06-01' })
      .where(eq(attendanceEntries.id, entry.id))
    await clockOutNightly(new Date('2026-06-01T22:00:00Z')) // 00:00 in Berlin: the cut-off was 23:30
    const closed = await getEntry(admin.asker, entry.id)
    expect(closed).toMatchObject({
      clock_out_source: 'nightly',
      clocked_out_at: '2026-06-01T21:30:00.000Z',
    })
    expect(closed.worked_minutes).toBe(14 * 60 + 30)
  })
})

describe('entries and corrections', () => {
  it('counts a night shift across the autumn clock change on the day it began, as the hours that passed', async () => {
    const { admin, eve } = await berlinTeam()
    // Berlin leaves summer time at 03:00 on 25 October 2026: this night lasts nine hours.
    const entry = await createEntry(admin.asker, {
      person: eve.membership.id,
      clocked_in: '2026-10-24T22:00',
      clocked_out: '2026-10-25T06:00',
      break_minutes: 30,
      note: '',
      reason: 'Forgot to clock in',
    })
    expect(entry).toMatchObject({ work_day: '2026-10-24', worked_minutes: 9 * 60 - 30 })
    const spring = await createEntry(admin.asker, {
      person: eve.membership.id,
      clocked_in: '2026-03-28T22:00',
      clocked_out: '2026-03-29T06:00',
      break_minutes: 0,
      note: '',
      reason: 'Forgot to clock in',
    })
    expect(spring.worked_minutes).toBe(7 * 60)
    const week = await listEntries(
      eve.asker,
      EntryListQuerySchema.parse({ view: 'week', day: '2026-10-24' }),
    )
    expect(week).toMatchObject({ from: '2026-10-19', to: '2026-10-25', total: 510 })
    expect(week.dayTotals).toEqual({ '2026-10-24': 510 })
    expect(week.entries.map((row) => row.id)).toEqual([entry.id])
  })

  it('lets admins correct an entry with a reason, audited, which the person sees; a stale version is refused', async () => {
    const { admin, eve, mia, ola } = await berlinTeam()
    const open = await clockIn(eve.asker, { note: '' }, 'web')
    await expect(
      correctEntry(mia.asker, open.id, {
        clocked_in: '2026-05-04T09:00',
        clocked_out: '2026-05-04T17:00',
        break_minutes: 0,
        reason: 'x',
        version: 1,
      }),
    ).rejects.toMatchObject({ status: 403 })
    const corrected = await correctEntry(admin.asker, open.id, {
      clocked_in: '2026-05-04T09:00',
      clocked_out: '2026-05-04T17:30',
      break_minutes: 30,
      reason: 'Left at half past five',
      version: open.version,
    })
    expect(corrected).toMatchObject({
      clocked_in_at: '2026-05-04T07:00:00.000Z',
      work_day: '2026-05-04',
      worked_minutes: 8 * 60,
      corrected: { by: 'Ada Admin', reason: 'Left at half past five' },
    })
    expect((await getEntry(eve.asker, open.id)).corrected?.reason).toBe('Left at half past five')
    const [audited] = await auditEntries({ action: 'attendance.entry.correct', entityId: open.id })
    expect(audited).toMatchObject({
      actorUserId: admin.user.id,
      details: { reason: 'Left at half past five' },
    })
    await expect(
      correctEntry(admin.asker, open.id, {
        clocked_in: '2026-05-04T09:00',
        clocked_out: '2026-05-04T17:00',
        break_minutes: 0,
        reason: 'Again',
        version: open.version,
      }),
    ).rejects.toMatchObject({ status: 409 })
    // Her manager sees Eve's entry; a colleague does not learn it exists.
    expect((await getEntry(mia.asker, open.id)).person.name).toBe('Eve Employee')
    await expect(getEntry(ola.asker, open.id)).rejects.toMatchObject({ status: 404 })
  })
})

describe('the working-hours report', () => {
  it('expects the working days less weekends, holidays and approved time off, and shows overtime', async () => {
    const { admin, eve, ola, mia, company, setup } = await berlinTeam()
    // June 2026: 22 weekdays; a holiday on Thursday 4 June; Eve off Monday 8 to Wednesday 10 June.
    await db
      .insert(holidays)
      .values({ companyId: company.id, name: 'Corpus Christi', date: '2026-06-04' })
    await db.insert(requests).values({
      companyId: company.id,
      typeId: setup.timeOff.id,
      requesterId: eve.membership.id,
      title: 'Holiday',
      status: 'approved',
      timeOffKindId: setup.vacation.id,
      startsOn: '2026-06-06',
      endsOn: '2026-06-10',
      days: '3',
    })
    for (const day of ['2026-06-01', '2026-06-02']) {
      await createEntry(admin.asker, {
        person: eve.membership.id,
        clocked_in: `${day}T08:00`,
        clocked_out: `${day}T18:00`,
        break_minutes: 60,
        note: '',
        reason: 'Paper timesheet',
      })
    }
    const june = await workingHoursReport(
      admin.asker,
      report({ period: 'month', day: '2026-06-15', person: String(eve.membership.id) }),
    )
    expect(june).toMatchObject({
      from: '2026-06-01',
      to: '2026-06-30',
      working_days: 21,
      has_next_page: false,
    })
    expect(june.rows[0]).toMatchObject({
      days_worked: 2,
      worked_minutes: 18 * 60,
      time_off_days: 3,
      expected_minutes: 18 * 8 * 60,
      overtime_minutes: 18 * 60 - 18 * 8 * 60,
    })
    // Her first week: four working days (the holiday is one), her time off begins on Saturday.
    const week = await workingHoursReport(eve.asker, report({ period: 'week', day: '2026-06-02' }))
    expect(
      week.rows.map((row) => [
        row.person.name,
        row.worked_minutes,
        row.expected_minutes,
        row.overtime_minutes,
      ]),
    ).toEqual([['Eve Employee', 18 * 60, 4 * 8 * 60, 18 * 60 - 32 * 60]])
    // Her manager sees herself and Eve; a colleague only themselves; the admin everyone.
    const names = async (asker: typeof mia.asker) =>
      (await workingHoursReport(asker, report({ period: 'week', day: '2026-06-02' }))).rows.map(
        (row) => row.person.name,
      )
    expect(await names(mia.asker)).toEqual(['Eve Employee', 'Mia Manager'])
    expect(await names(ola.asker)).toEqual(['Ola Other'])
    expect(await names(admin.asker)).toHaveLength(5)
    await expect(
      workingHoursReport(ola.asker, report({ person: String(eve.membership.id) })),
    ).rejects.toMatchObject({ status: 404 })
    const csv = await workingHoursCsv(
      admin.asker,
      report({
        period: 'custom',
        from: '2026-06-01',
        to: '2026-06-07',
        person: String(eve.membership.id),
      }),
    )
    expect(csv.split('\r\n')[1]).toBe('Eve Employee,,2026-06-01,2026-06-07,2,18.00,32.00,-14.00,0')
    await expect(
      workingHoursReport(
        admin.asker,
        report({ period: 'custom', from: '2026-06-07', to: '2026-06-01' }),
      ),
    ).rejects.toMatchObject({ status: 400 })
  })
})
