import type { Actor } from '~/platform/actor'
import { isKnowledgeAdmin } from '../knowledge/knowledge.policy'

export const QUIZ_ACTIONS = ['quiz.take', 'quiz.manage', 'quizResponses.view'] as const
export type QuizAction = (typeof QUIZ_ACTIONS)[number]

type PolicyActor = Pick<Actor, 'userTypeSlug' | 'roles'>

/**
 * Quizzes are written by KB admins and company admins (seed 001 §6), who also see everyone's
 * responses (the Quiz Response Timeline); everyone takes the quizzes they can reach and sees their
 * own responses.
 */
export function can(actor: PolicyActor, action: QuizAction): boolean {
  switch (action) {
    case 'quiz.take':
      return true
    case 'quiz.manage':
    case 'quizResponses.view':
      return isKnowledgeAdmin(actor)
  }
}

/** The rule of `action` for a refusal recorded under a finer name (see knowledge.policy's allows). */
export const allows =
  (action: QuizAction) =>
  (actor: PolicyActor): boolean =>
    can(actor, action)
