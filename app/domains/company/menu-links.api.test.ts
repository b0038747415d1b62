import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, createdThroughApi, routeApi } from '#tests/factories/api'
import { auditEntries } from '#tests/factories/audit'
import { rowById } from '#tests/factories/rows'
import { db } from '~/platform/db.server'
import { MAX_MENU_LINKS, MENU_LINK_MESSAGES } from './menu-links.schema'
import { companyMenuLinks } from './menu-links.tables'

const REQUIRED = 'This field is required'

const createLink = (token: string, body: Record<string, unknown> = {}) =>
  createdThroughApi<{ id: number; version: number; parent: number | null }>(
    '/account/api/menu-link/',
    token,
    { name: 'Wiki', url: 'https://wiki.example.test/', ...body },
  )

const linkRow = (id: number) => rowById(companyMenuLinks, id)

describe('GET account/api/menu-links/', () => {
  it("lists the company's links to every member, by order then id, never another company's", async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const late = await createLink(acme.admin.token, { name: 'Late', order: 5 })
    const firstB = await createLink(acme.admin.token, { name: 'B', order: 1 })
    const first = await createLink(acme.admin.token, { name: 'A', order: 1 })
    await createLink(globex.admin.token, { name: 'Globex only' })

    const { status, json } = await routeApi('GET', '/account/api/menu-links/', {
      token: acme.staff.token,
    })
    expect(status).toBe(200)
    expect(json.map((link: { id: number }) => link.id)).toEqual([firstB.id, first.id, late.id])
    expect(json[0]).toEqual({
      id: firstB.id,
      parent: null,
      name: 'B',
      icon: 'feather icon-link',
      order: 1,
      url: 'https://wiki.example.test/',
      company: acme.company.id,
      version: 1,
    })
  })

  it('asks for credentials without a token', async () => {
    const { status, json } = await routeApi('GET', '/account/api/menu-links/')
    expect(status).toBe(401)
    expect(json).toEqual({ detail: 'Authentication credentials were not provided.' })
  })
})

describe('POST account/api/menu-link/', () => {
  it(`refuses a link past ${MAX_MENU_LINKS} with a clear message, and lists at most that many`, async () => {
    const { company, admin } = await adminAndStaffSignedIn()
    await db.insert(companyMenuLinks).values(
      Array.from({ length: MAX_MENU_LINKS }, (_, i) => ({
        companyId: company.id,
        name: `Link ${i}`,
        url: `/page-${i}`,
      })),
    )

    const refused = await routeApi('POST', '/account/api/menu-link/', {
      token: admin.token,
      body: { name: 'One too many', url: '/more' },
    })

    expect(refused).toEqual({ status: 400, json: { detail: MENU_LINK_MESSAGES.tooMany } })
    const listed = await routeApi('GET', '/account/api/menu-links/', { token: admin.token })
    expect(listed.json).toHaveLength(MAX_MENU_LINKS)
  })

  it('lets an admin add a link, with the default icon and order, and audits it', async () => {
    const { company, admin } = await adminAndStaffSignedIn()
    const { status, json } = await routeApi('POST', '/account/api/menu-link/', {
      token: admin.token,
      body: { name: '  Handbook ', url: '/kb/handbook' },
    })
    expect(status).toBe(201)
    expect(json).toMatchObject({
      name: 'Handbook',
      url: '/kb/handbook',
      icon: 'feather icon-link',
      order: 0,
      parent: null,
      company: company.id,
    })
    const [entry] = await auditEntries({ action: 'menu_link.create', entityId: json.id })
    expect(entry).toMatchObject({
      companyId: company.id,
      actorUserId: admin.user.id,
      outcome: 'success',
    })
  })

  it('accepts a form-encoded body; an empty parent means top-level', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const parent = await createLink(admin.token, { name: 'Tools' })
    const { status, json } = await routeApi('POST', '/account/api/menu-link/', {
      token: admin.token,
      form: {
        name: 'Chat',
        url: 'http://chat.example.test',
        parent: String(parent.id),
        order: '3',
        icon: 'feather icon-message-circle',
      },
    })
    expect(status).toBe(201)
    expect(json).toMatchObject({ parent: parent.id, order: 3, icon: 'feather icon-message-circle' })

    const top = await routeApi('POST', '/account/api/menu-link/', {
      token: admin.token,
      form: { name: 'Top', url: '/', parent: '', icon: '' },
    })
    expect(top.status).toBe(201)
    expect(top.json).toMatchObject({ parent: null, icon: 'feather icon-link' })
  })

  it('answers field messages for a missing name and url', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const { status, json } = await routeApi('POST', '/account/api/menu-link/', {
      token: admin.token,
      body: { name: ' ', order: 'first' },
    })
    expect(status).toBe(400)
    expect(json).toEqual({ name: [REQUIRED], url: [REQUIRED], order: ['Enter a whole number'] })
  })

  it.each([
    'javascript:alert(1)',
    '//evil.example.test/x',
    '/\\evil.example.test',
    'ftp://files.example.test',
    'wiki',
    'https://',
  ])('refuses the url %j', async (url) => {
    const { admin } = await adminAndStaffSignedIn()
    const { status, json } = await routeApi('POST', '/account/api/menu-link/', {
      token: admin.token,
      body: { name: 'Bad', url },
    })
    expect(status).toBe(400)
    expect(json).toEqual({ url: [MENU_LINK_MESSAGES.badUrl] })
  })

  it('refuses a member who is not an admin, and records the refusal', async () => {
    const { company, staff } = await adminAndStaffSignedIn()
    const { status } = await routeApi('POST', '/account/api/menu-link/', {
      token: staff.token,
      body: { name: 'Mine', url: '/mine' },
    })
    expect(status).toBe(403)
    const rows = await db
      .select()
      .from(companyMenuLinks)
      .where(eq(companyMenuLinks.companyId, company.id))
    expect(rows).toEqual([])
    const [entry] = await auditEntries({ action: 'menu_link.create', actorUserId: staff.user.id })
    expect(entry).toMatchObject({ outcome: 'denied', companyId: company.id })
  })

  it("treats another company's link as parent as not found, and records the refusal", async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const foreign = await createLink(globex.admin.token)
    const { status, json } = await routeApi('POST', '/account/api/menu-link/', {
      token: acme.admin.token,
      body: { name: 'Sneaky', url: '/x', parent: foreign.id },
    })
    expect(status).toBe(404)
    expect(json).toEqual({ detail: MENU_LINK_MESSAGES.createFailed })
    const list = await routeApi('GET', '/account/api/menu-links/', { token: acme.admin.token })
    expect(list.json).toEqual([])
    const [entry] = await auditEntries({
      action: 'menu_link.create',
      actorUserId: acme.admin.user.id,
    })
    expect(entry).toMatchObject({ outcome: 'denied', entityId: String(foreign.id) })
  })
})

