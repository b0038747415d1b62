import { Form } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { timeIn } from '~/platform/today'
import { ATTENDANCE_PATHS } from '../attendance-paths'

/** The person's clock as the header, the dashboard and the entries page show it. */
export interface ClockState {
  /** When the open entry began (ISO), or null when clocked out. */
  since: string | null
  /** When the break under way began (ISO), or null. */
  breakSince: string | null
  /** The open entry's time zone (the person's). */
  timezone: string
}

/** One button's form: posts the intent to the entries page, which sends the person `back`. */
function ClockButton({
  intent,
  back,
  label,
  variant = 'primary',
  className,
}: {
  intent: string
  back: string
  label: string
  variant?: 'primary' | 'secondary'
  className?: string
}) {
  return (
    <Form method="post" action={ATTENDANCE_PATHS.list} className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="back" value={back} />
      <Button variant={variant} className={className}>
        {label}
      </Button>
    </Form>
  )
}

/**
 * Clock in (with an optional note) or, once in, since when, a break and clock out: plain form
 * posts, so they work without JavaScript. `compact` is the header's: one button, no note.
 */
export function ClockControls({
  clock,
  back,
  compact = false,
}: {
  clock: ClockState
  back: string
  compact?: boolean
}) {
  const { t } = useTranslation()
  const small = compact ? 'px-3 py-1 text-sm' : undefined
  if (!clock.since) {
    return compact ? (
      <ClockButton intent="clock-in" back={back} label={t('Clock in')} className={small} />
    ) : (
      <Form method="post" action={ATTENDANCE_PATHS.list} className="flex flex-wrap items-end gap-4">
        <input type="hidden" name="intent" value="clock-in" />
        <input type="hidden" name="back" value={back} />
        <Field
          label={t('Note (optional)')}
          className=""
          inputProps={{ id: 'clock-note', name: 'note', maxLength: 500 }}
        />
        <Button>{t('Clock in')}</Button>
      </Form>
    )
  }
  const since = timeIn(clock.timezone, new Date(clock.since))
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="clock-state">
      <span className={compact ? 'text-sm' : undefined}>
        {clock.breakSince
          ? t('On a break since {{time}}', {
              time: timeIn(clock.timezone, new Date(clock.breakSince)),
            })
          : t('Clocked in since {{time}}', { time: since })}
      </span>
      {compact ? null : (
        <ClockButton
          intent={clock.breakSince ? 'break-end' : 'break-start'}
          back={back}
          label={clock.breakSince ? t('End break') : t('Start break')}
          variant="secondary"
        />
      )}
      <ClockButton intent="clock-out" back={back} label={t('Clock out')} className={small} />
    </div>
  )
}
