import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { makeCompany, makeMember, signedIn } from '#tests/factories/accounts'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { auditEntries } from '#tests/factories/audit'
import { makeRequestSetup } from '#tests/factories/requests'
import { testMeta } from '#tests/factories/request'
import { lookupSession } from '~/domains/accounts/sessions.server'
import { users } from '~/domains/accounts/accounts.tables'
import { issueAccessToken } from '~/platform/auth.server'
import { db } from '~/platform/db.server'
import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'
import { fileStore, newStorageKey } from '~/platform/storage.server'
import { action as apiAction } from '~/routes/$module.api.$'
import { COMPANY_MESSAGES } from './company.schema'
import { companies } from './company.tables'
import { companyFiles } from './files.tables'

const detail = (id: number) => `/company/api/detail-update/${id}/`

async function png(width = 800, height = 300): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 90, b: 200 } },
  })
    .png()
    .toBuffer()
  return new Uint8Array(bytes)
}

/** A multipart PATCH through the mounted API, as a browser form or curl -F would send it. */
async function patchMultipart(path: string, token: string, fields: Record<string, string | Blob>) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields)) form.append(key, value)
  const request = new Request(`http://localhost${path}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, [CLIENT_IP_HEADER]: '2001:db8::1' },
    body: form,
  })
  const response = await apiAction({ request, params: {}, context: {} })
  return { status: response.status, json: await response.json() }
}

describe('company/api/detail-update/{id}/', () => {
  it('shows members their own company; another company’s id is a 404', async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const own = await routeApi('GET', detail(acme.company.id), { token: acme.staff.token })
    expect(own.status).toBe(200)
    expect(own.json).toMatchObject({
      id: acme.company.id,
      company_name: acme.company.name,
      company_slug: acme.company.slug,
      company_weekend_info: ['saturday', 'sunday'],
      language_code: 'en',
      version: 1,
    })
    const calls = [
      routeApi('GET', detail(globex.company.id), { token: acme.admin.token }),
      routeApi('PATCH', detail(globex.company.id), {
        token: acme.admin.token,
        body: { company_name: 'Taken over', version: 1 },
      }),
      routeApi('DELETE', `/company/api/delete/${globex.company.id}/`, {
        token: acme.admin.token,
        body: { confirm_name: globex.company.name },
      }),
    ]
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(404)
      expect(response.json).toEqual({ detail: COMPANY_MESSAGES.notFound })
    }
    const [globexRow] = await db.select().from(companies).where(eq(companies.id, globex.company.id))
    expect(globexRow).toMatchObject({ name: globex.company.name, version: 1 })
  })

  it('lets an admin change the settings; HTML is sanitized; a stale version is a 409', async () => {
    const acme = await adminAndStaffSignedIn()
    const changed = await routeApi('PATCH', detail(acme.company.id), {
      token: acme.admin.token,
      body: {
        company_name: 'Acme Renamed',
        company_slug: 'acme-renamed-' + acme.company.id,
        company_information: '<p>Hello <strong>team</strong></p><script>alert(1)</script>',
        company_weekend_info: ['sunday', 'friday'],
        language_code: 'es',
        company_registered_on: '2020-02-29',
        version: 1,
      },
    })
    expect(changed.status).toBe(200)
    expect(changed.json).toMatchObject({
      company_name: 'Acme Renamed',
      company_information: '<p>Hello <strong>team</strong></p>',
      company_weekend_info: ['friday', 'sunday'],
      language_code: 'es',
      company_registered_on: '2020-02-29',
      version: 2,
    })
    const [row] = await db.select().from(companies).where(eq(companies.id, acme.company.id))
    expect(row!.information).toBe('<p>Hello <strong>team</strong></p>')

    const stale = await routeApi('PATCH', detail(acme.company.id), {
      token: acme.admin.token,
      body: { company_name: 'Lost edit', version: 1 },
    })
    expect(stale.status).toBe(409)
    expect(stale.json).toEqual({ detail: COMPANY_MESSAGES.stale })
    const [entry] = await auditEntries({ action: 'company.update', companyId: acme.company.id })
    expect(entry).toMatchObject({ actorUserId: acme.admin.user.id, outcome: 'success' })
  })

  it('refuses members (403, recorded), a taken slug and a malformed one', async () => {
    const acme = await adminAndStaffSignedIn()
    const other = await makeCompany()
    const refused = await routeApi('PATCH', detail(acme.company.id), {
      token: acme.staff.token,
      body: { company_name: 'Mine now', version: 1 },
    })
    expect(refused.status).toBe(403)
    const [denied] = await auditEntries({
      action: 'company.update',
      actorUserId: acme.staff.user.id,
    })
    expect(denied?.outcome).toBe('denied')

    const taken = await routeApi('PATCH', detail(acme.company.id), {
      token: acme.admin.token,
      body: { company_slug: other.slug, version: 1 },
    })
    expect(taken.status).toBe(400)
    expect(taken.json).toEqual({ company_slug: [COMPANY_MESSAGES.slugTaken] })
    const malformed = await routeApi('PATCH', detail(acme.company.id), {
      token: acme.admin.token,
      body: { company_slug: 'Not A Slug!', version: 1 },
    })
    expect(malformed.status).toBe(400)
    expect(malformed.json.company_slug).toEqual([COMPANY_MESSAGES.slugFormat])
  })

  it('takes a logo as multipart, serves it without sign-in and replaces it', async () => {
    const acme = await adminAndStaffSignedIn()
    const first = await patchMultipart(detail(acme.company.id), acme.admin.token, {
      version: '1',
      company_logo: new File([await png()], 'logo.png', { type: 'image/png' }),
    })
    expect(first.status).toBe(200)
    expect(first.json.company_logo).toMatch(new RegExp(`^/company-logo/${acme.company.id}\\?v=`))
    const [row] = await db.select().from(companies).where(eq(companies.id, acme.company.id))
    const stored = await fileStore.get(row!.logo!)
    const meta = await sharp(stored!).metadata()
    expect(meta).toMatchObject({ format: 'webp', width: 400 })

    const { loader } = await import('~/routes/company-logo.$companyId')
    const served = await loader({
      request: new Request(`http://localhost/company-logo/${acme.company.id}`),
      params: { companyId: String(acme.company.id) },
      context: {},
    })
    expect(served.headers.get('content-type')).toBe('image/webp')

    const notImage = await patchMultipart(detail(acme.company.id), acme.admin.token, {
      version: '2',
      company_logo: new File(['<svg/>'], 'logo.png', { type: 'image/png' }),
    })
    expect(notImage.status).toBe(400)
    expect(notImage.json).toEqual({ company_logo: ['Choose a JPEG, PNG or WebP image.'] })

    const second = await patchMultipart(detail(acme.company.id), acme.admin.token, {
      version: '2',
      company_logo: new File([await png(100, 100)], 'new.png', { type: 'image/png' }),
    })
    expect(second.status).toBe(200)
    expect(await fileStore.get(row!.logo!)).toBeNull()
  })
})