describe('PATCH account/api/menu-link/{id}/', () => {
  it('changes the fields sent, bumps the version and audits it', async () => {
    const { company, admin } = await adminAndStaffSignedIn()
    const link = await createLink(admin.token, { name: 'Wiki', order: 2 })
    const { status, json } = await routeApi('PATCH', `/account/api/menu-link/${link.id}/`, {
      token: admin.token,
      body: { name: 'Team wiki', version: link.version },
    })
    expect(status).toBe(200)
    expect(json).toMatchObject({
      name: 'Team wiki',
      order: 2,
      url: 'https://wiki.example.test/',
      version: 2,
    })
    const [entry] = await auditEntries({ action: 'menu_link.update', entityId: link.id })
    expect(entry).toMatchObject({
      companyId: company.id,
      actorUserId: admin.user.id,
      outcome: 'success',
    })
  })

  it('answers 409 to a change made from a stale version, and keeps the newer data', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const link = await createLink(admin.token)
    const first = await routeApi('PATCH', `/account/api/menu-link/${link.id}`, {
      token: admin.token,
      body: { name: 'First edit', version: 1 },
    })
    expect(first.status).toBe(200)
    const stale = await routeApi('PATCH', `/account/api/menu-link/${link.id}`, {
      token: admin.token,
      body: { name: 'Second edit', version: 1 },
    })
    expect(stale.status).toBe(409)
    expect(stale.json).toEqual({ detail: MENU_LINK_MESSAGES.stale })
    expect(await linkRow(link.id)).toMatchObject({ name: 'First edit', version: 2 })
  })

  it('needs the version, and validates like creation', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const link = await createLink(admin.token)
    const { status, json } = await routeApi('PATCH', `/account/api/menu-link/${link.id}`, {
      token: admin.token,
      body: { url: 'javascript:void(0)', name: '' },
    })
    expect(status).toBe(400)
    expect(json).toEqual({
      name: [REQUIRED],
      url: [MENU_LINK_MESSAGES.badUrl],
      version: [REQUIRED],
    })
  })

  it('moves a link under a parent and back to the top level', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const parent = await createLink(admin.token, { name: 'Tools' })
    const link = await createLink(admin.token)
    const moved = await routeApi('PATCH', `/account/api/menu-link/${link.id}`, {
      token: admin.token,
      body: { parent: parent.id, version: 1 },
    })
    expect(moved.json).toMatchObject({ parent: parent.id, version: 2 })
    const back = await routeApi('PATCH', `/account/api/menu-link/${link.id}`, {
      token: admin.token,
      form: { parent: '', version: '2' },
    })
    expect(back.json).toMatchObject({ parent: null, version: 3, name: 'Wiki' })
  })

  it('refuses to put a link inside itself or inside one of its own submenu items', async () => {
    const { admin } = await adminAndStaffSignedIn()
    const top = await createLink(admin.token, { name: 'Top' })
    const child = await createLink(admin.token, { name: 'Child', parent: top.id })
    for (const parent of [top.id, child.id]) {
      const { status, json } = await routeApi('PATCH', `/account/api/menu-link/${top.id}`, {
        token: admin.token,
        body: { parent, version: 1 },
      })
      expect(status).toBe(400)
      expect(json).toEqual({ parent: [MENU_LINK_MESSAGES.ownParent] })
    }
    expect(await linkRow(top.id)).toMatchObject({ parentId: null, version: 1 })
  })

  it("answers 404 for another company's link (and its parent), and records the refusal", async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const foreign = await createLink(globex.admin.token, { name: 'Globex wiki' })
    const own = await createLink(acme.admin.token)

    const edit = await routeApi('PATCH', `/account/api/menu-link/${foreign.id}`, {
      token: acme.admin.token,
      body: { name: 'Hijacked', version: 1 },
    })
    expect(edit.status).toBe(404)
    expect(edit.json).toEqual({ detail: MENU_LINK_MESSAGES.updateFailed })
    expect(await linkRow(foreign.id)).toMatchObject({ name: 'Globex wiki', version: 1 })
    const [entry] = await auditEntries({
      action: 'menu_link.update',
      actorUserId: acme.admin.user.id,
    })
    expect(entry).toMatchObject({
      outcome: 'denied',
      entityId: String(foreign.id),
      companyId: acme.company.id,
    })

    const reparent = await routeApi('PATCH', `/account/api/menu-link/${own.id}`, {
      token: acme.admin.token,
      body: { parent: foreign.id, version: 1 },
    })
    expect(reparent.status).toBe(404)
    expect(reparent.json).toEqual({ detail: MENU_LINK_MESSAGES.updateFailed })
    expect(await linkRow(own.id)).toMatchObject({ parentId: null, version: 1 })
  })

  it('answers 404 for an id that cannot be one', async () => {
    const { admin } = await adminAndStaffSignedIn()
    for (const id of ['abc', '0', '99999999999']) {
      const { status, json } = await routeApi('PATCH', `/account/api/menu-link/${id}`, {
        token: admin.token,
        body: { name: 'X', version: 1 },
      })
      expect(status).toBe(404)
      expect(json).toEqual({ detail: MENU_LINK_MESSAGES.updateFailed })
    }
  })

  it('refuses a member who is not an admin', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const link = await createLink(admin.token)
    const { status } = await routeApi('PATCH', `/account/api/menu-link/${link.id}`, {
      token: staff.token,
      body: { name: 'Mine', version: 1 },
    })
    expect(status).toBe(403)
    expect(await linkRow(link.id)).toMatchObject({ name: 'Wiki', version: 1 })
    const [entry] = await auditEntries({ action: 'menu_link.update', actorUserId: staff.user.id })
    expect(entry).toMatchObject({ outcome: 'denied', entityId: String(link.id) })
  })
})

