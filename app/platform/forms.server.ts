import { parseWithZod } from '@conform-to/zod'
import { json, type TypedResponse } from '@remix-run/node'
import type { z } from 'zod'
import { isAppError } from './errors.server'
import type { FormReply } from './form-reply'

type FormReplyResponse = TypedResponse<FormReply>

interface FormOptions {
  /** Secrets (passwords) that are never echoed back into the page. */
  hideFields?: string[]
  /** Form data already read (a multipart upload parsed by its handler, or one read to pick an intent). */
  formData?: FormData
}

/**
 * The one order every form action follows (ARCHITECTURE §3): parse with the shared zod
 * schema → 400 with field messages → run the service → an AppError becomes the form's
 * message and status. A record that is not there is the 404 page. A stale version (409) is
 * marked `conflict`, so the page shows what is saved now next to what was typed, without
 * matching message texts.
 */
export async function handleForm<Schema extends z.ZodTypeAny>(
  request: Request,
  schema: Schema,
  run: (value: z.output<Schema>) => Promise<Response>,
  options: FormOptions = {},
): Promise<Response | FormReplyResponse> {
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
    const reply: FormReply = error.fieldErrors
      ? submission.reply({ fieldErrors: error.fieldErrors, hideFields })
      : submission.reply({ formErrors: [error.message], hideFields })
    if (error.code === 'CONFLICT') reply.conflict = true
    return json(reply, { status: error.status })
  }
}

/** One form of a page with several (told apart by their `intent` field): its schema and service. */
export interface IntentHandler<Schema extends z.ZodTypeAny> {
  schema: Schema
  run: (value: z.output<Schema>) => Promise<Response>
}

/**
 * Builds an intent's handler with its value typed by its schema (checked here; the handler it
 * returns is one of many in `handleIntents`' record, so its schema type is widened).
 */
export const intent = <Schema extends z.ZodTypeAny>(
  schema: Schema,
  run: (value: z.output<Schema>) => Promise<Response>,
): IntentHandler<z.ZodTypeAny> => ({ schema, run })

/**
 * A page with several forms: the posted `intent` picks the handler, which then follows
 * handleForm's order. An unknown intent (a stale page or a hand-made post) is the 400 error
 * page, never a silent no-op.
 */
export async function handleIntents(
  request: Request,
  handlers: Record<string, IntentHandler<z.ZodTypeAny>>,
  options: FormOptions = {},
): Promise<Response | FormReplyResponse> {
  const formData = options.formData ?? (await request.formData())
  const name = formData.get('intent')
  const handler = typeof name === 'string' ? handlers[name] : undefined
  if (!handler) throw new Response('Unknown form action.', { status: 400 })
  return handleForm(request, handler.schema, handler.run, { ...options, formData })
}
