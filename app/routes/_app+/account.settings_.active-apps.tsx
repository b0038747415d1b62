import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { Button } from '~/components/ui/button'
import { ACTIVE_APPS_MESSAGES, ActiveAppsSchema, can } from '~/domains/company/active-apps'
import { listActiveApps, setActiveApps } from '~/domains/company/active-apps.server'
import { ActiveAppsForm } from '~/domains/company/components/active-apps-form'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { pageTitle } from '~/components/page-title'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Active apps'))

const PATH = '/account/settings/active-apps'

/** Company admins only: anyone else is refused here as in the service. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    await authorize({ actor, meta }, can, 'activeApps.update')
    const apps = await listActiveApps(actor)
    return json({ active: apps.filter((app) => app.active).map((app) => app.id) })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    return handleForm(request, ActiveAppsSchema, async (input) => {
      await setActiveApps(actor, input, meta)
      return redirectWithFlash(PATH, { kind: 'success', message: ACTIVE_APPS_MESSAGES.updated })
    })
  })

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
