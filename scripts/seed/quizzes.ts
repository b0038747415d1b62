import { and, asc, eq } from 'drizzle-orm'
import { memberships } from '~/domains/accounts/accounts.tables'
import {
  quizAttempts,
  quizOptions,
  quizQuestions,
  quizResponses,
  quizzes,
  type QuizQuestionKind,
} from '~/domains/quizzes/quizzes.tables'
import type { Queryable } from '~/platform/db.server'

const DAY_MS = 24 * 60 * 60 * 1000

interface DemoQuestion {
  kind: QuizQuestionKind
  text: string
  /** Answer texts; the right ones start with '*'. */
  options: string[]
}

interface DemoQuiz {
  title: string
  description: string
  passMarkPercent: number
  attemptsAllowed: number
  shuffleAnswers: boolean
  questions: DemoQuestion[]
}

/** Three quizzes on topics of Acme's demo articles (Safety, Warehouse, IT Policies). */
const DEMO_QUIZZES: DemoQuiz[] = [
  {
    title: 'Fire evacuation quiz',
    description: 'Checks the Fire evacuation article: alarms, routes and the assembly point.',
    passMarkPercent: 75,
    attemptsAllowed: 3,
    shuffleAnswers: true,
    questions: [
      {
        kind: 'single',
        text: 'Where do we gather after leaving the building?',
        options: ['*The assembly point in the car park', 'The reception desk', 'The canteen'],
      },
      {
        kind: 'true_false',
        text: 'You may use the lift during a fire alarm.',
        options: ['True', '*False'],
      },
      {
        kind: 'multiple',
        text: 'What do you do when the alarm sounds?',
        options: [
          '*Leave by the nearest safe exit',
          '*Close doors behind you',
          'Collect your belongings first',
        ],
      },
      {
        kind: 'single',
        text: 'Who counts people at the assembly point?',
        options: ['*The fire warden', 'Whoever arrives first', 'Nobody'],
      },
    ],
  },
  {
    title: 'Forklift safety quiz',
    description: 'For the Forklift operation and Forklift daily inspection articles.',
    passMarkPercent: 80,
    attemptsAllowed: 0,
    shuffleAnswers: false,
    questions: [
      {
        kind: 'true_false',
        text: 'Only trained and authorised staff may drive a forklift.',
        options: ['*True', 'False'],
      },
      {
        kind: 'multiple',
        text: 'Which belong to the daily inspection?',
        options: ['*Brakes', '*Forks and chains', 'The radio station', '*Horn and lights'],
      },
      {
        kind: 'single',
        text: 'How do you travel with a load that blocks your view?',
        options: [
          '*In reverse, looking in the direction of travel',
          'Faster',
          'With the forks raised',
        ],
      },
    ],
  },
  {
    title: 'Phishing awareness quiz',
    description: 'Checks the Phishing awareness and Password policy articles.',
    passMarkPercent: 60,
    attemptsAllowed: 2,
    shuffleAnswers: true,
    questions: [
      {
        kind: 'single',
        text: 'An email asks you to confirm your password through a link. What do you do?',
        options: [
          '*Report it to IT and do not click',
          'Click and check',
          'Reply with the password',
        ],
      },
      {
        kind: 'true_false',
        text: 'IT will never ask for your password by email.',
        options: ['*True', 'False'],
      },
      {
        kind: 'multiple',
        text: 'Which are signs of phishing?',
        options: [
          '*Urgent threats',
          '*A sender address that does not match',
          'Your manager’s usual signature',
        ],
      },
    ],
  },
]

/** Who made which attempts: per person, the number of questions they got wrong, oldest first. */
const ATTEMPT_PLANS: number[][] = [[2, 0], [0], [1], [3, 0], [0], [2]]

/**
 * The demo quizzes of Acme and some recorded attempts by its people (passes and fails, some
 * retaken), so the Quiz Response Timeline and the take pages have something to show. Idempotent:
 * a quiz is found by its title, and attempts are only added to a quiz that has none.
 */
