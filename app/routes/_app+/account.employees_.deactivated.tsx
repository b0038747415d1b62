import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'
import { Page } from '~/components/ui/page'
import { Table } from '~/components/ui/table'
import { Avatar } from '~/domains/people/components/avatar'
import { employeePath } from '~/domains/people/components/staff-profile'
import { authorizeStaffAdmin } from '~/domains/people/staff-page.server'
import { STAFF_MESSAGES } from '~/domains/people/staff.schema'
import { listDeactivatedStaff, restoreStaff } from '~/domains/people/staff.server'
import { msg } from '~/i18n'
import { asErrorPage, routeId, signedIn } from '~/platform/request-context.server'
import { fieldErrorsOf, type FormReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { NO_FIELDS } from '~/platform/form-fields'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Deactivated staff'))

/** Deactivated people, with Restore (profile admins); restoring counts against the plan. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    await authorizeStaffAdmin({ actor, meta })
    return json({ people: await listDeactivatedStaff(actor, meta) })
  })

/** Restores one person; a refusal (the plan's limit) is a notice above the list. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const formData = await request.formData()
    const id = routeId(String(formData.get('id')))
    return handleForm(
      request,
      NO_FIELDS,
      async () => {
        await restoreStaff(actor, id, meta).catch(asErrorPage)
        return redirectWithFlash(employeePath(id), {
          kind: 'success',
          message: STAFF_MESSAGES.restored,
        })
      },
      { formData },
    )
  })

export default function DeactivatedStaffPage() {
  const { people } = useLoaderData<typeof loader>()
  const refusal = fieldErrorsOf(useActionData() as FormReply | undefined)['']?.[0]
  const { t, i18n } = useTranslation()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  const fullName = (person: { first_name: string; last_name: string }) =>
    `${person.first_name} ${person.last_name}`.trim()
  return (
    <Page width="5xl" title={t('Deactivated staff')}>
      {refusal ? (
        <div className="mt-6">
          <Notice kind="error">{t(refusal)}</Notice>
        </div>
      ) : null}
      <Table
        className="mt-6"
        rows={people}
        empty={
          <>
            {t('Nobody is deactivated. People you deactivate are listed here.')}{' '}
            <Link to="/account/employees" className="underline">
              {t('Back to the directory')}
            </Link>
          </>
        }
        columns={[
          {
            header: t('Name'),
            rowHeader: true,
            cell: (person) => (
              <Link
                to={employeePath(person.id)}
                className="inline-flex items-center gap-2 underline"
              >
                <Avatar staff={person} size="sm" />
                {fullName(person)}
              </Link>
            ),
          },
          { header: t('Email'), cell: (person) => person.email },
          {
            header: t('Deactivated on'),
            cell: (person) =>
              person.deactivated_at ? date.format(new Date(person.deactivated_at)) : '',
          },
        ]}
        actions={(person) => (
          <Form method="post">
            <input type="hidden" name="id" value={person.id} />
            <Button variant="secondary">
              {t('Restore')}
              <span className="sr-only"> {fullName(person)}</span>
            </Button>
          </Form>
        )}
      />
    </Page>
  )
}
