import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { ConfirmPage } from '~/components/ui/confirm-delete'
import { QUIZ_MESSAGES } from '~/domains/quizzes/quiz-constants'
import { QUIZZES_PATH } from '~/domains/quizzes/quiz-paths'
import { deleteQuiz, getQuizForEdit } from '~/domains/quizzes/quizzes.server'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { NO_FIELDS } from '~/platform/form-fields'
import { readReply, type FormReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Delete quiz'))

/** The delete question as a page, so it works without JavaScript. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) =>
    json({ quiz: await getQuizForEdit(actor, routeId(params.id), meta) }),
  )

/** Seed 001 §8: one message for a delete that did not happen; a refusal is the 403 page. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const id = routeId(params.id)
    return handleForm(
      request,
      NO_FIELDS,
      async () => {
        await deleteQuiz(actor, id, meta)
        return redirectWithFlash(QUIZZES_PATH, { kind: 'success', message: QUIZ_MESSAGES.deleted })
      },
      { errorPages: ['FORBIDDEN'], unexpected: QUIZ_MESSAGES.deleteFailed },
    )
  })

export default function DeleteQuizPage() {
  const { quiz } = useLoaderData<typeof loader>()
  const failed = readReply(useActionData<typeof action>() as FormReply | undefined).formErrors?.[0]
  const { t } = useTranslation()
  return (
    <ConfirmPage
      title={t('Delete quiz “{{name}}”?', { name: quiz.title })}
      error={failed ? t(failed) : null}
      explanation={
        <p>
          {t(
            'Its questions and every attempt at it are deleted, and it is taken out of the courses that use it.',
          )}
        </p>
      }
      confirmLabel={t('Delete quiz')}
      cancelTo={QUIZZES_PATH}
    />
  )
}
