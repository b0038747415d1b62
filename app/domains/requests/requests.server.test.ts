import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { outboxTo } from '#tests/factories/outbox'
import { testMeta } from '#tests/factories/request'
import { mondayNextYear, plusDays, requestsTeam } from '#tests/factories/requests'
import { holidays } from '~/domains/attendance/holidays.tables'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { db } from '~/platform/db.server'
import { decideRequest } from './approvals.server'
import { getRequest, listRequests } from './request-reads.server'
import { cancelRequest, createRequest, resubmitRequest } from './requests.server'
import { adjustBalance, staffTimeOffs } from './staff-requests.server'
import { approvedTimeOff } from './time-off.server'

type Team = Awaited<ReturnType<typeof requestsTeam>>

const emailOf = async (membershipId: number) => {
  const [row] = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.id, membershipId))
  return row!.email
}

/** Eve asks for the week starting `monday` off (five working days). */
const askForWeek = (team: Team, monday: string, title = 'Family trip') =>
  createRequest(
    team.eve.actor,
    {
      kind: 'time_off',
      type: team.setup.timeOff.id,
      title,
      details: '',
      time_off_kind: team.setup.vacation.id,
      starts_on: monday,
      ends_on: plusDays(monday, 4),
      half_day: false,
    },
    testMeta(),
  )

const listOf = (
  actor: Team['eve']['actor'],
  status: 'my_request' | 'for_approval',
  my_all = false,
) => listRequests(actor, { status, my_all, page: 1 }, testMeta())

