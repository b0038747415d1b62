import { and, asc, count, eq, sql } from 'drizzle-orm'
import { audit, deny } from '~/platform/audit.server'
import { db } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import {
  MAX_TODOS_PER_PERSON,
  TODO_MESSAGES,
  type TodoCreateInput,
  type TodoUpdateInput,
} from './todos.schema'
import { todos, type Todo } from './todos.tables'

export interface TodoDto {
  id: number
  title: string
  is_done: boolean
  due_date: string | null
  version: number
  created_at: string
  updated_at: string
}

export function toTodoDto(todo: Todo): TodoDto {
  return {
    id: todo.id,
    title: todo.title,
    is_done: todo.isDone,
    due_date: todo.dueDate,
    version: todo.version,
    created_at: todo.createdAt.toISOString(),
    updated_at: todo.updatedAt.toISOString(),
  }
}

/**
 * A to-do is the actor's own in the active company: both conditions are in every query, so a
 * colleague's or another company's to-do is simply not found. There is no role to check.
 */
const mine = (actor: Actor) =>
  and(ownedBy(todos, actor), eq(todos.membershipId, actor.membershipId))

/** One of the actor's own to-dos; anyone else's id is not found (and the refusal audited). */
export async function getTodo(actor: Actor, id: number, meta: RequestMeta): Promise<TodoDto> {
  const [todo] = await db
    .select()
    .from(todos)
    .where(and(eq(todos.id, id), mine(actor)))
    .limit(1)
  if (!todo) {
    return deny(actor, meta, 'todo.read', AppError.notFound(TODO_MESSAGES.notFound), {
      type: 'todo',
      id,
    })
  }
  return toTodoDto(todo)
}

/** Open ones first, then by due date (undated last), then oldest first. */
export async function listTodos(actor: Actor): Promise<TodoDto[]> {
  const rows = await db
    .select()
    .from(todos)
    .where(mine(actor))
    .orderBy(asc(todos.isDone), sql`${todos.dueDate} asc nulls last`, asc(todos.id))
    .limit(MAX_TODOS_PER_PERSON)
  return rows.map(toTodoDto)
}

export async function createTodo(
  actor: Actor,
  input: TodoCreateInput,
  meta: RequestMeta,
): Promise<TodoDto> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(todos).where(mine(actor))
    if ((existing?.n ?? 0) >= MAX_TODOS_PER_PERSON) {
      throw new AppError('VALIDATION', TODO_MESSAGES.tooMany)
    }
    const [todo] = await tx
      .insert(todos)
      .values({
        companyId: actor.companyId,
        membershipId: actor.membershipId,
        title: input.title,
        isDone: input.is_done,
        dueDate: input.due_date,
      })
      .returning()
    await audit(tx, meta, {
      action: 'todo.create',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'todo',
      entityId: todo!.id,
    })
    return toTodoDto(todo!)
  })
}

export async function updateTodo(
  actor: Actor,
  id: number,
  input: TodoUpdateInput,
  meta: RequestMeta,
): Promise<TodoDto> {
  const action = 'todo.update'
  const entity = { type: 'todo', id }
  const result = await db.transaction(async (tx) => {
    const [todo] = await tx
      .update(todos)
      .set({
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(input.is_done === undefined ? {} : { isDone: input.is_done }),
        ...(input.due_date === undefined ? {} : { dueDate: input.due_date }),
        version: sql`${todos.version} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(todos.id, id),
          mine(actor),
          input.version === undefined ? undefined : eq(todos.version, input.version),
        ),
      )
      .returning()
    if (!todo) return undefined
    await audit(tx, meta, {
      action,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      ...{ entityType: entity.type, entityId: id },
    })
    return toTodoDto(todo)
  })
  if (result) return result
  // Nothing changed: either a stale version of the actor's own to-do, or not theirs at all.
  const [own] = await db
    .select({ id: todos.id })
    .from(todos)
    .where(and(eq(todos.id, id), mine(actor)))
  if (own) throw new AppError('CONFLICT', TODO_MESSAGES.stale)
  return deny(actor, meta, action, AppError.notFound(TODO_MESSAGES.notFound), entity)
}

export async function deleteTodo(actor: Actor, id: number, meta: RequestMeta): Promise<void> {
  const action = 'todo.delete'
  const entity = { type: 'todo', id }
  const deleted = await db.transaction(async (tx) => {
    const [todo] = await tx
      .delete(todos)
      .where(and(eq(todos.id, id), mine(actor)))
      .returning({ id: todos.id })
    if (!todo) return false
    await audit(tx, meta, {
      action,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      ...{ entityType: entity.type, entityId: id },
    })
    return true
  })
  if (!deleted) await deny(actor, meta, action, AppError.notFound(TODO_MESSAGES.notFound), entity)
}
