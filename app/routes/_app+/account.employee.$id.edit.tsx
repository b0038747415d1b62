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
import { isCompanyAdmin } from '~/platform/actor'
import { StaffForm } from '~/domains/people/components/staff-form'
import { employeePath } from '~/domains/people/components/staff-profile'
import { staffFormChoices } from '~/domains/people/staff-page.server'
import { can } from '~/domains/people/staff.policy'
import { STAFF_MESSAGES, StaffEditFormSchema } from '~/domains/people/staff.schema'
import {
  authorizedStaff,
  getStaffDetail,
  inputOf,
  STAFF_AUDIT,
} from '~/domains/people/staff.server'
import { updateStaff } from '~/domains/people/staff-writes.server'
import { msg } from '~/i18n'
import { authorize } from '~/platform/authorize.server'
import { asErrorPage, routeId, signedIn } from '~/platform/request-context.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { isConflict, type FormReply } from '~/platform/form-reply'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit profile'))

/** update_staff as a page: profile admins edit anyone; company admins also type and flags. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const id = routeId(params.id)
    const staff = await getStaffDetail(actor, id, meta)
    const target = { membershipId: id, isActive: staff.is_active }
    await authorize({ actor, meta }, (who, action) => can(who, action, target), 'staff.update', {
      type: 'membership',
      id,
    })
    if (!staff.is_active) throw new Response('Not Found', { status: 404 })
    return json({
      staff,
      saved: inputOf(staff),
      choices: await staffFormChoices(actor),
      editRoles: isCompanyAdmin(actor),
    })
  })

/**
 * Saves from the version the form was loaded with: if someone saved in between, the change is
 * refused (409) and the page shows what is saved now, with the submitted values kept.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const id = routeId(params.id)
    // Whoever may not edit this person is refused before the form is read, as updateStaff would.
    await authorizedStaff(actor, meta, id, 'staff.update', STAFF_AUDIT.update)
    return handleForm(request, StaffEditFormSchema, async ({ version, input }) => {
      await updateStaff(actor, id, input, meta, version).catch(asErrorPage)
      return redirectWithFlash(employeePath(id), {
        kind: 'success',
        message: STAFF_MESSAGES.updated,
      })
    })
  })

export default function EditStaffPage() {
  const { staff, saved, choices, editRoles } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  const { t } = useTranslation()
  const stale = isConflict(reply)
  return (
    <Page width="5xl" title={t('Edit {{name}}', { name: staff.get_full_name })}>
      {stale ? (
        <StaleRecordNotice
          title={t('The person as saved now')}
          values={[
            { label: t('Name'), value: staff.get_full_name, testId: 'saved-name' },
            { label: t('Email'), value: staff.email },
            {
              label: t('Division'),
              value: staff.staff_division?.division_name ?? t('No division'),
            },
            {
              label: t('Manager'),
              value: staff.manager
                ? `${staff.manager.first_name} ${staff.manager.last_name}`
                : t('No manager'),
            },
          ]}
        />
      ) : null}
      <div className="mt-6">
        <StaffForm
          key={staff.version}
          saved={saved}
          choices={choices}
          reply={reply}
          roles={
            editRoles
              ? { userType: staff.user_type.user_type_slug, roles: staff.user_roles }
              : undefined
          }
          personId={staff.id}
          version={staff.version}
          failure={STAFF_MESSAGES.updateFailed}
          submitLabel={t('Save changes')}
        />
      </div>
      <Link to={employeePath(staff.id)} className={buttonClasses('link', 'mt-4 inline-block')}>
        {t('Back to the profile')}
      </Link>
    </Page>
  )
}
