import { apiRoutes, pathId, validBody } from '~/platform/api.server'
import { TODO_MESSAGES, TodoCreateSchema, TodoUpdateSchema } from './todos.schema'
import { createTodo, deleteTodo, listTodos, updateTodo } from './todos.server'

/** account/api/todo/*: the signed-in person's own to-dos in the active company. */
export const todosApi = apiRoutes()
  .get('/todo', async (c) => {
    const actor = c.var.actor
    return c.json(await listTodos(actor))
  })
  .post('/todo', async (c) => {
    const actor = c.var.actor
    const input = await validBody(c, TodoCreateSchema)
    return c.json(await createTodo(actor, input, c.var.meta), 201)
  })
  .patch('/todo/:id', async (c) => {
    const actor = c.var.actor
    const id = pathId(c.req.param('id'), TODO_MESSAGES.notFound)
    const input = await validBody(c, TodoUpdateSchema)
    return c.json(await updateTodo(actor, id, input, c.var.meta))
  })
  .delete('/todo/:id', async (c) => {
    const actor = c.var.actor
    await deleteTodo(actor, pathId(c.req.param('id'), TODO_MESSAGES.notFound), c.var.meta)
    return c.body(null, 204)
  })
