import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companies } from '~/domains/company/company.tables'
import { purchaseRequestDetail } from '~/domains/purchase-requests/purchase-requests.server'
import { purchaseRequests } from '~/domains/purchase-requests/purchase-requests.tables'
import { tasks } from '~/domains/tasks/tasks.tables'
import { kanbanBoard } from '~/domains/tasks/tasks.server'
import { KanbanQuery } from '~/domains/tasks/tasks.schema'
import { signedIn } from '#tests/factories/accounts'
import { testMeta } from '#tests/factories/request'
import { users } from '~/domains/accounts/accounts.tables'
import { db } from '~/platform/db.server'

async function acmeAdmin() {
  const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
  const [user] = await db.select().from(users).where(eq(users.email, 'admin@acme.test'))
  const { actor } = await signedIn(user!, acme!)
  return { acme: acme!, asker: { actor, meta: testMeta() } }
}

describe('demo tasks and purchase requests', () => {
  it('gives Acme a kanban of twenty tasks in every column, once', async () => {
    const { acme, asker } = await acmeAdmin()
    const board = await kanbanBoard(asker, KanbanQuery.parse({}))
    expect(board.map((column) => column.count)).toEqual([6, 5, 4, 5])
    const [total] = await db.select({ n: count() }).from(tasks).where(eq(tasks.companyId, acme.id))
    expect(total!.n).toBe(20)
  })

  it('gives Acme purchase requests pending, approved, paid and rejected, with exact totals', async () => {
    const { acme, asker } = await acmeAdmin()
    const rows = await db
      .select({
        id: purchaseRequests.id,
        title: purchaseRequests.title,
        status: purchaseRequests.status,
      })
      .from(purchaseRequests)
      .where(eq(purchaseRequests.companyId, acme.id))
    expect(rows).toHaveLength(7)
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['pending', 'approved', 'paid', 'rejected']),
    )
    const laptops = rows.find((row) => row.title === 'Laptops for the new hires')!
    const detail = await purchaseRequestDetail(asker, laptops.id)
    expect(detail.totals).toEqual([{ currency: 'USD', total: '3716.97' }])
    expect(detail.abilities.decide).toBe(true)
    const vests = rows.find((row) => row.title === 'Safety vests')!
    const history = (await purchaseRequestDetail(asker, vests.id)).history
    expect(history.map((event) => event.to_status)).toEqual(['approved'])
  })
})
