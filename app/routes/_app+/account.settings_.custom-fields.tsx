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
import { Button, buttonClasses } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Textarea } from '~/components/ui/field'
import { signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { Select } from '~/components/ui/select'
import { Table } from '~/components/ui/table'
import { DefinitionFields } from '~/domains/people/components/definition-fields'
import { CUSTOM_FIELD_TYPE_LABELS } from '~/domains/people/custom-field-types'
import {
  CUSTOM_FIELD_PAGE_MESSAGES,
  CUSTOM_FIELDS_PATH,
} from '~/domains/people/custom-fields.messages'
import { can } from '~/domains/people/custom-fields.policy'
import { DefinitionCreateSchema } from '~/domains/people/custom-fields.schema'
import { createDefinition, listDefinitions } from '~/domains/people/custom-fields.server'
import { CUSTOM_FIELD_TYPES } from '~/domains/people/custom-field-types'
import { msg } from '~/i18n'
import { fieldErrorsOf, type FormReply } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import { redirectWithFlash } from '~/platform/flash.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Custom fields'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    await authorize({ actor, meta }, can, 'customField.manage')
    return json({ fields: await listDefinitions(actor), types: CUSTOM_FIELD_TYPES })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) =>
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
    <Page title={t('Custom fields')} lead={t('Fields added here appear on every staff profile.')}>
      <Section id="fields-title" title={t('Current fields')}>
        <Table
          rows={fields}
          empty={t('There are no custom fields yet. Add one below.')}
          columns={[
            {
              header: t('Name'),
              rowHeader: true,
              cell: (field) => (
                <Link to={`${CUSTOM_FIELDS_PATH}/${field.id}`} className={buttonClasses('link')}>
                  {field.name}
                </Link>
              ),
            },
            { header: t('Type'), cell: (field) => t(CUSTOM_FIELD_TYPE_LABELS[field.field_type]) },
            { header: t('Required'), cell: (field) => (field.is_required ? t('Yes') : t('No')) },
            { header: t('Order'), cell: (field) => field.order },
            {
              header: t('Options'),
              cell: (field) => field.choices.map((choice) => choice.label).join(', '),
            },
          ]}
        />
      </Section>
      <Section id="add-field" title={t('Add a field')} className="mt-10 max-w-2xl">
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
          <DefinitionFields
            idPrefix="field"
            errors={errors}
            values={{
              name: value('name'),
              order: value('order') ?? '1',
              required: value('is_required') === 'on',
            }}
          >
            <Select
              id="field-type"
              name="field_type"
              label={t('Type')}
              errors={errors.field_type}
              defaultValue={value('field_type') ?? 'text'}
              options={types.map((type) => ({
                value: type,
                label: t(CUSTOM_FIELD_TYPE_LABELS[type]),
              }))}
            />
            <Textarea
              id="field-choices"
              name="choices"
              label={t('Options (choice types only)')}
              hint={t('One option per line.')}
              errors={errors.choices}
              defaultValue={value('choices')}
            />
          </DefinitionFields>
          <Button>{t('Add field')}</Button>
        </Form>
      </Section>
    </Page>
  )
}
