import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { SubmitButton } from '~/components/ui/button'
import { Checkbox, RadioGroup } from '~/components/ui/choice'
import { Field, Textarea } from '~/components/ui/field'
import type { FormReply } from '~/platform/form-reply'
import { REQUEST_KINDS } from '../request-constants'
import { KIND_LABELS } from '../request-labels'
import type { RequestTypeDto, TimeOffKindDto } from '../request-setup.server'

type Errors = Record<string, string[] | undefined>

/**
 * The fields of one setup form: what each shows is the reply's value when this form was the one
 * posted, else the saved row's. Field ids carry the row's id (`prefix`): a page holds many such
 * forms.
 */
function setupFields(reply: FormReply | undefined, prefix: string) {
  const errors = (reply?.error ?? {}) as Errors
  const sent = reply?.initialValue as Record<string, unknown> | undefined
  return {
    errors,
    id: (name: string) => `${prefix}${name}`,
    text: (name: string, saved: string) =>
      typeof sent?.[name] === 'string' ? String(sent[name]) : saved,
    /** A yes/no setting as a checkbox (unticked boxes are not posted: absent is "no"). */
    flag: (name: string, saved: boolean, label: string, hint?: string) => (
      <Checkbox
        label={label}
        hint={hint}
        inputProps={{
          id: `${prefix}${name}`,
          name,
          defaultChecked: sent ? sent[name] === 'on' : saved,
        }}
      />
    ),
  }
}

type SetupFields = ReturnType<typeof setupFields>

/**
 * The frame of every setup form (a new row or an edit of `row`): its intent, the row's id and
 * version, the form's own message, the name field first, the row's own fields, the button.
 */
function SetupForm({
  row,
  intent,
  fields,
  submitLabel,
  children,
}: {
  row: { id: number; version: number; name: string } | null
  intent: string
  fields: SetupFields
  submitLabel: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const { errors, id, text } = fields
  return (
    <Form method="post" noValidate className="mt-4">
      <input type="hidden" name="intent" value={intent} />
      {row ? <input type="hidden" name="id" value={row.id} /> : null}
      {row ? <input type="hidden" name="version" value={row.version} /> : null}
      {errors['']?.length ? (
        <p className="mb-3 font-semibold text-red-700">{t(errors['']![0]!)}</p>
      ) : null}
      <Field
        label={t('Name')}
        errors={errors.name}
        inputProps={{ id: id('name'), name: 'name', defaultValue: text('name', row?.name ?? '') }}
      />
      {children}
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  )
}

/**
 * A request type's form (new or edit): name, what it asks for (fixed once made), description,
 * its approval steps and whether people may choose it.
 */
export function RequestTypeForm({
  type,
  reply,
}: {
  type: RequestTypeDto | null
  reply: FormReply | undefined
}) {
  const { t } = useTranslation()
  const fields = setupFields(reply, type ? `type-${type.id}-` : 'new-type-')
  const { errors, id, text, flag } = fields
  return (
    <SetupForm
      row={type}
      intent={type ? 'updateType' : 'createType'}
      fields={fields}
      submitLabel={type ? t('Save request type') : t('Add request type')}
    >
      {type ? null : (
        <RadioGroup
          id={id('kind')}
          name="kind"
          legend={t('What it asks for')}
          errors={errors.kind}
          inline
          defaultValue={text('kind', 'general')}
          choices={REQUEST_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABELS[kind]) }))}
        />
      )}
      <Textarea
        id={id('description')}
        name="description"
        label={t('Description (optional)')}
        rows={2}
        defaultValue={text('description', type?.description ?? '')}
        errors={errors.description}
      />
      {flag(
        'manager_approves',
        type?.manager_approves ?? true,
        t("The requester's manager approves"),
        t('Skipped for someone without a manager.'),
      )}
      {flag(
        'admin_approves',
        type?.admin_approves ?? true,
        t('A request admin approves'),
        t('After the manager, when both approve. With neither, requests are approved at once.'),
      )}
      {flag(
        'is_active',
        type?.is_active ?? true,
        t('In use'),
        t('People can choose it for new requests.'),
      )}
    </SetupForm>
  )
}

/** A kind of time off's form (new or edit): name, yearly allowance, balance kept, in use. */
export function TimeOffKindForm({
  kind,
  reply,
}: {
  kind: TimeOffKindDto | null
  reply: FormReply | undefined
}) {
  const { t } = useTranslation()
  const fields = setupFields(reply, kind ? `kind-${kind.id}-` : 'new-kind-')
  const { errors, id, text, flag } = fields
  return (
    <SetupForm
      row={kind}
      intent={kind ? 'updateKind' : 'createKind'}
      fields={fields}
      submitLabel={kind ? t('Save kind of time off') : t('Add kind of time off')}
    >
      <Field
        label={t('Days a year')}
        hint={t('Accrues a twelfth at the start of each month.')}
        errors={errors.annual_days}
        inputProps={{
          id: id('annual_days'),
          name: 'annual_days',
          inputMode: 'decimal',
          defaultValue: text('annual_days', kind?.annual_days ?? '20'),
        }}
      />
      {flag(
        'tracks_balance',
        kind?.tracks_balance ?? true,
        t('Keeps a balance'),
        t('Untick for leave without a limit, such as unpaid leave.'),
      )}
      {flag('is_active', kind?.is_active ?? true, t('In use'))}
    </SetupForm>
  )
}
