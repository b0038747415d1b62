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
import { Page } from '~/components/ui/page'
import { StaleRecordNotice } from '~/components/ui/stale-record-notice'
import { buttonClasses } from '~/components/ui/button'
import { ResponsibilityForm } from '~/domains/org/components/responsibility-form'
import { responsibilityFormState } from '~/domains/org/responsibilities-page.server'
import {
  RESPONSIBILITIES_LIST_PATH,
  RESPONSIBILITY_MESSAGES,
  ResponsibilityEditFormSchema,
} from '~/domains/org/responsibilities.schema'
import { getResponsibility, updateResponsibility } from '~/domains/org/responsibilities.server'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { asErrorPage, routeId, signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'
import { can } from '~/domains/org/responsibilities.policy'
import { isConflict, type FormReply } from '~/platform/form-reply'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit responsibility'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    await authorize({ actor, meta }, can, 'responsibility.update')
    const saved = await getResponsibility(actor, routeId(params.id), meta)
    return json({ saved, state: await responsibilityFormState(actor, new URL(request.url), saved) })
  })

/** Saves from the version the form was loaded with (stale: 409, the saved one is shown). */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const id = routeId(params.id)
    return handleForm(request, ResponsibilityEditFormSchema, async (input) => {
      await updateResponsibility(actor, id, input, meta).catch(asErrorPage)
      return redirectWithFlash(RESPONSIBILITIES_LIST_PATH, {
        kind: 'success',
        message: RESPONSIBILITY_MESSAGES.updated,
      })
    })
  })

export default function EditResponsibilityPage() {
  const { saved, state } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  const { t } = useTranslation()
  const stale = isConflict(reply)
  return (
    <Page width="2xl" title={t('Edit responsibility “{{title}}”', { title: saved.title })}>
      {stale ? (
        <StaleRecordNotice
          title={t('The responsibility as it is saved now')}
          values={[
            { label: t('Title'), value: saved.title },
            { label: t('Description'), value: saved.description },
            {
              label: t('Assigned to'),
              value:
                saved.assigned_to
                  .map((person) => `${person.first_name} ${person.last_name}`)
                  .join(', ') || t('Nobody'),
            },
          ]}
        />
      ) : null}
      <div className="mt-6">
        <ResponsibilityForm state={state} reply={reply} submitLabel={t('Save responsibility')} />
      </div>
      <Link to={RESPONSIBILITIES_LIST_PATH} className={buttonClasses('link', 'mt-4 inline-block')}>
        {t('Back to responsibilities')}
      </Link>
    </Page>
  )
}
