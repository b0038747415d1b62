import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember } from '#tests/factories/accounts'
import { adminAndStaffSignedIn, apiSignIn, routeApi } from '#tests/factories/api'
import { auditEntries } from '#tests/factories/audit'
import { insertCategory } from '#tests/factories/knowledge-reading'
import { makePublicArticle, makePublicKb } from '#tests/factories/public-kb'
import { dnsServerForFile } from '#tests/support/servers-for-file'
import { verificationRecord } from './domain-verification.server'
import { PUBLIC_KB_MESSAGES as M } from './public-kb.constants'

const API = '/knowledgebase/api'

const dns = await dnsServerForFile()

describe('knowledgebase/api/public-knowledgebases', () => {
  it('creates (the first is the default), keeps one default, lists, reads, updates and deletes, audited', async () => {
    const { admin, company } = await adminAndStaffSignedIn()
    const first = await routeApi('POST', `${API}/public-knowledgebases/`, {
      token: admin.token,
      body: { name: 'Help Center', url_part: 'Help' },
    })
    expect(first.status).toBe(201)
    expect(first.json).toMatchObject({
      name: 'Help Center',
      url_part: 'help',
      is_default: true,
      domain: null,
      domain_verified: false,
      company: company.id,
      public_url: `/articles/public/${company.slug}/`,
    })
    const second = await routeApi('POST', `${API}/public-knowledgebases/`, {
      token: admin.token,
      body: { name: 'Partners', url_part: 'partners', is_default: true },
    })
    expect(second.json.is_default).toBe(true)
    const list = await routeApi('GET', `${API}/public-knowledgebases/`, { token: admin.token })
    expect(
      list.json.map((kb: { name: string; is_default: boolean }) => [kb.name, kb.is_default]),
    ).toEqual([
      ['Partners', true],
      ['Help Center', false],
    ])

    const taken = await routeApi('PATCH', `${API}/public-knowledgebases/${first.json.id}/`, {
      token: admin.token,
      body: { url_part: 'partners' },
    })
    expect(taken).toEqual({ status: 400, json: { url_part: [M.urlPartTaken] } })
    const reserved = await routeApi('POST', `${API}/public-knowledgebases/`, {
      token: admin.token,
      body: { name: 'X', url_part: 'details' },
    })
    expect(reserved.json.url_part).toEqual([M.urlPartReserved])
    const badSlug = await routeApi('POST', `${API}/public-knowledgebases/`, {
      token: admin.token,
      body: { name: 'X', url_part: 'no spaces!' },
    })
    expect(badSlug.json.url_part).toEqual([M.urlPartFormat])
    const keep = await routeApi('PATCH', `${API}/public-knowledgebases/${second.json.id}/`, {
      token: admin.token,
      body: { is_default: false },
    })
    expect(keep).toEqual({ status: 400, json: { is_default: [M.keepDefault] } })
    const stale = await routeApi('PATCH', `${API}/public-knowledgebases/${second.json.id}/`, {
      token: admin.token,
      body: { name: 'Partner help', version: 99 },
    })
    expect(stale).toEqual({ status: 409, json: { detail: M.stale } })

    const removed = await routeApi('DELETE', `${API}/public-knowledgebases/${second.json.id}/`, {
      token: admin.token,
    })
    expect(removed.status).toBe(204)
    const promoted = await routeApi('GET', `${API}/public-knowledgebases/${first.json.id}/`, {
      token: admin.token,
    })
    expect(promoted.json.is_default).toBe(true)
    const again = await routeApi('DELETE', `${API}/public-knowledgebases/${second.json.id}/`, {
      token: admin.token,
    })
    expect(again).toEqual({ status: 404, json: { detail: M.deleteFailed } })
    for (const action of ['public_kb.create', 'public_kb.delete']) {
      expect(await auditEntries({ action, companyId: company.id })).not.toHaveLength(0)
    }
  })

  it('refuses staff (403) and answers another company with 404', async () => {
    const { admin, staff, company } = await adminAndStaffSignedIn()
    const kb = await makePublicKb(company)
    const calls: [string, string, unknown?][] = [
      ['GET', `${API}/public-knowledgebases/`],
      ['POST', `${API}/public-knowledgebases/`, { name: 'Mine', url_part: 'mine' }],
      ['GET', `${API}/public-knowledgebases/${kb.id}/`],
      ['PATCH', `${API}/public-knowledgebases/${kb.id}/`, { name: 'Mine' }],
      ['DELETE', `${API}/public-knowledgebases/${kb.id}/`],
      ['POST', `${API}/public-knowledgebase-validate-domain/`, { domain: 'help.example.com' }],
    ]
    for (const [method, path, body] of calls) {
      expect((await routeApi(method, path, { token: staff.token, body })).status).toBe(403)
    }
    expect(await auditEntries({ action: 'public_kb.update', companyId: company.id })).toMatchObject(
      [{ outcome: 'denied' }],
    )
    const globex = await makeCompanyWithAdmin('Globex')
    const other = await apiSignIn(globex.admin.user, globex.company)
    for (const [method, path, body] of calls.slice(2, 5)) {
      expect((await routeApi(method, path, { token: other.token, body })).status).toBe(404)
    }
    const still = await routeApi('GET', `${API}/public-knowledgebases/${kb.id}/`, {
      token: admin.token,
    })
    expect(still.json.name).toBe('Help Center')
  })

  it('verifies a domain by its DNS TXT record; changing the domain clears it', async () => {
    const { admin, company } = await adminAndStaffSignedIn()
    const domain = `help-${company.id}.example.com`
    const created = await routeApi('POST', `${API}/public-knowledgebases/`, {
      token: admin.token,
      body: { name: 'Help', url_part: 'help', domain: `${domain.toUpperCase()}.` },
    })
    expect(created.json.domain).toBe(domain)
    const check = () =>
      routeApi('POST', `${API}/public-knowledgebase-validate-domain/`, {
        token: admin.token,
        body: { domain },
      })
    expect(await check()).toEqual({ status: 400, json: { detail: M.notVerified, verified: false } })
    const record = verificationRecord(created.json.id, domain)
    expect(record.name).toBe(`_groundwork-verify.${domain}`)
    dns.setTxt(record.name, ['v=spf1 -all', 'groundwork-verify=wrong'])
    expect((await check()).json.verified).toBe(false)
    dns.setTxt(record.name, [record.value])
    expect(await check()).toEqual({ status: 200, json: { detail: M.verified, verified: true } })
    const read = await routeApi('GET', `${API}/public-knowledgebases/${created.json.id}/`, {
      token: admin.token,
    })
    expect(read.json.domain_verified).toBe(true)
    expect(
      await auditEntries({ action: 'public_kb.verify_domain', companyId: company.id }),
    ).toMatchObject([{ outcome: 'success' }, { outcome: 'failure' }, { outcome: 'failure' }])

    const moved = await routeApi('PATCH', `${API}/public-knowledgebases/${created.json.id}/`, {
      token: admin.token,
      body: { domain: `kb-${company.id}.example.com` },
    })
    expect(moved.json).toMatchObject({ domain_verified: false, domain_verified_at: null })
    const bad = await routeApi('PATCH', `${API}/public-knowledgebases/${created.json.id}/`, {
      token: admin.token,
      body: { domain: 'https://example.com/help' },
    })
    expect(bad).toEqual({ status: 400, json: { domain: [M.domainFormat] } })
  })
})

