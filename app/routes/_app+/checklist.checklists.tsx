import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/choice'
import { Field } from '~/components/ui/field'
import { FilterBar } from '~/components/ui/filter-bar'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { Select } from '~/components/ui/select'
import { RowAction, Table } from '~/components/ui/table'
import { checklistsPage } from '~/domains/checklists/checklist-pages.server'
import {
  CHECKLISTS_PATH,
  checklistEditPath,
  checklistPath,
  TEMPLATES_PATH,
} from '~/domains/checklists/checklist-paths'
import { CHECKLIST_FILTERS } from '~/domains/checklists/checklists.schema'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Checklists'))

export const loader = (args: LoaderFunctionArgs) => checklistsPage(args)

const FILTER_LABELS = {
  open: msg('Open'),
  overdue: msg('Overdue'),
  completed: msg('Completed'),
  all: msg('All'),
} as const

/** The checklists the person may fill (checklist admins: every one), soonest due first. */
export default function ChecklistsPage() {
  const { query, list, abilities } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const filtered = query.show !== 'open' || query.title !== '' || query.mine
  return (
    <Page
      width="6xl"
      title={t('Checklists')}
      actions={
        <Link to={TEMPLATES_PATH} className={buttonClasses('primary')}>
          {t('Start from a template')}
        </Link>
      }
    >
      <FilterBar label={t('Filter checklists')} clearTo={CHECKLISTS_PATH} filtered={filtered}>
        <Select
          id="show"
          name="show"
          label={t('Show')}
          className=""
          defaultValue={query.show}
          options={CHECKLIST_FILTERS.map((value) => ({ value, label: t(FILTER_LABELS[value]) }))}
        />
        <Field
          label={t('Title contains')}
          className=""
          inputProps={{ id: 'title', name: 'title', type: 'search', defaultValue: query.title }}
        />
        {abilities.manageChecklists ? (
          <Checkbox
            className="self-center"
            label={t('Only the ones for me')}
            inputProps={{ id: 'mine', name: 'mine', defaultChecked: query.mine }}
          />
        ) : null}
      </FilterBar>
      <p className="mt-6 text-slate-700" aria-live="polite">
        {t('Checklists found: {{total}}', { total: list.count })}
      </p>
      <Table
        rows={list.results}
        caption={t('Checklists')}
        empty={t('No checklist matches these filters.')}
        columns={[
          {
            header: t('Title'),
            rowHeader: true,
            cell: (row) => (
              <Link to={checklistPath(row.id)} className={buttonClasses('link')}>
                {row.title}
              </Link>
            ),
          },
          { header: t('Who it is for'), cell: (row) => row.assigned_to?.name ?? '' },
          {
            header: t('Due'),
            className: 'whitespace-nowrap',
            cell: (row) => (
              <>
                {row.due_on ?? ''}
                {row.is_overdue ? (
                  <span className="ms-2 rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800">
                    {t('Overdue')}
                  </span>
                ) : null}
              </>
            ),
          },
          {
            header: t('Progress'),
            cell: (row) => t('{{done}} of {{total}}', { done: row.done, total: row.total }),
          },
          {
            header: t('Status'),
            cell: (row) => (row.completed_at ? t('Completed') : t('Open')),
          },
        ]}
        actions={(row) =>
          row.completed_at ? (
            <RowAction to={checklistPath(row.id)} label={t('View')} name={row.title} />
          ) : (
            <RowAction to={checklistEditPath(row.id)} label={t('Fill in')} name={row.title} />
          )
        }
      />
      <Pager page={list.page} pageCount={list.page_count} />
    </Page>
  )
}
