import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { QuizResult } from '~/domains/quizzes/components/quiz-result'
import { QuizTakeForm } from '~/domains/quizzes/components/quiz-take'
import { takePageData, takeQuizAction } from '~/domains/quizzes/quiz-take-page.server'
import { msg } from '~/i18n'
import type { FormReply } from '~/platform/form-reply'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Quiz'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) =>
    json(await takePageData(actor, meta, routeId(params.id), new URL(request.url))),
  )

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, ({ actor, meta, params, request }) =>
    takeQuizAction(actor, meta, routeId(params.id), request),
  )

export default function QuizPage() {
  const data = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  const { t } = useTranslation()
  return (
    <Page title={data.quiz.title} lead={data.quiz.description || undefined}>
      {data.mode === 'result' ? (
        <QuizResult
          quiz={data.quiz}
          attempt={data.attempt}
          attemptsLeft={data.attempts_left}
          reveal={data.reveal}
          course={data.course}
        />
      ) : (
        <>
          <h2 className="sr-only">{t('Questions')}</h2>
          <QuizTakeForm
            quiz={data.quiz}
            seed={data.seed}
            course={data.course}
            attemptsLeft={data.attempts_left}
            reply={reply}
          />
        </>
      )}
    </Page>
  )
}
