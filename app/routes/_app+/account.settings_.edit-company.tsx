import type { SubmissionResult } from '@conform-to/react'
import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses, SubmitButton } from '~/components/ui/button'
import { Checkbox, CheckboxGroup } from '~/components/ui/choice'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Field, Textarea } from '~/components/ui/field'
import { Page } from '~/components/ui/page'
import { Select } from '~/components/ui/select'
import { StaleRecordNotice } from '~/components/ui/stale-record-notice'
import {
  COMPANY_MESSAGES,
  CompanyFormSchema,
  EDIT_COMPANY_PATH,
  LOGO_MAX_BYTES,
  WEEK_DAY_LABELS,
  WEEK_DAYS,
} from '~/domains/company/company.schema'
import {
  authorizeCompany,
  getCompany,
  updateCompany,
} from '~/domains/company/company-settings.server'
import { TIME_ZONES } from '~/domains/accounts/preferences.schema'
import { CURRENCY_OPTIONS } from '~/domains/company/currencies'
import { signedIn } from '~/platform/request-context.server'
import { LANGUAGE_NAMES, msg, SUPPORTED_LANGUAGES } from '~/i18n'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { SlackSection } from '~/domains/company/components/slack-section'
import { getSlackStatus } from '~/domains/company/slack.server'
import { appOrigin } from '~/platform/env.server'
import { ACCEPTED_IMAGE_TYPES } from '~/platform/images.server'
import { readUploadForm, uploadIn } from '~/platform/uploads.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Company settings'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    await authorizeCompany(actor, meta, 'company.update', actor.companyId)
    return json({
      company: await getCompany(actor, actor.companyId, meta),
      timezones: TIME_ZONES,
      slack: await getSlackStatus({ actor, meta }, appOrigin(request)),
    })
  })

type Reply = SubmissionResult<string[]>

