import { parseWithZod } from '@conform-to/zod'
import { json, type TypedResponse } from '@remix-run/node'
import type { SubmissionResult } from '@conform-to/react'
import type { z } from 'zod'
import { isAppError } from './errors.server'

type FormReply = TypedResponse<SubmissionResult<string[]>>

/**
 * The one order every form action follows (ARCHITECTURE §3): parse with the shared zod
 * schema → 400 with field messages → run the service → an AppError becomes the form's
 * message and status. Secrets in `hideFields` are never echoed back into the page.
 */
export async function handleForm<Schema extends z.ZodTypeAny>(
  request: Request,
  schema: Schema,
  run: (value: z.output<Schema>) => Promise<Response>,
  options: { hideFields?: string[]; formData?: FormData } = {},
): Promise<Response | FormReply> {
  const formData = options.formData ?? (await request.formData())
  const submission = parseWithZod(formData, { schema })
  const hideFields = options.hideFields
  if (submission.status !== 'success') {
    return json(submission.reply({ hideFields }), { status: 400 })
  }
  try {
    return await run(submission.value)
  } catch (error) {
    if (!isAppError(error)) throw error
    if (error.code === 'NOT_FOUND') throw new Response(error.message, { status: 404 })
    const reply = error.fieldErrors
      ? submission.reply({ fieldErrors: error.fieldErrors, hideFields })
      : submission.reply({ formErrors: [error.message], hideFields })
    return json(reply, { status: error.status })
  }
}
