import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import type { FormReply } from '~/platform/form-reply'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { Page } from '~/components/ui/page'
import { DirectoryFilters } from '~/domains/people/components/directory-filters'
import { DirectoryPagination, DirectoryTable } from '~/domains/people/components/directory-table'
import { SavedViews } from '~/domains/people/components/saved-views'
import { directoryPageAction, loadDirectoryPage } from '~/domains/people/directory-page.server'
import {
  DIRECTORY_EXPORT_PATH as EXPORT_PATH,
  DIRECTORY_PATH as PATH,
  directoryFilters,
  isFiltered,
} from '~/domains/people/directory.schema'
import { signedIn } from '~/platform/request-context.server'

export const loader = (args: LoaderFunctionArgs) => signedIn(args, loadDirectoryPage)

export const action = (args: ActionFunctionArgs) => signedIn(args, directoryPageAction)

export default function DirectoryPage() {
  const { query, directory, views, viewId } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  const { t } = useTranslation()
  const filters = new URLSearchParams(directoryFilters(query)).toString()
  const currentView = views.find((view) => view.id === viewId)
  return (
    <Page
      width="6xl"
      title={t('Directory')}
      lead={currentView ? t('Showing the view “{{name}}”', { name: currentView.name }) : undefined}
      actions={
        directory.abilities.administer ? (
          <div className="flex flex-wrap items-center gap-3">
            <Link to="/account/employees/deactivated" className={buttonClasses('secondary')}>
              {t('Deactivated staff')}
            </Link>
            <Link to="/account/employees/bulk-create" className={buttonClasses('secondary')}>
              {t('Add staff from a CSV file')}
            </Link>
            <Link to="/account/create" className={buttonClasses('primary')}>
              {t('Create New Employee')}
            </Link>
          </div>
        ) : null
      }
    >
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
    </Page>
  )
}
