import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'
import { Pager } from '~/components/ui/pager'
import {
  ACTION_LABELS,
  ENTITY_LABELS,
  HISTORY_PATH,
  OUTCOME_LABELS,
} from '~/domains/company/history'
import { historyQueryFrom } from '~/domains/company/history.schema'
import { listHistory, viewerLanguage } from '~/domains/company/history.server'
import { msg } from '~/i18n'
import { requireActor } from '~/platform/auth.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('System Action History'))

export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  const query = historyQueryFrom(new URL(request.url).searchParams)
  const history = await listHistory(actor, query, viewerLanguage(actor))
  return json({ query, history, timezone: actor.timezone })
}

const inputClasses =
  'mt-1 block w-full rounded-md border-2 border-slate-700 bg-white px-3 py-2 text-base text-slate-900'

export default function ActionHistoryPage() {
  const { query, history, timezone } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const actions = Object.entries(ACTION_LABELS)
    .map(([code, label]) => ({ code, label: t(label) }))
    .sort((a, b) => a.label.localeCompare(b.label))
  if (query.action && !ACTION_LABELS[query.action]) {
    actions.unshift({ code: query.action, label: query.action })
  }
  const filtered = Boolean(query.person || query.action || query.from || query.to)
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('System Action History')}</h1>
      <p className="mt-2 text-lg text-slate-700">
        {t(
          'What was done in this company, newest first. Times are in your time zone ({{timezone}}).',
          {
            timezone,
          },
        )}
      </p>
      {history.seesEveryone ? null : (
        <div className="mt-4">
          <Notice kind="info">
            {t('You see your own actions. Profile admins see everyone’s.')}
          </Notice>
        </div>
      )}

      <Form method="get" className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        {history.seesEveryone ? (
          <div>
            <label htmlFor="history-person" className="block font-semibold">
              {t('Person')}
            </label>
            <input
              id="history-person"
              name="person"
              type="search"
              defaultValue={query.person ?? ''}
              placeholder={t('Name or email')}
              className={inputClasses}
            />
          </div>
        ) : null}
        <div>
          <label htmlFor="history-action" className="block font-semibold">
            {t('Action')}
          </label>
          <select
            id="history-action"
            name="action"
            defaultValue={query.action ?? ''}
            className={inputClasses}
          >
            <option value="">{t('All actions')}</option>
            {actions.map((action) => (
              <option key={action.code} value={action.code}>
                {action.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="history-from" className="block font-semibold">
            {t('From')}
          </label>
          <input
            id="history-from"
            name="from"
            type="date"
            defaultValue={query.from ?? ''}
            className={inputClasses}
          />
        </div>
        <div>
          <label htmlFor="history-to" className="block font-semibold">
            {t('To')}
          </label>
          <input
            id="history-to"
            name="to"
            type="date"
            defaultValue={query.to ?? ''}
            className={inputClasses}
          />
        </div>
        <div className="flex gap-3">
          <Button>{t('Filter')}</Button>
          {filtered ? (
            <Link to={HISTORY_PATH} className={buttonClasses('secondary')}>
              {t('Clear filters')}
            </Link>
          ) : null}
        </div>
      </Form>

      {history.entries.length === 0 ? (
        <p className="mt-8 text-slate-700">
          {filtered ? t('No actions match these filters.') : t('Nothing has been recorded yet.')}
        </p>
      ) : (
        <div className="mt-8 overflow-x-auto">
          <table className="w-full border-collapse text-start">
            <caption className="sr-only">{t('System Action History')}</caption>
            <thead>
              <tr className="border-b-2 border-slate-700">
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('When')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Who')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('What')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Item')}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t('Outcome')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.entries.map((entry) => {
                const entityName = entry.entity
                  ? `${t(ENTITY_LABELS[entry.entity.type] ?? entry.entity.type)} #${entry.entity.id}`
                  : ''
                return (
                  <tr key={entry.id} className="border-b border-slate-200 align-top">
                    <td className="py-2 pe-4 whitespace-nowrap">
                      <time dateTime={entry.at}>{entry.when}</time>
                    </td>
                    <td className="py-2 pe-4">{entry.who ?? t('System')}</td>
                    <td className="py-2 pe-4">{t(entry.label)}</td>
                    <td className="py-2 pe-4">
                      {entry.entity?.href ? (
                        <Link to={entry.entity.href} className="text-brand-700 underline">
                          {entityName}
                        </Link>
                      ) : (
                        entityName
                      )}
                    </td>
                    <td className="py-2">{t(OUTCOME_LABELS[entry.outcome])}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={history.page} hasNext={history.hasNext} words="age" />
    </main>
  )
}
