import {
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import {
  BulkDeleteConfirmation,
  BulkEditForm,
  BulkPage,
  KeepSelect,
} from '~/components/bulk-actions'
import { Checkbox } from '~/components/ui/choice'
import { optionsOf, Select } from '~/components/ui/select'
import { ROLE_FLAGS, isCompanyAdmin } from '~/platform/actor'
import { BulkDivisionSelect } from '~/domains/org/components/bulk-division-select'
import { Avatar } from '~/domains/people/components/avatar'
import {
  personOptions,
  RolesFieldset,
  userTypeOptions,
} from '~/domains/people/components/staff-form'
import { employeePath, ROLE_FLAG_LABELS } from '~/domains/people/components/staff-profile'
import { staffFormChoices } from '~/domains/people/staff-page.server'
import { bulkDeactivateStaff, bulkEditStaff } from '~/domains/people/staff-bulk.server'
import { BULK_MESSAGES, BulkEditFormSchema, STAFF_MESSAGES } from '~/domains/people/staff.schema'
import { getStaffSimple } from '~/domains/people/staff.server'
import { msg } from '~/i18n'
import { asErrorPage, signedIn } from '~/platform/request-context.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { bulkPageData } from '~/platform/bulk-page.server'
import { assertAllChanged } from '~/platform/bulk-reply.server'
import { handleForm } from '~/platform/forms.server'
import { authorize } from '~/platform/authorize.server'
import { can as staffCan } from '~/domains/people/staff.policy'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Bulk edit staff'))

const MAX_SHOWN = 500

/** Reached from the directory's checkboxes: a GET form with one `id` per chosen person. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    await authorize({ actor, meta }, staffCan, 'staff.create')
    const findEach = async (ids: number[]) =>
      (
        await Promise.all(
          ids.slice(0, MAX_SHOWN).map((id) => getStaffSimple(actor, id, meta).catch(() => null)),
        )
      ).filter((person) => person !== null)
    return bulkPageData(request, findEach, async () => ({
      choices: await staffFormChoices(actor),
      editRoles: isCompanyAdmin(actor),
    }))
  })

/** Edit or deactivate everyone chosen, all or none: a refused row changes nothing. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, ({ actor, meta, request }) =>
    handleForm(request, BulkEditFormSchema, async ({ ids, intent, change }) => {
      const deleting = intent === 'delete'
      const result = deleting
        ? bulkDeactivateStaff(actor, ids, meta)
        : bulkEditStaff(actor, ids, change, meta)
      assertAllChanged(await result.catch(asErrorPage))
      const back = deleting
        ? '/account/employees/deactivated'
        : `/account/employees/bulk?${new URLSearchParams(ids.map((id) => ['id', String(id)]))}`
      return redirectWithFlash(back, {
        kind: 'success',
        message: deleting ? BULK_MESSAGES.deleted : BULK_MESSAGES.updated,
      })
    }),
  )

export default function BulkEditPage() {
  const { chosen: people, offered } = useLoaderData<typeof loader>()
  const { choices, editRoles } = offered
  const { t } = useTranslation()
  return (
    <BulkPage
      width="5xl"
      title={t('Bulk edit staff')}
      chosen={people.map((person) => ({
        id: person.id,
        name: (
          <a href={employeePath(person.id)} className="inline-flex items-center gap-2 underline">
            <Avatar staff={person} size="sm" />
            {person.get_full_name}
          </a>
        ),
      }))}
      idName="id"
      chosenLabel={t('{{count}} people chosen', { count: people.length })}
      noneChosen={t(BULK_MESSAGES.noneChosen)}
      back={{ to: '/account/employees', label: t('Back to the directory') }}
      failed={{ update: STAFF_MESSAGES.updateFailed, delete: STAFF_MESSAGES.deleteFailed }}
    >
      <BulkEditForm intent="edit" submitLabel={t('Save changes for everyone chosen')}>
        <BulkDivisionSelect divisions={choices.divisions} />
        <KeepSelect
          id="manager"
          name="manager"
          label={t('Manager')}
          options={[{ value: 'none', label: t('No manager') }, ...personOptions(choices.people)]}
        />
        <Checkbox
          className="mb-2"
          label={t('Replace their positions with the ones chosen below')}
          inputProps={{ id: 'change_positions', name: 'change_positions' }}
        />
        <Select
          id="positions"
          name="positions"
          label={t('Positions')}
          hint={t('The first position will be marked as primary position.')}
          multiple
          options={optionsOf(choices.positions)}
        />
        {editRoles ? (
          <RolesFieldset>
            <KeepSelect
              id="user_type"
              name="user_type"
              label={t('User type')}
              className="mb-4"
              options={userTypeOptions(choices.userTypes, t)}
            />
            <div className="grid gap-3 sm:grid-cols-2">
              {ROLE_FLAGS.map((flag) => (
                <KeepSelect
                  key={flag}
                  id={flag}
                  name={flag}
                  label={t(ROLE_FLAG_LABELS[flag])}
                  className=""
                  options={[
                    { value: 'on', label: t('On') },
                    { value: 'off', label: t('Off') },
                  ]}
                />
              ))}
            </div>
          </RolesFieldset>
        ) : null}
      </BulkEditForm>

      <BulkDeleteConfirmation
        title={t('Deactivate everyone chosen')}
        explanation={t(
          'They are signed out at once and disappear from the directory. Their history is kept, and a profile admin can restore them.',
        )}
        label={t('Deactivate {{count}} people', { count: people.length })}
      />
    </BulkPage>
  )
}
