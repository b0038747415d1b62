import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { StaleRecordNotice } from '~/components/ui/stale-record-notice'
import { buttonClasses } from '~/components/ui/button'
import { ResponsibilityForm } from '~/domains/org/components/responsibility-form'
import {
  requireResponsibilityAdmin,
  responsibilityFormState,
} from '~/domains/org/responsibilities-page.server'
import {
  RESPONSIBILITIES_LIST_PATH,
  RESPONSIBILITY_MESSAGES,
  ResponsibilityEditFormSchema,
} from '~/domains/org/responsibilities.schema'
import { getResponsibility, updateResponsibility } from '~/domains/org/responsibilities.server'
import { msg } from '~/i18n'
import { requireActor } from '~/platform/auth.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { asErrorPage, routeId } from '~/platform/pages.server'
import { requestMeta } from '~/platform/request-meta.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit responsibility'))

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  requireResponsibilityAdmin(actor)
  const saved = await getResponsibility(actor, routeId(params.id), requestMeta(request)).catch(
    asErrorPage,
  )
  return json({ saved, state: await responsibilityFormState(actor, new URL(request.url), saved) })
}

/** Saves from the version the form was loaded with (stale: 409, the saved one is shown). */
export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireActor(request)
  const id = routeId(params.id)
  return handleForm(request, ResponsibilityEditFormSchema, async (input) => {
    await updateResponsibility(actor, id, input, requestMeta(request)).catch(asErrorPage)
    return redirectWithFlash(RESPONSIBILITIES_LIST_PATH, {
      kind: 'success',
      message: RESPONSIBILITY_MESSAGES.updated,
    })
  })
}

export default function EditResponsibilityPage() {
  const { saved, state } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const { t } = useTranslation()
  const stale = reply?.error?.['']?.includes(RESPONSIBILITY_MESSAGES.stale) ?? false
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
