import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db, type Queryable, type Transaction } from '~/platform/db.server'
import { kickMailDelivery } from '~/platform/mail.server'
import {
  deleteOwned,
  givenFields,
  insertOwned,
  updateVersioned,
} from '~/platform/owned-rows.server'
import { AppError } from '~/platform/errors.server'
import { findOwned, ownedBy, ownedRow } from '~/platform/tenancy.server'
import { queueNoticeTo } from '~/platform/notices.server'
import { announceInSlack } from '../company/slack-posts.server'
import { REQUEST_MESSAGES } from '../requests/requests.schema'
import { requests } from '../requests/requests.tables'
import { namesOf, personRef, requireColleague, type PersonRef } from './people.server'
import {
  TASK_PRIORITIES,
  TASK_STATUSES,
  taskPath,
  type TaskPriority,
  type TaskStatus,
} from './tasks.constants'
import { can, mayChangeTask } from './tasks.policy'
import {
  MAX_STEPS,
  TASK_MESSAGES,
  TASK_PAGE_SIZE,
  type KanbanQueryInput,
  type TaskCreateInput,
  type TaskListQueryInput,
  type TaskMoveInput,
  type TaskPatchInput,
} from './tasks.schema'
import { taskSteps, tasks, type Task } from './tasks.tables'

export interface TaskDto {
  id: number
  title: string
  description: string
  status: TaskStatus
  priority: TaskPriority
  assignee: PersonRef | null
  created_by: PersonRef | null
  due_date: string | null
  request_id: number | null
  completed_at: string | null
  version: number
  created_at: string
  updated_at: string
}

export const TASK_AUDIT = {
  create: 'task.create',
  update: 'task.update',
  move: 'task.move',
  delete: 'task.delete',
  read: 'task.read',
} as const

const ENTITY = 'task'
const notFoundAs = (action: string) => ({
  action,
  entityType: ENTITY,
  message: TASK_MESSAGES.notFound,
})

export function toTaskDto(task: Task, names: Map<number, string>): TaskDto {
  return {
    id: task.id,
    title: task.title,
    description: task.description,
    status: task.status,
    priority: task.priority,
    assignee: personRef(names, task.assigneeId),
    created_by: personRef(names, task.createdById),
    due_date: task.dueDate,
    request_id: task.requestId,
    completed_at: task.completedAt?.toISOString() ?? null,
    version: task.version,
    created_at: task.createdAt.toISOString(),
    updated_at: task.updatedAt.toISOString(),
  }
}

async function withNames(actor: Actor, rows: Task[]): Promise<TaskDto[]> {
  const names = await namesOf(
    actor,
    rows.flatMap((task) => [task.assigneeId, task.createdById]),
  )
  return rows.map((task) => toTaskDto(task, names))
}

/**
 * Most urgent first, then by due date (undated last), then oldest first. The priorities are
 * written into the SQL (not bound) so that the board's index on this very expression
 * (`tasks_board_idx`, migration 0025) serves each column's first cards.
 */
const PRIORITIES = sql.raw(`array[${TASK_PRIORITIES.map((p) => `'${p}'`).join(',')}]::text[]`)
const PRIORITY_ORDER = sql`array_position(${PRIORITIES}, ${tasks.priority})`
const BOARD_ORDER = [PRIORITY_ORDER, sql`${tasks.dueDate} asc nulls last`, asc(tasks.id)]

function listFilter(actor: Actor, query: Omit<TaskListQueryInput, 'page'>): SQL {
  const assignee = query.assignee === 'me' ? actor.membershipId : query.assignee
  const words = query.search.replace(/[\\%_]/g, (c) => `\\${c}`)
  return and(
    ownedBy(tasks, actor),
    query.status ? eq(tasks.status, query.status) : undefined,
    query.priority ? eq(tasks.priority, query.priority) : undefined,
    assignee ? eq(tasks.assigneeId, assignee) : undefined,
    words ? ilike(tasks.title, `%${words}%`) : undefined,
  )!
}

