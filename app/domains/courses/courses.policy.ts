import type { Actor } from '~/platform/actor'
import { isKnowledgeAdmin } from '../knowledge/knowledge.policy'

export const COURSE_ACTIONS = [
  'course.learn',
  'course.manage',
  'course.subscribe',
  'completions.view',
] as const
export type CourseAction = (typeof COURSE_ACTIONS)[number]

type PolicyActor = Pick<Actor, 'userTypeSlug' | 'roles'>

/**
 * Courses belong to the knowledge base (seed 001 §6): KB admins and company admins build, assign,
 * reassign and delete them, subscribe the company to library courses and see the reports (All
 * Completions, the leaderboard). Everyone learns: their assigned courses, a course's page and the
 * library catalogue. Which course a learner may open is course access's business, as for articles.
 */
export function can(actor: PolicyActor, action: CourseAction): boolean {
  switch (action) {
    case 'course.learn':
      return true
    case 'course.manage':
    case 'course.subscribe':
    case 'completions.view':
      return isKnowledgeAdmin(actor)
  }
}

/** The rule of `action` for a refusal recorded under a finer name (see knowledge.policy's allows). */
export const allows =
  (action: CourseAction) =>
  (actor: PolicyActor): boolean =>
    can(actor, action)
