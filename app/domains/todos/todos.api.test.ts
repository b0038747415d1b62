import { describe, expect, it } from 'vitest'
import { makeCompany, makeMember } from '#tests/factories/accounts'
import { adminAndStaffSignedIn, apiSignIn, createdThroughApi, routeApi } from '#tests/factories/api'
import { auditEntries } from '#tests/factories/audit'
import { rowById } from '#tests/factories/rows'
import { db } from '~/platform/db.server'
import { MAX_TODOS_PER_PERSON, TODO_MESSAGES } from './todos.schema'
import { todos } from './todos.tables'

const REQUIRED = 'This field is required'

const addTodo = (token: string, body: Record<string, unknown> = {}) =>
  createdThroughApi('/account/api/todo/', token, { title: 'Call the bank', ...body })

const todoRow = (id: number) => rowById(todos, id)

describe('POST account/api/todo/', () => {
  it(`refuses a to-do past ${MAX_TODOS_PER_PERSON} with a clear message, counting only the person's own`, async () => {
    const { company, admin, staff } = await adminAndStaffSignedIn()
    await db.insert(todos).values(
      Array.from({ length: MAX_TODOS_PER_PERSON }, (_, i) => ({
        companyId: company.id,
        membershipId: staff.membership.id,
        title: `Chore ${i}`,
      })),
    )

    const refused = await routeApi('POST', '/account/api/todo/', {
      token: staff.token,
      body: { title: 'One more' },
    })

    expect(refused).toEqual({ status: 400, json: { detail: TODO_MESSAGES.tooMany } })
    expect((await routeApi('GET', '/account/api/todo/', { token: staff.token })).json).toHaveLength(
      MAX_TODOS_PER_PERSON,
    )
    // A colleague's full list does not stop anyone else.
    await addTodo(admin.token)
  })

  it('adds a to-do for the signed-in person and audits it', async () => {
    const { company, staff } = await adminAndStaffSignedIn()
    const { status, json } = await routeApi('POST', '/account/api/todo/', {
      token: staff.token,
      body: { title: '  Send the invoice ', due_date: '2026-12-31' },
    })
    expect(status).toBe(201)
    expect(json).toMatchObject({
      title: 'Send the invoice',
      is_done: false,
      due_date: '2026-12-31',
      version: 1,
    })
    expect(Date.parse(json.created_at)).not.toBeNaN()
    expect(json.updated_at).toBe(json.created_at)
    expect(await todoRow(json.id)).toMatchObject({
      companyId: company.id,
      membershipId: staff.membership.id,
    })
    const [entry] = await auditEntries({ action: 'todo.create', entityId: json.id })
    expect(entry).toMatchObject({
      companyId: company.id,
      actorUserId: staff.user.id,
      outcome: 'success',
    })
  })

  it('accepts a form-encoded body (checkbox on, empty date)', async () => {
    const { staff } = await adminAndStaffSignedIn()
    const { status, json } = await routeApi('POST', '/account/api/todo/', {
      token: staff.token,
      form: { title: 'Water the plants', is_done: 'on', due_date: '' },
    })
    expect(status).toBe(201)
    expect(json).toMatchObject({ title: 'Water the plants', is_done: true, due_date: null })
  })

  it('answers field messages for a missing or long title, a bad date and a bad flag', async () => {
    const { staff } = await adminAndStaffSignedIn()
    const missing = await routeApi('POST', '/account/api/todo/', {
      token: staff.token,
      body: { title: '   ', due_date: '2026-02-30', is_done: 'maybe' },
    })
    expect(missing.status).toBe(400)
    expect(missing.json).toEqual({
      title: [REQUIRED],
      due_date: [TODO_MESSAGES.badDate],
      is_done: ['Choose yes or no'],
    })
    const long = await routeApi('POST', '/account/api/todo/', {
      token: staff.token,
      body: { title: 'x'.repeat(201), due_date: '31/12/2026' },
    })
    expect(long.json).toEqual({
      title: ['Use at most 200 characters'],
      due_date: [TODO_MESSAGES.badDate],
    })
    expect((await routeApi('GET', '/account/api/todo/', { token: staff.token })).json).toEqual([])
  })

  it('asks for credentials without a token', async () => {
    const { status } = await routeApi('POST', '/account/api/todo/', { body: { title: 'x' } })
    expect(status).toBe(401)
  })
})

describe('GET account/api/todo/', () => {
  it("lists only the person's own to-dos in the active company: open first, by due date", async () => {
    const { company, admin, staff } = await adminAndStaffSignedIn()
    const undated = await addTodo(staff.token, { title: 'Undated' })
    const later = await addTodo(staff.token, { title: 'Later', due_date: '2027-01-02' })
    const done = await addTodo(staff.token, { title: 'Done', is_done: true })
    const sooner = await addTodo(staff.token, { title: 'Sooner', due_date: '2026-01-02' })
    await addTodo(admin.token, { title: "The admin's" })

    // The same person in another company has a separate list.
    const other = await makeCompany()
    await makeMember(other, { user: staff.user })
    const elsewhere = await apiSignIn(staff.user, other)
    await addTodo(elsewhere.token, { title: 'Elsewhere' })

    const { status, json } = await routeApi('GET', '/account/api/todo/', { token: staff.token })
    expect(status).toBe(200)
    expect(json.map((todo: { id: number }) => todo.id)).toEqual([
      sooner.id,
      later.id,
      undated.id,
      done.id,
    ])
    const otherList = await routeApi('GET', '/account/api/todo/', { token: elsewhere.token })
    expect(otherList.json.map((todo: { title: string }) => todo.title)).toEqual(['Elsewhere'])
    expect(company.id).not.toBe(other.id)
  })
})

