import { isCompanyAdmin, type PolicyActor } from '~/platform/actor'

export const CHECKLIST_ACTIONS = [
  'template.read',
  'template.manage',
  'checklist.start',
  'checklist.manage',
] as const
export type ChecklistAction = (typeof CHECKLIST_ACTIONS)[number]

/**
 * Checklists (seed 001 §6 names the flag, not its effect; decided in ADR 035). Checklist admins
 * (`user_is_checklist_admin`) and company admins write templates, assign checklists to anyone
 * with a due day, see and change every checklist and delete them. Everyone reads the templates
 * and starts a checklist from one for themselves. Which checklist a person may see and fill is
 * checklist access's business (the ones for them, their position or division, or that they
 * started), as for courses.
 */
export function can(actor: PolicyActor, action: ChecklistAction): boolean {
  switch (action) {
    case 'template.read':
    case 'checklist.start':
      return true
    case 'template.manage':
    case 'checklist.manage':
      return isChecklistAdmin(actor)
  }
}

export const isChecklistAdmin = (actor: PolicyActor): boolean =>
  isCompanyAdmin(actor) || actor.roles.user_is_checklist_admin
