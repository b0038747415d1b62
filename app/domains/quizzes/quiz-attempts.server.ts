import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import { memberships } from '~/domains/accounts/accounts.tables'
import { auditChange, deny } from '~/platform/audit.server'
import { recordCourseCompletions } from '../courses/learning/course-completions.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db, type Queryable } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { findOwned, ownedBy, ownedRow } from '~/platform/tenancy.server'
import type { Actor } from '~/platform/actor'
import type { RequestMeta } from '~/platform/request-meta.server'
import {
  loadQuiz,
  QUIZ_ACTIONS_AUDITED as ACTIONS,
  withoutAnswers,
  type QuizDto,
  type QuizQuestionDto,
} from './quiz-records.server'
import { can } from './quizzes.policy'
import { answerFieldOf, QUIZ_MESSAGES, type QuizAnswer } from './quizzes.schema'
import { quizAttempts, quizResponses, quizzes } from './quizzes.tables'

export interface ResponseDto {
  question: number
  options: number[]
  is_correct: boolean
}

/** One attempt at a quiz (seed 001 §7 quiz responses per staff and quiz). */
export interface AttemptDto {
  id: number
  quiz: number
  staff: number
  score_percent: number
  passed: boolean
  submitted_at: string
  responses: ResponseDto[]
}

/** How many attempts are left of `allowed` (0 = unlimited: null, no limit). */
export const attemptsLeftOf = (allowed: number, used: number): number | null =>
  allowed === 0 ? null : Math.max(0, allowed - used)

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id))

/** A question is answered right when the chosen options are exactly its right options. */
export function isAnsweredRight(question: QuizQuestionDto, chosen: readonly number[]): boolean {
  const right = question.options.filter((option) => option.is_correct).map((option) => option.id)
  return sameSet([...new Set(chosen)], right)
}

/** The score in percent of questions answered right, rounded to the nearest whole percent. */
export function scoreOf(quiz: QuizDto, chosen: ReadonlyMap<number, readonly number[]>) {
  const responses = quiz.questions.map((question) => ({
    question: question.id,
    options: [...new Set(chosen.get(question.id) ?? [])],
    is_correct: isAnsweredRight(question, chosen.get(question.id) ?? []),
  }))
  const right = responses.filter((response) => response.is_correct).length
  const scorePercent = quiz.questions.length ? Math.round((100 * right) / quiz.questions.length) : 0
  return { responses, scorePercent, passed: scorePercent >= quiz.pass_mark_percent }
}

/**
 * The answers by question, refused with a message per question when one answers nothing, names
 * an option the question does not offer, or picks several options of a one-answer question.
 */
function checkedAnswers(quiz: QuizDto, answers: readonly QuizAnswer[]) {
  const chosen = new Map(answers.map((answer) => [answer.question, answer.options]))
  const errors: Record<string, string[]> = {}
  for (const question of quiz.questions) {
    const picked = [...new Set(chosen.get(question.id) ?? [])]
    const offered = question.options.map((option) => option.id)
    if (picked.length === 0) errors[answerFieldOf(question.id)] = [QUIZ_MESSAGES.chooseAnswer]
    else if (
      picked.some((id) => !offered.includes(id)) ||
      (question.kind !== 'multiple' && picked.length > 1)
    ) {
      errors[answerFieldOf(question.id)] = [QUIZ_MESSAGES.badAnswer]
    }
  }
  const known = new Set(quiz.questions.map((question) => question.id))
  const stray = answers.find((answer) => !known.has(answer.question))
  if (stray) errors.responses = [QUIZ_MESSAGES.badAnswer]
  if (Object.keys(errors).length)
    throw new AppError('VALIDATION', QUIZ_MESSAGES.chooseAnswer, errors)
  return chosen
}

/** The quiz of the company, with its answers, or the audited 404. */
async function quizFor(asker: Asker, action: string, quizId: number): Promise<QuizDto> {
  await findOwned(asker, quizzes, quizId, {
    action,
    entityType: 'quiz',
    message: QUIZ_MESSAGES.quizError,
  })
  return (await loadQuiz(db, asker.actor.companyId, quizId))!
}

const attemptsOf = (q: Queryable, quizId: number, membershipId: number) =>
  q
    .select({ n: count() })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.quizId, quizId), eq(quizAttempts.membershipId, membershipId)))
    .then((rows) => rows[0]?.n ?? 0)

/**
 * Scores the actor's answers to a quiz and records the attempt with its responses in one
 * transaction (audited). Refused when the person has used every attempt the quiz allows; the
 * quiz row is locked meanwhile, so two submissions at once cannot both take the last attempt.
 */
