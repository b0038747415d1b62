import type { BulkError } from '~/platform/bulk.server'
import { parseWithZod } from '@conform-to/zod'
import { json, type MetaFunction } from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { ROLE_FLAGS, isCompanyAdmin } from '~/platform/actor'
import { Avatar } from '~/domains/people/components/avatar'
import { SELECT_CLASSES } from '~/domains/people/components/staff-form'
import { employeePath, ROLE_FLAG_LABELS } from '~/domains/people/components/staff-profile'
import { staffFormChoices } from '~/domains/people/staff-page.server'
import { bulkDeactivateStaff, bulkEditStaff } from '~/domains/people/staff-bulk.server'
import { BULK_MESSAGES, BulkEditFormSchema, STAFF_MESSAGES } from '~/domains/people/staff.schema'
import { getStaffSimple } from '~/domains/people/staff.server'
import { msg } from '~/i18n'
import { asErrorPage, signedIn } from '~/platform/request-context.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { idSchema } from '~/platform/form-fields'
import { authorize } from '~/platform/authorize.server'
import { can as staffCan } from '~/domains/people/staff.policy'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Bulk edit staff'))

const MAX_SHOWN = 500

/** Reached from the directory's checkboxes: a GET form with one `id` per chosen person. */
export const loader = signedIn(async ({ actor, meta, request }) => {
  await authorize({ actor, meta }, staffCan, 'staff.create')
  const ids = [
    ...new Set(
      new URL(request.url).searchParams
        .getAll('id')
        .map((raw) => idSchema('').safeParse(raw))
        .filter((parsed) => parsed.success)
        .map((parsed) => parsed.data!),
    ),
  ].slice(0, MAX_SHOWN)
  // Someone of another company (or gone) is simply not listed: the ids say nothing about them.
  const people = (
    await Promise.all(ids.map((id) => getStaffSimple(actor, id, meta).catch(() => null)))
  ).filter((person) => person !== null)
  return json({
    people,
    choices: await staffFormChoices(actor),
    editRoles: isCompanyAdmin(actor),
  })
})

type ActionData = { failure: string; errors: BulkError[]; formErrors: string[] }

export const action = signedIn(async ({ actor, meta, request }) => {
  const form = await request.formData()
  const submission = parseWithZod(form, { schema: BulkEditFormSchema })
  if (submission.status !== 'success') {
    const messages = Object.values(submission.error ?? {}).flatMap((list) => list ?? [])
    return json<ActionData>(
      { failure: STAFF_MESSAGES.updateFailed, errors: [], formErrors: messages },
      400,
    )
  }
  const { ids, intent, change } = submission.value
  const deleting = intent === 'delete'
  try {
    const result = deleting
      ? await bulkDeactivateStaff(actor, ids, meta)
      : await bulkEditStaff(actor, ids, change, meta)
    if (!result.ok) {
      return json<ActionData>(
        {
          failure: deleting ? STAFF_MESSAGES.deleteFailed : STAFF_MESSAGES.updateFailed,
          errors: result.errors,
          formErrors: [],
        },
        400,
      )
    }
  } catch (error) {
    return asErrorPage(error)
  }
  const back = deleting
    ? '/account/employees/deactivated'
    : `/account/employees/bulk?${new URLSearchParams(ids.map((id) => ['id', String(id)]))}`
  return redirectWithFlash(back, {
    kind: 'success',
    message: deleting ? BULK_MESSAGES.deleted : BULK_MESSAGES.updated,
  })
})

