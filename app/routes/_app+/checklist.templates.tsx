import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { SearchForm } from '~/components/ui/filter-bar'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { RowAction, Table } from '~/components/ui/table'
import { RECURRENCE_LABELS } from '~/domains/checklists/checklist-labels'
import {
  CREATE_TEMPLATE_PATH,
  startChecklistPath,
  templateEditPath,
  templatePath,
} from '~/domains/checklists/checklist-paths'
import { templatesPage } from '~/domains/checklists/template-pages.server'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Checklist Templates'))

/** The company's checklist templates: filter by title, start a checklist from one. */
export const loader = (args: LoaderFunctionArgs) => templatesPage(args)

export default function TemplatesPage() {
  const { query, list, abilities } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <Page
      width="5xl"
      title={t('Checklist Templates')}
      actions={
        abilities.manageTemplates ? (
          <Link to={CREATE_TEMPLATE_PATH} className={buttonClasses('primary')}>
            {t('Create Template')}
          </Link>
        ) : null
      }
    >
      <SearchForm
        id="template-title"
        name="title"
        label={t('Search template titles')}
        defaultValue={query.title}
      />
      <Table
        rows={list.results}
        caption={t('Checklist Templates')}
        empty={
          query.title
            ? t('No template title contains these words.')
            : t('There are no checklist templates yet.')
        }
        columns={[
          {
            header: t('Title'),
            rowHeader: true,
            cell: (row) => (
              <Link to={templatePath(row.id)} className={buttonClasses('link')}>
                {row.title}
              </Link>
            ),
          },
          {
            header: t('Who it is for'),
            cell: (row) => row.assigned_to?.name ?? t('Whoever starts it'),
          },
          { header: t('Repeats'), cell: (row) => t(RECURRENCE_LABELS[row.recurrence]) },
          { header: t('Items'), cell: (row) => row.item_count },
        ]}
        actions={(row) => (
          <>
            <RowAction
              to={startChecklistPath(row.id)}
              label={t('Start checklist')}
              name={row.title}
            />
            {abilities.manageTemplates ? (
              <RowAction to={templateEditPath(row.id)} label={t('Edit')} name={row.title} />
            ) : null}
          </>
        )}
      />
      <Pager page={list.page} pageCount={list.page_count} />
    </Page>
  )
}
