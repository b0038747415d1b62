import { msg } from '~/i18n'

/** The kanban's columns, left to right: a task's status is the column it sits in. */
export const TASK_STATUSES = ['todo', 'in_progress', 'in_review', 'done'] as const
export type TaskStatus = (typeof TASK_STATUSES)[number]

export const TASK_STATUS_LABELS: Record<TaskStatus, string> = {
  todo: msg('To do'),
  in_progress: msg('In progress'),
  in_review: msg('In review'),
  done: msg('Done'),
}

/** Most urgent first: the order lists and columns sort by. */
export const TASK_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const
export type TaskPriority = (typeof TASK_PRIORITIES)[number]

export const TASK_PRIORITY_LABELS: Record<TaskPriority, string> = {
  urgent: msg('Urgent'),
  high: msg('High'),
  medium: msg('Medium'),
  low: msg('Low'),
}

export const TASKS_PATH = '/tasks'
export const KANBAN_PATH = '/request/tasks-kanban'
export const taskPath = (id: number) => `${TASKS_PATH}/details/${id}`
