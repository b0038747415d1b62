import { and, count, eq, inArray } from 'drizzle-orm'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { holidays } from '~/domains/attendance/holidays.tables'
import type { Company } from '~/domains/company/company.tables'
import {
  requestEvents,
  requests,
  requestTypes,
  timeOffAdjustments,
  timeOffKinds,
  type ApprovalStep,
  type RequestEventKind,
  type RequestStatus,
} from '~/domains/requests/requests.tables'
import { fromHundredths, workingDaysHundredths } from '~/domains/requests/time-off-rules'
import type { Queryable } from '~/platform/db.server'

/**
 * Acme's requests (ADR 036): the four types, three kinds of time off, a carry-over, and
 * requests in every state with their history, so each page and list has something to show.
 * Eddie Evans (employee@acme.test) reports to Tom Tran; Alice (admin) is the request admin.
 * Dates are relative to the day of seeding. Skipped when Acme has request types already.
 */

const DAY_MS = 86_400_000
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10)
/** The Monday `weeks` weeks from this week's, plus `more` days (4: that Friday). */
const monday = (weeks: number, more = 0) =>
  day(weeks * 7 - ((new Date().getUTCDay() + 6) % 7) + more)
/** The working week (Monday to Friday) `weeks` weeks from this one. */
const week = (weeks: number) => ({ from: monday(weeks), to: monday(weeks, 4) })

interface DemoRequest {
  who: string
  type: 'Time off' | 'Expense' | 'Equipment' | 'General'
  title: string
  details?: string
  status: RequestStatus
  step?: ApprovalStep
  timeOff?: { kind: string; from: string; to: string }
  expense?: { amount: string; currency: string; spentOn: string; merchant: string }
  equipment?: { item: string; quantity: number; neededBy: string | null }
  /** What happened after it was submitted: who did it, and their comment. */
  history: { event: RequestEventKind; by: string; step?: ApprovalStep; comment?: string }[]
}

const EDDIE = 'employee@acme.test'
const TOM = 'tom.tran@acme.test'
const ALICE = 'admin@acme.test'
const OLIVIA = 'olivia.ortiz@acme.test'

const DEMO_REQUESTS: DemoRequest[] = [
  {
    who: EDDIE,
    type: 'Time off',
    title: 'Summer holiday',
    details: 'Two weeks at the coast with family.',
    status: 'pending',
    step: 'manager',
    timeOff: { kind: 'Vacation', ...week(5) },
    history: [],
  },
  {
    who: EDDIE,
    type: 'Time off',
    title: 'Long weekend',
    status: 'approved',
    timeOff: { kind: 'Vacation', from: day(-40), to: day(-39) },
    history: [
      { event: 'approved', by: TOM, step: 'manager', comment: 'Enjoy!' },
      { event: 'approved', by: ALICE, step: 'admin' },
    ],
  },
  {
    who: EDDIE,
    type: 'Time off',
    title: 'Autumn week off',
    status: 'changes_requested',
    timeOff: { kind: 'Vacation', ...week(9) },
    history: [
      {
        event: 'changes_requested',
        by: TOM,
        step: 'manager',
        comment: 'Stocktake is that week. Could you take the week after instead?',
      },
    ],
  },
  {
    who: EDDIE,
    type: 'Time off',
    title: 'Friday off',
    status: 'rejected',
    timeOff: { kind: 'Vacation', from: day(-12), to: day(-12) },
    history: [
      { event: 'rejected', by: TOM, step: 'manager', comment: 'Two of the team are away already.' },
    ],
  },
  {
    who: EDDIE,
    type: 'Time off',
    title: 'Dentist',
    status: 'cancelled',
    timeOff: { kind: 'Sick leave', from: monday(2), to: monday(2) },
    history: [{ event: 'cancelled', by: EDDIE }],
  },
  {
    who: 'ravi.rao@acme.test',
    type: 'Time off',
    title: 'Flu',
    status: 'approved',
    timeOff: { kind: 'Sick leave', from: day(-20), to: day(-18) },
    history: [
      { event: 'approved', by: TOM, step: 'manager' },
      { event: 'approved', by: ALICE, step: 'admin' },
    ],
  },
  // Approved time off around today, so the time-off calendar and "Away today" show someone.
  {
    who: OLIVIA,
    type: 'Time off',
    title: 'Trade fair',
    status: 'approved',
    timeOff: { kind: 'Vacation', from: day(-1), to: day(1) },
    history: [
      { event: 'approved', by: ALICE, step: 'manager' },
      { event: 'approved', by: ALICE, step: 'admin' },
    ],
  },
  {
    who: 'ravi.rao@acme.test',
    type: 'Time off',
    title: 'Long weekend away',
    status: 'approved',
    timeOff: { kind: 'Vacation', from: monday(1, 3), to: monday(1, 4) },
    history: [
      { event: 'approved', by: TOM, step: 'manager' },
      { event: 'approved', by: ALICE, step: 'admin' },
    ],
  },
  {
    who: 'nina.novak@acme.test',
    type: 'Time off',
    title: 'Moving house',
    status: 'pending',
    step: 'admin',
    timeOff: { kind: 'Unpaid leave', ...week(3) },
    history: [{ event: 'approved', by: TOM, step: 'manager', comment: 'Fine by me.' }],
  },
  {
    who: 'nina.novak@acme.test',
    type: 'Expense',
    title: 'Safety boots',
    status: 'pending',
    step: 'manager',
    expense: { amount: '89.90', currency: 'USD', spentOn: day(-3), merchant: 'Workwear Depot' },
    history: [],
  },
  {
    who: OLIVIA,
    type: 'Expense',
    title: 'Supplier visit: train tickets',
    status: 'approved',
    expense: { amount: '142.50', currency: 'USD', spentOn: day(-15), merchant: 'Rail Co' },
    history: [
      { event: 'approved', by: ALICE, step: 'manager' },
      { event: 'approved', by: ALICE, step: 'admin' },
    ],
  },
  {
    who: 'multi@acme.test',
    type: 'Equipment',
    title: 'Handheld scanner',
    status: 'pending',
    step: 'admin',
    equipment: { item: 'Barcode scanner', quantity: 2, neededBy: day(21) },
    history: [],
  },
]

