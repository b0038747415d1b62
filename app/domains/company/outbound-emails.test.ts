import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeMember, uniqueEmail } from '#tests/factories/accounts'
import { adminAndStaffSignedIn, apiSignIn, routeApi } from '#tests/factories/api'
import { auditEntries } from '#tests/factories/audit'
import { outboxTo, waitForSent, withMailOutbox } from '#tests/factories/outbox'
import { testMeta } from '#tests/factories/request'
import { activateAccount, sendActivationEmail } from '~/domains/accounts/accounts.server'
import { db } from '~/platform/db.server'
import { queueEmail } from '~/platform/mail.server'
import { outboundEmails } from '~/platform/mail.tables'
import { OUTBOUND_EMAIL_MESSAGES } from './outbound-emails.schema'

const ORIGIN = 'https://groundwork.example'

/** Waits until `count` emails to the address were delivered (a resent copy is a new row). */
async function waitForDelivered(address: string, count: number) {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    const rows = await outboxTo(address)
    if (rows.filter((row) => row.status === 'sent').length >= count) return rows
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`fewer than ${count} emails to ${address} were delivered`)
}

async function sentEmail(companyId: number, to: string, subject = 'Welcome aboard') {
  const id = await queueEmail(db, {
    companyId,
    template: 'announcement',
    to,
    subject,
    text: 'Hello <b>there</b>',
    html: '<p>Hello</p><script>alert(1)</script><form action="/x"><input></form>',
  })
  await db
    .update(outboundEmails)
    .set({ status: 'sent', sentAt: new Date(), attempts: 1 })
    .where(eq(outboundEmails.id, id))
  return id
}

describe('account/api/outbound-emails/', () => {
  it('lists the company’s emails to profile admins, filtered by status and recipient', async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const to = uniqueEmail('newcomer')
    const first = await sentEmail(acme.company.id, to)
    const second = await sentEmail(acme.company.id, uniqueEmail('other'))
    await sentEmail(globex.company.id, to)

    const all = await routeApi('GET', '/account/api/outbound-emails/', { token: acme.admin.token })
    expect(all.status).toBe(200)
    expect(all.json.results.map((email: { id: number }) => email.id)).toEqual([second, first])
    expect(all.json.results[1]).toMatchObject({ to, subject: 'Welcome aboard', status: 'sent' })

    const byRecipient = await routeApi(
      'GET',
      `/account/api/outbound-emails/?recipient=${encodeURIComponent(to.slice(0, 12))}`,
      { token: acme.admin.token },
    )
    expect(byRecipient.json.results.map((email: { id: number }) => email.id)).toEqual([first])
    const queued = await routeApi('GET', '/account/api/outbound-emails/?status=queued', {
      token: acme.admin.token,
    })
    expect(queued.json.results).toEqual([])
  })

  it('refuses members without profile rights (403, recorded) and lets a profile admin in', async () => {
    const acme = await adminAndStaffSignedIn()
    const refused = await routeApi('GET', '/account/api/outbound-emails/', {
      token: acme.staff.token,
    })
    expect(refused.status).toBe(403)
    const [entry] = await auditEntries({
      action: 'outbound_email.read',
      actorUserId: acme.staff.user.id,
    })
    expect(entry).toMatchObject({ outcome: 'denied', companyId: acme.company.id })

    const profileAdmin = await makeMember(acme.company, { roles: ['user_is_profile_admin'] })
    const { token } = await apiSignIn(profileAdmin.user, acme.company)
    expect((await routeApi('GET', '/account/api/outbound-emails/', { token })).status).toBe(200)
  })

  it('shows one email with its HTML sanitized; another company’s email is a 404', async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const to = uniqueEmail()
    const id = await sentEmail(acme.company.id, to)
    const one = await routeApi('GET', `/account/api/outbound-emails/${id}/`, {
      token: acme.admin.token,
    })
    expect(one.status).toBe(200)
    expect(one.json.text_body).toBe('Hello <b>there</b>')
    expect(one.json.html_body).toContain('<p>Hello</p>')
    expect(one.json.html_body).not.toMatch(/script|form|input/)
    expect(one.json.resend_refusal).toBeNull()

    for (const [method, path] of [
      ['GET', `/account/api/outbound-emails/${id}/`],
      ['POST', `/account/api/outbound-emails/${id}/resend/`],
    ] as const) {
      const response = await routeApi(method, path, { token: globex.admin.token })
      expect(response.status).toBe(404)
      expect(response.json).toEqual({ detail: OUTBOUND_EMAIL_MESSAGES.notFound })
    }
    expect(await outboxTo(to)).toHaveLength(1)
  })

  it('resends a new queued copy, delivers it and records who did it', async () => {
    const acme = await adminAndStaffSignedIn()
    const to = uniqueEmail('resend')
    const id = await sentEmail(acme.company.id, to)
    await withMailOutbox(async () => {
      const response = await routeApi('POST', `/account/api/outbound-emails/${id}/resend/`, {
        token: acme.admin.token,
      })
      expect(response.status).toBe(201)
      expect(response.json).toMatchObject({ to, subject: 'Welcome aboard', status: 'queued' })
      expect(response.json.id).not.toBe(id)
      const rows = await waitForDelivered(to, 2)
      expect(rows.map((row) => row.status)).toEqual(['sent', 'sent'])
      const [entry] = await auditEntries({
        action: 'outbound_email.resend',
        entityId: response.json.id,
      })
      expect(entry).toMatchObject({
        actorUserId: acme.admin.user.id,
        companyId: acme.company.id,
        details: { resent_from: id, to },
      })
    })
    const refused = await routeApi('POST', `/account/api/outbound-emails/${id}/resend/`, {
      token: acme.staff.token,
    })
    expect(refused.status).toBe(403)
  })

  it('resends an activation email while its link works, and refuses once it was used', async () => {
    const acme = await adminAndStaffSignedIn()
    const newcomer = await makeMember(acme.company, { email: uniqueEmail('new'), password: null })
    await withMailOutbox(async () => {
      await sendActivationEmail(acme.admin.actor, newcomer.membership.id, testMeta(), ORIGIN)
      await waitForSent(newcomer.user.email)
    })
    const [activation] = await outboxTo(newcomer.user.email)
    const path = `/account/api/outbound-emails/${activation!.id}/resend/`
    await withMailOutbox(async () => {
      const ok = await routeApi('POST', path, { token: acme.admin.token })
      expect(ok.status).toBe(201)
      await waitForDelivered(newcomer.user.email, 2)
    })

    const token = new URL(activation!.textBody.match(/https?:\/\/\S+/)![0]).searchParams.get(
      'token',
    )!
    await activateAccount(
      { uuid: newcomer.user.uuid, token, new_password: 'a-long-enough-password' },
      testMeta(),
    )
    const refused = await routeApi('POST', path, { token: acme.admin.token })
    expect(refused.status).toBe(409)
    expect(refused.json).toEqual({ detail: OUTBOUND_EMAIL_MESSAGES.spentLink })
    const detail = await routeApi('GET', `/account/api/outbound-emails/${activation!.id}/`, {
      token: acme.admin.token,
    })
    expect(detail.json.resend_refusal).toBe(OUTBOUND_EMAIL_MESSAGES.spentLink)
    expect(await outboxTo(newcomer.user.email)).toHaveLength(2)
  })
})
