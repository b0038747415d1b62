import { parseWithZod } from '@conform-to/zod'
import { json } from '@remix-run/node'
import { z } from 'zod'
import { redirectWithFlash } from '~/platform/flash.server'
import type { FormReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import type { QuizDto } from './quiz-records.server'
import { applyChange, draftOf, QUIZ_MESSAGES, QUIZZES_PATH } from './quizzes.schema'

/**
 * The quiz editor's action (create and edit pages). A structure button (add or remove a question
 * or an answer) posts the whole form under `change`: it comes back changed, nothing saved and
 * nothing typed lost, so the long form works without JavaScript. Any other post saves through
 * handleForm; a stale version brings the quiz as saved now.
 */
export async function quizFormAction<Schema extends z.ZodTypeAny>(
  request: Request,
  schema: Schema,
  save: (value: z.output<Schema>) => Promise<unknown>,
  current?: () => Promise<QuizDto | undefined>,
) {
  const formData = await request.formData()
  const change = formData.get('change')
  if (typeof change === 'string') {
    const typed = parseWithZod(formData, { schema: z.unknown() }).payload
    return json<FormReply>({ initialValue: applyChange(draftOf(typed), change) as never })
  }
  return handleForm(
    request,
    schema,
    async (value) => {
      await save(value)
      return redirectWithFlash(QUIZZES_PATH, {
        kind: 'success',
        message: QUIZ_MESSAGES.saved,
      })
    },
    { formData, current, unexpected: QUIZ_MESSAGES.createError },
  )
}
