import { z } from 'zod'
import { msg } from '~/i18n'
import {
  idSchema,
  isoDate,
  NO_NUL,
  hasNul,
  MAX_ID,
  optionalText,
  pageNumber,
  requiredText,
  searchText,
} from '~/platform/form-fields'
import {
  DEFAULT_PASS_MARK_PERCENT,
  QUIZ_MESSAGES,
  QUIZ_QUESTION_KINDS,
  type QuizQuestionKind,
} from './quiz-constants'

/**
 * The quiz form's fields, shared by the pages (conform) and the REST API (quiz-create/,
 * quizzes/{id}/). Field names are snake_case like the rest of the knowledge API, so the no-JS
 * form and a REST client post the same shape: questions[0].options[1].is_correct.
 */
export { QUIZ_MESSAGES } from './quiz-constants'
export { answerFieldOf, QUIZ_TIMELINE_PATH, QUIZZES_PATH, quizPath } from './quiz-paths'

export const MAX_QUESTIONS = 100
export const MAX_OPTIONS = 10
export const MAX_QUIZ_TITLE = 255
const MAX_TEXT = 2000
const TOO_LONG_TEXT = msg('Use at most 2000 characters')

/** The two options every true/false question has, in this order. */
export const TRUE_FALSE_OPTIONS = ['True', 'False'] as const

/** A tick box (form 'on') or a JSON boolean; absent is false. */
const flag = z.preprocess(
  (value) => value === true || value === 'on' || value === 'true',
  z.boolean(),
)

const optionalId = z.preprocess(
  (value) => (value === '' || value === undefined || value === null ? undefined : value),
  idSchema(QUIZ_MESSAGES.badKind).optional(),
)

/**
 * Trimmed text that may be empty here (questionIssues says what is missing, per question kind);
 * a blank form field, which conform reads as absent, gets `blank`.
 */
const trimmedText = (blank: string) =>
  z
    .string({ required_error: blank, invalid_type_error: blank })
    .default('')
    .transform((text) => text.trim())
    // Refinements, not a pipe: conform would read a piped '' as absent ('Required').
    .refine((text) => text.length <= MAX_TEXT, TOO_LONG_TEXT)
    .refine((text) => !hasNul(text), NO_NUL)

const optionSchema = z.object({
  id: optionalId,
  text: trimmedText(QUIZ_MESSAGES.blankOption),
  is_correct: flag,
})

const questionSchema = z
  .object({
    id: optionalId,
    kind: z.enum(QUIZ_QUESTION_KINDS, { errorMap: () => ({ message: QUIZ_MESSAGES.badKind }) }),
    text: trimmedText(QUIZ_MESSAGES.questionRequired),
    options: z.array(optionSchema).max(MAX_OPTIONS, QUIZ_MESSAGES.tooManyOptions).default([]),
  })
  .transform((question) =>
    question.kind === 'true_false'
      ? { ...question, options: trueFalseOptions(question.options) }
      : question,
  )
export type QuestionInput = z.output<typeof questionSchema>

/** A true/false question always offers 'True' then 'False'; only which is right comes from input. */
function trueFalseOptions(given: z.output<typeof optionSchema>[]) {
  return TRUE_FALSE_OPTIONS.map((text, index) => ({
    id: given[index]?.id,
    text,
    is_correct: given[index]?.is_correct ?? false,
  }))
}

/** The rules of one question (seed 001 §5's answer rules, applied per question kind). */
function questionIssues(question: QuestionInput): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = []
  if (question.text === '') issues.push({ path: ['text'], message: QUIZ_MESSAGES.questionRequired })
  question.options.forEach((option, index) => {
    if (option.text === '') {
      issues.push({ path: ['options', index, 'text'], message: QUIZ_MESSAGES.blankOption })
    }
  })
  if (question.options.length < 2) {
    issues.push({ path: ['options'], message: QUIZ_MESSAGES.tooFewOptions })
    return issues
  }
  const right = question.options.filter((option) => option.is_correct).length
  if (question.kind === 'multiple' && right === 0) {
    issues.push({ path: ['options'], message: QUIZ_MESSAGES.multipleRight })
  } else if (question.kind !== 'multiple' && right !== 1) {
    issues.push({ path: ['options'], message: QUIZ_MESSAGES.singleRight })
  }
  return issues
}

