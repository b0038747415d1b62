import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { findUserByEmail, signedIn } from '#tests/factories/accounts'
import { testMeta } from '#tests/factories/request'
import { companies } from '~/domains/company/company.tables'
import { listRequests } from '~/domains/requests/request-reads.server'
import { staffTimeOffs } from '~/domains/requests/staff-requests.server'
import { db } from '~/platform/db.server'

async function acmeActor(email: string) {
  const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
  return (await signedIn((await findUserByEmail(email))!, acme!)).actor
}

describe('demo requests', () => {
  it('gives Eddie time-off requests in every state, and his manager Tom the ones waiting for him', async () => {
    const eddie = await acmeActor('employee@acme.test')
    const mine = await listRequests(
      eddie,
      { status: 'my_request', my_all: false, page: 1 },
      testMeta(),
    )
    expect(new Set(mine.results.map((r) => r.status))).toEqual(
      new Set(['pending', 'approved', 'changes_requested', 'rejected', 'cancelled']),
    )
    const tom = await acmeActor('tom.tran@acme.test')
    const waiting = await listRequests(
      tom,
      { status: 'for_approval', my_all: false, page: 1 },
      testMeta(),
    )
    expect(waiting.results.map((r) => r.title).sort()).toEqual(['Safety boots', 'Summer holiday'])
    const alice = await acmeActor('admin@acme.test')
    const atAdmin = await listRequests(
      alice,
      { status: 'for_approval', my_all: false, page: 1 },
      testMeta(),
    )
    expect(atAdmin.results.map((r) => r.title).sort()).toEqual(['Handheld scanner', 'Moving house'])
  })

  it('keeps a vacation balance for Eddie with a carry-over', async () => {
    const eddie = await acmeActor('employee@acme.test')
    const year = new Date().getUTCFullYear()
    const detail = await staffTimeOffs(eddie, eddie.membershipId, year, testMeta())
    const vacation = detail.balances.find((b) => b.time_off_kind.name === 'Vacation')!
    expect(vacation).toMatchObject({ annual_days: '25.00', adjustment: '3.00' })
    expect(detail.balances.map((b) => b.time_off_kind.name)).toEqual([
      'Sick leave',
      'Unpaid leave',
      'Vacation',
    ])
  })
})
