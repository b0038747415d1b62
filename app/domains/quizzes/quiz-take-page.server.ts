import { redirect } from '@remix-run/node'
import { z } from 'zod'
import type { Actor } from '~/platform/actor'
import { idSchema } from '~/platform/form-fields'
import { handleForm } from '~/platform/forms.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { attemptResult, quizToTake, submitQuizAttempt } from './quiz-attempts.server'
import { quizPath } from './quizzes.schema'
import { newSeed } from './shuffle'

/** The course a quiz was opened from (`?course=`), to lead back to it; anything odd is none. */
const courseOf = (value: unknown) =>
  idSchema('')
    .optional()
    .catch(undefined)
    .parse(value ?? undefined)

/** Where an attempt's result is shown (keeping the course to go back to). */
export function resultPath(quizId: number, attemptId: number, course: number | undefined) {
  return `${quizPath(quizId)}?attempt=${attemptId}${course ? `&course=${course}` : ''}`
}

/**
 * The take page: the quiz to answer (answers shuffled on the server by a seed of this showing
 * when the quiz asks for it), or with `?attempt=` the result of one of the person's attempts.
 */
export async function takePageData(actor: Actor, meta: RequestMeta, quizId: number, url: URL) {
  const course = courseOf(url.searchParams.get('course'))
  const attemptId = idSchema('').safeParse(url.searchParams.get('attempt'))
  if (attemptId.success) {
    return {
      mode: 'result' as const,
      course,
      ...(await attemptResult(actor, meta, quizId, attemptId.data)),
    }
  }
  return {
    mode: 'take' as const,
    course,
    seed: newSeed(),
    ...(await quizToTake(actor, meta, quizId)),
  }
}

/** The take form: `question_{id}` holds the chosen option ids; the seed and course come back. */
const TakeSchema = z
  .object({ seed: z.string().optional(), course: z.string().optional() })
  .catchall(z.union([z.string(), z.array(z.string())]))

const QUESTION_FIELD = /^question_(\d+)$/

/** Records an attempt from the take form, then shows its result. */
export function takeQuizAction(actor: Actor, meta: RequestMeta, quizId: number, request: Request) {
  return handleForm(request, TakeSchema, async (value) => {
    const answers = Object.entries(value).flatMap(([name, chosen]) => {
      const match = QUESTION_FIELD.exec(name)
      if (!match) return []
      return [
        {
          question: Number(match[1]),
          options: [chosen].flat().map(Number).filter(Number.isInteger),
        },
      ]
    })
    const attempt = await submitQuizAttempt(actor, meta, quizId, answers)
    return redirect(resultPath(quizId, attempt.id, courseOf(value.course)))
  })
}
