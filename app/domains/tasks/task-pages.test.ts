import { describe, expect, it } from 'vitest'
import { browserCookie } from '#tests/factories/browser-session'
import { withMailOutbox } from '#tests/factories/outbox'
import { workTeam } from '#tests/factories/work-tracking'
import { pagesOfThisFile } from '#tests/support/browser-pages'
import { TaskCreateSchema } from './tasks.schema'
import { createTask, readTask } from './tasks.server'

/*
 * The task pages as a browser without JavaScript uses them, through the app's real request
 * handler: creating a task, moving it on the kanban with "Move to…", a stale move's 409, ticking
 * a step and commenting.
 */

const { get, post } = pagesOfThisFile([
  '/tasks',
  '/tasks/create',
  '/tasks/details/1',
  '/request/tasks-kanban',
])

describe('the task pages without JavaScript', () => {
  it('creates a task, then moves it on the kanban with Move to…', async () => {
    const team = await workTeam()
    const cookie = await browserCookie(team.member)
    const refused = await post(cookie, '/tasks/create', [
      ['title', ''],
      ['status', 'todo'],
    ])
    expect(refused.status).toBe(400)
    expect(refused.page).toContain('This field is required')
    const created = await withMailOutbox(() =>
      post(cookie, '/tasks/create', [
        ['title', 'Fix the door'],
        ['priority', 'urgent'],
        ['assignee', String(team.colleague.membership.id)],
        ['steps', 'Buy a hinge\nFit it'],
      ]),
    )
    expect(created.status).toBe(302)
    const id = Number(created.location!.split('/').pop())
    const board = await get(cookie, '/request/tasks-kanban')
    expect(board.status).toBe(200)
    expect(board.page).toContain('Fix the door')
    expect(board.body).toContain('Move “Fix the door” to')
    const moved = await post(cookie, '/request/tasks-kanban', [
      ['intent', 'move'],
      ['id', String(id)],
      ['version', '1'],
      ['status', 'in_progress'],
    ])
    expect(moved).toMatchObject({ status: 302, location: '/request/tasks-kanban' })
    expect((await readTask(team.member.asker, id)).status).toBe('in_progress')
    const stale = await post(cookie, '/request/tasks-kanban', [
      ['intent', 'move'],
      ['id', String(id)],
      ['version', '1'],
      ['status', 'done'],
    ])
    expect(stale.status).toBe(409)
    expect(stale.page).toContain('Someone updated this task after you opened it.')
    expect((await readTask(team.member.asker, id)).status).toBe('in_progress')
  })

  it('ticks a step, takes a comment from anyone, and refuses edits to bystanders', async () => {
    const team = await workTeam()
    const task = await createTask(
      team.member.asker,
      TaskCreateSchema.parse({ title: 'Paint the fence', steps: 'Sand it' }),
    )
    const path = `/tasks/details/${task.id}`
    const owner = await browserCookie(team.member)
    const page = await get(owner, path)
    expect(page.page).toContain('Steps (0 of 1 done)')
    const stepId = page.body.match(/name="step" value="(\d+)"/)![1]!
    const ticked = await post(owner, path, [
      ['intent', 'step_toggle'],
      ['step', stepId],
      ['is_done', 'true'],
    ])
    expect(ticked.status).toBe(302)
    expect((await get(owner, path)).page).toContain('Steps (1 of 1 done)')
    const bystander = await browserCookie(team.colleague)
    const comment = await post(bystander, path, [
      ['intent', 'comment'],
      ['body', 'Which colour?'],
    ])
    expect(comment.status).toBe(302)
    const seen = await get(bystander, path)
    expect(seen.page).toContain('Which colour?')
    expect(seen.page).not.toContain('Edit task')
    const edit = await post(bystander, path, [
      ['intent', 'update'],
      ['title', 'Mine'],
      ['version', '1'],
    ])
    expect(edit.status).toBe(403)
  })
})
