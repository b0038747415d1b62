import { describe, expect, it } from 'vitest'
import { makeMember } from '#tests/factories/accounts'
import { adminAndStaffSignedIn, apiSignIn, createdThroughApi, routeApi } from '#tests/factories/api'
import { withMailOutbox } from '#tests/factories/outbox'

const API = '/purchase_requisition/api'

describe('purchase_requisition/api/', () => {
  it('raises, approves and pays a request; detail/{id}/ answers exact totals and the history', async () => {
    const { company, staff, admin } = await adminAndStaffSignedIn()
    const payer = await apiSignIn(
      (await makeMember(company, { roles: ['user_is_pr_payer'] })).user,
      company,
    )
    const method = await createdThroughApi<{ id: number }>(`${API}/purchase-method/`, admin.token, {
      name: 'Purchase order',
    })
    await withMailOutbox(async () => {
      const raised = await createdThroughApi<{ id: number; status: string }>(
        `${API}/create/`,
        staff.token,
        {
          title: 'Safety boots',
          purchase_method: method.id,
          items: [{ description: 'Boots', quantity: 7, unit_price: '45.99' }],
        },
      )
      expect(raised.status).toBe('pending')
      const approve = await routeApi('POST', `${API}/detail/${raised.id}/approve/`, {
        token: admin.token,
        body: { version: 1 },
      })
      expect(approve).toMatchObject({ status: 200, json: { status: 'approved', version: 2 } })
      const pay = await routeApi('POST', `${API}/detail/${raised.id}/pay/`, {
        token: payer.token,
        body: { version: 2, payment_reference: 'CHK 1001' },
      })
      expect(pay.status).toBe(200)
      const detail = await routeApi('GET', `${API}/detail/${raised.id}/`, { token: staff.token })
      expect(detail.json).toMatchObject({
        status: 'paid',
        totals: [{ currency: 'USD', total: '321.93' }],
        purchase_method: { id: method.id, name: 'Purchase order' },
        items: [{ quantity: '7', unit_price: '45.99', line_total: '321.93' }],
        payment_reference: 'CHK 1001',
      })
      expect(detail.json.history.map((e: { to_status: string }) => e.to_status)).toEqual([
        'pending',
        'approved',
        'paid',
      ])
    })
  })

  it('keeps the lookups and settings for admins, refused before the body is read', async () => {
    const { staff, admin } = await adminAndStaffSignedIn()
    for (const body of [{ name: 'Small business' }, {}]) {
      const refused = await routeApi('POST', `${API}/set-aside/`, { token: staff.token, body })
      expect(refused.status).toBe(403)
    }
    const settings = await routeApi('PATCH', `${API}/settings/`, {
      token: admin.token,
      body: { approval_threshold: '250', version: 0 },
    })
    expect(settings.json).toEqual({ currency: 'USD', approval_threshold: '250.00', version: 1 })
    const list = await routeApi('GET', `${API}/set-aside/`, { token: staff.token })
    expect(list).toEqual({ status: 200, json: [] })
  })

  it('answers field messages for bad items and a request it may not see as not found', async () => {
    const { company, staff, admin } = await adminAndStaffSignedIn()
    const bad = await routeApi('POST', `${API}/create/`, {
      token: staff.token,
      body: { title: 'Paper', items: [{ description: 'A4', quantity: '-1', unit_price: '1.999' }] },
    })
    expect(bad.status).toBe(400)
    expect(bad.json.items).toEqual(
      expect.arrayContaining([
        'Enter a quantity above 0, with at most 3 decimals',
        'Enter a price like 12.50 (at most 2 decimals)',
      ]),
    )
    const raised = await createdThroughApi<{ id: number }>(`${API}/create/`, admin.token, {
      title: 'Paper',
      items: [{ description: 'A4', quantity: '10', unit_price: '4.20' }],
    })
    const colleague = await apiSignIn((await makeMember(company)).user, company)
    const hidden = await routeApi('GET', `${API}/detail/${raised.id}/`, {
      token: colleague.token,
    })
    expect(hidden.status).toBe(404)
  })
})
