import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import type { FormReply } from '~/platform/form-reply'
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { Checkbox, RadioGroup } from '~/components/ui/choice'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Page } from '~/components/ui/page'
import { Select, type SelectProps } from '~/components/ui/select'
import { isCompanyAdmin } from '~/platform/actor'
import { canAdministerProfiles } from '~/domains/people/staff.policy'
import { SettingsForm, SettingsSection } from '~/domains/accounts/components/preference-fields'
import { LAYOUTS, NAVBAR_COLOURS, NAVBAR_IMAGES, TEXT_SIZES } from '~/platform/preferences'
import {
  isPreferenceIntent,
  PREFERENCE_FORMS,
  PREFERENCE_MESSAGES,
  themeOf,
  TIME_ZONES,
  type PreferenceIntent,
} from '~/domains/accounts/preferences.schema'
import {
  canChangeTimezone,
  changeFromForm,
  updatePreferences,
  type PreferenceForm,
} from '~/domains/accounts/preferences.server'
import { isLanguage, LANGUAGE_NAMES, msg, SUPPORTED_LANGUAGES } from '~/i18n'
import { safeRedirectPath } from '~/platform/auth.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'
import { pageTitle } from '~/components/page-title'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Settings'))

export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor }) =>
    json({
      languageCode: actor.languageCode,
      companyLanguage: isLanguage(actor.companyLanguageCode) ? actor.companyLanguageCode : 'en',
      theme: themeOf(actor.isDarkMode),
      timezone: actor.timezone,
      timezoneEditable: canChangeTimezone(actor),
      // The long list is only sent to those who may use it.
      timezones: canChangeTimezone(actor) ? TIME_ZONES : [],
      layout: actor.layoutOptions,
      accessibility: actor.accessibility,
      isAdmin: isCompanyAdmin(actor),
      isProfileAdmin: canAdministerProfiles(actor),
    }),
  )

/**
 * Every preference form posts here, the settings page's own sections and the header's
 * switches (which send `redirectTo`, the page to return to). Told apart by `intent`.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) => {
    const formData = await request.formData()
    const intent = formData.get('intent')
    if (!isPreferenceIntent(intent)) throw new Response('Unknown form', { status: 400 })
    return handleForm(
      request,
      PREFERENCE_FORMS[intent],
      async (value) => {
        const form = { intent, value } as PreferenceForm
        await updatePreferences(actor, changeFromForm(form), meta)
        const to = safeRedirectPath(formData.get('redirectTo'), `/account/settings#${intent}`)
        return redirectWithFlash(to, { kind: 'success', message: PREFERENCE_MESSAGES.saved })
      },
      { formData },
    )
  })

const TEXT_SIZE_LABELS = {
  normal: msg('Normal'),
  large: msg('Large'),
  larger: msg('Larger'),
} as const
const COLOUR_LABELS = {
  brand: msg('Blue'),
  slate: msg('Slate'),
  emerald: msg('Green'),
  violet: msg('Violet'),
  rose: msg('Rose'),
} as const
const LAYOUT_LABELS = { vertical: msg('Vertical'), horizontal: msg('Horizontal') } as const

type Reply = FormReply | undefined

/** A radio's picture of what it chooses (a navbar colour or image) before its name. */
function Swatch({ className, children }: { className: string; children: ReactNode }) {
  return (
    <>
      <span aria-hidden="true" className={`${className} inline-block ring-1 ring-slate-400`} />
      {children}
    </>
  )
}

/** The company pages a profile admin reaches from here (the first four: company admins only). */
const COMPANY_LINKS = [
  {
    to: '/account/settings/edit-company',
    label: msg('Company details, logo and weekend days'),
    admin: true,
  },
  { to: '/account/settings/active-apps', label: msg('Active apps'), admin: true },
  { to: '/account/settings/menu-links', label: msg('Menu links'), admin: true },
  { to: '/account/billing', label: msg('Subscription'), admin: true },
  { to: '/account/settings/custom-fields', label: msg('Custom fields'), admin: false },
  { to: '/account/settings/file-types', label: msg('File types'), admin: false },
]

