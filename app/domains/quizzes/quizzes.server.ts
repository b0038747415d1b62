import { asc, count, desc, ilike, and } from 'drizzle-orm'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import {
  deleteOwned,
  givenFields,
  insertOwned,
  updateVersioned,
} from '~/platform/owned-rows.server'
import { findOwned, ownedBy } from '~/platform/tenancy.server'
import type { Actor } from '~/platform/actor'
import type { RequestMeta } from '~/platform/request-meta.server'
import {
  loadQuiz,
  QUIZ_ACTIONS_AUDITED as ACTIONS,
  withoutAnswers,
  writeQuestions,
  type QuizDto,
} from './quiz-records.server'
import { allows, can } from './quizzes.policy'
import { QUIZ_MESSAGES, type QuizInput, type QuizPatchInput } from './quizzes.schema'
import { quizzes } from './quizzes.tables'

export const QUIZ_PAGE_SIZE = 25

/** Who writes quizzes; a refusal is recorded under what was tried (quiz.create, quiz.delete…). */
const manager = allows('quiz.manage')

/** Refused unless the actor writes quizzes (about quiz `id`, when one is named). */
export function authorizeManage(asker: Asker, action: string, id?: number): Promise<void> {
  return authorize(asker, manager, action, id === undefined ? undefined : { type: 'quiz', id })
}

const notFoundAs = (action: string, message: string = QUIZ_MESSAGES.quizError) => ({
  action,
  entityType: 'quiz',
  message,
})

/** The quiz as saved, answers included (an edit page, the API of a KB admin). */
async function loadOwned(asker: Asker, action: string, id: number): Promise<QuizDto> {
  await findOwned(asker, quizzes, id, notFoundAs(action))
  return (await loadQuiz(db, asker.actor.companyId, id))!
}

const columnsOf = (input: Partial<QuizInput>) =>
  givenFields({
    title: input.title,
    description: input.description,
    passMarkPercent: input.pass_mark_percent,
    attemptsAllowed: input.attempts_allowed,
    shuffleAnswers: input.shuffle_answers,
  })

/** Creates a quiz with its questions and options, audited in the same transaction. */
export async function createQuiz(
  actor: Actor,
  input: QuizInput,
  meta: RequestMeta,
): Promise<QuizDto> {
  const asker = { actor, meta }
  await authorizeManage(asker, ACTIONS.create)
  return db.transaction(async (tx) => {
    const quiz = await insertOwned(
      tx,
      asker,
      quizzes,
      {
        title: input.title,
        description: input.description,
        passMarkPercent: input.pass_mark_percent,
        attemptsAllowed: input.attempts_allowed,
        shuffleAnswers: input.shuffle_answers,
        authorMembershipId: actor.membershipId,
      },
      {
        action: ACTIONS.create,
        entityType: 'quiz',
        details: (row) => ({ title: row.title, questions: input.questions.length }),
      },
    )
    await writeQuestions(tx, quiz.id, input.questions)
    return (await loadQuiz(tx, actor.companyId, quiz.id))!
  })
}

/** A quiz for its edit page or a KB admin's API read. */
export async function getQuizForEdit(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<QuizDto> {
  const asker = { actor, meta }
  await authorizeManage(asker, ACTIONS.update, id)
  return loadOwned(asker, 'quiz.read', id)
}

/** A quiz as someone taking it reads it: a KB admin gets the right answers, anyone else not. */
export async function readQuiz(actor: Actor, id: number, meta: RequestMeta): Promise<QuizDto> {
  const quiz = await loadOwned({ actor, meta }, 'quiz.read', id)
  return can(actor, 'quiz.manage') ? quiz : withoutAnswers(quiz)
}

/**
 * Edits a quiz (form or REST PATCH) guarded by `version`: a stale one is a 409 and nothing is
 * written. `questions`, when given, becomes the whole list (questions kept by id keep their
 * past responses).
 */
export async function updateQuiz(
  actor: Actor,
  id: number,
  input: QuizPatchInput,
  meta: RequestMeta,
): Promise<QuizDto> {
  const asker = { actor, meta }
  await authorizeManage(asker, ACTIONS.update, id)
  await findOwned(asker, quizzes, id, notFoundAs(ACTIONS.update))
  const { version, questions, ...fields } = input
  return db.transaction(async (tx) => {
    await updateVersioned(tx, asker, quizzes, {
      id,
      version,
      set: columnsOf(fields),
      stale: QUIZ_MESSAGES.stale,
      action: ACTIONS.update,
      entityType: 'quiz',
      details: () => ({
        changed: Object.keys(givenFields(fields)).concat(questions ? ['questions'] : []),
        from_version: version,
      }),
    })
    if (questions) await writeQuestions(tx, id, questions)
    return (await loadQuiz(tx, actor.companyId, id))!
  })
}

/** The quiz as saved now, for a 409's comparison (undefined when it is gone). */
export function currentQuiz(actor: Actor, id: number): Promise<QuizDto | undefined> {
  return loadQuiz(db, actor.companyId, id)
}

/** Deletes a quiz, its questions, its attempts and its course items (cascade), audited. */
export async function deleteQuiz(actor: Actor, id: number, meta: RequestMeta): Promise<void> {
  const asker = { actor, meta }
  await authorizeManage(asker, ACTIONS.delete, id)
  await deleteOwned(asker, quizzes, id, {
    action: ACTIONS.delete,
    entityType: 'quiz',
    notFound: QUIZ_MESSAGES.deleteFailed,
    details: (row) => ({ title: row.title }),
  })
}

export interface QuizListItem {
  id: number
  title: string
  pass_mark_percent: number
  attempts_allowed: number
  updated_at: string
}

/** One page of the company's quizzes, newest first, whose title contains `search`. */
export async function listQuizzes(
  actor: Actor,
  query: { search: string; page: number },
  meta: RequestMeta,
  pageSize: number = QUIZ_PAGE_SIZE,
) {
  await authorize({ actor, meta }, can, 'quiz.take')
  const where = and(
    ownedBy(quizzes, actor),
    query.search ? ilike(quizzes.title, `%${escapeLike(query.search)}%`) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(quizzes)
      .where(where)
      .orderBy(desc(quizzes.updatedAt), desc(quizzes.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(quizzes).where(where),
  ])
  const totalCount = total?.n ?? 0
  return {
    count: totalCount,
    page: query.page,
    page_count: Math.max(1, Math.ceil(totalCount / pageSize)),
    results: rows.map((row): QuizListItem => ({
      id: row.id,
      title: row.title,
      pass_mark_percent: row.passMarkPercent,
      attempts_allowed: row.attemptsAllowed,
      updated_at: row.updatedAt.toISOString(),
    })),
  }
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`)

/** Every quiz of the company by title, for pickers (a course's quiz items). */
export async function quizChoices(
  actor: Pick<Actor, 'companyId'>,
): Promise<{ id: number; title: string }[]> {
  return db
    .select({ id: quizzes.id, title: quizzes.title })
    .from(quizzes)
    .where(ownedBy(quizzes, actor))
    .orderBy(asc(quizzes.title), asc(quizzes.id))
}
