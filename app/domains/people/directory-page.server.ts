import { json, redirect } from '@remix-run/node'
import { z } from 'zod'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleIntents, intent } from '~/platform/forms.server'
import { idSchema } from '~/platform/form-fields'
import { asErrorPage, type SignedInArgs } from '~/platform/request-context.server'
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

/** The directory page's loader: the people, the saved views, and a short link's view opened. */
export async function loadDirectoryPage({ actor, meta, request }: SignedInArgs) {
  const params = new URL(request.url).searchParams
  const parsedView = idSchema('').safeParse(params.get('view'))
  const viewId = parsedView.success ? parsedView.data : null
  // A short link to a view (?view=12) opens it with its filters; one not seen is the 404 page.
  if (viewId !== null && [...params.keys()].every((key) => key === 'view')) {
    const view = await getCustomView(actor, viewId, meta)
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

const DeleteSchema = z.object({
  id: idSchema(CUSTOM_VIEW_MESSAGES.notFound),
  return: z.string().default(''),
})

/**
 * Saving, renaming and deleting views; the services authorize, validate and audit. A view the
 * actor may not change is the 403 page (its buttons are only shown to those who may).
 */
export function directoryPageAction({ actor, meta, request }: SignedInArgs) {
  return handleIntents(request, {
    'save-view': intent(CustomViewCreateSchema, async (input) => {
      const view = await createCustomView(actor, { ...input, type: 'directory' }, meta)
      return redirectWithFlash(viewHref(DIRECTORY_PATH, view), {
        kind: 'success',
        message: CUSTOM_VIEW_MESSAGES.saved,
      })
    }),
    'rename-view': intent(RenameSchema, async ({ id, name, version }) => {
      const view = await updateCustomView(actor, id, { name, version }, meta).catch(asErrorPage)
      return redirectWithFlash(viewHref(DIRECTORY_PATH, view), {
        kind: 'success',
        message: CUSTOM_VIEW_MESSAGES.renamed,
      })
    }),
    'delete-view': intent(DeleteSchema, async ({ id, return: filters }) => {
      await deleteCustomView(actor, id, meta).catch(asErrorPage)
      // Back to the directory as it was: the filters the form carried.
      const back = parseDirectoryQuery(new URLSearchParams(filters))
      return redirectWithFlash(`${DIRECTORY_PATH}${directorySearch(back, { page: 1 })}`, {
        kind: 'success',
        message: CUSTOM_VIEW_MESSAGES.deleted,
      })
    }),
  })
}
