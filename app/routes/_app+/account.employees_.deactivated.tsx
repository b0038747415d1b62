import { json, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'
import { Avatar } from '~/domains/people/components/avatar'
import { employeePath } from '~/domains/people/components/staff-profile'
import { authorizeStaffAdmin } from '~/domains/people/staff-page.server'
import { STAFF_MESSAGES } from '~/domains/people/staff.schema'
import { listDeactivatedStaff, restoreStaff } from '~/domains/people/staff.server'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { idSchema } from '~/platform/form-fields'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Deactivated staff'))

/** Deactivated people, with Restore (profile admins); restoring counts against the plan. */
export const loader = signedIn(async ({ actor, meta }) => {
  await authorizeStaffAdmin({ actor, meta })
  return json({ people: await listDeactivatedStaff(actor, meta) })
})

export const action = signedIn(async ({ actor, meta, request }) => {
  const form = await request.formData()
  const id = idSchema(STAFF_MESSAGES.notFound).safeParse(form.get('id'))
  if (!id.success) throw new Response('Not Found', { status: 404 })
  try {
    await restoreStaff(actor, id.data, meta)
  } catch (error) {
    if (isAppError(error) && (error.code === 'VALIDATION' || error.code === 'PLAN_LIMIT')) {
      return json({ error: error.message }, { status: error.status })
    }
    throw error
  }
  return redirectWithFlash(employeePath(id.data), {
    kind: 'success',
    message: STAFF_MESSAGES.restored,
  })
})

export default function DeactivatedStaffPage() {
  const { people } = useLoaderData<typeof loader>()
  const data = useActionData<typeof action>()
  const { t, i18n } = useTranslation()
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('Deactivated staff')}</h1>
      {data?.error ? (
        <div className="mt-6">
          <Notice kind="error">{t(data.error)}</Notice>
        </div>
      ) : null}
      {people.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {t('Nobody is deactivated. People you deactivate are listed here.')}{' '}
          <Link to="/account/employees" className="underline">
            {t('Back to the directory')}
          </Link>
        </p>
      ) : (
        <table className="mt-6 w-full text-left">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-2">
                {t('Name')}
              </th>
              <th scope="col" className="py-2">
                {t('Email')}
              </th>
              <th scope="col" className="py-2">
                {t('Deactivated on')}
              </th>
              <th scope="col" className="py-2">
                <span className="sr-only">{t('Actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {people.map((person) => (
              <tr key={person.id} className="border-b border-slate-200">
                <td className="py-2">
                  <Link
                    to={employeePath(person.id)}
                    className="inline-flex items-center gap-2 underline"
                  >
                    <Avatar staff={person} size="sm" />
                    {`${person.first_name} ${person.last_name}`.trim()}
                  </Link>
                </td>
                <td className="py-2">{person.email}</td>
                <td className="py-2">
                  {person.deactivated_at ? date.format(new Date(person.deactivated_at)) : ''}
                </td>
                <td className="py-2 text-right">
                  <Form method="post">
                    <input type="hidden" name="id" value={person.id} />
                    <Button variant="secondary">
                      {t('Restore')}
                      <span className="sr-only">
                        {' '}
                        {`${person.first_name} ${person.last_name}`.trim()}
                      </span>
                    </Button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  )
}
