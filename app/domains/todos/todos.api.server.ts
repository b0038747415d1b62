import { Hono } from 'hono'
import { pathId, validBody } from '~/platform/api.server'
import { requireApiActor } from '~/platform/auth.server'
import { requestMeta } from '~/platform/request-meta.server'
import { TODO_MESSAGES, TodoCreateSchema, TodoUpdateSchema } from './todos.schema'
import { createTodo, deleteTodo, listTodos, updateTodo } from './todos.server'

/** account/api/todo/*: the signed-in person's own to-dos in the active company. */
export const todosApi = new Hono({ strict: false })
  .get('/todo', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    return c.json(await listTodos(actor))
  })
  .post('/todo', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const input = await validBody(c, TodoCreateSchema)
    return c.json(await createTodo(actor, input, requestMeta(c.req.raw)), 201)
  })
  .patch('/todo/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    const id = pathId(c.req.param('id'), TODO_MESSAGES.notFound)
    const input = await validBody(c, TodoUpdateSchema)
    return c.json(await updateTodo(actor, id, input, requestMeta(c.req.raw)))
  })
  .delete('/todo/:id', async (c) => {
    const actor = await requireApiActor(c.req.raw)
    await deleteTodo(
      actor,
      pathId(c.req.param('id'), TODO_MESSAGES.notFound),
      requestMeta(c.req.raw),
    )
    return c.body(null, 204)
  })
