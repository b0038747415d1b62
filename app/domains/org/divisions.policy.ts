import { everyoneReads } from '~/platform/actor'
import { canAdministerProfiles } from '../people/staff.policy'

export const DIVISION_ACTIONS = [
  'division.read',
  'division.create',
  'division.update',
  'division.delete',
] as const
export type DivisionAction = (typeof DIVISION_ACTIONS)[number]

/** Everyone in a company sees its divisions; profile admins and company admins change them. */
export const can = everyoneReads<DivisionAction>('division.read', canAdministerProfiles)
