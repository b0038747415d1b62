import { type z } from 'zod'
import { redirectWithFlash } from '~/platform/flash.server'
import { pageNumber, NO_FIELDS } from '~/platform/form-fields'
import { handleForm } from '~/platform/forms.server'
import { asErrorPage } from '~/platform/request-context.server'

/** A positive page number from the query string (anything else is page 1). */
export function pageParam(request: Request): number {
  return pageNumber.parse(new URL(request.url).searchParams.get('page') ?? undefined)
}

interface EditAction<Schema extends z.ZodTypeAny> {
  formData: FormData
  /** The form's fields when saving. */
  schema: Schema
  save: (input: z.output<Schema>) => Promise<unknown>
  remove: () => Promise<unknown>
  /** Where both go back to, with a flash saying what happened. */
  listPath: string
  messages: { saved: string; deleted: string }
}

/**
 * The action of a taxonomy edit page (category, type, definition, definition category): the
 * delete button posts intent 'delete', the form anything else. Field errors and refusals (409 on
 * a stale version, a category still in use) come back to the form; a missing id is the 404 page.
 * The form posts every field, so an emptied one clears it (a parent, a description) or is refused
 * (a name), never means "unchanged".
 */
export function saveOrDelete<Schema extends z.ZodTypeAny>(
  request: Request,
  { formData, schema, save, remove, listPath, messages }: EditAction<Schema>,
): ReturnType<typeof handleForm> {
  const deleting = formData.get('intent') === 'delete'
  return handleForm(
    request,
    deleting ? NO_FIELDS : schema,
    async (input) => {
      await (deleting ? remove() : save(input)).catch(asErrorPage)
      return redirectWithFlash(listPath, {
        kind: 'success',
        message: deleting ? messages.deleted : messages.saved,
      })
    },
    { formData, blanksAreValues: true },
  )
}
