import { json, redirect } from '@remix-run/node'
import type { AppLoadContext } from '@remix-run/node'
import { requireActor } from '~/platform/auth.server'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { idSchema } from '~/platform/form-fields'
import { requestMeta } from '~/platform/request-meta.server'
import {
  CUSTOM_VIEW_MESSAGES,
  CustomViewCreateSchema,
  CustomViewUpdateSchema,
} from './custom-views.schema'
import {
  createCustomView,
  deleteCustomView,
  getCustomView,
  listCustomViews,
  updateCustomView,
} from './custom-views.server'
import { DIRECTORY_PATH, directorySearch, parseDirectoryQuery, viewHref } from './directory.schema'
import { loadDirectory } from './directory.server'

/*
 * The directory page's loader and action. They live here, not in the route module, so the page's
 * browser bundle carries none of their imports (zod schemas among them).
 */

/** A view the actor may not see is a 404 (as on the API); one they may not change a 403. */
function asResponse(error: unknown): never {
  if (isAppError(error) && error.code === 'NOT_FOUND') {
    throw new Response(error.message, { status: 404 })
  }
  if (isAppError(error) && error.code === 'FORBIDDEN') {
    throw new Response('Forbidden', { status: 403 })
  }
  throw error
}

export async function loadDirectoryPage(request: Request, context: AppLoadContext) {
  const actor = await requireActor(request, context)
  const params = new URL(request.url).searchParams
  const parsedView = idSchema('').safeParse(params.get('view'))
  const viewId = parsedView.success ? parsedView.data : null
  // A short link to a view (?view=12) opens it with its filters.
  if (viewId !== null && [...params.keys()].every((key) => key === 'view')) {
    const view = await getCustomView(actor, viewId, requestMeta(request)).catch(asResponse)
    if (Object.keys(view.filters).length) throw redirect(viewHref(DIRECTORY_PATH, view))
  }
  const query = parseDirectoryQuery(params)
  const directory = await loadDirectory(actor, query)
  const views = await listCustomViews(actor, { type: 'directory' })
  return json({ query, directory, views, viewId })
}

const RenameSchema = CustomViewUpdateSchema.pick({ version: true }).extend({
  id: idSchema(CUSTOM_VIEW_MESSAGES.notFound),
  name: CustomViewCreateSchema.shape.name,
})

/** Saving, renaming and deleting views; the services authorize, validate and audit. */
export async function directoryPageAction(request: Request) {
  const actor = await requireActor(request)
  const meta = requestMeta(request)
  const formData = await request.formData()
  switch (formData.get('intent')) {
    case 'save-view':
      return handleForm(
        request,
        CustomViewCreateSchema,
        async (input) => {
          const view = await createCustomView(actor, { ...input, type: 'directory' }, meta)
          return redirectWithFlash(viewHref(DIRECTORY_PATH, view), {
            kind: 'success',
            message: CUSTOM_VIEW_MESSAGES.saved,
          })
        },
        { formData },
      )
    case 'rename-view':
      return handleForm(
        request,
        RenameSchema,
        async ({ id, name, version }) => {
          const view = await updateCustomView(actor, id, { name, version }, meta).catch(
            (error: unknown) => {
              if (isAppError(error) && error.code === 'FORBIDDEN') asResponse(error)
              throw error
            },
          )
          return redirectWithFlash(viewHref(DIRECTORY_PATH, view), {
            kind: 'success',
            message: CUSTOM_VIEW_MESSAGES.renamed,
          })
        },
        { formData },
      )
    case 'delete-view': {
      const id = idSchema(CUSTOM_VIEW_MESSAGES.notFound).safeParse(formData.get('id'))
      if (!id.success) throw new Response(CUSTOM_VIEW_MESSAGES.notFound, { status: 404 })
      await deleteCustomView(actor, id.data, meta).catch(asResponse)
      // Back to the directory as it was: the filters the form carried.
      const back = parseDirectoryQuery(new URLSearchParams(String(formData.get('return') ?? '')))
      return redirectWithFlash(`${DIRECTORY_PATH}${directorySearch(back, { page: 1 })}`, {
        kind: 'success',
        message: CUSTOM_VIEW_MESSAGES.deleted,
      })
    }
    default:
      throw new Response('Unknown form', { status: 400 })
  }
}
