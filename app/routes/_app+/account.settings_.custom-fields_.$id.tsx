import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { Notice } from '~/components/ui/notice'
import { Checkbox } from '~/components/ui/choice'
import { ConfirmDelete } from '~/components/ui/confirm-delete'
import { Page, Section } from '~/components/ui/page'
import { EmptyState } from '~/components/ui/table'
import { asErrorPage, routeId } from '~/platform/pages.server'
import { CUSTOM_FIELD_TYPE_LABELS, isChoiceType } from '~/domains/people/custom-field-types'
import {
  CUSTOM_FIELD_PAGE_MESSAGES,
  CUSTOM_FIELDS_PATH,
} from '~/domains/people/custom-fields.messages'
import { formObject, parseForm } from '~/domains/people/custom-fields-page.server'
import { can } from '~/domains/people/custom-fields.policy'
import {
  ChoiceCreateSchema,
  ChoiceUpdateSchema,
  DefinitionUpdateSchema,
} from '~/domains/people/custom-fields.schema'
import {
  createChoice,
  deleteChoice,
  deleteDefinition,
  getDefinition,
  updateChoice,
  updateDefinition,
  type ChoiceDto,
} from '~/domains/people/custom-fields.server'
import { msg } from '~/i18n'
import { requireActor } from '~/platform/auth.server'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { requestMeta } from '~/platform/request-meta.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Edit custom field'))

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  if (!can(actor, 'customField.manage')) throw new Response('Forbidden', { status: 403 })
  const field = await getDefinition(actor, routeId(params.id), requestMeta(request)).catch(
    asErrorPage,
  )
  return json({ field })
}

interface Reply {
  intent: string
  choice?: number
  fieldErrors?: Record<string, string[]>
  message?: string
  values?: Record<string, string | string[]>
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireActor(request)
  const meta = requestMeta(request)
  const id = routeId(params.id)
  const form = formObject(await request.formData())
  const intent = String(form.intent ?? '')
  const here = `${CUSTOM_FIELDS_PATH}/${id}`
  const invalid = (fieldErrors: Record<string, string[]>, choice?: number) =>
    json<Reply>({ intent, choice, fieldErrors, values: form }, { status: 400 })
  try {
    switch (intent) {
      case 'update': {
        const parsed = parseForm(DefinitionUpdateSchema, {
          ...form,
          is_required: form.is_required ?? 'false',
        })
        if (!parsed.ok) return invalid(parsed.fieldErrors)
        await updateDefinition(actor, id, parsed.data, meta)
        return redirectWithFlash(here, {
          kind: 'success',
          message: CUSTOM_FIELD_PAGE_MESSAGES.updated,
        })
      }
      case 'delete':
        await deleteDefinition(actor, id, meta)
        return redirectWithFlash(CUSTOM_FIELDS_PATH, {
          kind: 'success',
          message: CUSTOM_FIELD_PAGE_MESSAGES.deleted,
        })
      case 'add-choice': {
        const parsed = parseForm(ChoiceCreateSchema, form)
        if (!parsed.ok) return invalid(parsed.fieldErrors)
        await createChoice(actor, id, parsed.data, meta)
        return redirectWithFlash(here, {
          kind: 'success',
          message: CUSTOM_FIELD_PAGE_MESSAGES.choiceAdded,
        })
      }
      case 'update-choice': {
        const choice = routeId(String(form.choice))
        const parsed = parseForm(ChoiceUpdateSchema, form)
        if (!parsed.ok) return invalid(parsed.fieldErrors, choice)
        await updateChoice(actor, id, choice, parsed.data, meta)
        return redirectWithFlash(here, {
          kind: 'success',
          message: CUSTOM_FIELD_PAGE_MESSAGES.choiceUpdated,
        })
      }
      case 'delete-choice':
        await deleteChoice(actor, id, routeId(String(form.choice)), meta)
        return redirectWithFlash(here, {
          kind: 'success',
          message: CUSTOM_FIELD_PAGE_MESSAGES.choiceDeleted,
        })
      default:
        throw new Response('Unknown form', { status: 400 })
    }
  } catch (error) {
    if (isAppError(error) && error.code === 'CONFLICT') {
      return json<Reply>({ intent, message: error.message }, { status: 409 })
    }
    if (isAppError(error) && error.code === 'VALIDATION') {
      return invalid(error.fieldErrors ?? { '': [error.message] })
    }
    return asErrorPage(error)
  }
}

function ChoiceRow({ choice, reply }: { choice: ChoiceDto; reply: Reply | undefined }) {
  const { t } = useTranslation()
  const errors =
    reply?.intent === 'update-choice' && reply.choice === choice.id ? reply.fieldErrors : undefined
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
  const reply = useActionData<typeof action>() as Reply | undefined
  const { t } = useTranslation()
  const errors = reply?.intent === 'update' ? (reply.fieldErrors ?? {}) : {}
  const sent = (name: string) => {
    const value = reply?.intent === 'update' ? reply.values?.[name] : undefined
    return typeof value === 'string' ? value : undefined
  }
  const addErrors = reply?.intent === 'add-choice' ? reply.fieldErrors : undefined
  return (
    <Page
      width="3xl"
      back={{ to: CUSTOM_FIELDS_PATH, label: t('All custom fields') }}
      title={t('Edit “{{name}}”', { name: field.name })}
    >
      <p className="mt-2 text-slate-700">
        {t('Type')}: {t(CUSTOM_FIELD_TYPE_LABELS[field.field_type])}
      </p>
      {reply?.message ? <Notice kind="error">{t(reply.message)}</Notice> : null}
      <Section id="settings" title={t('Settings')} className="mt-6">
        <ErrorSummary
          fieldErrors={{ 'edit-name': errors.name, 'edit-order': errors.order }}
          formErrors={errors['']}
        />
        <Form method="post" className="mt-4" key={field.version} noValidate>
          <input type="hidden" name="intent" value="update" />
          <input type="hidden" name="version" value={field.version} />
          <Field
            label={t('Name')}
            errors={errors.name}
            inputProps={{
              id: 'edit-name',
              name: 'name',
              type: 'text',
              defaultValue: sent('name') ?? field.name,
            }}
          />
          <Field
            label={t('Order')}
            hint={t('Fields with a lower number come first')}
            errors={errors.order}
            inputProps={{
              id: 'edit-order',
              name: 'order',
              type: 'number',
              defaultValue: sent('order') ?? String(field.order),
            }}
          />
          <Checkbox
            label={t('Required')}
            inputProps={{
              id: 'edit-required',
              name: 'is_required',
              defaultChecked: field.is_required,
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
