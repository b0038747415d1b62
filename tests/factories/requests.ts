import { eq } from 'drizzle-orm'
import { memberships } from '~/domains/accounts/accounts.tables'
import type { Company } from '~/domains/company/company.tables'
import {
  requests,
  requestTypes,
  timeOffKinds,
  type RequestType,
} from '~/domains/requests/requests.tables'
import { db } from '~/platform/db.server'
import { makeCompanyWithAdmin, makeMember, signedIn } from './accounts'
import { testMeta } from './request'

/** Request types of every kind and chain, inserted directly (as an admin would set them up). */
export async function makeRequestSetup(company: Company) {
  const type = async (
    name: string,
    kind: RequestType['kind'],
    chain: { manager: boolean; admin: boolean },
  ) =>
    (
      await db
        .insert(requestTypes)
        .values({
          companyId: company.id,
          name,
          kind,
          managerApproves: chain.manager,
          adminApproves: chain.admin,
        })
        .returning()
    )[0]!
  const kind = async (name: string, annualDays: string, tracksBalance = true) =>
    (
      await db
        .insert(timeOffKinds)
        .values({ companyId: company.id, name, annualDays, tracksBalance })
        .returning()
    )[0]!
  return {
    timeOff: await type('Time off', 'time_off', { manager: true, admin: true }),
    expense: await type('Expense', 'expense', { manager: true, admin: false }),
    equipment: await type('Equipment', 'equipment', { manager: false, admin: true }),
    general: await type('General', 'general', { manager: false, admin: false }),
    vacation: await kind('Vacation', '24'),
    unpaid: await kind('Unpaid leave', '0', false),
  }
}

/** A general request of `requesterId`, waiting for an admin (inserted directly). */
export async function makeGeneralRequest(company: Company, requesterId: number) {
  const { general } = await makeRequestSetup(company)
  const [request] = await db
    .insert(requests)
    .values({
      companyId: company.id,
      typeId: general.id,
      requesterId,
      title: 'New uniforms',
      step: 'admin',
    })
    .returning()
  return request!
}

/** A member signed in, with the asker services take. */
async function person(company: Company, ...options: Parameters<typeof makeMember>[1][]) {
  const member = await makeMember(company, options[0])
  const { actor } = await signedIn(member.user, company)
  return { ...member, actor, asker: { actor, meta: testMeta() } }
}

/**
 * A team: Eve (no role flags, hired long ago) reports to Mia; Rae is a request admin; Ola is a
 * colleague with no say; plus the company admin and the request setup.
 */
export async function requestsTeam() {
  const { company, admin } = await makeCompanyWithAdmin()
  const mia = await person(company, { firstName: 'Mia', lastName: 'Manager' })
  const eve = await person(company, { firstName: 'Eve', lastName: 'Employee' })
  const rae = await person(company, {
    firstName: 'Rae',
    lastName: 'Requests',
    roles: ['user_is_request_admin'],
  })
  const ola = await person(company, { firstName: 'Ola', lastName: 'Other' })
  await db
    .update(memberships)
    .set({ managerId: mia.membership.id, hiredOn: '2020-01-06' })
    .where(eq(memberships.id, eve.membership.id))
  const { actor: adminActor } = await signedIn(admin.user, company)
  return {
    company,
    admin: { ...admin, actor: adminActor, asker: { actor: adminActor, meta: testMeta() } },
    mia,
    eve,
    rae,
    ola,
    setup: await makeRequestSetup(company),
  }
}

/** The Monday of the first full week of `month` (1–12) of next year: a span of known weekdays. */
export function mondayNextYear(month: number, weeksLater = 0): string {
  const year = new Date().getUTCFullYear() + 1
  const first = new Date(Date.UTC(year, month - 1, 1))
  const offset = (8 - first.getUTCDay()) % 7
  return new Date(Date.UTC(year, month - 1, 1 + offset + weeksLater * 7)).toISOString().slice(0, 10)
}

/** The day `days` after an ISO day. */
export const plusDays = (isoDay: string, days: number) =>
  new Date(Date.parse(`${isoDay}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
