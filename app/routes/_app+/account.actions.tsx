import { json, type MetaFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Field } from '~/components/ui/field'
import { FilterBar } from '~/components/ui/filter-bar'
import { Notice } from '~/components/ui/notice'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { Select } from '~/components/ui/select'
import { Table } from '~/components/ui/table'
import {
  ACTION_LABELS,
  ENTITY_LABELS,
  HISTORY_PATH,
  OUTCOME_LABELS,
} from '~/domains/company/history'
import { historyQueryFrom } from '~/domains/company/history.schema'
import { listHistory, viewerLanguage } from '~/domains/company/history.server'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('System Action History'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, request }) => {
    const query = historyQueryFrom(new URL(request.url).searchParams)
    const history = await listHistory(actor, query, viewerLanguage(actor))
    return json({ query, history, timezone: actor.timezone })
  })

export default function ActionHistoryPage() {
  const { query, history, timezone } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const actions = Object.entries(ACTION_LABELS)
    .map(([code, label]) => ({ value: code, label: t(label) }))
    .sort((a, b) => a.label.localeCompare(b.label))
  if (query.action && !ACTION_LABELS[query.action]) {
    actions.unshift({ value: query.action, label: query.action })
  }
  const filtered = Boolean(query.person || query.action || query.from || query.to)
  return (
    <Page
      width="6xl"
      title={t('System Action History')}
      lead={t(
        'What was done in this company, newest first. Times are in your time zone ({{timezone}}).',
        {
          timezone,
        },
      )}
    >
      {history.seesEveryone ? null : (
        <div className="mt-4">
          <Notice kind="info">
            {t('You see your own actions. Profile admins see everyone’s.')}
          </Notice>
        </div>
      )}

      <FilterBar
        clearTo={HISTORY_PATH}
        filtered={filtered}
        className="sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        {history.seesEveryone ? (
          <Field
            label={t('Person')}
            className=""
            inputProps={{
              id: 'history-person',
              name: 'person',
              type: 'search',
              defaultValue: query.person ?? '',
              placeholder: t('Name or email'),
            }}
          />
        ) : null}
        <Select
          id="history-action"
          name="action"
          label={t('Action')}
          className=""
          defaultValue={query.action ?? ''}
          placeholder={t('All actions')}
          options={actions}
        />
        <Field
          label={t('From')}
          className=""
          inputProps={{
            id: 'history-from',
            name: 'from',
            type: 'date',
            defaultValue: query.from ?? '',
          }}
        />
        <Field
          label={t('To')}
          className=""
          inputProps={{ id: 'history-to', name: 'to', type: 'date', defaultValue: query.to ?? '' }}
        />
      </FilterBar>

      <Table
        className="mt-8"
        rows={history.entries}
        caption={t('System Action History')}
        empty={
          filtered ? t('No actions match these filters.') : t('Nothing has been recorded yet.')
        }
        columns={[
          {
            header: t('When'),
            className: 'whitespace-nowrap',
            cell: (entry) => <time dateTime={entry.at}>{entry.when}</time>,
          },
          { header: t('Who'), cell: (entry) => entry.who ?? t('System') },
          { header: t('What'), cell: (entry) => t(entry.label) },
          {
            header: t('Item'),
            cell: (entry) => {
              const entityName = entry.entity
                ? `${t(ENTITY_LABELS[entry.entity.type] ?? entry.entity.type)} #${entry.entity.id}`
                : ''
              return entry.entity?.href ? (
                <Link to={entry.entity.href} className="text-brand-700 underline">
                  {entityName}
                </Link>
              ) : (
                entityName
              )
            },
          },
          { header: t('Outcome'), cell: (entry) => t(OUTCOME_LABELS[entry.outcome]) },
        ]}
      />
      <Pager page={history.page} hasNext={history.hasNext} words="age" />
    </Page>
  )
}