/** /tasks/: the company's tasks, filtered, a page at a time. */
export async function listTasks(asker: Asker, query: TaskListQueryInput) {
  await authorize(asker, can, 'task.read')
  const where = listFilter(asker.actor, query)
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(tasks).where(where),
    db
      .select()
      .from(tasks)
      .where(where)
      .orderBy(...BOARD_ORDER)
      .limit(TASK_PAGE_SIZE)
      .offset((query.page - 1) * TASK_PAGE_SIZE),
  ])
  const n = total?.n ?? 0
  return {
    count: n,
    page: query.page,
    page_count: Math.max(1, Math.ceil(n / TASK_PAGE_SIZE)),
    results: await withNames(asker.actor, rows),
  }
}

export interface KanbanColumn {
  status: TaskStatus
  /** Every task of the column; the first ones (as many as the query asks) are in `tasks`. */
  count: number
  tasks: TaskDto[]
}

/**
 * The kanban: one column per status, each bounded (`query[status]` cards), most urgent first.
 * Six small queries whatever the board's size: the columns' counts, each column's first cards
 * (an index range scan each), the names.
 */
export async function kanbanBoard(asker: Asker, query: KanbanQueryInput): Promise<KanbanColumn[]> {
  await authorize(asker, can, 'task.read')
  const where = listFilter(asker.actor, query)
  // Each column's first cards read from the board index, however many tasks the column holds.
  const firstCards = (status: TaskStatus) =>
    db
      .select()
      .from(tasks)
      .where(and(where, eq(tasks.status, status)))
      .orderBy(...BOARD_ORDER)
      .limit(query[status])
  const [counts, ...columns] = await Promise.all([
    db.select({ status: tasks.status, n: count() }).from(tasks).where(where).groupBy(tasks.status),
    ...TASK_STATUSES.map(firstCards),
  ])
  const cards = await withNames(asker.actor, columns.flat())
  return TASK_STATUSES.map((status) => ({
    status,
    count: counts.find((column) => column.status === status)?.n ?? 0,
    tasks: cards.filter((task) => task.status === status),
  }))
}

/** One task of the company (another company's is the audited 404). */
export async function readTask(asker: Asker, id: number): Promise<TaskDto> {
  await authorize(asker, can, 'task.read')
  const task = await findOwned(asker, tasks, id, notFoundAs(TASK_AUDIT.read))
  const [dto] = await withNames(asker.actor, [task])
  return dto!
}

/** A task the actor may change, or the refusal (404 for a stranger, 403 for a bystander). */
export async function changeableTask(asker: Asker, id: number, action: string): Promise<Task> {
  const task = await findOwned(asker, tasks, id, notFoundAs(action))
  await authorize(
    asker,
    (actor) => mayChangeTask({ ...actor, membershipId: asker.actor.membershipId }, task),
    action,
    { type: ENTITY, id },
    TASK_MESSAGES.mayNotChange,
  )
  return task
}

/** Emails the new assignee (not when they assigned themselves), queued with the change. */
async function notifyAssignee(tx: Transaction, actor: Actor, task: Task): Promise<boolean> {
  if (task.assigneeId === null || task.assigneeId === actor.membershipId) return false
  const notified = await queueNoticeTo(
    tx,
    {
      companyId: actor.companyId,
      template: 'task_assigned',
      subject: `Task assigned to you: ${task.title}`,
      sentence: `${actor.firstName} ${actor.lastName} assigned you the task "${task.title}".`,
      path: taskPath(task.id),
    },
    [task.assigneeId],
  )
  return notified > 0
}

/**
 * The company's Slack channel hears of each new assignment (queued after the commit); taking a
 * task oneself is none (as for the email).
 */
async function announceAssignment(actor: Actor, task: TaskDto): Promise<void> {
  if (!task.assignee || task.assignee.id === actor.membershipId) return
  await announceInSlack({
    companyId: actor.companyId,
    text: `${actor.firstName} ${actor.lastName} assigned the task "${task.title}" to ${task.assignee.name}.`,
    path: taskPath(task.id),
  })
}

/** A task may name only a request of its own company (another company's is not found). */
async function requireCompanyRequest(
  q: Queryable,
  actor: Pick<Actor, 'companyId'>,
  id: number | null | undefined,
): Promise<void> {
  if (id === null || id === undefined) return
  const [row] = await q
    .select({ id: requests.id })
    .from(requests)
    .where(ownedRow(requests, actor, id))
  if (!row) throw AppError.invalidField('request_id', REQUEST_MESSAGES.notFound)
}

