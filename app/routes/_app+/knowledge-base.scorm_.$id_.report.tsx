import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { Table } from '~/components/ui/table'
import { formatMoment } from '~/domains/knowledge/reading/reading-format'
import { learnerResults } from '~/domains/scorm/player/learner-results.server'
import { scormPackagePath } from '~/domains/scorm/packages/page-paths'
import { resultStatus, scoreText, timeSpent } from '~/domains/scorm/player/result-labels'
import { msg } from '~/i18n'
import { pageNumber } from '~/platform/form-fields'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Learner results'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const page = pageNumber.parse(new URL(request.url).searchParams.get('page') ?? undefined)
    const results = await learnerResults({ actor, meta }, routeId(params.id), page)
    return json({ ...results, timezone: actor.timezone })
  })

/** …/scorm/{packageId}/report: each learner's status, score, time spent and attempts (KB admins). */
export default function ScormResultsPage() {
  const { package: pkg, learners, page, pages, timezone } = useLoaderData<typeof loader>()
  const { t, i18n } = useTranslation()
  return (
    <Page
      width="6xl"
      title={t('Learner results')}
      lead={pkg.title}
      back={{ to: scormPackagePath(pkg.id), label: t('Back to the package') }}
    >
      <Table
        rows={learners}
        rowKey={(row) => row.membership_id}
        caption={t('Learner results')}
        empty={t('No one has opened this package yet.')}
        columns={[
          { header: t('Learner'), cell: (row) => row.name, rowHeader: true },
          { header: t('Status'), cell: (row) => t(resultStatus(row)) },
          { header: t('Score'), cell: (row) => scoreText(row) },
          { header: t('Time spent'), cell: (row) => timeSpent(row.time_seconds) },
          { header: t('Attempts'), cell: (row) => row.attempts },
          {
            header: t('Last activity'),
            cell: (row) =>
              row.last_activity ? formatMoment(row.last_activity, i18n.language, timezone) : '',
          },
        ]}
      />
      <Pager page={page} pageCount={pages} />
    </Page>
  )
}
