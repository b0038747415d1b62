import { json, type MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import {
  METHOD_LABELS,
  articleReadActivity,
  reassignArticle,
} from '~/domains/knowledge/acknowledgements.server'
import { ARTICLES_PATH, formatMoment } from '~/domains/knowledge/reading-format'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Read activity'))

export const loader = signedIn(async ({ actor, meta, params }) => {
  const id = routeId(params.id)
  const activity = await articleReadActivity(actor, meta, id)
  const people = activity.people.map((person) => ({
    ...person,
    how: person.method === null ? null : METHOD_LABELS[person.method]!,
  }))
  return json({ activity: { ...activity, people }, timezone: actor.timezone })
})

/** Asks everyone who completed the article to read it again (the same as reassign-article/). */
export const action = signedIn(async ({ actor, meta, params }) => {
  const id = routeId(params.id)
  const count = await reassignArticle(actor, meta, id)
  return redirectWithFlash(`${ARTICLES_PATH}/${id}/activity`, {
    kind: 'success',
    message: count
      ? msg('The readers were asked to read the article again.')
      : msg('Nobody had completed the article yet.'),
  })
})

export default function ReadActivityPage() {
  const { activity, timezone } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation()
  const { article } = activity
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-10">
      <p>
        <Link to={`${ARTICLES_PATH}/${article.id}`} className="underline underline-offset-2">
          {t('Back to the article')}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold">
        {t('Read activity: {{title}}', { title: article.title })}
      </h1>
      <p className="mt-2 text-lg text-slate-700" data-testid="activity-summary">
        {t('{{completed}} of {{assigned}} assigned people have completed this article.', {
          completed: activity.completed_count,
          assigned: activity.assigned_count,
        })}
      </p>
      <Form method="post" className="mt-4">
        <Button variant="secondary">{t('Ask readers to read it again')}</Button>
      </Form>
      {activity.people.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {t('Nobody is assigned to this article and nobody has acknowledged it yet.')}
        </p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full border-collapse">
            <thead>
              <tr className="border-b-2 border-slate-700">
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Name')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Assigned')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('Status')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('How')}
                </th>
                <th scope="col" className="py-2 pe-4 text-start">
                  {t('When')}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t('Revision')}
                </th>
              </tr>
            </thead>
            <tbody>
              {activity.people.map((person) => (
                <tr key={person.membership} className="border-b border-slate-200 align-top">
                  <th scope="row" className="py-2 pe-4 text-start font-semibold">
                    {person.name}
                    <span className="block text-sm font-normal text-slate-700">{person.email}</span>
                  </th>
                  <td className="py-2 pe-4">{person.is_assigned ? t('Yes') : t('No')}</td>
                  <td className="py-2 pe-4">{person.completed ? t('Completed') : t('Not yet')}</td>
                  <td className="py-2 pe-4">
                    {person.how ? t(person.how) : ''}
                    {person.signature ? ` — ${person.signature}` : ''}
                  </td>
                  <td className="py-2 pe-4">
                    {person.acknowledged_at
                      ? formatMoment(person.acknowledged_at, i18n.language, timezone)
                      : ''}
                  </td>
                  <td className="py-2">
                    {person.revision === null
                      ? ''
                      : person.revision < article.revision
                        ? t('{{revision}} (older)', { revision: person.revision })
                        : person.revision}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </main>
  )
}
