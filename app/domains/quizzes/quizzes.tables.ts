import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { memberships } from '../accounts/accounts.tables'
import * as columns from '~/platform/table-columns'
import { DEFAULT_PASS_MARK_PERCENT } from './quiz-constants'

export { QUIZ_QUESTION_KINDS, type QuizQuestionKind } from './quiz-constants'

/**
 * A quiz (seed 001 §3, §7 Quizzes): questions with options, a pass mark and how many attempts a
 * person gets (0 = unlimited). It stands alone (quiz-create/, quizzes/{id}/) and is used as an item
 * of courses.
 */
export const quizzes = pgTable(
  'quizzes',
  {
    ...columns.companyRow(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    passMarkPercent: smallint('pass_mark_percent').notNull().default(DEFAULT_PASS_MARK_PERCENT),
    attemptsAllowed: smallint('attempts_allowed').notNull().default(0),
    shuffleAnswers: boolean('shuffle_answers').notNull().default(false),
    authorMembershipId: integer('author_membership_id').references(() => memberships.id, {
      onDelete: 'set null',
    }),
    ...columns.versionedTimestamps(),
  },
  (table) => [
    index('quizzes_company_idx').on(table.companyId, table.id),
    check('quizzes_pass_mark_check', sql`${table.passMarkPercent} between 0 and 100`),
  ],
)

/** A question of a quiz, in order; `kind` is one of QUIZ_QUESTION_KINDS. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: columns.id(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    order: smallint('order').notNull().default(0),
  },
  (table) => [
    index('quiz_questions_quiz_idx').on(table.quizId, table.order),
    check('quiz_questions_kind_check', sql`${table.kind} in ('single', 'multiple', 'true_false')`),
  ],
)

/** An answer offered by a question, in order, and whether choosing it is right. */
export const quizOptions = pgTable(
  'quiz_options',
  {
    id: columns.id(),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
    order: smallint('order').notNull().default(0),
  },
  (table) => [index('quiz_options_question_idx').on(table.questionId, table.order)],
)

/**
 * One person's attempt at a quiz (seed: quiz responses per staff and quiz): the score and whether
 * it passed the pass mark of that moment, kept even when the quiz changes later.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    ...columns.companyRow(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    membershipId: columns.membership(),
    scorePercent: smallint('score_percent').notNull(),
    passed: boolean('passed').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('quiz_attempts_taker_idx').on(table.quizId, table.membershipId, table.submittedAt),
    index('quiz_attempts_company_idx').on(table.companyId, table.submittedAt),
  ],
)

/** The options a person chose for one question of an attempt, and whether that was right. */
export const quizResponses = pgTable(
  'quiz_responses',
  {
    id: columns.id(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    optionIds: integer('option_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    isCorrect: boolean('is_correct').notNull(),
  },
  (table) => [index('quiz_responses_attempt_idx').on(table.attemptId)],
)
