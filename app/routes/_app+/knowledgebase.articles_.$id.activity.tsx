import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { Button } from '~/components/ui/button'
import { Table } from '~/components/ui/table'
import {
  METHOD_LABELS,
  articleReadActivity,
  reassignArticle,
} from '~/domains/knowledge/reading/acknowledgements.server'
import { ARTICLES_PATH, formatMoment } from '~/domains/knowledge/reading/reading-format'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Read activity'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const id = routeId(params.id)
    const activity = await articleReadActivity(actor, meta, id)
    const people = activity.people.map((person) => ({
      ...person,
      how: person.method === null ? null : METHOD_LABELS[person.method]!,
    }))
    return json({ activity: { ...activity, people }, timezone: actor.timezone })
  })

/** Asks everyone who completed the article to read it again (the same as reassign-article/). */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
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
    <Page
      width="6xl"
      back={{ to: `${ARTICLES_PATH}/${article.id}`, label: t('Back to the article') }}
      title={t('Read activity: {{title}}', { title: article.title })}
    >
      <p className="mt-2 text-lg text-slate-700" data-testid="activity-summary">
        {t('{{completed}} of {{assigned}} assigned people have completed this article.', {
          completed: activity.completed_count,
          assigned: activity.assigned_count,
        })}
      </p>
      <Form method="post" className="mt-4">
        <Button variant="secondary">{t('Ask readers to read it again')}</Button>
      </Form>
      <Table
        className="mt-6"
        rows={activity.people}
        rowKey={(person) => person.membership}
        empty={t('Nobody is assigned to this article and nobody has acknowledged it yet.')}
        columns={[
          {
            header: t('Name'),
            rowHeader: true,
            cell: (person) => (
              <>
                {person.name}
                <span className="block text-sm font-normal text-slate-700">{person.email}</span>
              </>
            ),
          },
          { header: t('Assigned'), cell: (person) => (person.is_assigned ? t('Yes') : t('No')) },
          {
            header: t('Status'),
            cell: (person) => (person.completed ? t('Completed') : t('Not yet')),
          },
          {
            header: t('How'),
            cell: (person) => (
              <>
                {person.how ? t(person.how) : ''}
                {person.signature ? ` — ${person.signature}` : ''}
              </>
            ),
          },
          {
            header: t('When'),
            cell: (person) =>
              person.acknowledged_at
                ? formatMoment(person.acknowledged_at, i18n.language, timezone)
                : '',
          },
          {
            header: t('Revision'),
            cell: (person) =>
              person.revision === null
                ? ''
                : person.revision < article.revision
                  ? t('{{revision}} (older)', { revision: person.revision })
                  : person.revision,
          },
        ]}
      />
    </Page>
  )
}