const percent = (message: string, max: number) =>
  z.coerce
    .number({ invalid_type_error: message, required_error: message })
    .int(message)
    .min(0, message)
    .max(max, message)

const fields = {
  title: requiredText(MAX_QUIZ_TITLE, undefined, QUIZ_MESSAGES.titleRequired),
  description: optionalText(MAX_TEXT),
  pass_mark_percent: percent(QUIZ_MESSAGES.passMark, 100).default(DEFAULT_PASS_MARK_PERCENT),
  attempts_allowed: percent(QUIZ_MESSAGES.attempts, 100).default(0),
  shuffle_answers: flag,
  questions: z
    .array(questionSchema)
    .min(1, QUIZ_MESSAGES.noQuestions)
    .max(MAX_QUESTIONS, QUIZ_MESSAGES.tooManyQuestions),
}

const quizObject = z.object(fields)

function quizRules(value: { questions?: QuestionInput[] }, ctx: z.RefinementCtx) {
  value.questions?.forEach((question, index) => {
    for (const issue of questionIssues(question)) {
      ctx.addIssue({
        code: 'custom',
        path: ['questions', index, ...issue.path],
        message: issue.message,
      })
    }
  })
}

/** A whole quiz: the create form and API. */
export const QuizSchema = quizObject.superRefine(quizRules)
export type QuizInput = z.output<typeof QuizSchema>

const version = z.coerce
  .number({ required_error: QUIZ_MESSAGES.stale, invalid_type_error: QUIZ_MESSAGES.stale })
  .int()
  .positive()
  .max(MAX_ID, QUIZ_MESSAGES.stale)

/** The edit form: every field and the version it was loaded at. */
export const QuizEditSchema = quizObject.extend({ version }).superRefine(quizRules)

/** A REST PATCH: only the fields sent change; `questions`, when sent, is the whole new list. */
export const QuizPatchSchema = quizObject.partial().extend({ version }).superRefine(quizRules)
export type QuizPatchInput = z.output<typeof QuizPatchSchema>

/** The admin list's query string. */
export const QuizListQuery = z.object({ search: searchText(100), page: pageNumber })

/** The Quiz Response Timeline's filters (query string); anything odd is no filter. */
export const TimelineQuery = z.object({
  person: idSchema('').optional().catch(undefined),
  quiz: idSchema('').optional().catch(undefined),
  passed: z.enum(['yes', 'no']).optional().catch(undefined),
  from: isoDate().optional().catch(undefined),
  to: isoDate().optional().catch(undefined),
  page: pageNumber,
})
export type TimelineFilters = z.output<typeof TimelineQuery>

/** One question's chosen options, as the take form and quiz-responses-bulk-create/ send them. */
export const AnswerSchema = z.object({
  question: idSchema(QUIZ_MESSAGES.badAnswer),
  options: z.array(idSchema(QUIZ_MESSAGES.badAnswer)).max(MAX_OPTIONS).default([]),
})
export type QuizAnswer = z.output<typeof AnswerSchema>

/** quiz-responses-bulk-create/: a person's responses to one quiz (an attempt). */
export const ResponsesBulkSchema = z.object({
  quiz: idSchema(QUIZ_MESSAGES.quizError),
  responses: z.array(AnswerSchema).max(MAX_QUESTIONS).default([]),
})

// ---- The form as typed, before it is valid (the no-JS editor re-renders it) ------------------

export interface OptionDraft {
  id?: number
  text: string
  is_correct: boolean
}
export interface QuestionDraft {
  id?: number
  kind: QuizQuestionKind
  text: string
  options: OptionDraft[]
}
export interface QuizDraft {
  title: string
  description: string
  pass_mark_percent: string
  attempts_allowed: string
  shuffle_answers: boolean
  questions: QuestionDraft[]
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '')
const listOf = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.map((item) => (item && typeof item === 'object' ? item : {})) : []
const idOf = (value: unknown) => {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 && id <= MAX_ID ? id : undefined
}
const kindOf = (value: unknown): QuizQuestionKind =>
  QUIZ_QUESTION_KINDS.includes(value as QuizQuestionKind) ? (value as QuizQuestionKind) : 'single'

