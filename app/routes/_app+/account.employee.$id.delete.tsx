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
import { routeId, signedIn } from '~/platform/request-context.server'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'

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

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const id = routeId(params.id)
    try {
      await deactivateStaff(actor, id, meta)
    } catch (error) {
      if (isAppError(error) && error.code === 'VALIDATION') {
        return json({ error: error.message }, { status: 400 })
      }
      throw error
    }
    return redirectWithFlash('/account/employees/deactivated', {
      kind: 'success',
      message: STAFF_MESSAGES.deleted,
    })
  })

export default function DeactivateStaffPage() {
  const { id, name } = useLoaderData<typeof loader>()
  const data = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <ConfirmPage
      title={t('Deactivate {{name}}?', { name })}
      error={data?.error ? `${t(STAFF_MESSAGES.deleteFailed)} ${t(data.error)}` : null}
      explanation={t(
        'They are signed out at once and disappear from the directory. Their history is kept, and a profile admin can restore them.',
      )}
      confirmLabel={t('Deactivate')}
      cancelTo={employeePath(id)}
    />
  )
}
