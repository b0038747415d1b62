import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditEntries } from '#tests/factories/audit'
import { makeQuiz, quizInput, quizTeam } from '#tests/factories/quizzes'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { quizAttempts } from './quizzes.tables'
import { QuizSchema, QUIZ_MESSAGES } from './quizzes.schema'
import {
  createQuiz,
  deleteQuiz,
  listQuizzes,
  quizChoices,
  readQuiz,
  updateQuiz,
} from './quizzes.server'
import { attemptResult, listQuizResponses, submitQuizAttempt } from './quiz-attempts.server'
import type { QuizDto } from './quiz-records.server'

const meta = testMeta()

/** The option ids of a question whose texts are given (the quiz as an admin reads it). */
function pick(quiz: QuizDto, question: number, ...texts: string[]) {
  const asked = quiz.questions[question]!
  return {
    question: asked.id,
    options: asked.options.filter((o) => texts.includes(o.text)).map((o) => o.id),
  }
}

/** Answers to the sample quiz: the sky, the fruits, water. */
const answers = (quiz: QuizDto, sky: string[], fruits: string[], water: string[]) => [
  pick(quiz, 0, ...sky),
  pick(quiz, 1, ...fruits),
  pick(quiz, 2, ...water),
]

const issuesOf = (input: unknown) => {
  const parsed = QuizSchema.safeParse(input)
  return parsed.success ? {} : parsed.error.flatten((issue) => issue.message).fieldErrors
}

describe('the quiz form rules', () => {
  it('asks for question text, exactly one right single answer, one or more multiple, no blank answer', () => {
    const issues = QuizSchema.safeParse({
      title: ' ',
      questions: [
        {
          kind: 'single',
          text: '',
          options: [
            { text: 'a', is_correct: true },
            { text: 'b', is_correct: true },
          ],
        },
        { kind: 'multiple', text: 'm', options: [{ text: 'a' }, { text: ' ' }] },
        { kind: 'true_false', text: 't', options: [] },
      ],
    })
    expect(issues.success).toBe(false)
    const messages = Object.fromEntries(
      issues.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    )
    expect(messages).toEqual({
      title: QUIZ_MESSAGES.titleRequired,
      'questions.0.text': QUIZ_MESSAGES.questionRequired,
      'questions.0.options': QUIZ_MESSAGES.singleRight,
      'questions.1.options.1.text': QUIZ_MESSAGES.blankOption,
      'questions.1.options': QUIZ_MESSAGES.multipleRight,
      'questions.2.options': QUIZ_MESSAGES.singleRight,
    })
  })

  it('gives a true/false question the options True and False whatever was sent', () => {
    const parsed = quizInput({
      questions: [
        {
          kind: 'true_false',
          text: 'Sure?',
          options: [{ text: 'Yes' }, { text: 'No', is_correct: true }],
        },
      ],
    })
    expect(parsed.questions[0]!.options).toEqual([
      { id: undefined, text: 'True', is_correct: false },
      { id: undefined, text: 'False', is_correct: true },
    ])
  })

  it('refuses a pass mark outside 0–100 and a quiz without questions', () => {
    expect(issuesOf({ ...quizInput(), pass_mark_percent: 101, questions: [] })).toMatchObject({
      pass_mark_percent: [QUIZ_MESSAGES.passMark],
      questions: [QUIZ_MESSAGES.noQuestions],
    })
  })
})