describe('PATCH account/api/todo/{id}/', () => {
  it('ticks a to-do off, bumps the version and audits it', async () => {
    const { company, staff } = await adminAndStaffSignedIn()
    const todo = await addTodo(staff.token, { due_date: '2026-05-01' })
    const { status, json } = await routeApi('PATCH', `/account/api/todo/${todo.id}/`, {
      token: staff.token,
      body: { is_done: true },
    })
    expect(status).toBe(200)
    expect(json).toMatchObject({
      is_done: true,
      title: 'Call the bank',
      due_date: '2026-05-01',
      version: 2,
    })
    const cleared = await routeApi('PATCH', `/account/api/todo/${todo.id}`, {
      token: staff.token,
      form: { due_date: '', title: 'Call the bank again' },
    })
    expect(cleared.json).toMatchObject({ due_date: null, title: 'Call the bank again', version: 3 })
    const [entry] = await auditEntries({ action: 'todo.update', entityId: todo.id })
    expect(entry).toMatchObject({
      companyId: company.id,
      actorUserId: staff.user.id,
      outcome: 'success',
    })
  })

  it('answers 409 when the version sent is stale, and keeps the newer data', async () => {
    const { staff } = await adminAndStaffSignedIn()
    const todo = await addTodo(staff.token)
    await routeApi('PATCH', `/account/api/todo/${todo.id}`, {
      token: staff.token,
      body: { title: 'From the phone', version: 1 },
    })
    const { status, json } = await routeApi('PATCH', `/account/api/todo/${todo.id}`, {
      token: staff.token,
      body: { title: 'From the laptop', version: 1 },
    })
    expect(status).toBe(409)
    expect(json).toEqual({ detail: TODO_MESSAGES.stale })
    expect(await todoRow(todo.id)).toMatchObject({ title: 'From the phone', version: 2 })
  })

  it("answers 404 for a colleague's or another company's to-do, and records the refusal", async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const colleagues_ = await addTodo(acme.admin.token, { title: "Admin's own" })
    const foreign = await addTodo(globex.staff.token, { title: 'Globex' })
    for (const id of [colleagues_.id, foreign.id]) {
      for (const body of [{ title: 'Mine now' }, { title: 'Mine now', version: 1 }]) {
        const { status, json } = await routeApi('PATCH', `/account/api/todo/${id}`, {
          token: acme.staff.token,
          body,
        })
        expect(status).toBe(404)
        expect(json).toEqual({ detail: TODO_MESSAGES.notFound })
      }
      expect(await todoRow(id)).toMatchObject({ version: 1 })
      const [entry] = await auditEntries({ action: 'todo.update', entityId: id })
      expect(entry).toMatchObject({
        outcome: 'denied',
        actorUserId: acme.staff.user.id,
        companyId: acme.company.id,
      })
    }
    expect(await todoRow(colleagues_.id)).toMatchObject({ title: "Admin's own" })
  })

  it('validates like creation and answers 404 for an id that cannot be one', async () => {
    const { staff } = await adminAndStaffSignedIn()
    const todo = await addTodo(staff.token)
    const bad = await routeApi('PATCH', `/account/api/todo/${todo.id}`, {
      token: staff.token,
      body: { title: '', due_date: 'tomorrow' },
    })
    expect(bad.status).toBe(400)
    expect(bad.json).toEqual({ title: [REQUIRED], due_date: [TODO_MESSAGES.badDate] })
    const notAnId = await routeApi('PATCH', '/account/api/todo/abc', {
      token: staff.token,
      body: { title: 'x' },
    })
    expect(notAnId.status).toBe(404)
  })
})

describe('DELETE account/api/todo/{id}/', () => {
  it('deletes the own to-do and audits it; a second delete is a 404', async () => {
    const { company, staff } = await adminAndStaffSignedIn()
    const todo = await addTodo(staff.token)
    const { status } = await routeApi('DELETE', `/account/api/todo/${todo.id}/`, {
      token: staff.token,
    })
    expect(status).toBe(204)
    expect(await todoRow(todo.id)).toBeUndefined()
    const [entry] = await auditEntries({ action: 'todo.delete', entityId: todo.id })
    expect(entry).toMatchObject({
      companyId: company.id,
      actorUserId: staff.user.id,
      outcome: 'success',
    })
    const again = await routeApi('DELETE', `/account/api/todo/${todo.id}/`, { token: staff.token })
    expect(again.status).toBe(404)
  })

  it("answers 404 for a colleague's or another company's to-do and keeps it", async () => {
    const acme = await adminAndStaffSignedIn()
    const globex = await adminAndStaffSignedIn()
    const colleagues_ = await addTodo(acme.admin.token)
    const foreign = await addTodo(globex.admin.token)
    for (const id of [colleagues_.id, foreign.id]) {
      const { status, json } = await routeApi('DELETE', `/account/api/todo/${id}`, {
        token: acme.staff.token,
      })
      expect(status).toBe(404)
      expect(json).toEqual({ detail: TODO_MESSAGES.notFound })
      expect(await todoRow(id)).toBeDefined()
      const [entry] = await auditEntries({ action: 'todo.delete', entityId: id })
      expect(entry).toMatchObject({ outcome: 'denied', actorUserId: acme.staff.user.id })
    }
  })
})