describe('DELETE account/api/menu-link/{id}/', () => {
  it('deletes a link, makes its submenu items top-level (new version) and audits it', async () => {
    const { company, admin } = await adminAndStaffSignedIn()
    const parent = await createLink(admin.token, { name: 'Tools' })
    const child = await createLink(admin.token, { name: 'Chat', parent: parent.id })
    const { status } = await routeApi('DELETE', `/account/api/menu-link/${parent.id}/`, {
      token: admin.token,
    })
    expect(status).toBe(204)
    expect(await linkRow(parent.id)).toBeUndefined()
    expect(await linkRow(child.id)).toMatchObject({ parentId: null, version: 2 })
    const [entry] = await auditEntries({ action: 'menu_link.delete', entityId: parent.id })
    expect(entry).toMatchObject({
      companyId: company.id,
      actorUserId: admin.user.id,
      outcome: 'success',
    })

    const again = await routeApi('DELETE', `/account/api/menu-link/${parent.id}/`, {
      token: admin.token,
    })
    expect(again.status).toBe(404)
    expect(again.json).toEqual({ detail: MENU_LINK_MESSAGES.deleteFailed })
  })

  it("answers 404 for another company's link, keeps it, and records the refusal", async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const foreign = await createLink(globex.admin.token)
    const { status, json } = await routeApi('DELETE', `/account/api/menu-link/${foreign.id}`, {
      token: acme.admin.token,
    })
    expect(status).toBe(404)
    expect(json).toEqual({ detail: MENU_LINK_MESSAGES.deleteFailed })
    expect(await linkRow(foreign.id)).toBeDefined()
    const [entry] = await auditEntries({
      action: 'menu_link.delete',
      actorUserId: acme.admin.user.id,
    })
    expect(entry).toMatchObject({ outcome: 'denied', entityId: String(foreign.id) })
  })

  it('refuses a member who is not an admin', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const link = await createLink(admin.token)
    const { status } = await routeApi('DELETE', `/account/api/menu-link/${link.id}`, {
      token: staff.token,
    })
    expect(status).toBe(403)
    expect(await linkRow(link.id)).toBeDefined()
  })
})
