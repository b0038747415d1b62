import type { Actor } from '~/platform/actor'
import { canAdministerProfiles } from '../people/staff.policy'

export const DIVISION_ACTIONS = [
  'division.read',
  'division.create',
  'division.update',
  'division.delete',
] as const
export type DivisionAction = (typeof DIVISION_ACTIONS)[number]

/** Everyone in a company sees its divisions; profile admins and company admins change them. */
export function can(actor: Pick<Actor, 'userTypeSlug' | 'roles'>, action: DivisionAction): boolean {
  switch (action) {
    case 'division.read':
      return true
    case 'division.create':
    case 'division.update':
    case 'division.delete':
      return canAdministerProfiles(actor)
  }
}