export async function ensureDemoQuizzes(
  q: Queryable,
  companyId: number,
  authorMembershipId: number,
): Promise<void> {
  const people = await q
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.companyId, companyId))
    .orderBy(asc(memberships.id))
  for (const [index, demo] of DEMO_QUIZZES.entries()) {
    const quiz = await ensureQuiz(q, companyId, authorMembershipId, demo)
    const [attempted] = await q
      .select({ id: quizAttempts.id })
      .from(quizAttempts)
      .where(eq(quizAttempts.quizId, quiz.id))
      .limit(1)
    if (attempted) continue
    // Each quiz is taken by a different slice of the company.
    const takers = people.slice(index + 1, index + 1 + ATTEMPT_PLANS.length)
    for (const [taker, person] of takers.entries()) {
      for (const [attempt, wrong] of ATTEMPT_PLANS[taker]!.entries()) {
        const daysAgo = 30 - index * 5 - taker * 2 - attempt * 3
        await recordAttempt(
          q,
          companyId,
          quiz,
          person.id,
          wrong,
          new Date(Date.now() - daysAgo * DAY_MS),
        )
      }
    }
  }
}

type SeededQuiz = {
  id: number
  passMarkPercent: number
  questions: { id: number; right: number[]; wrong: number[] }[]
}

async function ensureQuiz(
  q: Queryable,
  companyId: number,
  authorMembershipId: number,
  demo: DemoQuiz,
): Promise<SeededQuiz> {
  const [existing] = await q
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(and(eq(quizzes.companyId, companyId), eq(quizzes.title, demo.title)))
  if (existing)
    return { ...(await readQuestions(q, existing.id)), passMarkPercent: demo.passMarkPercent }
  const [quiz] = await q
    .insert(quizzes)
    .values({
      companyId,
      title: demo.title,
      description: demo.description,
      passMarkPercent: demo.passMarkPercent,
      attemptsAllowed: demo.attemptsAllowed,
      shuffleAnswers: demo.shuffleAnswers,
      authorMembershipId,
    })
    .returning({ id: quizzes.id })
  for (const [order, question] of demo.questions.entries()) {
    const [row] = await q
      .insert(quizQuestions)
      .values({ quizId: quiz!.id, kind: question.kind, text: question.text, order })
      .returning({ id: quizQuestions.id })
    await q.insert(quizOptions).values(
      question.options.map((text, optionOrder) => ({
        questionId: row!.id,
        text: text.replace(/^\*/, ''),
        isCorrect: text.startsWith('*'),
        order: optionOrder,
      })),
    )
  }
  return { ...(await readQuestions(q, quiz!.id)), passMarkPercent: demo.passMarkPercent }
}

async function readQuestions(q: Queryable, quizId: number) {
  const rows = await q
    .select({
      questionId: quizQuestions.id,
      optionId: quizOptions.id,
      isCorrect: quizOptions.isCorrect,
    })
    .from(quizQuestions)
    .innerJoin(quizOptions, eq(quizOptions.questionId, quizQuestions.id))
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.order), asc(quizOptions.order))
  const questions = [...new Set(rows.map((row) => row.questionId))].map((id) => {
    const options = rows.filter((row) => row.questionId === id)
    return {
      id,
      right: options.filter((option) => option.isCorrect).map((option) => option.optionId),
      wrong: options.filter((option) => !option.isCorrect).map((option) => option.optionId),
    }
  })
  return { id: quizId, questions }
}

/** An attempt answering the first `wrong` questions with a wrong option and the rest right. */
async function recordAttempt(
  q: Queryable,
  companyId: number,
  quiz: SeededQuiz,
  membershipId: number,
  wrong: number,
  submittedAt: Date,
) {
  const missed = Math.min(wrong, quiz.questions.length)
  const scorePercent = Math.round((100 * (quiz.questions.length - missed)) / quiz.questions.length)
  const [attempt] = await q
    .insert(quizAttempts)
    .values({
      companyId,
      quizId: quiz.id,
      membershipId,
      scorePercent,
      passed: scorePercent >= quiz.passMarkPercent,
      submittedAt,
    })
    .returning({ id: quizAttempts.id })
  await q.insert(quizResponses).values(
    quiz.questions.map((question, index) => ({
      attemptId: attempt!.id,
      questionId: question.id,
      optionIds: index < missed ? question.wrong.slice(0, 1) : question.right,
      isCorrect: index >= missed,
    })),
  )
}
