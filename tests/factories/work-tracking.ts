import * as p from '~/domains/purchase-requests/purchase-requests.tables'
import * as t from '~/domains/tasks/tasks.tables'
import type { RoleFlag } from '~/platform/actor'
import { db } from '~/platform/db.server'
import { makeCompanyWithAdmin, makeMember, signedIn, type CompanyOptions } from './accounts'
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
export async function workTeam(options: CompanyOptions = {}) {
  const { company, admin } = await makeCompanyWithAdmin(undefined, options)
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

/**
 * One record of every work-tracking kind for the generated route walks, each made directly in
 * the tables (a task with a step and a comment, a pending purchase request with an item and its
 * history, then one entry of each lookup list, the purchase method first so it holds the walk's
 * first id), owned by `membershipId` of `companyId`.
 */
export async function insertOneOfEachWorkRecord(companyId: number, membershipId: number) {
  const [task] = await db
    .insert(t.tasks)
    .values({
      companyId,
      title: 'Fix the door',
      createdById: membershipId,
      assigneeId: membershipId,
    })
    .returning()
  await db
    .insert(t.taskSteps)
    .values({ companyId, taskId: task!.id, position: 0, title: 'Buy a hinge' })
  await db
    .insert(t.taskComments)
    .values({ companyId, taskId: task!.id, authorId: membershipId, body: 'Soon' })
  const kinds = ['purchase_method', 'purchase_type', 'set_aside'] as const
  for (const kind of kinds) {
    await db.insert(p.purchaseLookups).values({ companyId, kind, name: `A ${kind}` })
  }
  const [request] = await db
    .insert(p.purchaseRequests)
    .values({
      companyId,
      title: 'Toner',
      requesterId: membershipId,
      status: 'pending',
      needsApproval: true,
    })
    .returning()
  await db.insert(p.purchaseRequestItems).values({
    companyId,
    purchaseRequestId: request!.id,
    position: 0,
    description: 'Toner',
    quantity: '1',
    unitPrice: '50.00',
    currency: 'USD',
    lineTotal: '50.00',
  })
  await db.insert(p.purchaseRequestEvents).values({
    companyId,
    purchaseRequestId: request!.id,
    actorId: membershipId,
    toStatus: 'pending',
  })
}