export default function SettingsPage() {
  const data = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  const reply = useActionData<typeof action>() as Reply
  const answered = reply?.initialValue?.intent as PreferenceIntent | undefined
  const errorsOf = (intent: PreferenceIntent, field: string) =>
    (answered === intent ? reply?.error?.[field] : undefined) ?? undefined
  const summary = Object.fromEntries(
    Object.entries(reply?.error ?? {})
      .filter(([field]) => field !== '')
      .map(([field, messages]) => [field, messages?.map((message) => t(message))]),
  )
  /** A preference's choices side by side, with its error when its form was the one sent. */
  const radios = (
    intent: PreferenceIntent,
    props: Omit<ComponentProps<typeof RadioGroup>, 'errors' | 'inline'>,
  ) => <RadioGroup inline errors={errorsOf(intent, props.name)} {...props} />
  /** A preference's select, as wide as its longest choices need. */
  const select = (intent: PreferenceIntent, props: Omit<SelectProps, 'errors'>) => (
    <Select
      errors={errorsOf(intent, props.name ?? '')}
      className="mb-4"
      controlClassName="w-full max-w-sm"
      {...props}
    />
  )
  const labelled = <Value extends string>(
    values: readonly Value[],
    labels: Record<Value, string>,
  ) => values.map((value) => ({ value, label: t(labels[value]) }))
  const checkbox = (name: string, label: string, checked: boolean, hint?: string) => (
    <Checkbox
      className="mb-3"
      label={label}
      hint={hint}
      inputProps={{ id: name, name, defaultChecked: checked }}
    />
  )

  return (
    <Page
      width="3xl"
      title={t('Settings')}
      lead={t('Your own preferences: they apply to you only, on every device.')}
    >
      <div className="mt-6">
        <ErrorSummary fieldErrors={summary} formErrors={reply?.error?.['']?.map((m) => t(m))} />
      </div>

      <div className="mt-6 space-y-6">
        <SettingsSection id="profile" title={t('Profile')}>
          <Link to="/auth/profile-settings" className="text-brand-700 underline">
            {t('Edit your name, phone and positions')}
          </Link>
        </SettingsSection>

        <SettingsSection id="password" title={t('Password')}>
          <Link to="/auth/change-password" className="text-brand-700 underline">
            {t('Change your password')}
          </Link>
        </SettingsSection>

        <SettingsSection id="language" title={t('Language')}>
          <SettingsForm intent="language" saveLabel={t('Save language')}>
            {select('language', {
              id: 'language_code',
              name: 'language_code',
              label: t('Language'),
              defaultValue: data.languageCode ?? '',
              placeholder: t('Company language ({{language}})', {
                language: LANGUAGE_NAMES[data.companyLanguage],
              }),
              children: SUPPORTED_LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              )),
            })}
          </SettingsForm>
        </SettingsSection>

        <SettingsSection id="timezone" title={t('Time zone')}>
          {data.timezoneEditable ? (
            <SettingsForm intent="timezone" saveLabel={t('Save time zone')}>
              {select('timezone', {
                id: 'timezone-select',
                name: 'timezone',
                label: t('Time zone'),
                defaultValue: data.timezone,
                options: data.timezones.map((zone) => ({ value: zone, label: zone })),
              })}
            </SettingsForm>
          ) : (
            <p data-testid="timezone-locked">
              {t('Your time zone is {{timezone}}.', { timezone: data.timezone })}{' '}
              {t(PREFERENCE_MESSAGES.timezoneLocked)}
            </p>
          )}
        </SettingsSection>

        <SettingsSection id="theme" title={t('Dark mode')}>
          <SettingsForm intent="theme" saveLabel={t('Save colour scheme')}>
            <RadioGroup
              id="theme-choice"
              name="theme"
              legend={t('Colour scheme')}
              defaultValue={data.theme}
              errors={errorsOf('theme', 'theme')}
              choices={[
                { value: 'system', label: t('Same as my device') },
                { value: 'light', label: t('Light') },
                { value: 'dark', label: t('Dark') },
              ]}
            />
          </SettingsForm>
        </SettingsSection>

        <SettingsSection id="layout" title={t('Layout options')}>
          <SettingsForm intent="layout" saveLabel={t('Save layout')}>
            {radios('layout', {
              id: 'layout-choice',
              name: 'layout',
              legend: t('Menu position'),
              defaultValue: data.layout.layout,
              choices: labelled(LAYOUTS, LAYOUT_LABELS),
            })}
            {checkbox('rtl', t('Right-to-left'), data.layout.rtl)}
            {checkbox(
              'boxed',
              t('Box layout'),
              data.layout.boxed,
              t('Keeps the page to a comfortable width on wide screens.'),
            )}
            {radios('layout', {
              name: 'navbar_colour',
              legend: t('Navbar colour'),
              defaultValue: data.layout.navbarColour,
              choices: NAVBAR_COLOURS.map((colour) => ({
                value: colour,
                label: (
                  <Swatch className={`navbar-colour-${colour} h-6 w-6 rounded-full`}>
                    {t(COLOUR_LABELS[colour])}
                  </Swatch>
                ),
              })),
            })}
            {radios('layout', {
              name: 'navbar_image',
              legend: t('Navbar background image'),
              defaultValue: data.layout.navbarImage,
              choices: NAVBAR_IMAGES.map((image) => ({
                value: image,
                label: (
                  <Swatch
                    className={`navbar-colour-${data.layout.navbarColour} navbar-image-${image} h-10 w-16 rounded`}
                  >
                    {image === 0 ? t('No image') : t('Image {{number}}', { number: image })}
                  </Swatch>
                ),
              })),
            })}
          </SettingsForm>
        </SettingsSection>

        <SettingsSection
          id="accessibility"
          title={t('Accessibility Options')}
          intro={t('Applied on every page as soon as you save, also without JavaScript.')}
        >
          <SettingsForm intent="accessibility" saveLabel={t('Save accessibility options')}>
            {radios('accessibility', {
              name: 'text_size',
              legend: t('Text size'),
              defaultValue: data.accessibility.textSize,
              choices: labelled(TEXT_SIZES, TEXT_SIZE_LABELS),
            })}
            {checkbox('high_contrast', t('High contrast'), data.accessibility.highContrast)}
            {checkbox(
              'reduced_motion',
              t('Reduce motion'),
              data.accessibility.reducedMotion,
              t('Turns off animations and smooth scrolling.'),
            )}
            {checkbox('underline_links', t('Underline links'), data.accessibility.underlineLinks)}
          </SettingsForm>
        </SettingsSection>

        {data.isProfileAdmin ? (
          <SettingsSection id="company" title={t('Company settings')}>
            <ul className="list-disc space-y-1 ps-5">
              {COMPANY_LINKS.filter((link) => data.isAdmin || !link.admin).map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-brand-700 underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </SettingsSection>
        ) : null}
      </div>
    </Page>
  )
}
