import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember } from '#tests/factories/accounts'
import { adminAndStaffSignedIn, apiSignIn, routeApi } from '#tests/factories/api'
import { db } from '~/platform/db.server'
import { BILLING_MESSAGES } from './billing.messages'
import { customerIdOf, subscriptionOf } from './billing.server'

async function noPlanAdminToken() {
  const { company, admin } = await makeCompanyWithAdmin(undefined, { plan: null })
  return { company, admin, token: (await apiSignIn(admin.user, company)).token }
}

describe('POST subscription/api/create-free-plan/', () => {
  it('puts a one-person company on the Free plan', async () => {
    const { company, token } = await noPlanAdminToken()
    const response = await routeApi('POST', '/subscription/api/create-free-plan/', { token })
    expect(response).toEqual({ status: 201, json: { message: BILLING_MESSAGES.freeChosen } })
    expect((await subscriptionOf(db, company.id))?.plan).toBe('free')
  })

  it('refuses with 402 and the limit when the company has two members', async () => {
    const { company, token } = await noPlanAdminToken()
    await makeMember(company)
    const response = await routeApi('POST', '/subscription/api/create-free-plan/', { token })
    expect(response).toEqual({ status: 402, json: { detail: BILLING_MESSAGES.freePlanUsers } })
  })

  it('refuses a staff member with 403 and leaves the plan alone', async () => {
    const { company, staff } = await adminAndStaffSignedIn()
    const response = await routeApi('POST', '/subscription/api/create-free-plan/', {
      token: staff.token,
    })
    expect(response).toEqual({ status: 403, json: { detail: BILLING_MESSAGES.adminOnly } })
    expect((await subscriptionOf(db, company.id))?.plan).toBe('premium')
  })

  it('asks for credentials', async () => {
    expect((await routeApi('POST', '/subscription/api/create-free-plan/')).status).toBe(401)
  })
})

describe('GET subscription/api/my-subscription/ and PATCH my-subscription-update/', () => {
  it('lets any member read their own company plan', async () => {
    const { staff } = await adminAndStaffSignedIn()
    const response = await routeApi('GET', '/subscription/api/my-subscription/', {
      token: staff.token,
    })
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({
      subscription_plan: 'premium',
      status: 'active',
      coupon_data: [],
    })
    expect(Date.parse(response.json.timestamp)).not.toBeNaN()
  })

  it('lets the admin change the number of users, not staff; validates the number', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const path = '/subscription/api/my-subscription-update/'
    const ok = await routeApi('PATCH', path, { token: admin.token, body: { users: 12 } })
    expect(ok).toMatchObject({ status: 200, json: { users: 12 } })
    const invalid = await routeApi('PATCH', path, { token: admin.token, body: { users: 0 } })
    expect(invalid).toEqual({ status: 400, json: { users: ['Enter at least 1 user'] } })
    const refused = await routeApi('PATCH', path, { token: staff.token, body: { users: 2 } })
    expect(refused.status).toBe(403)
    const read = await routeApi('GET', '/subscription/api/my-subscription/', { token: staff.token })
    expect(read.json.users).toBe(12)
  })
})

describe('POST create-chargebee-portal-session/ and checkout-redirect/ with the local provider', () => {
  it('has no portal', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const response = await routeApi('POST', '/subscription/api/create-chargebee-portal-session/', {
      token: admin.token,
    })
    expect(response).toEqual({ status: 400, json: { detail: BILLING_MESSAGES.portalUnavailable } })
  })

  it("cannot activate a plan from a checkout the provider never saw, not even another company's", async () => {
    const { company, token } = await noPlanAdminToken()
    const { company: other } = await makeCompanyWithAdmin(undefined, { plan: null })
    for (const customerId of [customerIdOf(company.id), customerIdOf(other.id)]) {
      const response = await routeApi('POST', '/subscription/api/checkout-redirect/', {
        token,
        body: { customer_id: customerId, subscription_id: 'sub_1', next_billing_at: '0' },
      })
      expect(response).toEqual({ status: 400, json: { detail: BILLING_MESSAGES.activateFailed } })
    }
    expect(await subscriptionOf(db, company.id)).toBeUndefined()
    expect(await subscriptionOf(db, other.id)).toBeUndefined()
  })
})
