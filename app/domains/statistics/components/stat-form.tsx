import { Form } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { useEffect, useState } from 'react'
import { useTranslation } from '~/components/translation'
import { buttonClasses, SubmitButton } from '~/components/ui/button'
import { Checkbox } from '~/components/ui/choice'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field, Textarea } from '~/components/ui/field'
import { Select } from '~/components/ui/select'
import { StaleRecordNotice } from '~/components/ui/stale-record-notice'
import {
  LocalWorkNotice,
  useLocalWork,
} from '~/domains/knowledge/articles/components/article-form-local-work'
import { BILLING_MESSAGES } from '~/domains/billing/billing.messages'
import { fieldErrorsOf, isConflict, type FormReply } from '~/platform/form-reply'
import { PERIOD_LABELS, PERIOD_TYPES } from '../periods'
import { BILLING_PATH } from '../statistics.paths'

/** What the form shows before anything is typed: a saved stat, or a new one's defaults. */
export interface StatFormValues {
  stat_name: string
  stat_owner: number | null
  stat_division: number | null
  tags: string[]
  period_type: string
  lower_is_better: boolean
  description: string
  is_external: boolean
  formula: string | null
  upper_guide: string | null
  lower_guide: string | null
  version?: number
}

export const NEW_STAT: StatFormValues = {
  stat_name: '',
  stat_owner: null,
  stat_division: null,
  tags: [],
  period_type: 'WEEKLY',
  lower_is_better: false,
  description: '',
  is_external: false,
  formula: null,
  upper_guide: null,
  lower_guide: null,
}

interface Choice {
  id: number
  name: string
}

/** What was typed, by field name: a refused post's answer, or work restored from the browser. */
type Typed = Record<string, unknown>

/**
 * The stat's settings as one plain form (create and edit): what was typed comes back with the
 * messages beside their fields, so nothing is lost when the server refuses it. A stale edit
 * shows the notice with a link to reload what is saved now. With JavaScript, the work is kept
 * in local storage until saved or cancelled (load newer / keep mine, as the course form).
 */
