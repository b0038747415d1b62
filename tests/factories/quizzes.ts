import { createQuiz } from '~/domains/quizzes/quizzes.server'
import { QuizSchema, type QuizInput } from '~/domains/quizzes/quizzes.schema'
import { makeCompanyWithAdmin, makeMember, signedIn } from './accounts'
import { testMeta } from './request'

/**
 * A three-question quiz, one of each kind: which colour the sky is (single: Blue), which are
 * fruits (multiple: Apple and Pear, not Carrot), and whether water is wet (true/false: True).
 */
export const SAMPLE_QUIZ = {
  title: 'General knowledge',
  description: 'Three easy questions',
  pass_mark_percent: 60,
  attempts_allowed: 0,
  shuffle_answers: false,
  questions: [
    {
      kind: 'single',
      text: 'What colour is the sky?',
      options: [
        { text: 'Blue', is_correct: true },
        { text: 'Green', is_correct: false },
      ],
    },
    {
      kind: 'multiple',
      text: 'Which are fruits?',
      options: [
        { text: 'Apple', is_correct: true },
        { text: 'Carrot', is_correct: false },
        { text: 'Pear', is_correct: true },
      ],
    },
    { kind: 'true_false', text: 'Water is wet.', options: [{ is_correct: true }, {}] },
  ],
}

/** The sample quiz with some fields changed, parsed as the create form and API parse it. */
export const quizInput = (changes: Partial<Record<keyof QuizInput, unknown>> = {}): QuizInput =>
  QuizSchema.parse({ ...SAMPLE_QUIZ, ...changes })

/** A company with a signed-in admin (a KB admin) and a signed-in member without role flags. */
export async function quizTeam() {
  const { company, admin } = await makeCompanyWithAdmin()
  const member = await makeMember(company)
  return {
    company,
    admin: { ...admin, actor: (await signedIn(admin.user, company)).actor },
    member: { ...member, actor: (await signedIn(member.user, company)).actor },
  }
}

/** The sample quiz, made by the company's admin. */
export async function makeQuiz(
  admin: { actor: Awaited<ReturnType<typeof signedIn>>['actor'] },
  changes: Partial<Record<keyof QuizInput, unknown>> = {},
) {
  return createQuiz(admin.actor, quizInput(changes), testMeta())
}