export async function submitQuizAttempt(
  actor: Actor,
  meta: RequestMeta,
  quizId: number,
  answers: readonly QuizAnswer[],
): Promise<AttemptDto & { attempts_left: number | null }> {
  const asker = { actor, meta }
  await authorize(asker, can, 'quiz.take', { type: 'quiz', id: quizId })
  const quiz = await quizFor(asker, ACTIONS.attempt, quizId)
  const chosen = checkedAnswers(quiz, answers)
  const { responses, scorePercent, passed } = scoreOf(quiz, chosen)
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ attemptsAllowed: quizzes.attemptsAllowed })
      .from(quizzes)
      .where(ownedRow(quizzes, actor, quizId))
      .for('update')
    if (!locked) throw AppError.notFound(QUIZ_MESSAGES.quizError)
    const used = await attemptsOf(tx, quizId, actor.membershipId)
    if (attemptsLeftOf(locked.attemptsAllowed, used) === 0) {
      throw new AppError('VALIDATION', QUIZ_MESSAGES.noAttemptsLeft)
    }
    const [attempt] = await tx
      .insert(quizAttempts)
      .values({
        companyId: actor.companyId,
        quizId,
        membershipId: actor.membershipId,
        scorePercent,
        passed,
      })
      .returning()
    await tx.insert(quizResponses).values(
      responses.map((response) => ({
        attemptId: attempt!.id,
        questionId: response.question,
        optionIds: response.options,
        isCorrect: response.is_correct,
      })),
    )
    await auditChange(
      tx,
      asker,
      ACTIONS.attempt,
      { type: 'quiz', id: quizId },
      {
        attempt: attempt!.id,
        score_percent: scorePercent,
        passed,
      },
    )
    // A pass may be the last item of a course: its completion is written with the attempt.
    if (passed) await recordCourseCompletions(actor.membershipId, { quizId }, { q: tx, meta })
    return {
      ...toAttemptDto(attempt!, responses),
      attempts_left: attemptsLeftOf(locked.attemptsAllowed, used + 1),
    }
  })
}

function toAttemptDto(
  attempt: typeof quizAttempts.$inferSelect,
  responses: ResponseDto[],
): AttemptDto {
  return {
    id: attempt.id,
    quiz: attempt.quizId,
    staff: attempt.membershipId,
    score_percent: attempt.scorePercent,
    passed: attempt.passed,
    submitted_at: attempt.submittedAt.toISOString(),
    responses,
  }
}

/** Attempts with their responses, newest first. */
async function attemptsWithResponses(where: ReturnType<typeof and>): Promise<AttemptDto[]> {
  const attempts = await db
    .select()
    .from(quizAttempts)
    .where(where)
    .orderBy(desc(quizAttempts.submittedAt), desc(quizAttempts.id))
  if (!attempts.length) return []
  const responses = await db
    .select()
    .from(quizResponses)
    .where(
      inArray(
        quizResponses.attemptId,
        attempts.map((attempt) => attempt.id),
      ),
    )
    .orderBy(asc(quizResponses.id))
  return attempts.map((attempt) =>
    toAttemptDto(
      attempt,
      responses
        .filter((response) => response.attemptId === attempt.id)
        .map((response) => ({
          question: response.questionId,
          options: response.optionIds,
          is_correct: response.isCorrect,
        })),
    ),
  )
}

/**
 * quiz-responses/{staffId}/{quizId}: a person's attempts at a quiz. Anyone reads their own; KB
 * admins read anyone's. Another company's person or quiz is the audited 404.
 */
export async function listQuizResponses(
  actor: Actor,
  meta: RequestMeta,
  staffId: number,
  quizId: number,
): Promise<AttemptDto[]> {
  const asker = { actor, meta }
  const action = 'quizResponses.view'
  if (staffId !== actor.membershipId) {
    await authorize(asker, can, action, { type: 'membership', id: staffId })
    await findOwned(asker, memberships, staffId, { action, entityType: 'membership' })
  }
  await findOwned(asker, quizzes, quizId, {
    action,
    entityType: 'quiz',
    message: QUIZ_MESSAGES.quizError,
  })
  return attemptsWithResponses(
    and(
      ownedBy(quizAttempts, actor),
      eq(quizAttempts.quizId, quizId),
      eq(quizAttempts.membershipId, staffId),
    ),
  )
}

/** What the take page needs: the quiz without its answers and the actor's attempts so far. */
export async function quizToTake(actor: Actor, meta: RequestMeta, quizId: number) {
  const asker = { actor, meta }
  await authorize(asker, can, 'quiz.take', { type: 'quiz', id: quizId })
  const quiz = await quizFor(asker, 'quiz.read', quizId)
  const used = await attemptsOf(db, quizId, actor.membershipId)
  return {
    quiz: withoutAnswers(quiz),
    attempts_used: used,
    attempts_left: attemptsLeftOf(quiz.attempts_allowed, used),
  }
}

/**
 * One of the actor's own attempts, for the result page: the quiz shows which questions were
 * wrong, and the right answers only once no attempt is left (so they cannot be copied into the
 * next one). Someone else's attempt is not found.
 */
export async function attemptResult(
  actor: Actor,
  meta: RequestMeta,
  quizId: number,
  attemptId: number,
) {
  const asker = { actor, meta }
  const quiz = await quizFor(asker, 'quiz.read', quizId)
  const [attempt] = await attemptsWithResponses(
    and(
      ownedRow(quizAttempts, actor, attemptId),
      eq(quizAttempts.quizId, quizId),
      eq(quizAttempts.membershipId, actor.membershipId),
    ),
  )
  if (!attempt) {
    return deny(actor, meta, 'quiz.read', AppError.notFound(QUIZ_MESSAGES.quizError), {
      type: 'quiz_attempt',
      id: attemptId,
    })
  }
  const used = await attemptsOf(db, quizId, actor.membershipId)
  const attemptsLeft = attemptsLeftOf(quiz.attempts_allowed, used)
  const reveal = attemptsLeft === 0
  return {
    quiz: reveal ? quiz : withoutAnswers(quiz),
    attempt,
    attempts_left: attemptsLeft,
    reveal,
  }
}
