import type { Context } from 'hono'
import { allowedBy, apiRoutes, pathId, readBody, validated, validBody } from '~/platform/api.server'
import { AppError, isAppError } from '~/platform/errors.server'
import { listQuizResponses, submitQuizAttempt } from './quiz-attempts.server'
import { QUIZ_ACTIONS_AUDITED as ACTIONS } from './quiz-records.server'
import {
  QUIZ_MESSAGES,
  QuizListQuery,
  QuizPatchSchema,
  QuizSchema,
  ResponsesBulkSchema,
} from './quizzes.schema'
import {
  authorizeManage,
  createQuiz,
  currentQuiz,
  deleteQuiz,
  listQuizzes,
  readQuiz,
  updateQuiz,
} from './quizzes.server'

const quizIdOf = (c: Context) => pathId(c.req.param('id'), QUIZ_MESSAGES.quizError)

/** A refused quiz-create says so with the seed's prefix, then each field's message. */
async function quizToCreate(c: Context) {
  try {
    return validated(QuizSchema, await readBody(c))
  } catch (error) {
    if (!isAppError(error) || error.code !== 'VALIDATION') throw error
    throw new AppError('VALIDATION', QUIZ_MESSAGES.createError, {
      non_field_errors: [QUIZ_MESSAGES.createError],
      ...error.fieldErrors,
    })
  }
}

/**
 * knowledgebase/api/ quizzes (seed 001 §7 Quizzes), thin over the quiz services. Writing is for
 * KB admins, refused before the body is read; anyone takes a quiz and reads their own responses.
 */
export const quizzesApi = apiRoutes()
  .get('/quizzes', async (c) => {
    const query = QuizListQuery.parse(c.req.query())
    return c.json(await listQuizzes(c.var.actor, query, c.var.meta))
  })
  .get('/quizzes/:id', async (c) => c.json(await readQuiz(c.var.actor, quizIdOf(c), c.var.meta)))
  .patch(
    '/quizzes/:id',
    allowedBy((asker, c) => authorizeManage(asker, ACTIONS.update, quizIdOf(c))),
    async (c) => {
      const { actor, meta } = c.var
      const id = quizIdOf(c)
      const input = await validBody(c, QuizPatchSchema)
      try {
        return c.json(await updateQuiz(actor, id, input, meta))
      } catch (error) {
        if (!isAppError(error) || error.code !== 'CONFLICT') throw error
        // The 409 brings the quiz as saved now, so a client can show both versions.
        return c.json({ detail: error.message, current: await currentQuiz(actor, id) }, 409)
      }
    },
  )
  .delete('/quizzes/:id', async (c) => {
    const id = pathId(c.req.param('id'), QUIZ_MESSAGES.deleteFailed)
    await deleteQuiz(c.var.actor, id, c.var.meta)
    return c.body(null, 204)
  })
  .post(
    '/quiz-create',
    allowedBy((asker) => authorizeManage(asker, ACTIONS.create)),
    async (c) => c.json(await createQuiz(c.var.actor, await quizToCreate(c), c.var.meta), 201),
  )
  .post('/quiz-responses-bulk-create', async (c) => {
    const { quiz, responses } = await validBody(c, ResponsesBulkSchema)
    return c.json(await submitQuizAttempt(c.var.actor, c.var.meta, quiz, responses), 201)
  })
  .get('/quiz-responses/:staffId/:quizId', async (c) => {
    const staffId = pathId(c.req.param('staffId'))
    const quizId = pathId(c.req.param('quizId'), QUIZ_MESSAGES.quizError)
    return c.json(await listQuizResponses(c.var.actor, c.var.meta, staffId, quizId))
  })
