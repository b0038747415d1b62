import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { SubmitButton } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { Notice } from '~/components/ui/notice'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { ATTENDANCE_PATHS } from '~/domains/attendance/attendance-paths'
import { can } from '~/domains/attendance/attendance.policy'
import { ClockAllOutSchema, SettingsSchema } from '~/domains/attendance/attendance.schema'
import {
  attendanceCalendar,
  updateAttendanceSettings,
} from '~/domains/attendance/attendance-settings.server'
import { localDateTime } from '~/domains/attendance/attendance-time'
import { clockEveryoneOut } from '~/domains/attendance/clock.server'
import { msg } from '~/i18n'
import { authorize } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { isConflict } from '~/platform/form-reply'
import { handleIntents, intent } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Attendance Settings'))

/** Attendance admins: expected daily hours, the nightly clock-out, and clocking everyone out now. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    await authorize({ actor, meta }, can, 'settings.manage')
    const calendar = await attendanceCalendar(db, actor.companyId)
    return json({ calendar, now: localDateTime(calendar.timeZone, new Date()) })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, ({ actor, meta, request }) => {
    const asker = { actor, meta }
    return handleIntents(request, {
      settings: intent(SettingsSchema, async (input) => {
        await updateAttendanceSettings(asker, input)
        return redirectWithFlash(ATTENDANCE_PATHS.settings, {
          kind: 'success',
          message: msg('Attendance settings saved.'),
        })
      }),
      'clock-everyone-out': intent(ClockAllOutSchema, async (input) => {
        await clockEveryoneOut(asker, input)
        return redirectWithFlash(ATTENDANCE_PATHS.list, {
          kind: 'success',
          message: msg('Everyone still clocked in was clocked out.'),
        })
      }),
    })
  })

export default function AttendanceSettingsPage() {
  const { calendar, now } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>()
  const { t } = useTranslation()
  const own = (name: string) => (reply?.initialValue?.intent === name ? reply : undefined)
  const settingsReply = own('settings')
  const clockReply = own('clock-everyone-out')
  const typed = (name: string, saved: string) => {
    const value = settingsReply?.initialValue?.[name]
    return typeof value === 'string' ? value : saved
  }
  return (
    <Page
      title={t('Attendance Settings')}
      back={{ to: ATTENDANCE_PATHS.list, label: t('Time Entries') }}
    >
      {isConflict(reply) ? (
        <div className="mt-6">
          <Notice kind="error">{t(reply?.error?.['']?.[0] ?? '')}</Notice>
        </div>
      ) : null}
      <Section id="settings-title" title={t('Working day')}>
        <Form method="post" className="mt-4 max-w-xl space-y-4">
          <input type="hidden" name="intent" value="settings" />
          <input type="hidden" name="version" value={calendar.version} />
          <Field
            label={t('Expected hours per working day')}
            hint={t('Working days are the days outside the company weekend that are not holidays.')}
            errors={settingsReply?.error?.daily_hours ?? undefined}
            inputProps={{
              id: 'daily_hours',
              name: 'daily_hours',
              type: 'number',
              step: '0.25',
              min: 0,
              max: 24,
              defaultValue: typed('daily_hours', String(calendar.dailyMinutes / 60)),
            }}
          />
          <Field
            label={t('Clock everyone out nightly at')}
            hint={t('A time of the company day ({{timezone}}); leave empty to never do it.', {
              timezone: calendar.timeZone,
            })}
            errors={settingsReply?.error?.nightly_clock_out ?? undefined}
            inputProps={{
              id: 'nightly_clock_out',
              name: 'nightly_clock_out',
              type: 'time',
              defaultValue: typed('nightly_clock_out', calendar.nightlyClockOut ?? ''),
            }}
          />
          <SubmitButton>{t('Save settings')}</SubmitButton>
        </Form>
      </Section>
      <Section id="clock-out-title" title={t('Clock everyone out')}>
        <p className="mt-2 text-slate-700">
          {t(
            'Closes every entry still open at the time you choose (now when left empty). Entries begun later stay open.',
          )}
        </p>
        <Form method="post" className="mt-4 flex max-w-xl flex-wrap items-end gap-4">
          <input type="hidden" name="intent" value="clock-everyone-out" />
          <Field
            label={t('Clock out at ({{timezone}})', { timezone: calendar.timeZone })}
            className=""
            errors={clockReply?.error?.at ?? undefined}
            inputProps={{ id: 'clock-out-at', name: 'at', type: 'datetime-local', max: now }}
          />
          <SubmitButton variant="danger">{t('Clock everyone out')}</SubmitButton>
        </Form>
      </Section>
    </Page>
  )
}
