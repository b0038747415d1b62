import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { Page } from '~/components/ui/page'
import { coursePath } from '~/domains/courses/learning/course-progress'
import { ScormPlayer } from '~/domains/scorm/player/components/scorm-player'
import { markCompleteFromPlayer, playerPage } from '~/domains/scorm/player/player-page.server'
import { resultStatus } from '~/domains/scorm/player/result-labels'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'
import { Link } from '~/components/ui/link'

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  pageTitle(matches, data?.package.title ?? msg('SCORM package'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async (context) => json(await playerPage(context)))

export const action = (args: ActionFunctionArgs) => signedIn(args, markCompleteFromPlayer)

/** /knowledge-base/scorm/{packageId}: plays a SCORM package (seed 001 §2). */
export default function ScormPlayerPage() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const status = t(
    resultStatus({
      done: data.status.done,
      completion_status: data.status.completionStatus,
      success_status: data.status.successStatus,
    }),
  )
  return (
    <Page
      title={data.package.title}
      width="7xl"
      back={
        data.course ? { to: coursePath(data.course.id), label: t('Back to the course') } : undefined
      }
      actions={
        data.reportUrl ? (
          <Link to={data.reportUrl} className={buttonClasses('secondary')}>
            {t('Learner results')}
          </Link>
        ) : undefined
      }
      lead={`${t('SCORM {{version}}', { version: data.package.version })} · ${status}`}
    >
      <div className="mt-6">
        <ScormPlayer data={data} />
      </div>
    </Page>
  )
}