export function StatForm({
  saved,
  reply,
  owners,
  divisions,
  submitLabel,
  cancelTo,
  intent,
  storageKey,
  serverUpdatedAt,
}: {
  saved: StatFormValues
  reply: FormReply | undefined
  owners: Choice[]
  divisions: Choice[]
  submitLabel: string
  cancelTo: string
  /** The intent of a page with several forms. */
  intent?: string
  /** Whose work the browser keeps ('new', or the stat's id). */
  storageKey: string
  /** When the stat was last saved (null for a new one): older kept work is offered, not loaded. */
  serverUpdatedAt: string | null
}) {
  const { t } = useTranslation()
  const work = useLocalWork(`stat:${storageKey}`, serverUpdatedAt)
  const [typed, setTyped] = useState(() => reply?.initialValue as Typed | undefined)
  const [formKey, setFormKey] = useState(0)
  const show = (next: Typed) => {
    setTyped(next)
    setFormKey((key) => key + 1)
  }
  // The server's answer (a refusal) and then work restored replace what the form shows.
  useEffect(() => {
    if (reply?.initialValue) show(reply.initialValue as Typed)
  }, [reply])
  useEffect(() => {
    if (work.restored) show(Object.fromEntries(work.restored.entries))
  }, [work.restored])
  const errors = fieldErrorsOf(reply)
  const formErrors = errors['']
  const flag = (name: 'lower_is_better' | 'is_external') =>
    typed ? typed[name] === 'on' : saved[name]
  const tr = (messages: string[] | undefined) => messages?.map((message) => t(message))
  const text = (name: keyof StatFormValues, fallback: string | number | null | undefined) => {
    const typedText = typed?.[name]
    if (typeof typedText === 'string') return typedText
    return fallback == null ? '' : String(fallback)
  }
  const guideField = (name: 'upper_guide' | 'lower_guide', label: string) => (
    <Field
      label={label}
      errors={tr(errors[name])}
      inputProps={{ id: name, name, inputMode: 'decimal', defaultValue: text(name, saved[name]) }}
    />
  )
  const planLimit = formErrors?.includes(BILLING_MESSAGES.freePlanStats)
  return (
    <>
      <LocalWorkNotice
        work={work}
        newerTitle={t('A newer version of this stat was saved after your unsaved changes.')}
      />
      <ErrorSummary
        fieldErrors={Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, tr(v)]))}
        formErrors={tr(formErrors)}
      />
      {planLimit ? (
        <p className="mb-6">
          <Link to={BILLING_PATH} className={buttonClasses('link')}>
            {t('Choose a plan')}
          </Link>
        </p>
      ) : null}
      {isConflict(reply) ? <StaleRecordNotice reloadLabel={t('Reload the saved stat')} /> : null}
      <Form
        key={formKey}
        method="post"
        noValidate
        onInput={(event) => work.save(event.currentTarget)}
        onSubmit={work.forget}
      >
        {intent ? <input type="hidden" name="intent" value={intent} /> : null}
        {saved.version !== undefined ? (
          <input type="hidden" name="version" value={saved.version} />
        ) : null}
        <Field
          label={t('Name')}
          errors={tr(errors.stat_name)}
          inputProps={{
            id: 'stat_name',
            name: 'stat_name',
            defaultValue: text('stat_name', saved.stat_name),
          }}
        />
        <Select
          id="stat_owner"
          name="stat_owner"
          label={t('Owner')}
          hint={t('The staff member who enters its values.')}
          errors={tr(errors.stat_owner)}
          placeholder={t('No owner')}
          defaultValue={text('stat_owner', saved.stat_owner)}
          options={owners.map((owner) => ({ value: owner.id, label: owner.name }))}
        />
        <Select
          id="stat_division"
          name="stat_division"
          label={t('Division')}
          errors={tr(errors.stat_division)}
          placeholder={t('No division')}
          defaultValue={text('stat_division', saved.stat_division)}
          options={divisions.map((division) => ({ value: division.id, label: division.name }))}
        />
        <Field
          label={t('Tags')}
          hint={t('Separate tags with commas.')}
          errors={tr(errors.tags)}
          inputProps={{
            id: 'tags',
            name: 'tags',
            defaultValue: text('tags', saved.tags.join(', ')),
          }}
        />
        <Select
          id="period_type"
          name="period_type"
          label={t('Period')}
          hint={t('How often a value is entered: one per day, week, month, quarter or year.')}
          errors={tr(errors.period_type)}
          defaultValue={text('period_type', saved.period_type)}
          options={PERIOD_TYPES.map((type) => ({ value: type, label: t(PERIOD_LABELS[type]) }))}
        />
        <Checkbox
          label={t('Lower is better')}
          hint={t('For costs or incidents: a falling line is shown as good news.')}
          inputProps={{
            id: 'lower_is_better',
            name: 'lower_is_better',
            defaultChecked: flag('lower_is_better'),
          }}
        />
        <Textarea
          id="description"
          name="description"
          label={t('Description')}
          errors={tr(errors.description)}
          defaultValue={text('description', saved.description)}
        />
        <Textarea
          id="formula"
          name="formula"
          label={t('Formula (calculated stats only)')}
          hint={t(
            'Leave empty to enter values. Otherwise name other stats of the same period in braces: {Revenue} / {Orders}. Numbers, + - * /, parentheses, min, max, abs and round are allowed.',
          )}
          errors={tr(errors.formula)}
          rows={2}
          defaultValue={text('formula', saved.formula)}
          controlClassName="w-full font-mono"
        />
        <Checkbox
          label={t('External')}
          hint={t('Values come from an API client holding the stat’s token (see External stats).')}
          errors={tr(errors.is_external)}
          inputProps={{
            id: 'is_external',
            name: 'is_external',
            defaultChecked: flag('is_external'),
          }}
        />
        {guideField('upper_guide', t('Upper guide line (optional)'))}
        {guideField('lower_guide', t('Lower guide line (optional)'))}
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton>{submitLabel}</SubmitButton>
          <Link to={cancelTo} className={buttonClasses('link')} onClick={work.forget}>
            {t('Cancel')}
          </Link>
        </div>
      </Form>
    </>
  )
}
