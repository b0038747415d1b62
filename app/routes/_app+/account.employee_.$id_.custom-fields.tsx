import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { EmptyState } from '~/components/ui/table'
import { Page } from '~/components/ui/page'
import { Button } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field, Textarea } from '~/components/ui/field'
import { asErrorPage, routeId, signedIn } from '~/platform/request-context.server'
import { CheckboxGroup } from '~/components/ui/choice'
import { Select } from '~/components/ui/select'
import { StaffCustomFieldsSection } from '~/domains/people/components/staff-custom-fields-section'
import { CUSTOM_FIELD_PAGE_MESSAGES } from '~/domains/people/custom-fields.messages'
import {
  listDefinitions,
  loadStaffCustomFields,
  loadStaffValuesForm,
  setStaffValues,
  type DefinitionDto,
} from '~/domains/people/custom-fields.server'
import { msg } from '~/i18n'
import { fieldErrorsOf, type FormReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { NO_FIELDS } from '~/platform/form-fields'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit custom fields'))

/** One form with every custom field of one person (their own, or anyone's for profile admins). */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const membershipId = routeId(params.id)
    const form = await loadStaffValuesForm(actor, membershipId, meta)
    const section = await loadStaffCustomFields(actor, membershipId, meta)
    return json({ ...form, section })
  })

const inputName = (fieldId: number) => `field-${fieldId}`

/** The raw values the form sent, one entry per field (checkbox groups as lists). */
function sentValues(definitions: DefinitionDto[], formData: FormData): Map<number, unknown> {
  return new Map(
    definitions.map((definition) => {
      const sent = formData.getAll(inputName(definition.id))
      const raw = definition.field_type === 'multiple_choice' ? sent : (sent[0] ?? '')
      return [definition.id, raw]
    }),
  )
}

/**
 * Saves every field at once. The fields are the company's definitions, so the service reads and
 * checks the values; a refused value comes back on its field with what was typed kept.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const membershipId = routeId(params.id)
    const formData = await request.formData()
    const raw = sentValues(await listDefinitions(actor), formData)
    return handleForm(
      request,
      NO_FIELDS,
      async () => {
        await setStaffValues(actor, membershipId, raw, meta).catch(asErrorPage)
        return redirectWithFlash(`/account/employee/${membershipId}/custom-fields`, {
          kind: 'success',
          message: CUSTOM_FIELD_PAGE_MESSAGES.valuesSaved,
        })
      },
      { formData },
    )
  })

/** What the refused form sent for a field (an unticked box or an emptied field sends nothing). */
function sentIn(reply: FormReply | undefined, field: DefinitionDto): string | string[] | undefined {
  if (!reply) return undefined
  const sent = reply.initialValue?.[inputName(field.id)]
  if (field.field_type === 'multiple_choice')
    return sent === undefined ? [] : [sent].flat().map(String)
  return sent === undefined ? '' : String(sent)
}

type FormField = DefinitionDto & { value: string | number | boolean | number[] | null }

function FieldInput({
  field,
  sent,
  errors,
}: {
  field: FormField
  sent: string | string[] | undefined
  errors: string[] | undefined
}) {
  const { t } = useTranslation()
  const id = inputName(field.id)
  const label = field.is_required ? field.name : t('{{name}} (optional)', { name: field.name })
  const stored = field.value
  const options = field.choices.map((choice) => ({ value: choice.id, label: choice.label }))
  const text = typeof sent === 'string' ? sent : stored === null ? '' : String(stored)
  switch (field.field_type) {
    case 'text':
    case 'number':
    case 'date':
      return (
        <Field
          label={label}
          hint={field.field_type === 'date' ? t('For example 2026-03-31') : undefined}
          errors={errors}
          inputProps={{
            id,
            name: id,
            type: field.field_type === 'date' ? 'date' : 'text',
            inputMode: field.field_type === 'number' ? 'decimal' : undefined,
            defaultValue: text,
          }}
        />
      )
    case 'long_text':
      return <Textarea id={id} name={id} label={label} errors={errors} defaultValue={text} />
    case 'checkbox':
    case 'multiple_choice': {
      // A checkbox field is a group of one box, 'Yes'.
      const single = field.field_type === 'checkbox'
      const saved = single
        ? [stored === true ? 'true' : []].flat()
        : Array.isArray(stored)
          ? stored.map(String)
          : []
      return (
        <CheckboxGroup
          id={id}
          name={id}
          legend={label}
          errors={errors}
          choices={single ? [{ value: 'true', label: t('Yes') }] : options}
          defaultValue={sent === undefined ? saved : [sent].flat()}
        />
      )
    }
    case 'single_choice':
      return (
        <Select
          id={id}
          name={id}
          label={label}
          errors={errors}
          defaultValue={text}
          placeholder={t('Not set')}
          options={options}
        />
      )
  }
}

export default function EditStaffCustomFieldsPage() {
  const { target, fields, section } = useLoaderData<typeof loader>()
  const reply = useActionData() as FormReply | undefined
  const busy = useNavigation().state === 'submitting'
  const { t } = useTranslation()
  const errors = fieldErrorsOf(reply)
  return (
    <Page width="3xl" title={t('Custom fields of {{name}}', { name: target.name })}>
      {fields.length === 0 ? (
        <EmptyState>{t('Your company has no custom fields yet.')}</EmptyState>
      ) : (
        <>
          <ErrorSummary
            fieldErrors={Object.fromEntries(
              fields.map((field) => [inputName(field.id), errors[inputName(field.id)]]),
            )}
          />
          <Form method="post" className="mt-6" noValidate>
            {fields.map((field) => (
              <FieldInput
                key={field.id}
                field={field as FormField}
                sent={sentIn(reply, field)}
                errors={errors[inputName(field.id)]}
              />
            ))}
            <Button disabled={busy}>{t('Save custom fields')}</Button>
          </Form>
          <StaffCustomFieldsSection data={{ ...section, canEdit: false }} />
        </>
      )}
    </Page>
  )
}
