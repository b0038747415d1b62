import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import type { FormReply } from '~/platform/form-reply'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Page } from '~/components/ui/page'
import { buttonClasses } from '~/components/ui/button'
import { isCompanyAdmin } from '~/platform/actor'
import { StaffForm } from '~/domains/people/components/staff-form'
import { authorizeStaffAdmin, staffFormChoices } from '~/domains/people/staff-page.server'
import { STAFF_MESSAGES, StaffFormSchema, type StaffInput } from '~/domains/people/staff.schema'
import { createStaff } from '~/domains/people/staff-writes.server'
import { msg } from '~/i18n'
import { asErrorPage, signedIn } from '~/platform/request-context.server'
import { appOrigin } from '~/platform/env.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Create New Employee'))

const EMPTY: StaffInput = {
  first_name: '',
  last_name: '',
  email: '',
  personal_phone: null,
  gender: null,
  date_of_birth: null,
  hired_on: null,
  timezone: 'UTC',
  positions: [],
  manager: null,
  division: null,
}

/** create_company_staff as a page (profile admins); the new person gets an activation email. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    await authorizeStaffAdmin({ actor, meta })
    return json({ choices: await staffFormChoices(actor), editRoles: isCompanyAdmin(actor) })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) =>
    handleForm(request, StaffFormSchema, async (input) => {
      const created = await createStaff(actor, input, meta, appOrigin(request)).catch(asErrorPage)
      return redirectWithFlash(`/account/employee/${created.id}`, {
        kind: 'success',
        message: created.existingUser ? STAFF_MESSAGES.addedExisting : STAFF_MESSAGES.created,
      })
    }),
  )

export default function CreateStaffPage() {
  const { choices, editRoles } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  const { t } = useTranslation()
  return (
    <Page width="5xl" title={t('Create New Employee')}>
      <p className="mt-2 mb-6 text-slate-700">
        {t('They get an email with a link to choose their password.')}{' '}
        <Link to="/account/employees/bulk-create" className={buttonClasses('link')}>
          {t('Add many people from a CSV file')}
        </Link>
      </p>
      <StaffForm
        saved={EMPTY}
        choices={choices}
        reply={reply}
        roles={editRoles ? { userType: 'staff', roles: {} } : undefined}
        failure={STAFF_MESSAGES.createFailed}
        submitLabel={t('Create staff member')}
      />
    </Page>
  )
}
