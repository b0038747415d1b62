import { parseWithZod } from '@conform-to/zod'
import { json, type TypedResponse } from '@remix-run/node'
import type { z } from 'zod'
import { isAppError, type ErrorCode, type FieldErrors } from './errors.server'
import type { FormReply } from './form-reply'

interface FormOptions<Value, Carried, Current> {
  /** Secrets (passwords) that are never echoed back into the page. */
  hideFields?: string[]
  /** Form data already read (a multipart upload parsed by its handler, or one read to pick an intent). */
  formData?: FormData
  /**
   * A blank field is a value ('' clears it), not an absent one: for a partial update whose
   * optional fields mean "unchanged", where emptying a field must still clear or refuse it.
   * Conform then converts nothing, so the schema reads strings (`z.coerce`, preprocessors).
   */
  blanksAreValues?: boolean
  /** Field messages found while reading the form (a file its upload refused): 400, nothing runs. */
  readErrors?: FieldErrors
  /** What every answer brings along (the files a form holds, so it shows and keeps them). */
  carry?: () => Promise<Carried>
  /** On a stale version (409): what is saved now, to show next to what was typed. */
  current?: (typed: Value) => Promise<Current | undefined>
  /**
   * The refusals that are the error page instead of the form's message: NOT_FOUND (the record
   * is not there) unless told otherwise; a dialog posted by a fetcher shows them all itself ([]).
   */
  errorPages?: ErrorCode[]
  /** When the run fails unexpectedly: this message on the form (500, what was typed kept). */
  unexpected?: string
}

/**
 * The one order every form action follows (ARCHITECTURE §3): parse with the shared zod
 * schema → 400 with field messages → run the service → an AppError becomes the form's
 * message and status. A record that is not there is the 404 page. A stale version (409) is
 * marked `conflict`, so the page shows what is saved now next to what was typed, without
 * matching message texts. The options add what some forms need (see `FormOptions`).
 */
export async function handleForm<Schema extends z.ZodTypeAny, Carried = never, Current = never>(
  request: Request,
  schema: Schema,
  run: (value: z.output<Schema>) => Promise<Response>,
  options: FormOptions<z.output<Schema>, Carried, Current> = {},
): Promise<Response | TypedResponse<FormReply<Carried, Current>>> {
  const formData = options.formData ?? (await request.formData())
  const submission = parseWithZod(formData, {
    schema,
    disableAutoCoercion: options.blanksAreValues,
  })
  const hideFields = options.hideFields
  const answer = async (reply: FormReply<Carried, Current>, status: number) =>
    json<FormReply<Carried, Current>>(
      { ...reply, ...(options.carry ? { carried: await options.carry() } : {}) },
      { status },
    )
  if (options.readErrors) {
    return answer(submission.reply({ fieldErrors: options.readErrors, hideFields }), 400)
  }
  if (submission.status !== 'success') return answer(submission.reply({ hideFields }), 400)
  try {
    return await run(submission.value)
  } catch (error) {
    if (!isAppError(error)) {
      if (error instanceof Response || !options.unexpected) throw error
      console.error('[forms] the form did not save', error)
      return answer(submission.reply({ formErrors: [options.unexpected], hideFields }), 500)
    }
    if ((options.errorPages ?? ['NOT_FOUND']).includes(error.code)) {
      throw new Response(error.message, { status: error.status })
    }
    const reply: FormReply<Carried, Current> = error.fieldErrors
      ? submission.reply({ fieldErrors: error.fieldErrors, hideFields })
      : submission.reply({ formErrors: [error.message], hideFields })
    if (error.code === 'CONFLICT') {
      reply.conflict = true
      reply.current = await options.current?.(submission.value)
    }
    return answer(reply, error.status)
  }
}

/**
 * The success of a form posted by a fetcher that stays on its page (a dialog): a FormReply with
 * status 'success', carrying what the page needs next (the saved record's id).
 */
export const savedReply = <Carried>(carried: Carried) =>
  json<FormReply<Carried>>({ status: 'success', carried })

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
export async function handleIntents<Carried = never, Current = never>(
  request: Request,
  handlers: Record<string, IntentHandler<z.ZodTypeAny>>,
  options: FormOptions<unknown, Carried, Current> = {},
): Promise<Response | TypedResponse<FormReply<Carried, Current>>> {
  const formData = options.formData ?? (await request.formData())
  const name = formData.get('intent')
  const handler = typeof name === 'string' ? handlers[name] : undefined
  if (!handler) throw new Response('Unknown form action.', { status: 400 })
  return handleForm(request, handler.schema, handler.run, { ...options, formData })
}
