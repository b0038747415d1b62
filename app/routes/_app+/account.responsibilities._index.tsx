import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { ResponsibilityForm } from '~/domains/org/components/responsibility-form'
import { responsibilityFormState } from '~/domains/org/responsibilities-page.server'
import {
  RESPONSIBILITIES_LIST_PATH,
  RESPONSIBILITY_MESSAGES,
  ResponsibilitySchema,
} from '~/domains/org/responsibilities.schema'
import { createResponsibility } from '~/domains/org/responsibilities.server'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { asErrorPage, signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'
import { can } from '~/domains/org/responsibilities.policy'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Responsibilities'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    await authorize({ actor, meta }, can, 'responsibility.update')
    return json({ state: await responsibilityFormState(actor, new URL(request.url)) })
  })

/** Creates a responsibility (created by the actor) given to the ticked people. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    return handleForm(request, ResponsibilitySchema, async (input) => {
      await createResponsibility(actor, input, meta).catch(asErrorPage)
      return redirectWithFlash(RESPONSIBILITIES_LIST_PATH, {
        kind: 'success',
        message: RESPONSIBILITY_MESSAGES.added,
      })
    })
  })

export default function NewResponsibilityPage() {
  const { state } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h1 className="text-3xl font-bold">{t('Add a responsibility')}</h1>
        <Link to={RESPONSIBILITIES_LIST_PATH} className={buttonClasses('link')}>
          {t('All responsibilities')}
        </Link>
      </div>
      <div className="mt-6">
        <ResponsibilityForm state={state} reply={reply} submitLabel={t('Add responsibility')} />
      </div>
    </main>
  )
}
