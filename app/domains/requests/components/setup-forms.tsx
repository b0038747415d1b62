import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { SubmitButton } from '~/components/ui/button'
import { Checkbox, RadioGroup } from '~/components/ui/choice'
import { Field, Textarea } from '~/components/ui/field'
import type { FormReply } from '~/platform/form-reply'
import { REQUEST_KINDS } from '../request-constants'
import { KIND_LABELS } from '../request-labels'
import type { RequestTypeDto, TimeOffKindDto } from '../request-setup.server'

type Errors = Record<string, string[] | undefined>

/** What a setup form shows: the reply's values when it was the one posted, else the saved row. */
function formState(reply: FormReply | undefined) {
  const errors = (reply?.error ?? {}) as Errors
  const sent = reply?.initialValue as Record<string, unknown> | undefined
  return { errors, sent }
}

const ticked = (sent: Record<string, unknown> | undefined, name: string, saved: boolean) =>
  sent ? sent[name] === 'on' : saved

/**
 * A request type's form (new or edit): name, what it asks for (fixed once made), description,
 * its approval steps and whether people may choose it. Field ids carry the row's id: a page
 * holds many such forms.
 */
export function RequestTypeForm({
  type,
  reply,
}: {
  type: RequestTypeDto | null
  reply: FormReply | undefined
}) {
  const { t } = useTranslation()
  const { errors, sent } = formState(reply)
  const prefix = type ? `type-${type.id}-` : 'new-type-'
  const text = (name: string, saved: string) =>
    typeof sent?.[name] === 'string' ? String(sent[name]) : saved
  return (
    <Form method="post" noValidate className="mt-4">
      <input type="hidden" name="intent" value={type ? 'updateType' : 'createType'} />
      {type ? <input type="hidden" name="id" value={type.id} /> : null}
      {type ? <input type="hidden" name="version" value={type.version} /> : null}
      {errors['']?.length ? (
        <p className="mb-3 font-semibold text-red-700">{t(errors['']![0]!)}</p>
      ) : null}
      <Field
        label={t('Name')}
        errors={errors.name}
        inputProps={{
          id: `${prefix}name`,
          name: 'name',
          defaultValue: text('name', type?.name ?? ''),
        }}
      />
      {type ? null : (
        <RadioGroup
          id={`${prefix}kind`}
          name="kind"
          legend={t('What it asks for')}
          errors={errors.kind}
          inline
          defaultValue={text('kind', 'general')}
          choices={REQUEST_KINDS.map((kind) => ({ value: kind, label: t(KIND_LABELS[kind]) }))}
        />
      )}
      <Textarea
        id={`${prefix}description`}
        name="description"
        label={t('Description (optional)')}
        rows={2}
        defaultValue={text('description', type?.description ?? '')}
        errors={errors.description}
      />
      <Checkbox
        label={t("The requester's manager approves")}
        hint={t('Skipped for someone without a manager.')}
        inputProps={{
          id: `${prefix}manager_approves`,
          name: 'manager_approves',
          defaultChecked: ticked(sent, 'manager_approves', type?.manager_approves ?? true),
        }}
      />
      <Checkbox
        label={t('A request admin approves')}
        hint={t(
          'After the manager, when both approve. With neither, requests are approved at once.',
        )}
        inputProps={{
          id: `${prefix}admin_approves`,
          name: 'admin_approves',
          defaultChecked: ticked(sent, 'admin_approves', type?.admin_approves ?? true),
        }}
      />
      <Checkbox
        label={t('In use')}
        hint={t('People can choose it for new requests.')}
        inputProps={{
          id: `${prefix}is_active`,
          name: 'is_active',
          defaultChecked: ticked(sent, 'is_active', type?.is_active ?? true),
        }}
      />
      <SubmitButton>{type ? t('Save request type') : t('Add request type')}</SubmitButton>
    </Form>
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
  const { errors, sent } = formState(reply)
  const prefix = kind ? `kind-${kind.id}-` : 'new-kind-'
  const text = (name: string, saved: string) =>
    typeof sent?.[name] === 'string' ? String(sent[name]) : saved
  return (
    <Form method="post" noValidate className="mt-4">
      <input type="hidden" name="intent" value={kind ? 'updateKind' : 'createKind'} />
      {kind ? <input type="hidden" name="id" value={kind.id} /> : null}
      {kind ? <input type="hidden" name="version" value={kind.version} /> : null}
      {errors['']?.length ? (
        <p className="mb-3 font-semibold text-red-700">{t(errors['']![0]!)}</p>
      ) : null}
      <Field
        label={t('Name')}
        errors={errors.name}
        inputProps={{
          id: `${prefix}name`,
          name: 'name',
          defaultValue: text('name', kind?.name ?? ''),
        }}
      />
      <Field
        label={t('Days a year')}
        hint={t('Accrues a twelfth at the start of each month.')}
        errors={errors.annual_days}
        inputProps={{
          id: `${prefix}annual_days`,
          name: 'annual_days',
          inputMode: 'decimal',
          defaultValue: text('annual_days', kind?.annual_days ?? '20'),
        }}
      />
      <Checkbox
        label={t('Keeps a balance')}
        hint={t('Untick for leave without a limit, such as unpaid leave.')}
        inputProps={{
          id: `${prefix}tracks_balance`,
          name: 'tracks_balance',
          defaultChecked: ticked(sent, 'tracks_balance', kind?.tracks_balance ?? true),
        }}
      />
      <Checkbox
        label={t('In use')}
        inputProps={{
          id: `${prefix}is_active`,
          name: 'is_active',
          defaultChecked: ticked(sent, 'is_active', kind?.is_active ?? true),
        }}
      />
      <SubmitButton>{kind ? t('Save kind of time off') : t('Add kind of time off')}</SubmitButton>
    </Form>
  )
}
