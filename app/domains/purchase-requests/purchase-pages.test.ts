import { describe, expect, it } from 'vitest'
import { browserCookie } from '#tests/factories/browser-session'
import { withMailOutbox } from '#tests/factories/outbox'
import { workTeam } from '#tests/factories/work-tracking'
import { pagesOfThisFile } from '#tests/support/browser-pages'
import { purchaseRequestDetail } from './purchase-requests.server'

/*
 * The purchase-request pages as a browser without JavaScript uses them, through the app's real
 * request handler: settings, raising a request with more lines, approving it, a stale approval.
 */

const { get, post } = pagesOfThisFile([
  '/purchase-requests',
  '/purchase-requests/create',
  '/purchase-requests/details/1',
  '/purchase-requests/settings',
])

const REQUEST: [string, string][] = [
  ['title', 'Printer toner'],
  ['vendor', 'Staples'],
  ['items[0].description', 'Black toner'],
  ['items[0].quantity', '4'],
  ['items[0].unit_price', '62.49'],
  ['items[0].currency', ''],
]

describe('the purchase-request pages without JavaScript', () => {
  it('sets the threshold, raises a request in the company currency, and an approver approves it', async () => {
    const team = await workTeam({ currency: 'GBP' })
    const admin = await browserCookie(team.admin)
    expect(
      (await get(await browserCookie(team.member), '/purchase-requests/settings')).status,
    ).toBe(403)
    const settings = await post(admin, '/purchase-requests/settings', [
      ['intent', 'settings'],
      ['approval_threshold', '100'],
      ['version', '0'],
    ])
    expect(settings.status).toBe(302)
    const method = await post(admin, '/purchase-requests/settings', [
      ['intent', 'lookup_create'],
      ['kind', 'purchase_method'],
      ['name', 'Company card'],
    ])
    expect(method.status).toBe(302)

    const member = await browserCookie(team.member)
    const form = await get(member, '/purchase-requests/create')
    expect(form.page).toContain('Company card')
    expect(form.body).toContain('name="items[4].description"')
    const more = await post(member, '/purchase-requests/create', [
      ...REQUEST,
      ['intent', 'more_lines'],
    ])
    expect(more.status).toBe(200)
    expect(more.body).toContain('name="items[5].description"')
    expect(more.body).toContain('value="Black toner"')
    const refused = await post(member, '/purchase-requests/create', [
      ...REQUEST,
      ['items[1].description', 'Paper'],
      ['items[1].quantity', 'lots'],
      ['items[1].unit_price', '3'],
      ['intent', 'create'],
    ])
    expect(refused.status).toBe(400)
    expect(refused.page).toContain('Enter a quantity above 0, with at most 3 decimals')

    const raised = await withMailOutbox(() =>
      post(member, '/purchase-requests/create', [...REQUEST, ['intent', 'create']]),
    )
    expect(raised.status).toBe(302)
    const id = Number(raised.location!.split('/').pop())
    const page = await get(member, `/purchase-requests/details/${id}`)
    expect(page.page).toContain('249.96 GBP')
    expect(page.page).toContain('Pending approval')

    const approver = await browserCookie(team.approver)
    const approved = await withMailOutbox(() =>
      post(approver, `/purchase-requests/details/${id}`, [
        ['intent', 'approve'],
        ['version', '1'],
        ['comment', 'Fine'],
      ]),
    )
    expect(approved.status).toBe(302)
    const late = await post(admin, `/purchase-requests/details/${id}`, [
      ['intent', 'reject'],
      ['version', '1'],
      ['comment', 'No'],
    ])
    expect(late.status).toBe(400)
    expect(late.page).toContain('Only a request waiting for approval can be approved or rejected.')
    const detail = await purchaseRequestDetail(team.member.asker, id)
    expect(detail.status).toBe('approved')
    const list = await get(await browserCookie(team.payer), '/purchase-requests?view=to_pay')
    expect(list.page).toContain('Printer toner')
  })
})