/**
 * Saves the settings made from the version the form was loaded with (a stale one is a 409 with
 * the form kept). The service refuses and records anyone but a company admin.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    await authorizeCompany(actor, meta, 'company.update', actor.companyId)
    let formData: FormData
    try {
      formData = await readUploadForm(request, {
        maxBytes: LOGO_MAX_BYTES,
        fileField: 'company_logo',
      })
    } catch (error) {
      if (!isAppError(error)) throw error
      const reply: Reply = { status: 'error', error: error.fieldErrors ?? { '': [error.message] } }
      return json(reply, { status: error.status })
    }
    const logo = await uploadIn(formData, 'company_logo')
    // The bytes are handed to the service; the form's echo must not carry them.
    formData.delete('company_logo')
    return handleForm(
      request,
      CompanyFormSchema,
      async (input) => {
        await updateCompany(actor, actor.companyId, input, logo, meta)
        return redirectWithFlash(EDIT_COMPANY_PATH, {
          kind: 'success',
          message: COMPANY_MESSAGES.saved,
        })
      },
      { formData },
    )
  })

export default function EditCompanyPage() {
  const { company, timezones, slack } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as Reply | undefined
  const { t } = useTranslation()
  const errors = reply?.error ?? {}
  const sent = reply?.initialValue ?? {}
  const value = (name: string, saved: string) => {
    const echoed = sent[name]
    return typeof echoed === 'string' ? echoed : saved
  }
  const weekend = reply?.initialValue
    ? [sent.company_weekend_info ?? []].flat()
    : company.company_weekend_info
  const tr = (messages: string[] | null | undefined) => messages?.map((message) => t(message))
  const stale =
    reply?.initialValue?.version !== undefined && String(company.version) !== sent.version
  const fieldError = (name: string) => tr(errors[name])
  /** A one-line field of the form: its id is its name, its value the one sent or else saved. */
  const companyField = (
    name: 'company_name' | 'company_slug' | 'company_registered_on',
    label: string,
    { type = 'text', hint }: { type?: 'text' | 'date'; hint?: string } = {},
  ) => (
    <Field
      label={label}
      hint={hint}
      errors={fieldError(name)}
      inputProps={{ id: name, name, type, defaultValue: value(name, company[name]) }}
    />
  )
  return (
    <Page
      width="3xl"
      title={t('Company settings')}
      lead={t('These settings apply to everyone in {{company}}.', {
        company: company.company_name,
      })}
    >
      <div className="mt-6">
        <ErrorSummary
          fieldErrors={{
            company_name: fieldError('company_name'),
            company_slug: fieldError('company_slug'),
            company_logo: fieldError('company_logo'),
            company_information: fieldError('company_information'),
            language_code: fieldError('language_code'),
            timezone: fieldError('timezone'),
            week_start: fieldError('week_start'),
            company_registered_on: fieldError('company_registered_on'),
          }}
          formErrors={tr(errors[''])}
        />
        {stale ? (
          <StaleRecordNotice className="" reloadLabel={t('Reload the saved settings')} />
        ) : null}
      </div>

      {/* A new version remounts the form, so it shows what was saved (sanitized), not what was typed. */}
      <Form key={company.version} method="post" encType="multipart/form-data" noValidate>
        <input type="hidden" name="version" value={value('version', String(company.version))} />
        {companyField('company_name', t('Company name'))}
        {companyField('company_slug', t('Slug'), {
          hint: t('Used by the public knowledge base: /articles/public/{{slug}}/', {
            slug: company.company_slug,
          }),
        })}

        <fieldset className="mb-5">
          <legend className="text-base font-semibold text-slate-900">{t('Logo')}</legend>
          {company.company_logo ? (
            <div className="mt-2 flex items-center gap-4">
              <img
                src={company.company_logo}
                alt={t('Current logo of {{company}}', { company: company.company_name })}
                className="max-h-[70px] max-w-[179px] rounded bg-white object-contain ring-1 ring-slate-200"
              />
              <Checkbox
                className=""
                label={t('Remove the logo')}
                inputProps={{ id: 'remove_logo', name: 'remove_logo' }}
              />
            </div>
          ) : null}
          <Field
            label={t('Upload a new logo')}
            hint={t('A JPEG, PNG or WebP image of at most 10 MB.')}
            errors={fieldError('company_logo')}
            inputProps={{
              id: 'company_logo',
              name: 'company_logo',
              type: 'file',
              accept: ACCEPTED_IMAGE_TYPES,
            }}
          />
        </fieldset>

        <Textarea
          id="company_information"
          name="company_information"
          label={t('Company information')}
          hint={t(
            'Shown to staff in the Company Information window. HTML is allowed; scripts, styles and forms are removed.',
          )}
          errors={fieldError('company_information')}
          rows={10}
          defaultValue={value('company_information', company.company_information)}
          controlClassName="w-full font-mono text-sm"
        />

        <CheckboxGroup
          id="company_weekend_info"
          name="company_weekend_info"
          legend={t('Weekend days')}
          inline
          choices={WEEK_DAYS.map((day) => ({ value: day, label: t(WEEK_DAY_LABELS[day]) }))}
          defaultValue={weekend.map(String)}
        />

        <Select
          id="language_code"
          name="language_code"
          label={t('Default language')}
          errors={fieldError('language_code')}
          defaultValue={value('language_code', company.language_code)}
          options={SUPPORTED_LANGUAGES.map((language) => ({
            value: language,
            label: LANGUAGE_NAMES[language],
          }))}
        />

        <Select
          id="timezone"
          name="timezone"
          label={t('Company time zone')}
          hint={t('Where the company’s days begin: stat periods follow it.')}
          errors={fieldError('timezone')}
          defaultValue={value('timezone', company.timezone)}
          options={timezones.map((zone) => ({ value: zone, label: zone }))}
        />

        <Select
          id="currency"
          name="currency"
          label={t('Company currency')}
          hint={t('The currency expense requests and purchase requests start in.')}
          errors={fieldError('currency')}
          defaultValue={value('currency', company.currency)}
          options={CURRENCY_OPTIONS}
        />

        <Select
          id="week_start"
          name="week_start"
          label={t('Weeks start on')}
          errors={fieldError('week_start')}
          defaultValue={value('week_start', company.week_start)}
          options={WEEK_DAYS.map((day) => ({ value: day, label: t(WEEK_DAY_LABELS[day]) }))}
        />

        {companyField('company_registered_on', t('Registered on'), { type: 'date' })}

        <SubmitButton>{t('Save company settings')}</SubmitButton>
      </Form>

      <SlackSection slack={slack} />

      <section
        aria-labelledby="danger-title"
        className="mt-12 rounded-md border-2 border-red-700 p-4"
      >
        <h2 id="danger-title" className="text-2xl font-bold text-red-800">
          {t('Danger zone')}
        </h2>
        <p className="mt-2">
          {t('Deleting the company removes all of its people, content and files for good.')}
        </p>
        <div className="mt-4 flex flex-wrap gap-4">
          <a href={`${EDIT_COMPANY_PATH}/export`} className={buttonClasses('secondary')} download>
            {t('Download the company data')}
          </a>
          <Link to={`${EDIT_COMPANY_PATH}/delete`} className={buttonClasses('danger')}>
            {t('Delete company')}
          </Link>
        </div>
      </section>
    </Page>
  )
}