describe('the approval chain', () => {
  it('goes to the manager, then a request admin, then tells the requester', async () => {
    const team = await requestsTeam()
    const filed = await askForWeek(team, mondayNextYear(3))
    expect(filed).toMatchObject({
      status: 'pending',
      step: 'manager',
      manager: { name: 'Mia Manager' },
    })
    expect(filed.time_off).toMatchObject({ days: '5.00', time_off_kind: { name: 'Vacation' } })
    expect((await outboxTo(await emailOf(team.mia.membership.id)))[0]!.subject).toBe(
      'Request waiting for your approval: Family trip',
    )
    // Waiting for Mia, not yet for the request admin.
    expect((await listOf(team.mia.actor, 'for_approval')).results.map((r) => r.id)).toEqual([
      filed.id,
    ])
    expect((await listOf(team.rae.actor, 'for_approval')).count).toBe(0)

    const atAdmin = await decideRequest(
      team.mia.actor,
      filed.id,
      'approve',
      { comment: 'Enjoy', version: filed.version },
      testMeta(),
    )
    expect(atAdmin).toMatchObject({ status: 'pending', step: 'admin' })
    expect((await outboxTo(await emailOf(team.rae.membership.id))).map((m) => m.template)).toEqual([
      'request_waiting',
    ])
    await expect(
      decideRequest(
        team.mia.actor,
        filed.id,
        'approve',
        { comment: '', version: atAdmin.version },
        testMeta(),
      ),
    ).rejects.toMatchObject({
      status: 403,
      message: 'This request is not waiting for your decision.',
    })

    const approved = await decideRequest(
      team.rae.actor,
      filed.id,
      'approve',
      { comment: '', version: atAdmin.version },
      testMeta(),
    )
    expect(approved.status).toBe('approved')
    expect(approved.step).toBeNull()
    expect(approved.history.map((e) => [e.event, e.step, e.actor?.name, e.comment])).toEqual([
      ['submitted', null, 'Eve Employee', ''],
      ['approved', 'manager', 'Mia Manager', 'Enjoy'],
      ['approved', 'admin', 'Rae Requests', ''],
    ])
    const toEve = await outboxTo(await emailOf(team.eve.membership.id))
    expect(toEve.map((m) => m.subject)).toEqual(['Your request was approved: Family trip'])
    const approvals = await auditEntries({ action: 'request.approve', entityId: filed.id })
    // Two approvals and Mia's refused second try, oldest last.
    expect(approvals.map((entry) => entry.outcome)).toEqual(['success', 'denied', 'success'])
  })

  it('refuses the requester their own decision and needs a reason to reject or send back', async () => {
    const team = await requestsTeam()
    const filed = await askForWeek(team, mondayNextYear(3))
    await expect(
      decideRequest(team.eve.actor, filed.id, 'approve', { comment: '', version: 1 }, testMeta()),
    ).rejects.toMatchObject({ status: 403, message: 'You cannot decide your own request.' })
    await expect(
      decideRequest(team.mia.actor, filed.id, 'reject', { comment: '', version: 1 }, testMeta()),
    ).rejects.toMatchObject({
      status: 400,
      fieldErrors: { comment: ['Say why, so the requester knows what to do.'] },
    })
    const rejected = await decideRequest(
      team.mia.actor,
      filed.id,
      'reject',
      { comment: 'Busy week', version: 1 },
      testMeta(),
    )
    expect(rejected.status).toBe('rejected')
    expect(rejected.abilities).toEqual({ decide: false, edit: false, cancel: false, attach: false })
  })

  it('sends a request back for changes; the edited request starts the chain again', async () => {
    const team = await requestsTeam()
    const filed = await askForWeek(team, mondayNextYear(3))
    const back = await decideRequest(
      team.mia.actor,
      filed.id,
      'changes',
      { comment: 'Take the next week instead', version: 1 },
      testMeta(),
    )
    expect(back).toMatchObject({ status: 'changes_requested', step: null })
    expect((await getRequest(team.eve.actor, filed.id, testMeta())).abilities.edit).toBe(true)
    const monday = mondayNextYear(3, 1)
    const edited = {
      kind: 'time_off' as const,
      type: team.setup.timeOff.id,
      title: 'Family trip, moved',
      details: '',
      time_off_kind: team.setup.vacation.id,
      starts_on: monday,
      ends_on: plusDays(monday, 4),
      half_day: false,
    }
    // Sent from the version before the manager's decision: someone changed it meanwhile.
    await expect(
      resubmitRequest(team.eve.actor, filed.id, { ...edited, version: 1 }, testMeta()),
    ).rejects.toMatchObject({ status: 409 })
    const again = await resubmitRequest(
      team.eve.actor,
      filed.id,
      { ...edited, version: back.version },
      testMeta(),
    )
    expect(again).toMatchObject({ status: 'pending', step: 'manager', title: 'Family trip, moved' })
    expect(again.time_off!.starts_on).toBe(monday)
    expect(again.history.map((e) => e.event)).toEqual([
      'submitted',
      'changes_requested',
      'resubmitted',
    ])
  })

  it('answers 409 to the second of two approvers deciding from the same version', async () => {
    const team = await requestsTeam()
    const filed = await askForWeek(team, mondayNextYear(3))
    await decideRequest(
      team.mia.actor,
      filed.id,
      'approve',
      { comment: '', version: 1 },
      testMeta(),
    )
    await expect(
      decideRequest(team.rae.actor, filed.id, 'reject', { comment: 'No', version: 1 }, testMeta()),
    ).rejects.toMatchObject({ status: 409 })
  })

  it('skips the manager step for someone without a manager, and approves a type without steps at once', async () => {
    const team = await requestsTeam()
    const expense = await createRequest(
      team.ola.actor,
      {
        kind: 'expense',
        type: team.setup.expense.id,
        title: 'Taxi',
        details: '',
        amount: '23.40',
        currency: 'EUR',
        spent_on: '2026-05-04',
        merchant: 'City Cabs',
      },
      testMeta(),
    )
    // Expense asks only the manager; Ola has none, so nobody is asked and it is approved.
    expect(expense.status).toBe('approved')
    expect(expense.expense).toEqual({
      amount: '23.40',
      currency: 'EUR',
      spent_on: '2026-05-04',
      merchant: 'City Cabs',
    })
    const equipment = await createRequest(
      team.eve.actor,
      {
        kind: 'equipment',
        type: team.setup.equipment.id,
        title: 'Laptop',
        details: '',
        item: 'Laptop 14"',
        quantity: 1,
        needed_by: null,
      },
      testMeta(),
    )
    expect(equipment).toMatchObject({ status: 'pending', step: 'admin' })
    expect((await listOf(team.rae.actor, 'for_approval')).results.map((r) => r.title)).toEqual([
      'Laptop',
    ])
  })

  it('refuses fields of another kind than the type asks for', async () => {
    const team = await requestsTeam()
    await expect(
      createRequest(
        team.eve.actor,
        { kind: 'general', type: team.setup.timeOff.id, title: 'Hi', details: '' },
        testMeta(),
      ),
    ).rejects.toMatchObject({ status: 400 })
  })
})