describe('company/api/delete/{id}/', () => {
  it('deletes the company after its name is typed: rows, files, sessions; one audit entry remains', async () => {
    const acme = await adminAndStaffSignedIn()
    const elsewhere = await makeCompany()
    await makeMember(elsewhere, { user: acme.admin.user })
    const key = newStorageKey(acme.company.id, 'company-files', 'pdf')
    await fileStore.put(key, new Uint8Array([1, 2, 3]), 'application/pdf')
    await db.insert(companyFiles).values({
      companyId: acme.company.id,
      title: 'Handbook',
      storageKey: key,
      fileName: 'handbook.pdf',
      contentType: 'application/pdf',
      sizeBytes: 3,
    })
    const staffSession = await signedIn(acme.staff.user, acme.company)

    const wrong = await routeApi('DELETE', `/company/api/delete/${acme.company.id}/`, {
      token: acme.admin.token,
      body: { confirm_name: 'something else' },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.json).toEqual({ confirm_name: [COMPANY_MESSAGES.confirmName] })
    const byStaff = await routeApi('DELETE', `/company/api/delete/${acme.company.id}/`, {
      token: acme.staff.token,
      body: { confirm_name: acme.company.name },
    })
    expect(byStaff.status).toBe(403)

    const deleted = await routeApi('DELETE', `/company/api/delete/${acme.company.id}/`, {
      token: acme.admin.token,
      body: { confirm_name: acme.company.name },
    })
    expect(deleted.status).toBe(204)
    expect(await db.select().from(companies).where(eq(companies.id, acme.company.id))).toEqual([])
    expect(await fileStore.get(key)).toBeNull()
    expect((await lookupSession({ token: staffSession.token })).status).not.toBe('active')
    const [entry] = await auditEntries({
      action: 'company.delete',
      actorUserId: acme.admin.user.id,
    })
    expect(entry).toMatchObject({
      companyId: null,
      entityId: String(acme.company.id),
      details: { company_id: acme.company.id, company_name: acme.company.name },
    })
    // The admin's other company is untouched.
    const [stillThere] = await db.select().from(companies).where(eq(companies.id, elsewhere.id))
    expect(stillThere).toBeDefined()
  })
})

describe('company/api/currencies/ and all-companies/', () => {
  it('lists at least 30 currencies with code, name and symbol to any member', async () => {
    const acme = await adminAndStaffSignedIn()
    const { status, json } = await routeApi('GET', '/company/api/currencies/', {
      token: acme.staff.token,
    })
    expect(status).toBe(200)
    expect(json.length).toBeGreaterThanOrEqual(30)
    expect(json).toContainEqual({ code: 'EUR', name: 'Euro', symbol: '€' })
  })

  it('lists every company to the installation admin only, searchable and paged', async () => {
    const acme = await adminAndStaffSignedIn()
    const refused = await routeApi('GET', '/company/api/all-companies/', {
      token: acme.admin.token,
    })
    expect(refused.status).toBe(403)
    await db
      .update(users)
      .set({ isInstallationAdmin: true })
      .where(eq(users.id, acme.admin.user.id))
    const session = await signedIn(acme.admin.user, acme.company, testMeta())
    const token = await issueAccessToken({
      sessionId: session.sessionId,
      userId: acme.admin.user.id,
    })
    const found = await routeApi(
      'GET',
      `/company/api/all-companies/?search=${encodeURIComponent(acme.company.name)}&page=1`,
      { token },
    )
    expect(found.status).toBe(200)
    expect(found.json).toMatchObject({ count: 1, page: 1 })
    expect(found.json.results).toEqual([
      expect.objectContaining({ id: acme.company.id, company_slug: acme.company.slug }),
    ])
  })
})

describe('the company calendar (time zone and week start)', () => {
  it('starts in UTC on Mondays, and an admin moves it; an unknown zone changes nothing', async () => {
    const acme = await adminAndStaffSignedIn()
    const before = await routeApi('GET', detail(acme.company.id), { token: acme.staff.token })
    expect(before.json).toMatchObject({ timezone: 'UTC', week_start: 'monday' })

    const wrong = await routeApi('PATCH', detail(acme.company.id), {
      token: acme.admin.token,
      body: { timezone: 'Mars/Olympus', week_start: 'sunday', version: 1 },
    })
    expect(wrong.status).toBe(400)

    const moved = await routeApi('PATCH', detail(acme.company.id), {
      token: acme.admin.token,
      body: { timezone: 'America/New_York', week_start: 'sunday', version: 1 },
    })
    expect(moved.status).toBe(200)
    expect(moved.json).toMatchObject({ timezone: 'America/New_York', week_start: 'sunday' })
    const [row] = await db.select().from(companies).where(eq(companies.id, acme.company.id))
    expect(row).toMatchObject({ timezone: 'America/New_York', weekStart: 0 })
  })
})

describe('the company currency', () => {
  it('is USD until an admin sets it; expenses and purchase items then start in it', async () => {
    const acme = await adminAndStaffSignedIn()
    const before = await routeApi('GET', detail(acme.company.id), { token: acme.staff.token })
    expect(before.json).toMatchObject({ currency: 'USD' })
    const wrong = await routeApi('PATCH', detail(acme.company.id), {
      token: acme.admin.token,
      body: { currency: 'XYZ', version: 1 },
    })
    expect(wrong).toEqual({ status: 400, json: { currency: ['Choose a currency'] } })
    const set = await routeApi('PATCH', detail(acme.company.id), {
      token: acme.admin.token,
      body: { currency: 'EUR', version: 1 },
    })
    expect(set.json).toMatchObject({ currency: 'EUR', version: 2 })

    const purchasing = await routeApi('GET', '/purchase_requisition/api/settings/', {
      token: acme.staff.token,
    })
    expect(purchasing.json).toMatchObject({ currency: 'EUR' })
    const { expense } = await makeRequestSetup(acme.company)
    const filed = await routeApi('POST', '/request/api/create/', {
      token: acme.staff.token,
      body: {
        kind: 'expense',
        type: expense.id,
        title: 'Taxi',
        amount: '23.40',
        spent_on: '2026-05-04',
      },
    })
    expect(filed.json.expense).toMatchObject({ amount: '23.40', currency: 'EUR' })
  })
})