export const blankOption = (): OptionDraft => ({ text: '', is_correct: false })

export function blankQuestion(kind: QuizQuestionKind = 'single'): QuestionDraft {
  if (kind === 'true_false') {
    return {
      kind,
      text: '',
      options: TRUE_FALSE_OPTIONS.map((text) => ({ text, is_correct: false })),
    }
  }
  return { kind, text: '', options: [blankOption(), blankOption()] }
}

export const emptyQuizDraft = (): QuizDraft => ({
  title: '',
  description: '',
  pass_mark_percent: String(DEFAULT_PASS_MARK_PERCENT),
  attempts_allowed: '0',
  shuffle_answers: false,
  questions: [blankQuestion()],
})

/**
 * What was typed, read leniently from a posted form's payload (conform's nested object): the
 * editor shows it again as it was, whatever is wrong with it.
 */
export function draftOf(payload: unknown): QuizDraft {
  const value = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>
  return {
    title: textOf(value.title),
    description: textOf(value.description),
    pass_mark_percent: textOf(value.pass_mark_percent),
    attempts_allowed: textOf(value.attempts_allowed),
    shuffle_answers: value.shuffle_answers === 'on' || value.shuffle_answers === true,
    questions: listOf(value.questions).map((question) => {
      const kind = kindOf(question.kind)
      const options = listOf(question.options).map((option) => ({
        id: idOf(option.id),
        text: textOf(option.text),
        is_correct: option.is_correct === 'on' || option.is_correct === true,
      }))
      return {
        id: idOf(question.id),
        kind,
        text: textOf(question.text),
        options:
          kind === 'true_false'
            ? TRUE_FALSE_OPTIONS.map((text, index) => ({
                ...blankOption(),
                ...options[index],
                text,
              }))
            : options,
      }
    }),
  }
}

/**
 * The editor's structure buttons (no JS: they post the whole form, which comes back changed):
 * `add-question`, `remove-question.2`, `add-option.2`, `remove-option.2.1`. The value of the
 * posted `change` field.
 */
export function applyChange(draft: QuizDraft, change: string): QuizDraft {
  const [what, first, second] = change.split('.')
  const q = Number(first)
  const o = Number(second)
  const questions = draft.questions.map((question) => ({
    ...question,
    options: [...question.options],
  }))
  const question = questions[q]
  if (what === 'add-question' && questions.length < MAX_QUESTIONS) questions.push(blankQuestion())
  else if (what === 'remove-question' && question) questions.splice(q, 1)
  else if (what === 'add-option' && question && question.kind !== 'true_false') {
    if (question.options.length < MAX_OPTIONS) question.options.push(blankOption())
  } else if (what === 'remove-option' && question && question.kind !== 'true_false') {
    question.options.splice(o, 1)
  }
  return { ...draft, questions }
}

/** A saved quiz as the editor's starting point. */
export function draftFromQuiz(quiz: {
  title: string
  description: string
  pass_mark_percent: number
  attempts_allowed: number
  shuffle_answers: boolean
  questions: {
    id: number
    kind: QuizQuestionKind
    text: string
    options: { id: number; text: string; is_correct?: boolean }[]
  }[]
}): QuizDraft {
  return {
    title: quiz.title,
    description: quiz.description,
    pass_mark_percent: String(quiz.pass_mark_percent),
    attempts_allowed: String(quiz.attempts_allowed),
    shuffle_answers: quiz.shuffle_answers,
    questions: quiz.questions.map((question) => ({
      id: question.id,
      kind: question.kind,
      text: question.text,
      options: question.options.map((option) => ({
        id: option.id,
        text: option.text,
        is_correct: option.is_correct ?? false,
      })),
    })),
  }
}
