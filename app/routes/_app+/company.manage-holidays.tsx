import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field } from '~/components/ui/field'
import { Page } from '~/components/ui/page'
import { Section } from '~/components/ui/section'
import { Select } from '~/components/ui/select'
import { StaleRecordNotice } from '~/components/ui/stale-record-notice'
import { HolidayRow } from '~/domains/attendance/components/holiday-row'
import {
  manageHolidaysAction,
  manageHolidaysPage,
} from '~/domains/attendance/manage-holidays-page.server'
import { MANAGE_HOLIDAYS_PATH } from '~/domains/attendance/attendance-paths'
import { msg } from '~/i18n'
import { fieldErrorsOf, isConflict, type FormReply } from '~/platform/form-reply'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Holidays'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) =>
    json(await manageHolidaysPage({ actor, meta }, request)),
  )

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => manageHolidaysAction({ actor, meta }, request))

const sentText = (reply: FormReply | undefined, name: string) => {
  const value = reply?.initialValue?.[name]
  return typeof value === 'string' ? value : undefined
}

function YearNav({ year }: { year: number }) {
  const { t } = useTranslation()
  const to = (target: number) => `${MANAGE_HOLIDAYS_PATH}?year=${target}`
  return (
    <nav aria-label={t('Years')} className="mt-6 flex items-center gap-3">
      <Link to={to(year - 1)} className={buttonClasses('secondary')}>
        <span aria-hidden="true">← </span>
        {year - 1}
      </Link>
      <h2 className="text-2xl font-bold">{t('Holidays in {{year}}', { year })}</h2>
      <Link to={to(year + 1)} className={buttonClasses('secondary')}>
        {year + 1}
        <span aria-hidden="true"> →</span>
      </Link>
    </nav>
  )
}

function AddHoliday({ year, reply }: { year: number; reply: FormReply | undefined }) {
  const { t } = useTranslation()
  const errors = reply?.initialValue?.intent === 'add' ? fieldErrorsOf(reply) : undefined
  return (
    <Section id="add-holiday-title" title={t('Add a holiday')} className="mt-10 max-w-xl">
      <ErrorSummary
        fieldErrors={{ 'new-holiday-name': errors?.name, 'new-holiday-date': errors?.date }}
      />
      <Form method="post" className="mt-4" noValidate>
        <input type="hidden" name="intent" value="add" />
        <Field
          label={t('Name')}
          errors={errors?.name}
          inputProps={{
            id: 'new-holiday-name',
            name: 'name',
            type: 'text',
            defaultValue: errors ? sentText(reply, 'name') : '',
          }}
        />
        <Field
          label={t('Date')}
          hint={t('For example, {{date}}', { date: `${year}-12-25` })}
          errors={errors?.date}
          inputProps={{
            id: 'new-holiday-date',
            name: 'date',
            type: 'date',
            defaultValue: errors ? sentText(reply, 'date') : '',
          }}
        />
        <Button>{t('Add holiday')}</Button>
      </Form>
    </Section>
  )
}

function FillYear({
  year,
  countries,
  reply,
}: {
  year: number
  countries: { code: string; name: string }[]
  reply: FormReply | undefined
}) {
  const { t } = useTranslation()
  const errors = reply?.initialValue?.intent === 'import' ? fieldErrorsOf(reply) : undefined
  return (
    <Section id="fill-year-title" title={t('Fill {{year}} at once', { year })} className="mt-10">
      <Form method="post" className="mt-4">
        <input type="hidden" name="intent" value="copy" />
        <input type="hidden" name="year" value={year} />
        <p className="text-slate-700">
          {t(
            'Copies every holiday of {{previous}} to the same day in {{year}}. Check holidays that move, such as Easter, afterwards.',
            { previous: year - 1, year },
          )}
        </p>
        <Button variant="secondary" className="mt-2">
          {t('Copy the holidays of {{previous}}', { previous: year - 1 })}
        </Button>
      </Form>
      <Form method="post" className="mt-8 max-w-xl" noValidate>
        <input type="hidden" name="intent" value="import" />
        <input type="hidden" name="year" value={year} />
        <Select
          id="import-country"
          name="country"
          label={t('Country')}
          hint={t('Adds its public holidays of {{year}}; holidays already listed are kept.', {
            year,
          })}
          errors={errors?.country}
          placeholder={t('Choose a country')}
          defaultValue={sentText(reply, 'country') ?? ''}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
        />
        <Button variant="secondary">{t('Add public holidays')}</Button>
      </Form>
    </Section>
  )
}

export default function ManageHolidaysPage() {
  const { year, holidays, countries } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as FormReply | undefined
  const { t } = useTranslation()
  return (
    <Page
      width="4xl"
      title={t('Holidays')}
      lead={t(
        'Company holidays are days off for everyone: they are not working days for time off and working hours, and they show on the calendar and the dashboard.',
      )}
    >
      {isConflict(reply) ? (
        <StaleRecordNotice>
          <p className="mb-3">{t(reply?.error?.['']?.[0] ?? '')}</p>
        </StaleRecordNotice>
      ) : null}
      <YearNav year={year} />
      {holidays.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('No holidays in {{year}} yet.', { year })}</p>
      ) : (
        <ul className="mt-4 border-t border-slate-200">
          {holidays.map((holiday) => (
            <HolidayRow key={`${holiday.id}-${holiday.version}`} holiday={holiday} reply={reply} />
          ))}
        </ul>
      )}
      <AddHoliday key={holidays.length} year={year} reply={reply} />
      <FillYear year={year} countries={countries} reply={reply} />
    </Page>
  )
}
