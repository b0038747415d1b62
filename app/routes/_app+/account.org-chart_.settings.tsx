import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { OrgChartSettingsForm } from '~/domains/org/components/org-chart-settings-form'
import {
  ORG_CHART_SETTINGS_MESSAGES,
  ORG_CHART_SETTINGS_PATH,
  OrgChartSettingsPageSchema,
  publicOrgChartPath,
} from '~/domains/org/org-chart-settings.schema'
import {
  authorizeSettingsPage,
  loadOrgChartSettingsPage,
  saveOrgChartSettingsPage,
} from '~/domains/org/org-chart-settings.server'
import { msg } from '~/i18n'
import { appOrigin } from '~/platform/env.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { asErrorPage, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) =>
  pageTitle(matches, msg('Org chart display settings'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    await authorizeSettingsPage(actor, meta)
    const page = await loadOrgChartSettingsPage(actor)
    return json({
      ...page,
      publicUrl: `${appOrigin(request)}${publicOrgChartPath(page.companySlug)}`,
    })
  })

/**
 * Saves both charts' settings and the public switch from the versions the form was loaded with
 * (a stale one is a 409 with the typed values kept and the saved ones shown). Anyone but a
 * company admin is refused (and recorded) before the form is read.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    await authorizeSettingsPage(actor, meta)
    return handleForm(request, OrgChartSettingsPageSchema, async (input) => {
      await saveOrgChartSettingsPage(actor, input, meta).catch(asErrorPage)
      return redirectWithFlash(ORG_CHART_SETTINGS_PATH, {
        kind: 'success',
        message: ORG_CHART_SETTINGS_MESSAGES.saved,
      })
    })
  })

export default function OrgChartSettingsPage() {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as SubmissionResult<string[]> | undefined
  const { t } = useTranslation()
  return (
    <Page width="5xl" title={t('Org chart display settings')}>
      <p className="mt-2 mb-6 text-lg text-slate-700">
        {t('How the org charts look for everyone in the company, and whether they are public.')}
      </p>
      {/* A new version remounts the form, so after a save it shows what was saved. */}
      <OrgChartSettingsForm
        key={`${page.orgflow.version}-${page.horizontalorg.version}-${page.publicOrgChart}`}
        orgflow={page.orgflow}
        horizontalorg={page.horizontalorg}
        publicOrgChart={page.publicOrgChart}
        publicUrl={page.publicUrl}
        reply={reply}
      />
    </Page>
  )
}
