import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { StaleRecordNotice } from '~/components/ui/stale-record-notice'
import { asErrorPage, routeId, signedIn } from '~/platform/request-context.server'
import { authorize } from '~/platform/authorize.server'
import { fieldErrorsOf } from '~/platform/form-reply'
import { ConfirmDelete } from '~/components/ui/confirm-delete'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { EmptyState } from '~/components/ui/table'
import { DefinitionFields } from '~/domains/people/components/definition-fields'
import { CUSTOM_FIELD_TYPE_LABELS, isChoiceType } from '~/domains/people/custom-field-types'
import {
  CUSTOM_FIELD_PAGE_MESSAGES,
  CUSTOM_FIELDS_PATH,
} from '~/domains/people/custom-fields.messages'
import { can } from '~/domains/people/custom-fields.policy'
import {
  ChoiceCreateSchema,
  ChoiceDeleteFormSchema,
  ChoiceEditFormSchema,
  DefinitionEditFormSchema,
} from '~/domains/people/custom-fields.schema'
import {
  createChoice,
  deleteChoice,
  updateChoice,
} from '~/domains/people/custom-field-choices.server'
import {
  deleteDefinition,
  getDefinition,
  updateDefinition,
  type ChoiceDto,
} from '~/domains/people/custom-fields.server'
import { msg } from '~/i18n'
import { isConflict, type FormReply } from '~/platform/form-reply'
import { handleIntents, intent } from '~/platform/forms.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { NO_FIELDS } from '~/platform/form-fields'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit custom field'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    await authorize({ actor, meta }, can, 'customField.manage')
    return json({ field: await getDefinition(actor, routeId(params.id), meta) })
  })

/** The page's forms, told apart by `intent`: the field's settings, its options, deleting. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const id = routeId(params.id)
    const here = `${CUSTOM_FIELDS_PATH}/${id}`
    const back = (to: string, message: string) =>
      redirectWithFlash(to, { kind: 'success', message })
    return handleIntents(request, {
      update: intent(DefinitionEditFormSchema, async (input) => {
        await updateDefinition(actor, id, input, meta).catch(asErrorPage)
        return back(here, CUSTOM_FIELD_PAGE_MESSAGES.updated)
      }),
      delete: intent(NO_FIELDS, async () => {
        await deleteDefinition(actor, id, meta).catch(asErrorPage)
        return back(CUSTOM_FIELDS_PATH, CUSTOM_FIELD_PAGE_MESSAGES.deleted)
      }),
      'add-choice': intent(ChoiceCreateSchema, async (input) => {
        await createChoice(actor, id, input, meta).catch(asErrorPage)
        return back(here, CUSTOM_FIELD_PAGE_MESSAGES.choiceAdded)
      }),
      'update-choice': intent(ChoiceEditFormSchema, async ({ choice, ...input }) => {
        await updateChoice(actor, id, routeId(choice), input, meta).catch(asErrorPage)
        return back(here, CUSTOM_FIELD_PAGE_MESSAGES.choiceUpdated)
      }),
      'delete-choice': intent(ChoiceDeleteFormSchema, async ({ choice }) => {
        await deleteChoice(actor, id, routeId(choice), meta).catch(asErrorPage)
        return back(here, CUSTOM_FIELD_PAGE_MESSAGES.choiceDeleted)
      }),
    })
  })

/** Which form a reply is about (its `intent`), and for an option's form, which option. */
function replyTo(reply: FormReply | undefined) {
  const sent = reply?.initialValue ?? {}
  return { intent: String(sent.intent ?? ''), choice: String(sent.choice ?? '') }
}

