import { json, type MetaFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { SearchForm } from '~/components/ui/filter-bar'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { EmptyState } from '~/components/ui/table'
import { PositionsTable } from '~/domains/org/components/positions-table'
import { can } from '~/domains/org/positions.policy'
import { POSITIONS_PATH, PositionListQuerySchema } from '~/domains/org/positions.schema'
import { listPositions } from '~/domains/org/positions.server'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Positions'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, request }) => {
    const query = PositionListQuerySchema.parse(
      Object.fromEntries(new URL(request.url).searchParams),
    )
    const list = await listPositions(actor, query)
    return json({ query, list, manage: can(actor, 'position.update') })
  })

export default function PositionsPage() {
  const { query, list, manage } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <Page
      width="6xl"
      title={t('Positions')}
      actions={
        manage ? (
          <Link to={`${POSITIONS_PATH}/new`} className={buttonClasses('primary')}>
            {t('Create Position')}
          </Link>
        ) : null
      }
    >
      <SearchForm
        id="search"
        name="search"
        label={t('Search positions')}
        defaultValue={query.search}
      />
      <section aria-labelledby="results-title" className="mt-8">
        <h2 id="results-title" className="text-2xl font-bold" aria-live="polite">
          {t('Positions found: {{count}}', { count: list.count })}
        </h2>
        {list.rows.length === 0 ? (
          <EmptyState>
            {query.search
              ? t('No position matches this search.')
              : manage
                ? t('No positions yet. Add one with Create Position.')
                : t('No positions yet.')}
          </EmptyState>
        ) : (
          <div className="mt-4">
            <PositionsTable rows={list.rows} manage={manage} />
            <Pager page={list.page} pageCount={list.pageCount} />
          </div>
        )}
      </section>
    </Page>
  )
}
