import type { Company } from '~/domains/company/company.tables'
import { createStat } from '~/domains/statistics/stats.server'
import { StatCreateSchema } from '~/domains/statistics/statistics.schema'
import type { Plan } from '~/domains/billing/billing.tables'
import type { Asker } from '~/platform/authorize.server'
import type { RoleFlag } from '~/platform/actor'
import { makeCompanyWithAdmin, makeMember, signedIn } from './accounts'
import { testMeta } from './request'

/** A signed-in member of `company` as services receive them. */
async function askerIn(company: Company, roles: RoleFlag[] = [], firstName = 'Sam') {
  const member = await makeMember(company, { roles, firstName })
  const { actor } = await signedIn(member.user, company)
  return { actor, meta: testMeta(), membership: member.membership }
}

/**
 * A company with its admin, a stat admin (staff with user_is_stat_admin), a stat owner and a
 * reader (staff without flags), all signed in as services receive them.
 */
export async function statTeam(plan: Plan = 'premium') {
  const { company, admin } = await makeCompanyWithAdmin(undefined, { plan })
  const adminSession = await signedIn(admin.user, company)
  return {
    company,
    admin: { actor: adminSession.actor, meta: testMeta(), membership: admin.membership },
    statAdmin: await askerIn(company, ['user_is_stat_admin'], 'Stella'),
    owner: await askerIn(company, [], 'Olga'),
    reader: await askerIn(company, [], 'Rita'),
  }
}

/** A stat made through the service, with the form's defaults for what `fields` leaves out. */
export function makeStat(asker: Asker, fields: Record<string, unknown>) {
  return createStat(asker, StatCreateSchema.parse(fields))
}