export default function BulkEditPage() {
  const { people, choices, editRoles } = useLoaderData<typeof loader>()
  const data = useActionData<typeof action>() as ActionData | undefined
  const { t } = useTranslation()
  const hidden = people.map((person) => (
    <input key={person.id} type="hidden" name="id" value={person.id} />
  ))
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('Bulk edit staff')}</h1>
      {data ? (
        <ErrorSummary
          fieldErrors={{}}
          formErrors={[
            data.failure,
            ...data.formErrors,
            ...data.errors.map((error) =>
              t('Error for ID {{id}}: {{error}}', { id: error.id, error: t(error.error) }),
            ),
          ]}
        />
      ) : null}
      {people.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {t(BULK_MESSAGES.noneChosen)}{' '}
          <a href="/account/employees" className="underline">
            {t('Back to the directory')}
          </a>
        </p>
      ) : (
        <>
          <h2 className="mt-6 text-xl font-bold">
            {t('{{count}} people chosen', { count: people.length })}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {people.map((person) => (
              <li key={person.id}>
                <a
                  href={employeePath(person.id)}
                  className="inline-flex items-center gap-2 underline"
                >
                  <Avatar staff={person} size="sm" />
                  {person.get_full_name}
                  <span className="text-sm text-slate-600">#{person.id}</span>
                </a>
              </li>
            ))}
          </ul>

          <Form method="post" className="mt-8 max-w-2xl">
            {hidden}
            <input type="hidden" name="intent" value="edit" />
            <p className="mb-4 text-slate-700">
              {t('Fields left on “Keep as it is” do not change.')}
            </p>
            <label htmlFor="division" className="block font-semibold">
              {t('Division')}
            </label>
            <select
              id="division"
              name="division"
              className={`${SELECT_CLASSES} mb-5`}
              defaultValue=""
            >
              <option value="">{t('Keep as it is')}</option>
              <option value="none">{t('No division')}</option>
              {choices.divisions.map((division) => (
                <option key={division.id} value={division.id}>
                  {division.name}
                </option>
              ))}
            </select>
            <label htmlFor="manager" className="block font-semibold">
              {t('Manager')}
            </label>
            <select
              id="manager"
              name="manager"
              className={`${SELECT_CLASSES} mb-5`}
              defaultValue=""
            >
              <option value="">{t('Keep as it is')}</option>
              <option value="none">{t('No manager')}</option>
              {choices.people.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name} ({person.email})
                </option>
              ))}
            </select>
            <div className="mb-2 flex items-center gap-2">
              <input
                id="change_positions"
                name="change_positions"
                type="checkbox"
                className="h-5 w-5"
              />
              <label htmlFor="change_positions" className="font-semibold">
                {t('Replace their positions with the ones chosen below')}
              </label>
            </div>
            <label htmlFor="positions" className="block font-semibold">
              {t('Positions')}
            </label>
            <p id="positions-hint" className="text-sm text-slate-600">
              {t('The first position will be marked as primary position.')}
            </p>
            <select
              id="positions"
              name="positions"
              multiple
              aria-describedby="positions-hint"
              className={`${SELECT_CLASSES} mb-5`}
            >
              {choices.positions.map((position) => (
                <option key={position.id} value={position.id}>
                  {position.name}
                </option>
              ))}
            </select>
            {editRoles ? (
              <fieldset className="mb-6 rounded-md border border-slate-300 p-4">
                <legend className="px-1 font-semibold">{t('User type and role flags')}</legend>
                <label htmlFor="user_type" className="block font-semibold">
                  {t('User type')}
                </label>
                <select
                  id="user_type"
                  name="user_type"
                  className={`${SELECT_CLASSES} mb-4`}
                  defaultValue=""
                >
                  <option value="">{t('Keep as it is')}</option>
                  {choices.userTypes.map((type) => (
                    <option key={type.user_type_slug} value={type.user_type_slug}>
                      {t(type.user_type)}
                    </option>
                  ))}
                </select>
                <div className="grid gap-3 sm:grid-cols-2">
                  {ROLE_FLAGS.map((flag) => (
                    <div key={flag}>
                      <label htmlFor={flag} className="block font-semibold">
                        {t(ROLE_FLAG_LABELS[flag])}
                      </label>
                      <select id={flag} name={flag} className={SELECT_CLASSES} defaultValue="">
                        <option value="">{t('Keep as it is')}</option>
                        <option value="on">{t('On')}</option>
                        <option value="off">{t('Off')}</option>
                      </select>
                    </div>
                  ))}
                </div>
              </fieldset>
            ) : null}
            <Button>{t('Save changes for everyone chosen')}</Button>
          </Form>

          <details className="mt-10 max-w-2xl rounded-md border border-red-300 p-4">
            <summary className="cursor-pointer font-semibold text-red-800">
              {t('Deactivate everyone chosen')}
            </summary>
            <p className="mt-2 text-slate-700">
              {t(
                'They are signed out at once and disappear from the directory. Their history is kept, and a profile admin can restore them.',
              )}
            </p>
            <Form method="post" className="mt-3">
              {hidden}
              <input type="hidden" name="intent" value="delete" />
              <Button variant="danger">
                {t('Deactivate {{count}} people', { count: people.length })}
              </Button>
            </Form>
          </details>
        </>
      )}
    </main>
  )
}