/** The types, kinds of time off, a carry-over and the demo requests of Acme. */
export async function ensureDemoRequests(q: Queryable, acme: Company): Promise<void> {
  const companyId = acme.id
  const [existing] = await q
    .select({ n: count() })
    .from(requestTypes)
    .where(eq(requestTypes.companyId, companyId))
  if ((existing?.n ?? 0) > 0) return

  const { types, kinds } = await insertRequestSetup(q, companyId)
  const typeId = (name: string) => types.find((type) => type.name === name)!.id
  const kindId = (name: string) => kinds.find((kind) => kind.name === name)!.id

  const emails = [...new Set(DEMO_REQUESTS.flatMap((r) => [r.who, ...r.history.map((h) => h.by)]))]
  const people = await q
    .select({ id: memberships.id, email: users.email, managerId: memberships.managerId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), inArray(users.email, emails)))
  const personOf = (email: string) => people.find((person) => person.email === email)!
  const holidayDays = new Set(
    (
      await q
        .select({ date: holidays.date })
        .from(holidays)
        .where(eq(holidays.companyId, companyId))
    ).map((row) => row.date),
  )

  await q.insert(timeOffAdjustments).values({
    companyId,
    membershipId: personOf(EDDIE).id,
    kindId: kindId('Vacation'),
    year: new Date().getUTCFullYear(),
    adjustmentDays: '3',
    note: 'Carried over from last year',
  })

  for (const demo of DEMO_REQUESTS) {
    const requester = personOf(demo.who)
    const timeOff = demo.timeOff
    const decided = ['approved', 'rejected', 'cancelled'].includes(demo.status)
    const [row] = await q
      .insert(requests)
      .values({
        companyId,
        typeId: typeId(demo.type),
        requesterId: requester.id,
        title: demo.title,
        details: demo.details ?? '',
        status: demo.status,
        step: demo.step ?? null,
        managerId: requester.managerId,
        ...(timeOff
          ? {
              timeOffKindId: kindId(timeOff.kind),
              startsOn: timeOff.from,
              endsOn: timeOff.to,
              days: fromHundredths(
                workingDaysHundredths(timeOff.from, timeOff.to, acme.weekendInfo, holidayDays),
              ),
            }
          : {}),
        ...(demo.expense ? { ...demo.expense } : {}),
        ...(demo.equipment ? { ...demo.equipment } : {}),
        decidedAt: decided ? new Date() : null,
      })
      .returning()
    const steps: { event: RequestEventKind; by: string; step?: ApprovalStep; comment?: string }[] =
      [{ event: 'submitted', by: demo.who }, ...demo.history]
    await q.insert(requestEvents).values(
      steps.map((step, index) => ({
        companyId,
        requestId: row!.id,
        actorId: personOf(step.by).id,
        event: step.event,
        step: step.step ?? null,
        // Each line's status after it: pending until the last, which leaves the request as it is.
        status: index === steps.length - 1 ? demo.status : ('pending' as const),
        comment: step.comment ?? '',
      })),
    )
  }
}

