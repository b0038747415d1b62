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
import { SCORM_MESSAGES } from '~/domains/scorm/packages/packages.schema'
import { SCORM_PATH } from '~/domains/scorm/packages/page-paths'
import { deletePackage, getPackage } from '~/domains/scorm/packages/packages.server'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { NO_FIELDS } from '~/platform/form-fields'
import { readReply, type FormReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Delete package'))

/** The delete question as a page, so it works without JavaScript. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const found = await getPackage({ actor, meta }, routeId(params.id))
    return json({ title: found.title })
  })

/** A package a course uses is refused with the reason (409), shown on this page. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const id = routeId(params.id)
    return handleForm(
      request,
      NO_FIELDS,
      async () => {
        await deletePackage({ actor, meta }, id)
        return redirectWithFlash(SCORM_PATH, { kind: 'success', message: SCORM_MESSAGES.deleted })
      },
      { errorPages: ['FORBIDDEN', 'NOT_FOUND'], unexpected: SCORM_MESSAGES.deleteFailed },
    )
  })

export default function DeleteScormPackagePage() {
  const { title } = useLoaderData<typeof loader>()
  const failed = readReply(useActionData<typeof action>() as FormReply | undefined).formErrors?.[0]
  const { t } = useTranslation()
  return (
    <ConfirmPage
      title={t('Delete package “{{name}}”?', { name: title })}
      error={failed ? t(failed) : null}
      explanation={
        <p>
          {t(
            'Its files and every learner’s results in it are deleted. A package a course uses cannot be deleted.',
          )}
        </p>
      }
      confirmLabel={t('Delete package')}
      cancelTo={SCORM_PATH}
    />
  )
}
