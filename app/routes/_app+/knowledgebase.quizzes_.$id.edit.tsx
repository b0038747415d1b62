import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { Page } from '~/components/ui/page'
import { StaleRecordNotice } from '~/components/ui/stale-record-notice'
import { QuizForm } from '~/domains/quizzes/components/quiz-form'
import { SavedQuiz } from '~/domains/quizzes/components/saved-quiz'
import { quizFormAction } from '~/domains/quizzes/quiz-form-page.server'
import type { QuizDto } from '~/domains/quizzes/quiz-records.server'
import {
  draftFromQuiz,
  QuizEditSchema,
  quizPath,
  QUIZZES_PATH,
} from '~/domains/quizzes/quizzes.schema'
import { currentQuiz, getQuizForEdit, updateQuiz } from '~/domains/quizzes/quizzes.server'
import { msg } from '~/i18n'
import { isConflict, type FormReply } from '~/platform/form-reply'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit Quiz'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) =>
    json({ quiz: await getQuizForEdit(actor, routeId(params.id), meta) }),
  )

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, ({ actor, meta, params, request }) => {
    const id = routeId(params.id)
    return quizFormAction(
      request,
      QuizEditSchema,
      (input) => updateQuiz(actor, id, input, meta),
      () => currentQuiz(actor, id),
    )
  })

export default function EditQuizPage() {
  const { quiz } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply<never, QuizDto> | undefined
  const { t } = useTranslation()
  const saved = isConflict(reply) ? reply?.current : undefined
  return (
    <Page title={t('Edit Quiz')} back={{ to: QUIZZES_PATH, label: t('Quizzes') }}>
      <p className="mt-1 text-lg text-slate-700">{quiz.title}</p>
      {isConflict(reply) ? (
        <StaleRecordNotice title={t('The quiz as it is saved now')}>
          {saved ? <SavedQuiz quiz={saved} /> : null}
        </StaleRecordNotice>
      ) : null}
      <QuizForm
        key={quiz.version}
        saved={draftFromQuiz(quiz)}
        reply={reply}
        version={saved?.version ?? quiz.version}
        storageKey={`quiz-${quiz.id}`}
        serverUpdatedAt={quiz.updated_at}
        submitLabel={t('Save quiz')}
        cancelTo={QUIZZES_PATH}
      />
      <nav aria-label={t('More')} className="mt-8 flex flex-wrap gap-6">
        <Link to={quizPath(quiz.id)} className={buttonClasses('link')}>
          {t('Take the quiz')}
        </Link>
        <Link to={`${quizPath(quiz.id)}/delete`} className={buttonClasses('danger')}>
          {t('Delete quiz')}
        </Link>
      </nav>
    </Page>
  )
}
