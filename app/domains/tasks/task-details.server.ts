import { and, asc, count, eq } from 'drizzle-orm'
import { auditChange } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { ownedBy } from '~/platform/tenancy.server'
import { namesOf, personRef, type PersonRef } from './people.server'
import { can, mayChangeTask } from './tasks.policy'
import { MAX_STEPS, TASK_MESSAGES } from './tasks.schema'
import { changeableTask, readTask, type TaskDto } from './tasks.server'
import { taskComments, taskSteps } from './tasks.tables'

/** A task's page: the task, its steps and its comments, and what the reader may do. */

export interface TaskStepDto {
  id: number
  title: string
  is_done: boolean
  done_by: PersonRef | null
  done_at: string | null
}

export interface TaskCommentDto {
  id: number
  author: PersonRef | null
  body: string
  created_at: string
}

export interface TaskDetailDto extends TaskDto {
  steps: TaskStepDto[]
  steps_done: number
  comments: TaskCommentDto[]
  /** Whether the reader may edit, move, tick steps of or delete it. */
  may_change: boolean
}

/** How many comments a task page shows (the newest). */
export const COMMENTS_SHOWN = 200

export async function taskDetail(asker: Asker, id: number): Promise<TaskDetailDto> {
  const task = await readTask(asker, id)
  const { actor } = asker
  const [steps, comments] = await Promise.all([
    db
      .select()
      .from(taskSteps)
      .where(and(ownedBy(taskSteps, actor), eq(taskSteps.taskId, id)))
      .orderBy(asc(taskSteps.position), asc(taskSteps.id)),
    db
      .select()
      .from(taskComments)
      .where(and(ownedBy(taskComments, actor), eq(taskComments.taskId, id)))
      .orderBy(asc(taskComments.createdAt), asc(taskComments.id))
      .limit(COMMENTS_SHOWN),
  ])
  const names = await namesOf(actor, [
    ...steps.map((step) => step.doneById),
    ...comments.map((comment) => comment.authorId),
  ])
  const people = { createdById: task.created_by?.id ?? null, assigneeId: task.assignee?.id ?? null }
  return {
    ...task,
    steps: steps.map((step) => ({
      id: step.id,
      title: step.title,
      is_done: step.isDone,
      done_by: personRef(names, step.doneById),
      done_at: step.doneAt?.toISOString() ?? null,
    })),
    steps_done: steps.filter((step) => step.isDone).length,
    comments: comments.map((comment) => ({
      id: comment.id,
      author: personRef(names, comment.authorId),
      body: comment.body,
      created_at: comment.createdAt.toISOString(),
    })),
    may_change: mayChangeTask(actor, people),
  }
}

export async function addStep(asker: Asker, taskId: number, title: string): Promise<void> {
  await changeableTask(asker, taskId, 'task.step.add')
  const { actor } = asker
  await db.transaction(async (tx) => {
    const where = and(ownedBy(taskSteps, actor), eq(taskSteps.taskId, taskId))
    const [existing] = await tx.select({ n: count() }).from(taskSteps).where(where)
    const n = existing?.n ?? 0
    if (n >= MAX_STEPS) throw AppError.invalidField('title', TASK_MESSAGES.tooManySteps)
    const [step] = await tx
      .insert(taskSteps)
      .values({ companyId: actor.companyId, taskId, position: n, title })
      .returning({ id: taskSteps.id })
    await auditChange(
      tx,
      asker,
      'task.step.add',
      { type: 'task', id: taskId },
      { step: step!.id, title },
    )
  })
}

/** Ticks or unticks a step; ticking records who did it and when. */
export async function setStepDone(
  asker: Asker,
  taskId: number,
  stepId: number,
  isDone: boolean,
): Promise<void> {
  await changeableTask(asker, taskId, 'task.step.update')
  const { actor } = asker
  const changed = await db.transaction(async (tx) => {
    const [step] = await tx
      .update(taskSteps)
      .set({
        isDone,
        doneById: isDone ? actor.membershipId : null,
        doneAt: isDone ? new Date() : null,
      })
      .where(and(ownedBy(taskSteps, actor), eq(taskSteps.taskId, taskId), eq(taskSteps.id, stepId)))
      .returning({ id: taskSteps.id })
    if (!step) return false
    const details = { step: stepId, is_done: isDone }
    await auditChange(tx, asker, 'task.step.update', { type: 'task', id: taskId }, details)
    return true
  })
  if (!changed) throw AppError.notFound(TASK_MESSAGES.notFound)
}

export async function deleteStep(asker: Asker, taskId: number, stepId: number): Promise<void> {
  await changeableTask(asker, taskId, 'task.step.delete')
  const { actor } = asker
  const deleted = await db.transaction(async (tx) => {
    const [step] = await tx
      .delete(taskSteps)
      .where(and(ownedBy(taskSteps, actor), eq(taskSteps.taskId, taskId), eq(taskSteps.id, stepId)))
      .returning({ title: taskSteps.title })
    if (!step) return false
    const details = { step: stepId, title: step.title }
    await auditChange(tx, asker, 'task.step.delete', { type: 'task', id: taskId }, details)
    return true
  })
  if (!deleted) throw AppError.notFound(TASK_MESSAGES.notFound)
}

/** Anyone who can read a task comments on it. */
export async function addComment(asker: Asker, taskId: number, body: string): Promise<void> {
  await authorize(asker, can, 'task.comment')
  await readTask(asker, taskId)
  const { actor } = asker
  await db.transaction(async (tx) => {
    const [comment] = await tx
      .insert(taskComments)
      .values({ companyId: actor.companyId, taskId, authorId: actor.membershipId, body })
      .returning({ id: taskComments.id })
    await auditChange(
      tx,
      asker,
      'task.comment',
      { type: 'task', id: taskId },
      {
        comment: comment!.id,
      },
    )
  })
}