describe('who sees a request', () => {
  it('is the requester, their manager and request admins; a colleague or another company gets a 404', async () => {
    const team = await requestsTeam()
    const filed = await askForWeek(team, mondayNextYear(3))
    for (const reader of [team.eve, team.mia, team.rae, team.admin]) {
      expect((await getRequest(reader.actor, filed.id, testMeta())).id).toBe(filed.id)
    }
    await expect(getRequest(team.ola.actor, filed.id, testMeta())).rejects.toMatchObject({
      status: 404,
    })
    const other = await makeCompanyWithAdmin()
    const { actor: stranger } = await signedIn(other.admin.user, other.company)
    await expect(getRequest(stranger, filed.id, testMeta())).rejects.toMatchObject({ status: 404 })
    await expect(
      decideRequest(stranger, filed.id, 'approve', { comment: '', version: 1 }, testMeta()),
    ).rejects.toMatchObject({ status: 404 })
  })

  it('lets only request admins list the whole company', async () => {
    const team = await requestsTeam()
    await askForWeek(team, mondayNextYear(3))
    expect((await listOf(team.rae.actor, 'my_request', true)).count).toBe(1)
    expect((await listOf(team.rae.actor, 'for_approval', true)).count).toBe(1)
    await expect(listOf(team.eve.actor, 'my_request', true)).rejects.toMatchObject({ status: 403 })
  })
})

