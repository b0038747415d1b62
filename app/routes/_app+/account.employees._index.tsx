import type { SubmissionResult } from '@conform-to/react'
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { DirectoryFilters } from '~/domains/people/components/directory-filters'
import { DirectoryPagination, DirectoryTable } from '~/domains/people/components/directory-table'
import { SavedViews, viewHref } from '~/domains/people/components/saved-views'
import {
  CUSTOM_VIEW_MESSAGES,
  CustomViewCreateSchema,
  CustomViewUpdateSchema,
} from '~/domains/people/custom-views.schema'
import {
  createCustomView,
  deleteCustomView,
  getCustomView,
  listCustomViews,
  updateCustomView,
} from '~/domains/people/custom-views.server'
import {
  directoryFilters,
  directorySearch,
  isFiltered,
  parseDirectoryQuery,
} from '~/domains/people/directory.schema'
import { loadDirectory } from '~/domains/people/directory.server'
import { requireActor } from '~/platform/auth.server'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { idSchema } from '~/platform/ids'
import { requestMeta } from '~/platform/request-meta.server'

const PATH = '/account/employees'
const EXPORT_PATH = '/account/employees/export.csv'

/** A view id that is not visible to the actor is a 404, as on the API. */
function notFoundAsResponse(error: unknown): never {
  if (isAppError(error) && error.code === 'NOT_FOUND') {
    throw new Response(error.message, { status: 404 })
  }
  if (isAppError(error) && error.code === 'FORBIDDEN') {
    throw new Response('Forbidden', { status: 403 })
  }
  throw error
}

function viewIdOf(params: URLSearchParams): number | null {
  const parsed = idSchema('').safeParse(params.get('view'))
  return parsed.success ? parsed.data : null
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  const params = new URL(request.url).searchParams
  const viewId = viewIdOf(params)
  // A short link to a view (?view=12) opens it with its filters.
  if (viewId !== null && [...params.keys()].every((key) => key === 'view')) {
    const view = await getCustomView(actor, viewId, requestMeta(request)).catch(notFoundAsResponse)
    if (Object.keys(view.filters).length) throw redirect(viewHref(PATH, view))
  }
  const query = parseDirectoryQuery(params)
  const directory = await loadDirectory(actor, query)
  const views = await listCustomViews(actor, { type: 'directory' })
  return json({ query, directory, views, viewId })
}

const RenameSchema = CustomViewUpdateSchema.pick({ name: true, version: true }).extend({
  id: idSchema(CUSTOM_VIEW_MESSAGES.notFound),
  name: CustomViewCreateSchema.shape.name,
})

/** Back to the directory as it was (the filters the form carried), optionally on a view. */
function backTo(raw: FormDataEntryValue | null, viewId?: number): string {
  const filters = directoryFilters(parseDirectoryQuery(new URLSearchParams(String(raw ?? ''))))
  return viewId === undefined
    ? `${PATH}${directorySearch(parseDirectoryQuery(new URLSearchParams(filters)))}`
    : viewHref(PATH, { id: viewId, filters })
}

/** Saving, renaming and deleting views; the services authorize, validate and audit. */
export async function action({ request }: ActionFunctionArgs) {
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
          return redirectWithFlash(viewHref(PATH, view), {
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
              if (isAppError(error) && error.code === 'FORBIDDEN') notFoundAsResponse(error)
              throw error
            },
          )
          return redirectWithFlash(viewHref(PATH, view), {
            kind: 'success',
            message: CUSTOM_VIEW_MESSAGES.renamed,
          })
        },
        { formData },
      )
    case 'delete-view': {
      const id = idSchema(CUSTOM_VIEW_MESSAGES.notFound).safeParse(formData.get('id'))
      if (!id.success) throw new Response(CUSTOM_VIEW_MESSAGES.notFound, { status: 404 })
      await deleteCustomView(actor, id.data, meta).catch(notFoundAsResponse)
      return redirectWithFlash(backTo(formData.get('return')), {
        kind: 'success',
        message: CUSTOM_VIEW_MESSAGES.deleted,
      })
    }
    default:
      throw new Response('Unknown form', { status: 400 })
  }
}

export default function DirectoryPage() {
  const { query, directory, views, viewId } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const { t } = useTranslation()
  const filters = new URLSearchParams(directoryFilters(query)).toString()
  const currentView = views.find((view) => view.id === viewId)
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t('Directory')}</h1>
        {directory.abilities.administer ? (
          <Link to="/account/create" className={buttonClasses('primary')}>
            {t('Create New Employee')}
          </Link>
        ) : null}
      </div>
      {currentView ? (
        <p className="mt-2 text-lg text-slate-700">
          {t('Showing the view “{{name}}”', { name: currentView.name })}
        </p>
      ) : null}

      {/* Keyed by the filters: after a client-side navigation (a view, a link) the fields show
          the new values instead of keeping what they held. */}
      <DirectoryFilters key={filters} query={query} options={directory.options} path={PATH} />

      <section aria-labelledby="results-title" className="mt-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h2 id="results-title" className="text-2xl font-bold" aria-live="polite">
            {t('People found: {{total}}', { total: directory.total })}
          </h2>
          {directory.total > 0 ? (
            <a
              href={`${EXPORT_PATH}${filters ? `?${filters}` : ''}`}
              download
              className={buttonClasses('secondary')}
            >
              {t('Export CSV')}
            </a>
          ) : null}
        </div>
        {directory.rows.length === 0 ? (
          <div className="mt-4 text-slate-700">
            {isFiltered(query) ? (
              <p>
                {t('No one matches these filters. Try another search.')}{' '}
                <Link to={PATH} className={buttonClasses('link')}>
                  {t('Clear filters')}
                </Link>
              </p>
            ) : (
              <p>
                {directory.abilities.administer
                  ? t('No staff yet. Add people with Create New Employee.')
                  : t('No staff yet. Ask your administrator to add your colleagues.')}
              </p>
            )}
          </div>
        ) : (
          <div className="mt-4">
            <DirectoryTable
              rows={directory.rows}
              query={{ ...query, page: directory.page }}
              path={PATH}
              selectable={directory.abilities.administer}
            />
            <DirectoryPagination
              query={query}
              page={directory.page}
              pageCount={directory.pageCount}
              path={PATH}
            />
          </div>
        )}
      </section>

      <SavedViews
        key={`${filters}|${views.map((view) => `${view.id}:${view.version}`).join()}`}
        views={views}
        currentViewId={viewId}
        filters={filters}
        path={PATH}
        reply={reply}
      />
    </main>
  )
}
