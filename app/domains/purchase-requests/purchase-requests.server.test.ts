import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { outboxTo, withMailOutbox } from '#tests/factories/outbox'
import { askerIn, workTeam } from '#tests/factories/work-tracking'
import { db } from '~/platform/db.server'
import {
  PurchaseListQuery,
  PurchaseRequestSchema,
  RejectionSchema,
} from './purchase-requests.schema'
import {
  createPurchaseRequest,
  listPurchaseRequests,
  purchaseRequestDetail,
} from './purchase-requests.server'
import { takeStep } from './purchase-transitions.server'
import {
  createLookup,
  purchaseSettingsOf,
  updateLookup,
  updatePurchaseSettings,
} from './purchase-settings.server'

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'none' }),
    (error: { code?: string; message?: string; fieldErrors?: unknown }) => error,
  )

const laptops = (fields: Record<string, unknown> = {}) =>
  PurchaseRequestSchema.parse({
    title: 'Laptops for the new hires',
    vendor: 'Office Depot',
    items: [
      { description: 'Laptop', quantity: '3', unit_price: '899.99', currency: '' },
      { description: 'Cable', quantity: '2.5', unit_price: '0.10', currency: '' },
      { description: '', quantity: '', unit_price: '', currency: '' },
    ],
    ...fields,
  })

/** A team whose company approves at or under 500.00 EUR without an approver. */
async function teamWithThreshold() {
  const team = await workTeam({ currency: 'EUR' })
  await updatePurchaseSettings(team.admin.asker, {
    approval_threshold: '500.00',
    version: 0,
  })
  return team
}

