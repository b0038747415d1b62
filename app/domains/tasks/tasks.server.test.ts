import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { outboxTo, withMailOutbox } from '#tests/factories/outbox'
import { askerIn, workTeam } from '#tests/factories/work-tracking'
import { addComment, addStep, deleteStep, setStepDone, taskDetail } from './task-details.server'
import { KanbanQuery, TaskCreateSchema, TaskListQuery } from './tasks.schema'
import {
  createTask,
  deleteTask,
  kanbanBoard,
  listTasks,
  moveTask,
  readTask,
  updateTask,
} from './tasks.server'

const input = (fields: Record<string, unknown> = {}) =>
  TaskCreateSchema.parse({ title: 'Restock the shelves', ...fields })

const errorOf = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ code: 'none' }),
    (error: { code?: string; fieldErrors?: unknown }) => error,
  )

describe('tasks', () => {
  it('creates a task with its steps, and the assignee gets an email', async () => {
    const team = await workTeam()
    const task = await withMailOutbox(() =>
      createTask(
        team.member.asker,
        input({
          assignee: String(team.colleague.membership.id),
          priority: 'high',
          due_date: '2026-12-01',
          steps: 'Count the stock\n\nOrder what is short\n',
        }),
      ),
    )
    expect(task).toMatchObject({
      title: 'Restock the shelves',
      status: 'todo',
      priority: 'high',
      due_date: '2026-12-01',
      assignee: { id: team.colleague.membership.id, name: 'Cole Person' },
      created_by: { id: team.member.membership.id },
      version: 1,
    })
    const detail = await taskDetail(team.member.asker, task.id)
    expect(detail.steps.map((step) => step.title)).toEqual([
      'Count the stock',
      'Order what is short',
    ])
    const [mail] = await outboxTo(team.colleague.user.email)
    expect(mail?.subject).toBe('Task assigned to you: Restock the shelves')
    expect(mail?.textBody).toContain(`/tasks/details/${task.id}`)
  })

  it('sends no email when people assign themselves', async () => {
    const team = await workTeam()
    const mine = input({ assignee: String(team.member.membership.id) })
    await withMailOutbox(() => createTask(team.member.asker, mine))
    expect(await outboxTo(team.member.user.email)).toEqual([])
  })

  it('refuses an assignee from another company as if they did not exist', async () => {
    const team = await workTeam()
    const { admin: stranger } = await makeCompanyWithAdmin()
    const error = await errorOf(
      createTask(team.member.asker, input({ assignee: String(stranger.membership.id) })),
    )
    expect(error).toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { assignee: ['Choose someone from your company'] },
    })
  })

  it('moves a task between columns; Done records when, leaving Done clears it', async () => {
    const team = await workTeam()
    const task = await createTask(team.member.asker, input())
    const done = await moveTask(team.member.asker, { id: task.id, status: 'done', version: 1 })
    expect(done.status).toBe('done')
    expect(done.completed_at).not.toBeNull()
    const back = await moveTask(team.member.asker, { id: task.id, status: 'in_review', version: 2 })
    expect(back).toMatchObject({ status: 'in_review', completed_at: null, version: 3 })
    expect(await auditEntries({ action: 'task.move', entityId: task.id })).toHaveLength(2)
  })

  it('refuses a move from a stale board (409) and changes nothing', async () => {
    const team = await workTeam()
    const task = await createTask(team.member.asker, input())
    await moveTask(team.member.asker, { id: task.id, status: 'in_progress', version: 1 })
    const error = await errorOf(
      moveTask(team.member.asker, { id: task.id, status: 'done', version: 1 }),
    )
    expect(error).toMatchObject({ code: 'CONFLICT' })
    expect((await readTask(team.member.asker, task.id)).status).toBe('in_progress')
  })

  it('lets the creator, the assignee and request admins change a task, and no one else', async () => {
    const team = await workTeam()
    const task = await createTask(
      team.member.asker,
      input({ assignee: String(team.colleague.membership.id) }),
    )
    const bystander = await askerIn(team.company)
    const refused = await errorOf(
      updateTask(bystander.asker, task.id, { title: 'Mine now', version: 1 }),
    )
    expect(refused).toMatchObject({ code: 'FORBIDDEN' })
    expect(await auditEntries({ action: 'task.update', entityId: task.id })).toMatchObject([
      { outcome: 'denied' },
    ])
    const byAssignee = await updateTask(team.colleague.asker, task.id, {
      priority: 'urgent',
      version: 1,
    })
    expect(byAssignee.priority).toBe('urgent')
    const byAdmin = await updateTask(team.requestAdmin.asker, task.id, {
      title: 'Restock aisle 4',
      version: 2,
    })
    expect(byAdmin).toMatchObject({ title: 'Restock aisle 4', priority: 'urgent', version: 3 })
  })

  it("answers another company's task as not found", async () => {
    const team = await workTeam()
    const task = await createTask(team.member.asker, input())
    const { company } = await makeCompanyWithAdmin()
    const stranger = await askerIn(company, ['user_is_request_admin'])
    expect(await errorOf(readTask(stranger.asker, task.id))).toMatchObject({ code: 'NOT_FOUND' })
    expect(await errorOf(deleteTask(stranger.asker, task.id))).toMatchObject({
      code: 'NOT_FOUND',
    })
    expect((await readTask(team.member.asker, task.id)).title).toBe('Restock the shelves')
  })

  it('ticks steps with who did them, and everyone comments', async () => {
    const team = await workTeam()
    const task = await createTask(team.member.asker, input({ steps: ['Count'] }))
    await addStep(team.member.asker, task.id, 'Order')
    const [count, order] = (await taskDetail(team.member.asker, task.id)).steps
    await setStepDone(team.member.asker, task.id, count!.id, true)
    await deleteStep(team.member.asker, task.id, order!.id)
    await addComment(team.colleague.asker, task.id, 'The supplier is closed on Monday.')
    const detail = await taskDetail(team.colleague.asker, task.id)
    expect(detail.steps).toMatchObject([
      { title: 'Count', is_done: true, done_by: { id: team.member.membership.id } },
    ])
    expect(detail.steps_done).toBe(1)
    expect(detail.comments).toMatchObject([
      { body: 'The supplier is closed on Monday.', author: { name: 'Cole Person' } },
    ])
    expect(detail.may_change).toBe(false)
    const refused = await errorOf(setStepDone(team.colleague.asker, task.id, count!.id, false))
    expect(refused).toMatchObject({ code: 'FORBIDDEN' })
  })

  it('lists and boards tasks by column, most urgent first, with filters', async () => {
    const team = await workTeam()
    const asker = team.member.asker
    await createTask(asker, input({ title: 'Low one', priority: 'low' }))
    await createTask(asker, input({ title: 'Urgent one', priority: 'urgent' }))
    const mine = await createTask(
      asker,
      input({ title: 'Mine', assignee: String(team.member.membership.id), status: 'done' }),
    )
    const list = await listTasks(asker, TaskListQuery.parse({}))
    expect(list.results.map((task) => task.title)).toEqual(['Urgent one', 'Mine', 'Low one'])
    const assigned = await listTasks(asker, TaskListQuery.parse({ assignee: 'me' }))
    expect(assigned.results.map((task) => task.id)).toEqual([mine.id])
    const board = await kanbanBoard(asker, KanbanQuery.parse({}))
    expect(board.map((column) => [column.status, column.count])).toEqual([
      ['todo', 2],
      ['in_progress', 0],
      ['in_review', 0],
      ['done', 1],
    ])
    const shorter = await kanbanBoard(asker, KanbanQuery.parse({ todo: '1', done: 'lots' }))
    expect(shorter[0]).toMatchObject({ count: 2, tasks: [{ title: 'Urgent one' }] })
    expect(shorter[3]!.tasks.map((task) => task.title)).toEqual(['Mine'])
    const found = await listTasks(asker, TaskListQuery.parse({ search: 'urg' }))
    expect(found.results.map((task) => task.title)).toEqual(['Urgent one'])
  })
})
