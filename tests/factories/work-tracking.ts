import type { RoleFlag } from '~/platform/actor'
import { makeCompanyWithAdmin, makeMember, signedIn } from './accounts'
import { testMeta } from './request'

type Company = Awaited<ReturnType<typeof makeCompanyWithAdmin>>['company']

/** A signed-in member of `company` holding `roles`, as services receive them: `{ actor, meta }`. */
export async function askerIn(company: Company, roles: RoleFlag[] = [], firstName = 'Test') {
  const member = await makeMember(company, { roles, firstName })
  const { actor } = await signedIn(member.user, company)
  return { ...member, actor, meta: testMeta(), asker: { actor, meta: testMeta() } }
}

/**
 * A company for tasks and purchase requests: its admin (every flag, as sign-up makes it), two
 * members without flags, a request admin, an approver and a payer.
 */
export async function workTeam() {
  const { company, admin } = await makeCompanyWithAdmin()
  const { actor } = await signedIn(admin.user, company)
  return {
    company,
    admin: { ...admin, actor, asker: { actor, meta: testMeta() } },
    member: await askerIn(company, [], 'Mia'),
    colleague: await askerIn(company, [], 'Cole'),
    requestAdmin: await askerIn(company, ['user_is_request_admin'], 'Rita'),
    approver: await askerIn(company, ['user_is_pr_approver'], 'Abe'),
    payer: await askerIn(company, ['user_is_pr_payer'], 'Pat'),
  }
}
