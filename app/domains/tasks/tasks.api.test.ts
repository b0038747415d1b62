import { describe, expect, it } from 'vitest'
import { makeMember } from '#tests/factories/accounts'
import { adminAndStaffSignedIn, apiSignIn, createdThroughApi, routeApi } from '#tests/factories/api'
import { withMailOutbox } from '#tests/factories/outbox'
import { makeGeneralRequest } from '#tests/factories/requests'

const TASKS = '/request/api/task/'

describe('request/api/task/', () => {
  it('creates a task, answers it on task/{id}/ with its steps, and patches it with its version', async () => {
    const { company, staff, admin } = await adminAndStaffSignedIn()
    const request = await makeGeneralRequest(company, staff.membership.id)
    const created = await withMailOutbox(() =>
      createdThroughApi<{ id: number; version: number }>(TASKS, staff.token, {
        title: 'Order uniforms',
        priority: 'high',
        assignee: admin.membership.id,
        steps: ['Ask sizes', 'Place the order'],
        request_id: request.id,
      }),
    )
    const read = await routeApi('GET', `${TASKS}${created.id}/`, { token: admin.token })
    expect(read.status).toBe(200)
    expect(read.json).toMatchObject({
      title: 'Order uniforms',
      status: 'todo',
      priority: 'high',
      request_id: request.id,
      assignee: { id: admin.membership.id },
      steps: [{ title: 'Ask sizes', is_done: false }, { title: 'Place the order' }],
      may_change: true,
    })
    const moved = await routeApi('PATCH', `${TASKS}${created.id}/`, {
      token: staff.token,
      body: { status: 'in_progress', version: 1 },
    })
    expect(moved).toMatchObject({ status: 200, json: { status: 'in_progress', version: 2 } })
    const stale = await routeApi('PATCH', `${TASKS}${created.id}/`, {
      token: staff.token,
      body: { status: 'done', version: 1 },
    })
    expect(stale.status).toBe(409)
    expect(stale.json.current).toMatchObject({ status: 'in_progress', version: 2 })
  })

  it("refuses to link a task to another company's request, as if it did not exist", async () => {
    const { staff } = await adminAndStaffSignedIn()
    const other = await adminAndStaffSignedIn()
    const theirs = await makeGeneralRequest(other.company, other.staff.membership.id)
    const refused = await routeApi('POST', TASKS, {
      token: staff.token,
      body: { title: 'Peek', request_id: theirs.id },
    })
    expect(refused).toMatchObject({ status: 400, json: { request_id: ['Request not found.'] } })
  })

  it('refuses a change by someone who neither made nor does the task, before reading the body', async () => {
    const { company, staff } = await adminAndStaffSignedIn()
    const created = await createdThroughApi(TASKS, staff.token, { title: 'Mine' })
    const other = await apiSignIn((await makeMember(company)).user, company)
    for (const body of [{ title: 'Theirs', version: 1 }, {}]) {
      const refused = await routeApi('PATCH', `${TASKS}${created.id}/`, {
        token: other.token,
        body,
      })
      expect(refused.status).toBe(403)
    }
    const comment = await routeApi('POST', `${TASKS}${created.id}/comment/`, {
      token: other.token,
      body: { body: 'Can I help?' },
    })
    expect(comment.status).toBe(201)
    expect(comment.json.comments).toMatchObject([{ body: 'Can I help?' }])
  })

  it('answers the board by column and field messages for bad input', async () => {
    const { staff } = await adminAndStaffSignedIn()
    await createdThroughApi(TASKS, staff.token, { title: 'One', status: 'in_review' })
    const board = await routeApi('GET', '/request/api/tasks-kanban/', { token: staff.token })
    expect(board.json.map((c: { status: string; count: number }) => [c.status, c.count])).toEqual([
      ['todo', 0],
      ['in_progress', 0],
      ['in_review', 1],
      ['done', 0],
    ])
    const bad = await routeApi('POST', TASKS, {
      token: staff.token,
      body: { title: '', status: 'someday', due_date: '31-12-2026' },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.json).sort()).toEqual(['due_date', 'status', 'title'])
  })
})
