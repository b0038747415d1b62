import { json, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'
import {
  ControlFrame,
  controlClasses,
  fieldErrorsOf,
} from '~/domains/people/components/field-controls'
import { CUSTOM_FIELD_TYPE_LABELS } from '~/domains/people/custom-field-types'
import {
  CUSTOM_FIELD_PAGE_MESSAGES,
  CUSTOM_FIELDS_PATH,
} from '~/domains/people/custom-fields.messages'
import { can } from '~/domains/people/custom-fields.policy'
import { DefinitionCreateSchema } from '~/domains/people/custom-fields.schema'
import { createDefinition, listDefinitions } from '~/domains/people/custom-fields.server'
import { CUSTOM_FIELD_TYPES } from '~/domains/people/custom-fields.tables'
import { msg } from '~/i18n'
import type { FormReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import { redirectWithFlash } from '~/platform/flash.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Custom fields'))

export const loader = signedIn(async ({ actor, meta }) => {
  await authorize({ actor, meta }, can, 'customField.manage')
  return json({ fields: await listDefinitions(actor), types: CUSTOM_FIELD_TYPES })
})

export const action = signedIn(async ({ actor, meta, request }) =>
  handleForm(request, DefinitionCreateSchema, async (input) => {
    const field = await createDefinition(actor, input, meta)
    return redirectWithFlash(`${CUSTOM_FIELDS_PATH}/${field.id}`, {
      kind: 'success',
      message: CUSTOM_FIELD_PAGE_MESSAGES.added,
    })
  }),
)

export default function CustomFieldsPage() {
  const { fields, types } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  const { t } = useTranslation()
  const errors = fieldErrorsOf(reply)
  const value = (name: string) => {
    const sent = reply?.initialValue?.[name]
    return typeof sent === 'string' ? sent : undefined
  }
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('Custom fields')}</h1>
      <p className="mt-2 text-lg text-slate-700">
        {t('Fields added here appear on every staff profile.')}
      </p>
      <section aria-labelledby="fields-title" className="mt-8">
        <h2 id="fields-title" className="text-2xl font-bold">
          {t('Current fields')}
        </h2>
        {fields.length === 0 ? (
          <p className="mt-4 text-slate-700">
            {t('There are no custom fields yet. Add one below.')}
          </p>
        ) : (
          <div className="mt-4 overflow-x-auto">
            <table className="w-full border-collapse">
              <thead>
                <tr className="border-b-2 border-slate-700">
                  <th scope="col" className="py-2 pe-4 text-start">
                    {t('Name')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-start">
                    {t('Type')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-start">
                    {t('Required')}
                  </th>
                  <th scope="col" className="py-2 pe-4 text-start">
                    {t('Order')}
                  </th>
                  <th scope="col" className="py-2 text-start">
                    {t('Options')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {fields.map((field) => (
                  <tr key={field.id} className="border-b border-slate-200">
                    <th scope="row" className="py-2 pe-4 text-start font-semibold">
                      <Link
                        to={`${CUSTOM_FIELDS_PATH}/${field.id}`}
                        className={buttonClasses('link')}
                      >
                        {field.name}
                      </Link>
                    </th>
                    <td className="py-2 pe-4">{t(CUSTOM_FIELD_TYPE_LABELS[field.field_type])}</td>
                    <td className="py-2 pe-4">{field.is_required ? t('Yes') : t('No')}</td>
                    <td className="py-2 pe-4">{field.order}</td>
                    <td className="py-2">
                      {field.choices.map((choice) => choice.label).join(', ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="add-field" className="mt-10 max-w-2xl">
        <h2 id="add-field" className="text-2xl font-bold">
          {t('Add a field')}
        </h2>
        <ErrorSummary
          fieldErrors={{
            'field-name': errors.name,
            'field-type': errors.field_type,
            'field-order': errors.order,
            'field-choices': errors.choices,
          }}
          formErrors={errors['']}
        />
        <Form method="post" className="mt-4" noValidate>
          <Field
            label={t('Name')}
            errors={errors.name}
            inputProps={{
              id: 'field-name',
              name: 'name',
              type: 'text',
              defaultValue: value('name'),
            }}
          />
          <ControlFrame id="field-type" label={t('Type')} errors={errors.field_type}>
            {(describedBy, invalid) => (
              <select
                id="field-type"
                name="field_type"
                defaultValue={value('field_type') ?? 'text'}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className={controlClasses(invalid)}
              >
                {types.map((type) => (
                  <option key={type} value={type}>
                    {t(CUSTOM_FIELD_TYPE_LABELS[type])}
                  </option>
                ))}
              </select>
            )}
          </ControlFrame>
          <ControlFrame
            id="field-choices"
            label={t('Options (choice types only)')}
            hint={t('One option per line.')}
            errors={errors.choices}
          >
            {(describedBy, invalid) => (
              <textarea
                id="field-choices"
                name="choices"
                rows={4}
                defaultValue={value('choices')}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                className={controlClasses(invalid)}
              />
            )}
          </ControlFrame>
          <Field
            label={t('Order')}
            hint={t('Fields with a lower number come first')}
            errors={errors.order}
            inputProps={{
              id: 'field-order',
              name: 'order',
              type: 'number',
              defaultValue: value('order') ?? '1',
            }}
          />
          <div className="mb-5 flex items-center gap-2">
            <input
              id="field-required"
              type="checkbox"
              name="is_required"
              defaultChecked={value('is_required') === 'on'}
              className="h-5 w-5"
            />
            <label htmlFor="field-required" className="font-semibold">
              {t('Required')}
            </label>
          </div>
          <Button>{t('Add field')}</Button>
        </Form>
      </section>
    </main>
  )
}