describe('knowledgebase/api public articles (no sign-in)', () => {
  it('lists, counts and shows only the published PUBLIC articles of that knowledge base', async () => {
    const { company } = await makeCompanyWithAdmin()
    await makeMember(company)
    const help = await makePublicKb(company, { urlPart: 'help' })
    const partners = await makePublicKb(company, { urlPart: 'partners', isDefault: false })
    const billing = await insertCategory(company, 'Billing')
    const shown = await makePublicArticle(company, [help.id], {
      title: 'Paying your invoice',
      categoryId: billing.id,
    })
    const otherKb = await makePublicArticle(company, [partners.id], { categoryId: billing.id })
    const allStaff = await makePublicArticle(company, [help.id], { visibility: 1 })
    const draft = await makePublicArticle(company, [help.id], { status: 1 })

    const list = await routeApi('GET', `${API}/public-articles/${help.id}/`)
    expect(list.status).toBe(200)
    expect(list.json.results.map((a: { id: number }) => a.id)).toEqual([shown.id])
    const categories = await routeApi('GET', `${API}/categories-with-public-articles/${help.id}/`)
    expect(categories.json).toEqual([{ id: billing.id, name: 'Billing', article_count: 1 }])

    const details = await routeApi('GET', `${API}/public-articles/details/${shown.id}/`)
    expect(details.json).toMatchObject({
      id: shown.id,
      title: 'Paying your invoice',
      body: '<p>Read me.</p>',
      public_knowledgebases: [help.id],
    })
    expect((await routeApi('GET', `${API}/public-articles/details/${otherKb.id}/`)).status).toBe(
      200,
    )
    for (const hidden of [allStaff, draft]) {
      const response = await routeApi('GET', `${API}/public-articles/details/${hidden.id}/`)
      expect(response.status).toBe(404)
    }
    expect((await routeApi('GET', `${API}/public-articles/999999999/`)).status).toBe(404)
  })
})