describe('quizzes', () => {
  it('creates a quiz with ordered questions and options, audited, and members read it without answers', async () => {
    const { admin, member } = await quizTeam()
    const quiz = await makeQuiz(admin)
    expect(quiz.questions.map((q) => [q.kind, q.text, q.options.map((o) => o.text)])).toEqual([
      ['single', 'What colour is the sky?', ['Blue', 'Green']],
      ['multiple', 'Which are fruits?', ['Apple', 'Carrot', 'Pear']],
      ['true_false', 'Water is wet.', ['True', 'False']],
    ])
    expect(await auditEntries({ action: 'quiz.create', entityId: quiz.id })).toHaveLength(1)
    const asMember = await readQuiz(member.actor, quiz.id, meta)
    expect(asMember.questions[0]!.options[0]).not.toHaveProperty('is_correct')
    await expect(createQuiz(member.actor, quizInput(), meta)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
  })

  it('edits with a version check: a stale version is a 409 and changes nothing; kept questions keep their ids', async () => {
    const { admin } = await quizTeam()
    const quiz = await makeQuiz(admin)
    const [first, , third] = quiz.questions
    const edited = await updateQuiz(
      admin.actor,
      quiz.id,
      {
        version: 1,
        title: 'Renamed',
        questions: QuizSchema.parse({
          ...quizInput(),
          questions: [
            { ...third, options: third!.options },
            { id: first!.id, kind: 'single', text: 'Sky?', options: first!.options },
          ],
        }).questions,
      },
      meta,
    )
    expect(edited).toMatchObject({ title: 'Renamed', version: 2 })
    expect(edited.questions.map((q) => q.text)).toEqual(['Water is wet.', 'Sky?'])
    expect(edited.questions[1]!.id).toBe(first!.id)
    await expect(
      updateQuiz(admin.actor, quiz.id, { version: 1, title: 'Late' }, meta),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
    })
    expect((await readQuiz(admin.actor, quiz.id, meta)).title).toBe('Renamed')
  })

  it('keeps to its company: another company cannot read, edit, delete, take or list it', async () => {
    const acme = await quizTeam()
    const globex = await quizTeam()
    const quiz = await makeQuiz(acme.admin)
    const other = globex.admin.actor
    await expect(readQuiz(other, quiz.id, meta)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(
      updateQuiz(other, quiz.id, { version: 1, title: 'x' }, meta),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    await expect(deleteQuiz(other, quiz.id, meta)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(submitQuizAttempt(other, meta, quiz.id, [])).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    await expect(
      listQuizResponses(other, meta, acme.member.membership.id, quiz.id),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect((await listQuizzes(other, { search: '', page: 1 }, meta)).count).toBe(0)
    expect(await quizChoices(other)).toEqual([])
    expect((await listQuizzes(acme.member.actor, { search: 'general', page: 1 }, meta)).count).toBe(
      1,
    )
  })

  it('deletes a quiz with its attempts, audited', async () => {
    const { admin, member } = await quizTeam()
    const quiz = await makeQuiz(admin)
    await submitQuizAttempt(
      member.actor,
      meta,
      quiz.id,
      answers(quiz, ['Blue'], ['Apple'], ['True']),
    )
    await deleteQuiz(admin.actor, quiz.id, meta)
    expect(await db.select().from(quizAttempts).where(eq(quizAttempts.quizId, quiz.id))).toEqual([])
    expect(await auditEntries({ action: 'quiz.delete', entityId: quiz.id })).toHaveLength(1)
    await expect(deleteQuiz(admin.actor, quiz.id, meta)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: QUIZ_MESSAGES.deleteFailed,
    })
  })
})

describe('taking a quiz', () => {
  it('scores each kind: single and true/false by the one right option, multiple by the exact set', async () => {
    const { admin, member } = await quizTeam()
    const quiz = await makeQuiz(admin)
    const allRight = await submitQuizAttempt(
      member.actor,
      meta,
      quiz.id,
      answers(quiz, ['Blue'], ['Apple', 'Pear'], ['True']),
    )
    expect(allRight).toMatchObject({ score_percent: 100, passed: true, attempts_left: null })

    // Apple alone misses Pear; Apple, Pear and Carrot adds a wrong one: both wrong.
    const partial = await submitQuizAttempt(
      member.actor,
      meta,
      quiz.id,
      answers(quiz, ['Green'], ['Apple'], ['True']),
    )
    expect(partial).toMatchObject({ score_percent: 33, passed: false })
    expect(partial.responses.map((r) => r.is_correct)).toEqual([false, false, true])
    const tooMany = await submitQuizAttempt(
      member.actor,
      meta,
      quiz.id,
      answers(quiz, ['Blue'], ['Apple', 'Pear', 'Carrot'], ['False']),
    )
    expect(tooMany.responses.map((r) => r.is_correct)).toEqual([true, false, false])
    expect(await auditEntries({ action: 'quiz.attempt', entityId: quiz.id })).toHaveLength(3)
  })

  it('passes at exactly the pass mark and fails just below it', async () => {
    const { admin, member } = await quizTeam()
    const atTwoThirds = await makeQuiz(admin, { pass_mark_percent: 67 })
    const twoRight = (quiz: QuizDto) => answers(quiz, ['Blue'], ['Apple', 'Pear'], ['False'])
    expect(
      await submitQuizAttempt(member.actor, meta, atTwoThirds.id, twoRight(atTwoThirds)),
    ).toMatchObject({
      score_percent: 67,
      passed: true,
    })
    const aboveIt = await makeQuiz(admin, { pass_mark_percent: 68 })
    expect(
      await submitQuizAttempt(member.actor, meta, aboveIt.id, twoRight(aboveIt)),
    ).toMatchObject({
      score_percent: 67,
      passed: false,
    })
  })

  it('refuses an attempt beyond the limit and a question left unanswered, recording nothing', async () => {
    const { admin, member } = await quizTeam()
    const quiz = await makeQuiz(admin, { attempts_allowed: 2 })
    const wrong = answers(quiz, ['Green'], ['Carrot'], ['False'])
    expect(await submitQuizAttempt(member.actor, meta, quiz.id, wrong)).toMatchObject({
      attempts_left: 1,
    })
    await expect(
      submitQuizAttempt(member.actor, meta, quiz.id, wrong.slice(1)),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { [`question_${quiz.questions[0]!.id}`]: [QUIZ_MESSAGES.chooseAnswer] },
    })
    const last = await submitQuizAttempt(member.actor, meta, quiz.id, wrong)
    expect(last).toMatchObject({ attempts_left: 0 })
    await expect(submitQuizAttempt(member.actor, meta, quiz.id, wrong)).rejects.toMatchObject({
      code: 'VALIDATION',
      message: QUIZ_MESSAGES.noAttemptsLeft,
    })
    const mine = await listQuizResponses(member.actor, meta, member.membership.id, quiz.id)
    expect(mine).toHaveLength(2)
    // With no attempt left the result reveals the right answers; before, it did not.
    const result = await attemptResult(member.actor, meta, quiz.id, last.id)
    expect(result.reveal).toBe(true)
    expect(result.quiz.questions[0]!.options[0]!.is_correct).toBe(true)
  })

  it('hides the right answers while attempts remain, and only its taker sees an attempt', async () => {
    const { admin, member } = await quizTeam()
    const quiz = await makeQuiz(admin, { attempts_allowed: 3 })
    const attempt = await submitQuizAttempt(
      member.actor,
      meta,
      quiz.id,
      answers(quiz, ['Green'], ['Apple'], ['True']),
    )
    const result = await attemptResult(member.actor, meta, quiz.id, attempt.id)
    expect(result).toMatchObject({ reveal: false, attempts_left: 2 })
    expect(result.quiz.questions[0]!.options[0]).not.toHaveProperty('is_correct')
    await expect(attemptResult(admin.actor, meta, quiz.id, attempt.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })
})