/** What a task's status means for its completion time. */
const completedAtFor = (status: TaskStatus | undefined, before: Task | null) => {
  if (status === undefined) return undefined
  if (status !== 'done') return null
  return before?.status === 'done' ? before.completedAt : new Date()
}

export async function createTask(asker: Asker, input: TaskCreateInput): Promise<TaskDto> {
  await authorize(asker, can, 'task.create')
  const { actor } = asker
  let mailed = false
  const task = await db.transaction(async (tx) => {
    await requireColleague(tx, actor, input.assignee, 'assignee', TASK_MESSAGES.noAssignee)
    await requireCompanyRequest(tx, actor, input.request_id)
    const created = await insertOwned(
      tx,
      asker,
      tasks,
      {
        title: input.title,
        description: input.description,
        status: input.status,
        priority: input.priority,
        assigneeId: input.assignee,
        createdById: actor.membershipId,
        dueDate: input.due_date,
        requestId: input.request_id,
        completedAt: completedAtFor(input.status, null),
      },
      { action: TASK_AUDIT.create, entityType: ENTITY, details: (row) => ({ title: row.title }) },
    )
    if (input.steps.length) {
      await tx.insert(taskSteps).values(
        input.steps.slice(0, MAX_STEPS).map((title, position) => ({
          companyId: actor.companyId,
          taskId: created.id,
          position,
          title,
        })),
      )
    }
    mailed = await notifyAssignee(tx, actor, created)
    return created
  })
  if (mailed) kickMailDelivery()
  const [dto] = await withNames(actor, [task])
  await announceAssignment(actor, dto!)
  return dto!
}

/** Edits a task (the form's every field, or a PATCH's few) from the version the editor saw. */
export async function updateTask(
  asker: Asker,
  id: number,
  input: TaskPatchInput,
  action: string = TASK_AUDIT.update,
): Promise<TaskDto> {
  const { actor } = asker
  const before = await changeableTask(asker, id, action)
  let mailed = false
  const task = await db.transaction(async (tx) => {
    if (input.assignee !== undefined) {
      await requireColleague(tx, actor, input.assignee, 'assignee', TASK_MESSAGES.noAssignee)
    }
    await requireCompanyRequest(tx, actor, input.request_id)
    const saved = await updateVersioned(tx, asker, tasks, {
      id,
      version: input.version,
      stale: TASK_MESSAGES.stale,
      action,
      entityType: ENTITY,
      details: (row) => ({ title: row.title, status: row.status }),
      set: givenFields({
        title: input.title,
        description: input.description,
        status: input.status,
        priority: input.priority,
        assigneeId: input.assignee,
        dueDate: input.due_date,
        requestId: input.request_id,
        completedAt: completedAtFor(input.status, before),
      }),
    })
    if (saved.assigneeId !== before.assigneeId) mailed = await notifyAssignee(tx, actor, saved)
    return saved
  })
  if (mailed) kickMailDelivery()
  const [dto] = await withNames(actor, [task])
  if (task.assigneeId !== before.assigneeId) await announceAssignment(actor, dto!)
  return dto!
}

/** The kanban's move: a new column for the task, from the version the board showed. */
export function moveTask(asker: Asker, input: TaskMoveInput): Promise<TaskDto> {
  return updateTask(
    asker,
    input.id,
    { status: input.status, version: input.version },
    TASK_AUDIT.move,
  )
}

export async function deleteTask(asker: Asker, id: number): Promise<void> {
  await changeableTask(asker, id, TASK_AUDIT.delete)
  await deleteOwned(asker, tasks, id, {
    action: TASK_AUDIT.delete,
    entityType: ENTITY,
    notFound: TASK_MESSAGES.notFound,
    details: (row) => ({ title: row.title }),
  })
}

/** The task as saved now, for a 409's answer (the API shows it next to what was sent). */
export async function currentTask(asker: Asker, id: number): Promise<TaskDto | null> {
  const [task] = await db
    .select()
    .from(tasks)
    .where(and(ownedBy(tasks, asker.actor), eq(tasks.id, id)))
  if (!task) return null
  const [dto] = await withNames(asker.actor, [task])
  return dto!
}