describe('time off balances', () => {
  it('counts working days only: weekends and company holidays are left out, a half day is 0.5', async () => {
    const team = await requestsTeam()
    const monday = mondayNextYear(4)
    await db
      .insert(holidays)
      .values({ companyId: team.company.id, name: 'Spring day', date: plusDays(monday, 2) })
    const span = await createRequest(
      team.eve.actor,
      {
        kind: 'time_off',
        type: team.setup.timeOff.id,
        title: 'Long week',
        details: '',
        time_off_kind: team.setup.vacation.id,
        starts_on: plusDays(monday, -2),
        ends_on: plusDays(monday, 6),
        half_day: false,
      },
      testMeta(),
    )
    // Saturday to Sunday a week later: five weekdays, one of them a holiday.
    expect(span.time_off!.days).toBe('4.00')
    const half = await createRequest(
      team.eve.actor,
      {
        kind: 'time_off',
        type: team.setup.timeOff.id,
        title: 'Dentist',
        details: '',
        time_off_kind: team.setup.vacation.id,
        starts_on: plusDays(monday, 14),
        ends_on: plusDays(monday, 14),
        half_day: true,
      },
      testMeta(),
    )
    expect(half.time_off!.days).toBe('0.50')
    await expect(
      createRequest(
        team.eve.actor,
        {
          kind: 'time_off',
          type: team.setup.timeOff.id,
          title: 'Weekend',
          details: '',
          time_off_kind: team.setup.vacation.id,
          starts_on: plusDays(monday, -2),
          ends_on: plusDays(monday, -1),
          half_day: false,
        },
        testMeta(),
      ),
    ).rejects.toMatchObject({
      fieldErrors: {
        starts_on: ['These dates hold no working day (weekends and holidays are not counted).'],
      },
    })
  })

  it('accrues monthly, counts what is asked for and taken, and refuses what the balance cannot cover', async () => {
    const team = await requestsTeam()
    // By the end of March of next year, 24 days a year have accrued 6.00.
    const first = await askForWeek(team, mondayNextYear(3))
    await expect(askForWeek(team, mondayNextYear(3, 1), 'Second week')).rejects.toMatchObject({
      status: 400,
      message: 'Not enough Vacation left: this request needs 5.00 days, 1.00 are left.',
    })
    // Unpaid leave keeps no balance.
    const unpaid = await createRequest(
      team.eve.actor,
      {
        kind: 'time_off',
        type: team.setup.timeOff.id,
        title: 'Unpaid',
        details: '',
        time_off_kind: team.setup.unpaid.id,
        starts_on: mondayNextYear(3, 1),
        ends_on: plusDays(mondayNextYear(3, 1), 4),
        half_day: false,
      },
      testMeta(),
    )
    expect(unpaid.time_off!.days).toBe('5.00')
    await expect(askForWeek(team, plusDays(mondayNextYear(3), 2), 'Overlap')).rejects.toMatchObject(
      {
        fieldErrors: { starts_on: ['You already asked for time off on some of these days.'] },
      },
    )
    // Cancelling gives the days back.
    await cancelRequest(team.eve.actor, first.id, { version: first.version }, testMeta())
    const again = await askForWeek(team, mondayNextYear(3, 2), 'Third week')
    expect(again.status).toBe('pending')

    const year = Number(mondayNextYear(3).slice(0, 4))
    const detail = await staffTimeOffs(team.eve.actor, team.eve.membership.id, year, testMeta())
    const vacation = detail.balances.find((b) => b.time_off_kind.name === 'Vacation')!
    // Shown as of today: next year has not begun, so nothing has accrued yet.
    expect(vacation).toMatchObject({
      accrued: '0.00',
      pending: '5.00',
      taken: '0.00',
      annual_days: '24.00',
    })
    expect(detail.time_off.map((t) => t.status)).toEqual(['pending', 'pending'])
  })

  it('adjusts a balance (request admins, audited, 409 when stale) and checks it again at the last approval', async () => {
    const team = await requestsTeam()
    const filed = await askForWeek(team, mondayNextYear(3))
    const year = Number(mondayNextYear(3).slice(0, 4))
    const adjust = (actor: Team['eve']['actor'], days: string, version: number) =>
      adjustBalance(
        actor,
        team.eve.membership.id,
        {
          time_off_kind: team.setup.vacation.id,
          year,
          adjustment_days: days,
          note: 'Correction',
          version,
        },
        testMeta(),
      )
    await expect(adjust(team.eve.actor, '10', 0)).rejects.toMatchObject({ status: 403 })
    await expect(adjust(team.mia.actor, '10', 0)).rejects.toMatchObject({ status: 403 })
    const adjusted = await adjust(team.rae.actor, '-2.5', 0)
    const vacation = adjusted.balances.find((b) => b.time_off_kind.name === 'Vacation')!
    expect(vacation).toMatchObject({
      adjustment: '-2.50',
      adjustment_note: 'Correction',
      adjustment_version: 1,
    })
    await expect(adjust(team.rae.actor, '1', 0)).rejects.toMatchObject({ status: 409 })
    const [entry] = await auditEntries({
      action: 'time_off.adjust',
      entityId: team.eve.membership.id,
    })
    expect(entry!.details).toMatchObject({ kind: 'Vacation', year, from: '0.00', to: '-2.5' })

    // 6.00 accrued − 2.50 leaves 3.50: the week asked for no longer fits.
    const atAdmin = await decideRequest(
      team.mia.actor,
      filed.id,
      'approve',
      { comment: '', version: 1 },
      testMeta(),
    )
    await expect(
      decideRequest(
        team.rae.actor,
        filed.id,
        'approve',
        { comment: '', version: atAdmin.version },
        testMeta(),
      ),
    ).rejects.toMatchObject({
      message: 'Not enough Vacation left: this request needs 5.00 days, 3.50 are left.',
    })
    await adjust(team.rae.actor, '0', 1)
    const approved = await decideRequest(
      team.rae.actor,
      filed.id,
      'approve',
      { comment: '', version: atAdmin.version },
      testMeta(),
    )
    expect(approved.status).toBe('approved')
  })

  it('gives attendance the approved time off of a date range', async () => {
    const team = await requestsTeam()
    const filed = await askForWeek(team, mondayNextYear(3))
    const monday = mondayNextYear(3)
    const range = { from: plusDays(monday, 4), to: plusDays(monday, 10) }
    expect(await approvedTimeOff(team.eve.actor, range)).toEqual([])
    const atAdmin = await decideRequest(
      team.mia.actor,
      filed.id,
      'approve',
      { comment: '', version: 1 },
      testMeta(),
    )
    await decideRequest(
      team.rae.actor,
      filed.id,
      'approve',
      { comment: '', version: atAdmin.version },
      testMeta(),
    )
    expect(await approvedTimeOff(team.eve.actor, range)).toEqual([
      {
        request_id: filed.id,
        membership_id: team.eve.membership.id,
        time_off_kind: { id: team.setup.vacation.id, name: 'Vacation' },
        starts_on: monday,
        ends_on: plusDays(monday, 4),
        days: '5.00',
      },
    ])
    const other = await makeCompanyWithAdmin()
    expect(await approvedTimeOff({ companyId: other.company.id }, range)).toEqual([])
  })
})
