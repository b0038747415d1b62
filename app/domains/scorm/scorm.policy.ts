import type { Actor } from '~/platform/actor'
import { isKnowledgeAdmin } from '../knowledge/knowledge.policy'

export const SCORM_ACTIONS = ['scorm.play', 'scorm.manage', 'scorm.reports'] as const
export type ScormAction = (typeof SCORM_ACTIONS)[number]

type PolicyActor = Pick<Actor, 'userTypeSlug' | 'roles'>

/**
 * SCORM packages belong to the knowledge base (seed 001 §2, §6): KB admins and company admins
 * upload, rename, set the completion rule of and delete them, and see every learner's results.
 * Everyone may play; which package a learner may open is package access's business
 * (scorm-access.server: a package of a course assigned to them, every package for KB admins).
 */
export function can(actor: PolicyActor, action: ScormAction): boolean {
  switch (action) {
    case 'scorm.play':
      return true
    case 'scorm.manage':
    case 'scorm.reports':
      return isKnowledgeAdmin(actor)
  }
}

/** The rule of `action` for a refusal recorded under a finer name (scorm.upload, scorm.delete…). */
export const allows =
  (action: ScormAction) =>
  (actor: PolicyActor): boolean =>
    can(actor, action)
