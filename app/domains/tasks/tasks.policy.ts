import { isCompanyAdmin, type PolicyActor } from '~/platform/actor'

export const TASK_ACTIONS = ['task.read', 'task.create', 'task.comment', 'task.manageAll'] as const
export type TaskAction = (typeof TASK_ACTIONS)[number]

/**
 * Tasks are the team's shared board (Linear, Trello): every member reads every task of the
 * company, creates tasks and comments on them. Company admins and request admins manage every
 * task; anyone else changes the tasks they created or are assigned (`mayChangeTask`).
 */
export function can(actor: PolicyActor, action: TaskAction): boolean {
  switch (action) {
    case 'task.read':
    case 'task.create':
    case 'task.comment':
      return true
    case 'task.manageAll':
      return isCompanyAdmin(actor) || actor.roles.user_is_request_admin
  }
}

/** The people a task belongs to: whoever made it and whoever does it. */
export interface TaskPeople {
  createdById: number | null
  assigneeId: number | null
}

/** Edit, move, tick steps of, or delete one task. */
export function mayChangeTask(
  actor: PolicyActor & { membershipId: number },
  task: TaskPeople,
): boolean {
  return (
    can(actor, 'task.manageAll') ||
    task.createdById === actor.membershipId ||
    task.assigneeId === actor.membershipId
  )
}
