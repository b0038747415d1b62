import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import * as columns from '~/platform/table-columns'
import { memberships } from '../accounts/accounts.tables'
import { requests } from '../requests/requests.tables'
import { TASK_PRIORITIES, TASK_STATUSES } from './tasks.constants'

/** A person who may be gone later: the row stays, naming nobody. */
const personOrNull = (name: string) =>
  integer(name).references(() => memberships.id, { onDelete: 'set null' })

/**
 * A piece of work with one assignee, shown on the kanban by its status. `request_id` names the
 * request the task came from; deleting that request clears the link.
 */
export const tasks = pgTable(
  'tasks',
  {
    ...columns.companyRow(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: TASK_STATUSES }).notNull().default('todo'),
    priority: text('priority', { enum: TASK_PRIORITIES }).notNull().default('medium'),
    assigneeId: personOrNull('assignee_id'),
    createdById: personOrNull('created_by_id'),
    dueDate: date('due_date', { mode: 'string' }),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    /** Set when the task reaches Done, cleared when it leaves it. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...columns.versionedTimestamps(),
  },
  (table) => [
    index('tasks_company_status_idx').on(table.companyId, table.status),
    index('tasks_assignee_idx').on(table.assigneeId),
    index('tasks_request_idx').on(table.requestId),
  ],
)

/** The sub-steps of a task, in order; ticking one records who did it and when. */
export const taskSteps = pgTable(
  'task_steps',
  {
    ...columns.companyRow(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    isDone: boolean('is_done').notNull().default(false),
    doneById: personOrNull('done_by_id'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [index('task_steps_task_idx').on(table.taskId, table.position)],
)

/** What people said about a task, oldest first. */
export const taskComments = pgTable(
  'task_comments',
  {
    ...columns.companyRow(),
    taskId: integer('task_id')
      .notNull()
      .references(() => tasks.id, { onDelete: 'cascade' }),
    authorId: personOrNull('author_id'),
    body: text('body').notNull(),
    createdAt: columns.createdAt(),
  },
  (table) => [index('task_comments_task_idx').on(table.taskId, table.createdAt)],
)

export type Task = typeof tasks.$inferSelect
export type TaskStep = typeof taskSteps.$inferSelect
export type TaskComment = typeof taskComments.$inferSelect