function ChoiceRow({ choice, reply }: { choice: ChoiceDto; reply: FormReply | undefined }) {
  const { t } = useTranslation()
  const to = replyTo(reply)
  const errors =
    to.intent === 'update-choice' && to.choice === String(choice.id)
      ? fieldErrorsOf(reply)
      : undefined
  return (
    <li className="flex flex-wrap items-start gap-4 border-b border-slate-200 py-3">
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="intent" value="update-choice" />
        <input type="hidden" name="choice" value={choice.id} />
        <Field
          label={t('Option “{{label}}”', { label: choice.label })}
          errors={errors?.label}
          inputProps={{
            id: `choice-${choice.id}-label`,
            name: 'label',
            type: 'text',
            defaultValue: choice.label,
          }}
        />
        <Field
          label={t('Order of “{{label}}”', { label: choice.label })}
          errors={errors?.order}
          inputProps={{
            id: `choice-${choice.id}-order`,
            name: 'order',
            type: 'number',
            defaultValue: String(choice.order),
            className: 'w-24',
          }}
        />
        <Button variant="secondary" className="mb-5">
          {t('Save option')}
          <span className="sr-only">: {choice.label}</span>
        </Button>
      </Form>
      <div className="pt-8">
        <ConfirmDelete
          label={t('Delete')}
          question={t('Delete the option “{{label}}”? People who chose it lose that value.', {
            label: choice.label,
          })}
          confirmLabel={t('Delete option')}
          fields={{ intent: 'delete-choice', choice: choice.id }}
        />
      </div>
    </li>
  )
}

export default function EditCustomFieldPage() {
  const { field } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  const { t } = useTranslation()
  const { intent } = replyTo(reply)
  // A stale version is its own notice above the forms, not one form's message.
  const conflict = isConflict(reply)
  const errors = intent === 'update' && !conflict ? fieldErrorsOf(reply) : {}
  const sent = (name: string) => {
    const value = intent === 'update' ? reply?.initialValue?.[name] : undefined
    return typeof value === 'string' ? value : undefined
  }
  const addErrors = intent === 'add-choice' ? fieldErrorsOf(reply) : undefined
  return (
    <Page
      width="3xl"
      back={{ to: CUSTOM_FIELDS_PATH, label: t('All custom fields') }}
      title={t('Edit “{{name}}”', { name: field.name })}
    >
      <p className="mt-2 text-slate-700">
        {t('Type')}: {t(CUSTOM_FIELD_TYPE_LABELS[field.field_type])}
      </p>
      {conflict ? (
        <StaleRecordNotice>
          <p className="mb-3">{t(reply?.error?.['']?.[0] ?? '')}</p>
        </StaleRecordNotice>
      ) : null}
      <Section id="settings" title={t('Settings')} className="mt-6">
        <ErrorSummary
          fieldErrors={{ 'edit-name': errors.name, 'edit-order': errors.order }}
          formErrors={errors['']}
        />
        <Form method="post" className="mt-4" key={field.version} noValidate>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="version" value={field.version} />
          <DefinitionFields
            idPrefix="edit"
            errors={errors}
            values={{
              name: sent('name') ?? field.name,
              order: sent('order') ?? String(field.order),
              required: field.is_required,
            }}
          />
          <Button>{t('Save field')}</Button>
        </Form>
      </Section>
      {isChoiceType(field.field_type) ? (
        <Section id="options" title={t('Options')} className="mt-10">
          {field.choices.length === 0 ? (
            <EmptyState className="mt-3">
              {t('This field has no options yet. Add one below.')}
            </EmptyState>
          ) : (
            <ul className="mt-3">
              {field.choices.map((choice) => (
                <ChoiceRow
                  key={`${choice.id}-${choice.label}-${choice.order}`}
                  choice={choice}
                  reply={reply}
                />
              ))}
            </ul>
          )}
          <Form method="post" className="mt-6 max-w-md" noValidate>
            <h3 className="text-xl font-bold">{t('Add an option')}</h3>
            <input type="hidden" name="intent" value="add-choice" />
            <input type="hidden" name="order" value={field.choices.length + 1} />
            <Field
              label={t('Option')}
              errors={addErrors?.label}
              inputProps={{ id: 'new-choice', name: 'label', type: 'text' }}
            />
            <Button>{t('Add option')}</Button>
          </Form>
        </Section>
      ) : null}
      <Section id="danger" title={t('Delete this field')} className="mt-10">
        <p className="mt-1 text-slate-700">
          {t('Everyone’s values of this field are deleted with it.')}
        </p>
        <div className="mt-3">
          <ConfirmDelete
            label={t('Delete field')}
            question={t('Delete the field “{{name}}”?', { name: field.name })}
            confirmLabel={t('Delete field permanently')}
            fields={{ intent: 'delete' }}
          />
        </div>
      </Section>
    </Page>
  )
}
