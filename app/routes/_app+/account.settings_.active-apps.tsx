import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { Button } from '~/components/ui/button'
import { ACTIVE_APPS_MESSAGES, ActiveAppsSchema, can } from '~/domains/company/active-apps'
import { listActiveApps, setActiveApps } from '~/domains/company/active-apps.server'
import { ActiveAppsForm } from '~/domains/company/components/active-apps-form'
import { requireActor } from '~/platform/auth.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { requestMeta } from '~/platform/request-meta.server'
import { pageTitle } from '~/components/page-title'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Active apps'))

const PATH = '/account/settings/active-apps'

/** Company admins only: anyone else is refused here as in the service. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  if (!can(actor, 'activeApps.update')) {
    throw new Response(ACTIVE_APPS_MESSAGES.adminsOnly, { status: 403 })
  }
  const apps = await listActiveApps(actor)
  return json({ active: apps.filter((app) => app.active).map((app) => app.id) })
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request)
  return handleForm(request, ActiveAppsSchema, async (input) => {
    await setActiveApps(actor, input, requestMeta(request))
    return redirectWithFlash(PATH, { kind: 'success', message: ACTIVE_APPS_MESSAGES.updated })
  })
}

export default function ActiveAppsSettingsPage() {
  const { t } = useTranslation()
  const { active } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  return (
    <Page width="3xl" title={t('Active apps')}>
      <p className="mt-2 mb-6 text-slate-700">
        {t('Choose the apps your company uses. At least one must stay active.')}
      </p>
      <ActiveAppsForm id="active-apps" active={active} lastResult={lastResult} canEdit>
        <Button className="mt-6">{t('Save active apps')}</Button>
      </ActiveAppsForm>
    </Page>
  )
}
