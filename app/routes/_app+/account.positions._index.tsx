import { json, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { PositionsTable } from '~/domains/org/components/positions-table'
import { can } from '~/domains/org/positions.policy'
import { POSITIONS_PATH, PositionListQuerySchema } from '~/domains/org/positions.schema'
import { listPositions } from '~/domains/org/positions.server'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Positions'))

export const loader = signedIn(async ({ actor, request }) => {
  const query = PositionListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams))
  const list = await listPositions(actor, query)
  return json({ query, list, manage: can(actor, 'position.update') })
})

export default function PositionsPage() {
  const { query, list, manage } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const pageLink = (page: number) =>
    `${POSITIONS_PATH}?${new URLSearchParams({ ...(query.search ? { search: query.search } : {}), page: String(page) })}`
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold">{t('Positions')}</h1>
        {manage ? (
          <Link to={`${POSITIONS_PATH}/new`} className={buttonClasses('primary')}>
            {t('Create Position')}
          </Link>
        ) : null}
      </div>
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="search" className="block font-semibold text-slate-900">
            {t('Search positions')}
          </label>
          <input
            id="search"
            name="search"
            type="search"
            defaultValue={query.search}
            key={query.search}
            className="mt-1 block rounded-md border-2 border-slate-700 px-3 py-2 text-base"
          />
        </div>
        <Button variant="secondary">{t('Search')}</Button>
      </Form>
      <section aria-labelledby="results-title" className="mt-8">
        <h2 id="results-title" className="text-2xl font-bold" aria-live="polite">
          {t('Positions found: {{count}}', { count: list.count })}
        </h2>
        {list.rows.length === 0 ? (
          <p className="mt-4 text-slate-700">
            {query.search
              ? t('No position matches this search.')
              : manage
                ? t('No positions yet. Add one with Create Position.')
                : t('No positions yet.')}
          </p>
        ) : (
          <div className="mt-4">
            <PositionsTable rows={list.rows} manage={manage} />
            {list.pageCount > 1 ? (
              <nav aria-label={t('Pages')} className="mt-6 flex flex-wrap items-center gap-6">
                {list.page > 1 ? (
                  <Link
                    to={pageLink(list.page - 1)}
                    rel="prev"
                    className={buttonClasses('secondary')}
                  >
                    {t('Previous page')}
                  </Link>
                ) : null}
                <p aria-current="page">
                  {t('Page {{page}} of {{pages}}', { page: list.page, pages: list.pageCount })}
                </p>
                {list.page < list.pageCount ? (
                  <Link
                    to={pageLink(list.page + 1)}
                    rel="next"
                    className={buttonClasses('secondary')}
                  >
                    {t('Next page')}
                  </Link>
                ) : null}
              </nav>
            ) : null}
          </div>
        )}
      </section>
    </main>
  )
}
