import { and, asc, eq, inArray, notInArray } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Queryable, Transaction } from '~/platform/db.server'
import { ownedRow } from '~/platform/tenancy.server'
import type { QuestionInput } from './quizzes.schema'
import { quizOptions, quizQuestions, quizzes, type QuizQuestionKind } from './quizzes.tables'

/** The audit names of quiz writes. */
export const QUIZ_ACTIONS_AUDITED = {
  create: 'quiz.create',
  update: 'quiz.update',
  delete: 'quiz.delete',
  attempt: 'quiz.attempt',
} as const

export interface QuizOptionDto {
  id: number
  text: string
  /** Left out for someone taking the quiz (they must not learn the answers from the page). */
  is_correct?: boolean
  order: number
}

export interface QuizQuestionDto {
  id: number
  kind: QuizQuestionKind
  text: string
  order: number
  options: QuizOptionDto[]
}

/** A quiz as the API answers it (seed 001 §7 Quizzes) and the pages read it. */
export interface QuizDto {
  id: number
  title: string
  description: string
  pass_mark_percent: number
  attempts_allowed: number
  shuffle_answers: boolean
  version: number
  created_at: string
  updated_at: string
  questions: QuizQuestionDto[]
}

/** The quiz `id` of the company with its questions and options in order, or undefined. */
export async function loadQuiz(
  q: Queryable,
  companyId: number,
  id: number,
): Promise<QuizDto | undefined> {
  const [quiz] = await q
    .select()
    .from(quizzes)
    .where(ownedRow(quizzes, { companyId }, id))
  if (!quiz) return undefined
  const questions = await q
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, id))
    .orderBy(asc(quizQuestions.order), asc(quizQuestions.id))
  const options = questions.length
    ? await q
        .select()
        .from(quizOptions)
        .where(
          inArray(
            quizOptions.questionId,
            questions.map((question) => question.id),
          ),
        )
        .orderBy(asc(quizOptions.order), asc(quizOptions.id))
    : []
  return {
    id: quiz.id,
    title: quiz.title,
    description: quiz.description,
    pass_mark_percent: quiz.passMarkPercent,
    attempts_allowed: quiz.attemptsAllowed,
    shuffle_answers: quiz.shuffleAnswers,
    version: quiz.version,
    created_at: quiz.createdAt.toISOString(),
    updated_at: quiz.updatedAt.toISOString(),
    questions: questions.map((question) => ({
      id: question.id,
      kind: question.kind as QuizQuestionKind,
      text: question.text,
      order: question.order,
      options: options
        .filter((option) => option.questionId === question.id)
        .map((option) => ({
          id: option.id,
          text: option.text,
          is_correct: option.isCorrect,
          order: option.order,
        })),
    })),
  }
}

/** The quiz as someone taking it sees it: which options are right is left out. */
export function withoutAnswers(quiz: QuizDto): QuizDto {
  return {
    ...quiz,
    questions: quiz.questions.map((question) => ({
      ...question,
      options: question.options.map(({ is_correct: _right, ...option }) => option),
    })),
  }
}

/** A child table of the quiz (questions of a quiz, options of a question). */
interface ChildTable {
  table: PgTable
  id: AnyPgColumn
  parent: AnyPgColumn
  /** The parent column's property name, for inserts. */
  parentKey: string
}

const QUESTIONS: ChildTable = {
  table: quizQuestions,
  id: quizQuestions.id,
  parent: quizQuestions.quizId,
  parentKey: 'quizId',
}
const OPTIONS: ChildTable = {
  table: quizOptions,
  id: quizOptions.id,
  parent: quizOptions.questionId,
  parentKey: 'questionId',
}

/**
 * Makes the rows under `parentId` the given items, in order: an item naming an id of this parent
 * is updated in place (so past attempts keep their responses to it), one without is added, the
 * rows no longer named are removed (an id of another parent counts as new). Answers the ids in order.
 */
async function syncChildren<Item extends { id?: number }>(
  tx: Transaction,
  child: ChildTable,
  parentId: number,
  items: readonly Item[],
  valuesOf: (item: Item, order: number) => Record<string, unknown>,
): Promise<number[]> {
  const existing = (await tx
    .select({ id: child.id })
    .from(child.table)
    .where(eq(child.parent, parentId))) as { id: number }[]
  const ours = new Set(existing.map((row) => row.id))
  const own = (item: Item) => (item.id !== undefined && ours.has(item.id) ? item.id : undefined)
  const kept = items.flatMap((item) => own(item) ?? [])
  await tx
    .delete(child.table)
    .where(and(eq(child.parent, parentId), kept.length ? notInArray(child.id, kept) : undefined))
  const ids: number[] = []
  for (const [order, item] of items.entries()) {
    const values = valuesOf(item, order)
    const id = own(item)
    if (id !== undefined) {
      await tx.update(child.table).set(values).where(eq(child.id, id))
      ids.push(id)
    } else {
      const [row] = (await tx
        .insert(child.table)
        .values({ ...values, [child.parentKey]: parentId })
        .returning({ id: child.id })) as { id: number }[]
      ids.push(row!.id)
    }
  }
  return ids
}

/** Makes the quiz's questions and their options the given ones (see syncChildren). */
export async function writeQuestions(
  tx: Transaction,
  quizId: number,
  questions: QuestionInput[],
): Promise<void> {
  const ids = await syncChildren(tx, QUESTIONS, quizId, questions, (question, order) => ({
    kind: question.kind,
    text: question.text,
    order,
  }))
  for (const [index, question] of questions.entries()) {
    await syncChildren(tx, OPTIONS, ids[index]!, question.options, (option, order) => ({
      text: option.text,
      isCorrect: option.is_correct,
      order,
    }))
  }
}