describe('purchase requests', () => {
  it('computes totals on the server, exactly, in the company currency by default', async () => {
    const team = await teamWithThreshold()
    const { id, status } = await withMailOutbox(() =>
      createPurchaseRequest(team.member.asker, laptops()),
    )
    expect(status).toBe('pending')
    const detail = await purchaseRequestDetail(team.member.asker, id)
    expect(detail.items).toMatchObject([
      {
        description: 'Laptop',
        quantity: '3',
        unit_price: '899.99',
        currency: 'EUR',
        line_total: '2699.97',
      },
      {
        description: 'Cable',
        quantity: '2.5',
        unit_price: '0.10',
        currency: 'EUR',
        line_total: '0.25',
      },
    ])
    expect(detail.totals).toEqual([{ currency: 'EUR', total: '2700.22' }])
    expect(detail.history).toMatchObject([{ from_status: null, to_status: 'pending' }])
    const [mail] = await outboxTo(team.approver.user.email)
    expect(mail?.subject).toBe('Purchase request to approve: Laptops for the new hires')
    expect(mail?.textBody).toContain('(2700.22 EUR)')
  })

  it('approves at once at or under the threshold; another currency always needs an approver', async () => {
    const team = await teamWithThreshold()
    const small = laptops({
      items: [{ description: 'Pens', quantity: '100', unit_price: '5.00' }],
    })
    expect((await createPurchaseRequest(team.member.asker, small)).status).toBe('approved')
    const foreign = laptops({
      items: [{ description: 'Pens', quantity: '1', unit_price: '5.00', currency: 'usd' }],
    })
    const raised = await createPurchaseRequest(team.member.asker, foreign)
    expect(raised.status).toBe('pending')
    const detail = await purchaseRequestDetail(team.member.asker, raised.id)
    expect(detail.totals).toEqual([{ currency: 'USD', total: '5.00' }])
  })

  it('goes pending → approved → paid, each step by its role, with history and emails', async () => {
    const team = await teamWithThreshold()
    await withMailOutbox(async () => {
      const { id } = await createPurchaseRequest(team.member.asker, laptops())
      const approved = await takeStep(team.approver.asker, id, 'approve', {
        version: 1,
        comment: 'Budgeted in Q4',
      })
      expect(approved.status).toBe('approved')
      const paid = await takeStep(team.payer.asker, id, 'pay', {
        version: 2,
        comment: '',
        payment_reference: 'INV-2044',
      })
      expect(paid.status).toBe('paid')
      const detail = await purchaseRequestDetail(team.member.asker, id)
      expect(detail).toMatchObject({
        status: 'paid',
        decided_by: { id: team.approver.membership.id },
        paid_by: { id: team.payer.membership.id },
        payment_reference: 'INV-2044',
      })
      expect(detail.history.map((event) => [event.to_status, event.comment])).toEqual([
        ['pending', ''],
        ['approved', 'Budgeted in Q4'],
        ['paid', ''],
      ])
      expect(await auditEntries({ action: 'purchase.pay', entityId: id })).toHaveLength(1)
    })
    const toRequester = (await outboxTo(team.member.user.email)).map((mail) => mail.subject)
    expect(toRequester).toEqual([
      'Purchase request approved: Laptops for the new hires',
      'Purchase request paid: Laptops for the new hires',
    ])
    expect((await outboxTo(team.payer.user.email)).map((mail) => mail.subject)).toEqual([
      'Purchase request approved: Laptops for the new hires',
    ])
  })

  it('refuses each step to whoever may not take it, and out of order', async () => {
    const team = await teamWithThreshold()
    const { id } = await createPurchaseRequest(team.approver.asker, laptops())
    const step = (who: { asker: typeof team.member.asker }, name: 'approve' | 'pay') =>
      errorOf(takeStep(who.asker, id, name, { version: 1, comment: '' }))
    // The requester is an approver, but not of their own request; a payer does not approve.
    expect(await step(team.approver, 'approve')).toMatchObject({
      code: 'FORBIDDEN',
      message: 'You cannot approve or reject your own purchase request.',
    })
    expect(await step(team.payer, 'approve')).toMatchObject({ code: 'FORBIDDEN' })
    // Not approved yet: nobody pays it.
    expect(await step(team.payer, 'pay')).toMatchObject({ code: 'VALIDATION' })
    // A member without flags does not even see it.
    expect(await step(team.member, 'approve')).toMatchObject({ code: 'NOT_FOUND' })
    expect((await purchaseRequestDetail(team.approver.asker, id)).status).toBe('pending')
  })

  it('asks a reason to reject, and refuses a decision on a request already decided', async () => {
    expect(
      RejectionSchema.safeParse({ version: '1', comment: ' ' }).error?.flatten().fieldErrors,
    ).toEqual({
      comment: ['Say why the request is rejected'],
    })
    const team = await teamWithThreshold()
    const { id } = await createPurchaseRequest(team.member.asker, laptops())
    await takeStep(team.admin.asker, id, 'reject', { version: 1, comment: 'Too expensive' })
    const late = await errorOf(
      takeStep(team.approver.asker, id, 'approve', { version: 1, comment: '' }),
    )
    expect(late).toMatchObject({ code: 'VALIDATION' })
    const detail = await purchaseRequestDetail(team.member.asker, id)
    expect(detail).toMatchObject({ status: 'rejected', version: 2 })
    expect(detail.abilities).toEqual({ decide: false, pay: false, cancel: false })
  })

  it('lets one of two approvers deciding at once from the same version win', async () => {
    const team = await teamWithThreshold()
    const { id } = await createPurchaseRequest(team.member.asker, laptops())
    const results = await Promise.allSettled([
      takeStep(team.approver.asker, id, 'approve', { version: 1, comment: '' }),
      takeStep(team.admin.asker, id, 'reject', { version: 1, comment: 'No' }),
    ])
    const codes = results.map((result) =>
      result.status === 'fulfilled' ? 'ok' : (result.reason as { code: string }).code,
    )
    // The other is refused: with a 409 when it read the request before the first decision
    // committed, or as no longer open (the late decision above) when it read it after.
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1)
    expect(codes.find((code) => code !== 'ok')).toMatch(/^(CONFLICT|VALIDATION)$/)
    expect((await purchaseRequestDetail(team.member.asker, id)).history).toHaveLength(2)
  })

  it('lets the requester cancel until paid; lists show each person what concerns them', async () => {
    const team = await teamWithThreshold()
    const mine = await createPurchaseRequest(team.member.asker, laptops())
    await createPurchaseRequest(team.colleague.asker, laptops({ title: 'Chairs' }))
    expect(
      await errorOf(takeStep(team.colleague.asker, mine.id, 'cancel', { version: 1, comment: '' })),
    ).toMatchObject({ code: 'NOT_FOUND' })
    await takeStep(team.member.asker, mine.id, 'cancel', { version: 1, comment: 'Not needed' })
    const own = await listPurchaseRequests(team.member.asker, PurchaseListQuery.parse({}))
    expect(own.results.map((row) => [row.title, row.status])).toEqual([
      ['Laptops for the new hires', 'cancelled'],
    ])
    const toApprove = await listPurchaseRequests(
      team.approver.asker,
      PurchaseListQuery.parse({ view: 'to_approve' }),
    )
    expect(toApprove.results.map((row) => row.title)).toEqual(['Chairs'])
    expect(
      await errorOf(
        listPurchaseRequests(team.member.asker, PurchaseListQuery.parse({ view: 'all' })),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' })
  })

  it("keeps another company's requests and lookups out of reach", async () => {
    const team = await teamWithThreshold()
    const { id } = await createPurchaseRequest(team.member.asker, laptops())
    const { company } = await makeCompanyWithAdmin()
    const stranger = await askerIn(company, ['user_is_pr_approver', 'user_is_admin'])
    expect(await errorOf(purchaseRequestDetail(stranger.asker, id))).toMatchObject({
      code: 'NOT_FOUND',
    })
    expect(
      await errorOf(takeStep(stranger.asker, id, 'approve', { version: 1, comment: '' })),
    ).toMatchObject({ code: 'NOT_FOUND' })
    const method = await createLookup(team.admin.asker, 'purchase_method', 'Credit card')
    expect(
      await errorOf(
        createPurchaseRequest(stranger.asker, laptops({ purchase_method: String(method.id) })),
      ),
    ).toMatchObject({ code: 'VALIDATION', fieldErrors: { purchase_method: expect.any(Array) } })
  })

  it('keeps lookups and settings for admins, names unique per list, retired ones not offered', async () => {
    const team = await workTeam()
    expect(await purchaseSettingsOf(db, team.admin.actor)).toEqual({
      currency: 'USD',
      approval_threshold: '0.00',
      version: 0,
    })
    expect(await errorOf(createLookup(team.member.asker, 'purchase_type', 'Goods'))).toMatchObject({
      code: 'FORBIDDEN',
    })
    const goods = await createLookup(team.admin.asker, 'purchase_type', 'Goods')
    expect(await errorOf(createLookup(team.admin.asker, 'purchase_type', 'goods'))).toMatchObject({
      fieldErrors: { name: ['This list already has an entry with this name.'] },
    })
    await createLookup(team.admin.asker, 'set_aside', 'Goods')
    await updateLookup(team.admin.asker, goods.id, { is_active: false, version: 1 })
    expect(
      await errorOf(
        createPurchaseRequest(team.member.asker, laptops({ purchase_type: String(goods.id) })),
      ),
    ).toMatchObject({ fieldErrors: { purchase_type: ['Choose one of the offered options'] } })
    expect(
      await errorOf(
        updatePurchaseSettings(team.admin.asker, { approval_threshold: '1', version: 3 }),
      ),
    ).toMatchObject({ code: 'CONFLICT' })
  })
})