/** The four request types (one of each kind) and three kinds of time off of a company. */
async function insertRequestSetup(q: Queryable, companyId: number) {
  const types = await q
    .insert(requestTypes)
    .values([
      { companyId, name: 'Time off', kind: 'time_off', description: 'Holidays, sick days, leave.' },
      { companyId, name: 'Expense', kind: 'expense', description: 'Get back what you paid.' },
      {
        companyId,
        name: 'Equipment',
        kind: 'equipment',
        description: 'Tools and devices.',
        managerApproves: false,
      },
      { companyId, name: 'General', kind: 'general', adminApproves: false },
    ])
    .returning()
  const kinds = await q
    .insert(timeOffKinds)
    .values([
      { companyId, name: 'Vacation', annualDays: '25' },
      { companyId, name: 'Sick leave', annualDays: '10' },
      { companyId, name: 'Unpaid leave', annualDays: '0', tracksBalance: false },
    ])
    .returning()
  return { types, kinds }
}

const LARGE_REQUESTS_PER_PERSON = 3
const LARGE_BATCH = 1000
const LARGE_STATUSES: RequestStatus[] = ['approved', 'approved', 'pending', 'rejected', 'cancelled']

/**
 * seed:large: three time-off requests per person (some thousands), spread over this year and in
 * every state, each with its 'submitted' line, for measuring the lists and balances. Tops up
 * to the target on a rerun.
 */
export async function ensureLargeRequests(q: Queryable, company: Company): Promise<void> {
  const companyId = company.id
  const [hasTypes] = await q
    .select({ n: count() })
    .from(requestTypes)
    .where(eq(requestTypes.companyId, companyId))
  if ((hasTypes?.n ?? 0) === 0) await insertRequestSetup(q, companyId)
  const [type] = await q
    .select()
    .from(requestTypes)
    .where(and(eq(requestTypes.companyId, companyId), eq(requestTypes.kind, 'time_off')))
  const kinds = await q.select().from(timeOffKinds).where(eq(timeOffKinds.companyId, companyId))
  const people = await q
    .select({ id: memberships.id, managerId: memberships.managerId })
    .from(memberships)
    .where(eq(memberships.companyId, companyId))
    .orderBy(memberships.id)
  const [made] = await q
    .select({ n: count() })
    .from(requests)
    .where(eq(requests.companyId, companyId))
  const target = people.length * LARGE_REQUESTS_PER_PERSON
  const year = new Date().getUTCFullYear()
  for (let n = made?.n ?? 0; n < target; n += LARGE_BATCH) {
    const rows = Array.from({ length: Math.min(LARGE_BATCH, target - n) }, (_, i) => {
      const index = n + i
      const person = people[index % people.length]!
      const kind = kinds[index % kinds.length]!
      // Three days from a day spread by the index; one person's requests are four months apart.
      const from = new Date(
        Date.UTC(
          year,
          (Math.floor(index / people.length) * 4 + (index % 4)) % 12,
          1 + (index % 20),
        ),
      )
        .toISOString()
        .slice(0, 10)
      const to = new Date(Date.parse(`${from}T00:00:00Z`) + 2 * DAY_MS).toISOString().slice(0, 10)
      const status = LARGE_STATUSES[index % LARGE_STATUSES.length]!
      return {
        companyId,
        typeId: type!.id,
        requesterId: person.id,
        title: `${kind.name} ${from}`,
        status,
        step: status === 'pending' ? ('admin' as const) : null,
        managerId: person.managerId,
        timeOffKindId: kind.id,
        startsOn: from,
        endsOn: to,
        days: fromHundredths(workingDaysHundredths(from, to, company.weekendInfo, new Set())),
        decidedAt: status === 'pending' ? null : new Date(),
      }
    })
    const inserted = await q
      .insert(requests)
      .values(rows)
      .returning({ id: requests.id, requesterId: requests.requesterId, status: requests.status })
    await q.insert(requestEvents).values(
      inserted.map((row) => ({
        companyId,
        requestId: row.id,
        actorId: row.requesterId,
        event: 'submitted' as const,
        status: row.status,
      })),
    )
    process.stdout.write(`\r${Math.min(n + LARGE_BATCH, target)}/${target} requests`)
  }
}
