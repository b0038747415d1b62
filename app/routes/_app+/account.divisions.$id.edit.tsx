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
import { DivisionForm } from '~/domains/org/components/division-form'
import {
  DIVISION_MESSAGES,
  DIVISIONS_PATH,
  DivisionFormSchema,
} from '~/domains/org/divisions.schema'
import { getDivision, updateDivision } from '~/domains/org/divisions.server'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { asErrorPage, routeId, signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'
import { can } from '~/domains/org/divisions.policy'
import { isConflict, type FormReply } from '~/platform/form-reply'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit division'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    await authorize({ actor, meta }, can, 'division.update')
    const division = await getDivision(actor, routeId(params.id), meta)
    return json({ division })
  })

/**
 * Saves from the version the form was loaded with: if someone saved in between, the change is
 * refused (409) and the page shows what is saved now, keeping what this admin typed.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const id = routeId(params.id)
    return handleForm(request, DivisionFormSchema, async ({ version, ...input }) => {
      await updateDivision(actor, id, { ...input, version: version ?? 0 }, meta).catch(asErrorPage)
      return redirectWithFlash(DIVISIONS_PATH, {
        kind: 'success',
        message: DIVISION_MESSAGES.updated,
      })
    })
  })

export default function EditDivisionPage() {
  const { division } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  const { t } = useTranslation()
  const stale = isConflict(reply)
  return (
    <Page width="2xl" title={t('Edit division “{{name}}”', { name: division.division_name })}>
      {stale ? (
        <StaleRecordNotice
          title={t('The division as it is saved now')}
          values={[
            { label: t('Name'), value: division.division_name },
            { label: t('Colour'), value: division.division_color },
            { label: t('Order'), value: division.division_order },
            { label: t('Description'), value: division.division_description },
          ]}
        />
      ) : null}
      <div className="mt-6">
        <DivisionForm
          id="edit-division"
          division={division}
          lastResult={reply}
          submitLabel={t('Save division')}
        />
      </div>
      <Link to={DIVISIONS_PATH} className={buttonClasses('link', 'mt-4 inline-block')}>
        {t('Back to divisions')}
      </Link>
    </Page>
  )
}
