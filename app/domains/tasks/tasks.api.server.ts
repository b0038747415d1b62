import type { Context } from 'hono'
import { allowedBy, apiRoutes, pathId, validBody } from '~/platform/api.server'
import { isAppError } from '~/platform/errors.server'
import { addComment, addStep, deleteStep, setStepDone, taskDetail } from './task-details.server'
import {
  CommentSchema,
  KanbanQuery,
  StepAddSchema,
  StepDoneSchema,
  TASK_MESSAGES,
  TaskCreateSchema,
  TaskListQuery,
  TaskPatchSchema,
} from './tasks.schema'
import {
  changeableTask,
  createTask,
  currentTask,
  deleteTask,
  kanbanBoard,
  listTasks,
  TASK_AUDIT,
  updateTask,
} from './tasks.server'

const taskIdOf = (c: Context) => pathId(c.req.param('id'), TASK_MESSAGES.notFound)
const stepIdOf = (c: Context) => pathId(c.req.param('stepId'), TASK_MESSAGES.notFound)
const asker = (c: Context) => ({ actor: c.var.actor, meta: c.var.meta })

/** Writes to one task are for its creator, its assignee and managers: refused before the body. */
const mayChange = (action: string) =>
  allowedBy(async (who, c) => {
    await changeableTask(who, taskIdOf(c), action)
  })

/**
 * request/api/ tasks (seed 001 §7: `task/{id}/`; the rest are the calls the pages make, on the
 * same services): list, board, create, read, PATCH with the version (409 with the saved task),
 * delete, steps and comments.
 */
export const tasksApi = apiRoutes()
  .get('/task', async (c) => c.json(await listTasks(asker(c), TaskListQuery.parse(c.req.query()))))
  .get('/tasks-kanban', async (c) =>
    c.json(await kanbanBoard(asker(c), KanbanQuery.parse(c.req.query()))),
  )
  .post('/task', async (c) =>
    c.json(await createTask(asker(c), await validBody(c, TaskCreateSchema)), 201),
  )
  .get('/task/:id', async (c) => c.json(await taskDetail(asker(c), taskIdOf(c))))
  .patch('/task/:id', mayChange(TASK_AUDIT.update), async (c) => {
    const id = taskIdOf(c)
    const input = await validBody(c, TaskPatchSchema)
    try {
      return c.json(await updateTask(asker(c), id, input))
    } catch (error) {
      if (!isAppError(error) || error.code !== 'CONFLICT') throw error
      return c.json({ detail: error.message, current: await currentTask(asker(c), id) }, 409)
    }
  })
  .delete('/task/:id', async (c) => {
    await deleteTask(asker(c), taskIdOf(c))
    return c.body(null, 204)
  })
  .post('/task/:id/step', mayChange('task.step.add'), async (c) => {
    const { title } = await validBody(c, StepAddSchema)
    await addStep(asker(c), taskIdOf(c), title)
    return c.json(await taskDetail(asker(c), taskIdOf(c)), 201)
  })
  .patch('/task/:id/step/:stepId', mayChange('task.step.update'), async (c) => {
    const { is_done } = await validBody(c, StepDoneSchema)
    await setStepDone(asker(c), taskIdOf(c), stepIdOf(c), is_done)
    return c.json(await taskDetail(asker(c), taskIdOf(c)))
  })
  .delete('/task/:id/step/:stepId', async (c) => {
    await deleteStep(asker(c), taskIdOf(c), stepIdOf(c))
    return c.body(null, 204)
  })
  .post('/task/:id/comment', async (c) => {
    const { body } = await validBody(c, CommentSchema)
    await addComment(asker(c), taskIdOf(c), body)
    return c.json(await taskDetail(asker(c), taskIdOf(c)), 201)
  })
