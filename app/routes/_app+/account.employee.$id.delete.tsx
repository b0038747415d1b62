import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { ConfirmPage } from '~/components/ui/confirm-delete'
import { employeePath } from '~/domains/people/components/staff-profile'
import { can } from '~/domains/people/staff.policy'
import { STAFF_MESSAGES } from '~/domains/people/staff.schema'
import { deactivateStaff, getStaffDetail } from '~/domains/people/staff.server'
import { msg } from '~/i18n'
import { authorize } from '~/platform/authorize.server'
import { asErrorPage, routeId, signedIn } from '~/platform/request-context.server'
import { fieldErrorsOf, type FormReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { NO_FIELDS } from '~/platform/form-fields'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Deactivate'))

/** delete_staff's question as a page: the same with and without JavaScript. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const id = routeId(params.id)
    const staff = await getStaffDetail(actor, id, meta)
    const target = { membershipId: id, isActive: staff.is_active }
    await authorize({ actor, meta }, (who, action) => can(who, action, target), 'staff.delete', {
      type: 'membership',
      id,
    })
    return json({ id: staff.id, name: staff.get_full_name })
  })

/** Deactivates; a refusal the person can act on (the last admin) stays on this page. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, ({ actor, meta, params, request }) =>
    handleForm(request, NO_FIELDS, async () => {
      await deactivateStaff(actor, routeId(params.id), meta).catch(asErrorPage)
      return redirectWithFlash('/account/employees/deactivated', {
        kind: 'success',
        message: STAFF_MESSAGES.deleted,
      })
    }),
  )

export default function DeactivateStaffPage() {
  const { id, name } = useLoaderData<typeof loader>()
  const refusal = fieldErrorsOf(useActionData() as FormReply | undefined)['']?.[0]
  const { t } = useTranslation()
  return (
    <ConfirmPage
      title={t('Deactivate {{name}}?', { name })}
      error={refusal ? `${t(STAFF_MESSAGES.deleteFailed)} ${t(refusal)}` : null}
      explanation={t(
        'They are signed out at once and disappear from the directory. Their history is kept, and a profile admin can restore them.',
      )}
      confirmLabel={t('Deactivate')}
      cancelTo={employeePath(id)}
    />
  )
}
