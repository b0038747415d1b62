import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { FormActions, SubmitButton } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field, Textarea } from '~/components/ui/field'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { SavedValueList, StaleRecordNotice } from '~/components/ui/stale-record-notice'
import { ATTENDANCE_PATHS } from '~/domains/attendance/attendance-paths'
import { isAttendanceAdmin } from '~/domains/attendance/attendance.policy'
import { CorrectionSchema } from '~/domains/attendance/attendance.schema'
import { hoursAndMinutes, localDateTime } from '~/domains/attendance/attendance-time'
import { correctEntry, getEntry } from '~/domains/attendance/entries.server'
import { msg } from '~/i18n'
import { redirectWithFlash } from '~/platform/flash.server'
import { isConflict } from '~/platform/form-reply'
import { handleForm } from '~/platform/forms.server'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Time Entry'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const entry = await getEntry({ actor, meta }, routeId(params.id))
    return json({ entry, canCorrect: isAttendanceAdmin(actor) })
  })

/** An attendance admin's correction: the times in the entry's zone, breaks and why. */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, ({ actor, meta, params, request }) =>
    handleForm(request, CorrectionSchema, async (input) => {
      const entry = await correctEntry({ actor, meta }, routeId(params.id), input)
      const back = `${ATTENDANCE_PATHS.list}?view=week&day=${entry.work_day}&person=${entry.person.id}`
      return redirectWithFlash(back, { kind: 'success', message: msg('Time entry corrected.') })
    }),
  )

export default function TimeEntryPage() {
  const { entry, canCorrect } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  const errors = reply?.error ?? {}
  const typed = (name: string, saved: string) => {
    const value = reply?.initialValue?.[name]
    return typeof value === 'string' ? value : saved
  }
  const at = (instant: string | null) =>
    instant ? localDateTime(entry.timezone, new Date(instant)).replace('T', ' ') : t('Still in')
  const saved = [
    { label: t('Person'), value: entry.person.name },
    { label: t('In'), value: at(entry.clocked_in_at) },
    { label: t('Out'), value: at(entry.clocked_out_at) },
    { label: t('Breaks'), value: hoursAndMinutes(entry.break_minutes) },
    { label: t('Worked'), value: hoursAndMinutes(entry.worked_minutes) },
    { label: t('Time zone'), value: entry.timezone },
    ...(entry.corrected
      ? [
          {
            label: t('Corrected by {{name}}', { name: entry.corrected.by }),
            value: entry.corrected.reason,
          },
        ]
      : []),
  ]
  return (
    <Page title={t('Time Entry')} back={{ to: ATTENDANCE_PATHS.list, label: t('Time Entries') }}>
      {isConflict(reply) ? (
        <StaleRecordNotice title={t('The entry as it is saved now')} values={saved} />
      ) : (
        <div className="mt-6">
          <SavedValueList values={saved} />
        </div>
      )}
      {canCorrect ? (
        <Section id="correct-title" title={t('Correct this entry')}>
          <p className="mt-2 text-slate-700">
            {t(
              'Times are in the time zone of the entry ({{timezone}}). The person sees who corrected it and why.',
              {
                timezone: entry.timezone,
              },
            )}
          </p>
          <Form method="post" className="mt-4 max-w-xl space-y-4" noValidate>
            <ErrorSummary fieldErrors={errors} formErrors={isConflict(reply) ? [] : errors['']} />
            <input type="hidden" name="version" value={entry.version} />
            <Field
              label={t('Clocked in')}
              errors={errors.clocked_in}
              inputProps={{
                id: 'clocked_in',
                name: 'clocked_in',
                type: 'datetime-local',
                required: true,
                defaultValue: typed(
                  'clocked_in',
                  localDateTime(entry.timezone, new Date(entry.clocked_in_at)),
                ),
              }}
            />
            <Field
              label={t('Clocked out')}
              errors={errors.clocked_out}
              inputProps={{
                id: 'clocked_out',
                name: 'clocked_out',
                type: 'datetime-local',
                required: true,
                defaultValue: typed(
                  'clocked_out',
                  entry.clocked_out_at
                    ? localDateTime(entry.timezone, new Date(entry.clocked_out_at))
                    : '',
                ),
              }}
            />
            <Field
              label={t('Breaks (minutes)')}
              errors={errors.break_minutes}
              inputProps={{
                id: 'break_minutes',
                name: 'break_minutes',
                type: 'number',
                min: 0,
                max: 1440,
                defaultValue: typed('break_minutes', String(entry.break_minutes)),
              }}
            />
            <Textarea
              id="reason"
              name="reason"
              label={t('Reason')}
              hint={t('Shown to the person with your name')}
              errors={errors.reason}
              required
              maxLength={500}
              defaultValue={typed('reason', '')}
            />
            <FormActions cancelTo={ATTENDANCE_PATHS.list}>
              <SubmitButton>{t('Save correction')}</SubmitButton>
            </FormActions>
          </Form>
        </Section>
      ) : null}
    </Page>
  )
}
