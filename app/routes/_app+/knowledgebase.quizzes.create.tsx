import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { QuizForm } from '~/domains/quizzes/components/quiz-form'
import { quizFormAction } from '~/domains/quizzes/quiz-form-page.server'
import { QUIZ_ACTIONS_AUDITED } from '~/domains/quizzes/quiz-records.server'
import { emptyQuizDraft, QuizSchema, QUIZZES_PATH } from '~/domains/quizzes/quizzes.schema'
import { authorizeManage, createQuiz } from '~/domains/quizzes/quizzes.server'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Create Quiz'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    await authorizeManage({ actor, meta }, QUIZ_ACTIONS_AUDITED.create)
    return null
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, ({ actor, meta, request }) =>
    quizFormAction(request, QuizSchema, (input) => createQuiz(actor, input, meta)),
  )

export default function CreateQuizPage() {
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <Page title={t('Create Quiz')} back={{ to: QUIZZES_PATH, label: t('Quizzes') }}>
      <QuizForm
        saved={emptyQuizDraft()}
        reply={reply}
        storageKey="quiz-new"
        serverUpdatedAt={null}
        submitLabel={t('Create Quiz')}
        cancelTo={QUIZZES_PATH}
      />
    </Page>
  )
}
