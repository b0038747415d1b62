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
import { employeePath } from '~/domains/people/components/staff-profile'
import { can } from '~/domains/people/staff.policy'
import { STAFF_MESSAGES } from '~/domains/people/staff.schema'
import { deactivateStaff, getStaffDetail } from '~/domains/people/staff.server'
import { msg } from '~/i18n'
import { asErrorPage, routeId } from '~/platform/pages.server'
import { requireActor } from '~/platform/auth.server'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { requestMeta } from '~/platform/request-meta.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Deactivate'))

/** delete_staff's question as a page: the same with and without JavaScript. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  const id = routeId(params.id)
  const staff = await getStaffDetail(actor, id, requestMeta(request)).catch(asErrorPage)
  if (!can(actor, 'staff.delete', { membershipId: id, isActive: staff.is_active })) {
    throw new Response('Forbidden', { status: 403 })
  }
  return json({ id: staff.id, name: staff.get_full_name })
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireActor(request)
  const id = routeId(params.id)
  try {
    await deactivateStaff(actor, id, requestMeta(request))
  } catch (error) {
    if (isAppError(error) && error.code === 'VALIDATION') {
      return json({ error: error.message }, { status: 400 })
    }
    return asErrorPage(error)
  }
  return redirectWithFlash('/account/employees/deactivated', {
    kind: 'success',
    message: STAFF_MESSAGES.deleted,
  })
}

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
