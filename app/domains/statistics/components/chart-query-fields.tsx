import { msg } from '~/i18n'
import { useTranslation } from '~/components/translation'
import { Field } from '~/components/ui/field'
import { Select } from '~/components/ui/select'
import type { ChartQueryForm } from '../charts/chart-query.schema'

const PERIOD_TYPE_LABELS = {
  DEFAULT: msg('The stat’s own periods'),
  DAILY: msg('Daily'),
  WEEKLY: msg('Weekly'),
  MONTHLY: msg('Monthly'),
  QUARTERLY: msg('Quarterly'),
  YEARLY: msg('Yearly'),
} as const

/** The chart query's fields (period type, number of periods, start, end) inside a GET form. */
export function ChartQueryFields({ form, idPrefix }: { form: ChartQueryForm; idPrefix: string }) {
  const { t } = useTranslation()
  return (
    <>
      <Select
        id={`${idPrefix}-period-type`}
        name="period_type"
        label={t('Periods of')}
        className=""
        defaultValue={form.values.period_type || 'DEFAULT'}
        errors={form.errors.period_type}
        options={Object.entries(PERIOD_TYPE_LABELS).map(([value, label]) => ({
          value,
          label: t(label),
        }))}
      />
      <Field
        label={t('Number of periods')}
        hint={t('Used unless both start and end are given.')}
        className=""
        errors={form.errors.periods}
        inputProps={{
          id: `${idPrefix}-periods`,
          name: 'periods',
          type: 'number',
          min: 1,
          inputMode: 'numeric',
          defaultValue: form.values.periods || '12',
        }}
      />
      {(['start', 'end'] as const).map((name) => (
        <Field
          key={name}
          label={name === 'start' ? t('Start') : t('End')}
          className=""
          errors={form.errors[name]}
          inputProps={{
            id: `${idPrefix}-${name}`,
            name,
            type: 'date',
            defaultValue: form.values[name],
          }}
        />
      ))}
    </>
  )
}
