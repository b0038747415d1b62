import { json, type MetaFunction } from '@remix-run/node'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import type { FormReply } from '~/platform/form-reply'
import { useTranslation } from '~/components/translation'
import { ErrorSummary } from '~/components/ui/error-summary'
import { isCompanyAdmin } from '~/platform/actor'
import { canAdministerProfiles } from '~/domains/people/staff.policy'
import {
  Checkbox,
  FieldError,
  RadioGroup,
  SaveButton,
  SettingsSection,
} from '~/domains/accounts/components/preference-fields'
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

export const loader = signedIn(async ({ actor }) =>
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
export const action = signedIn(async ({ actor, meta, request }) => {
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

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('Settings')}</h1>
      <p className="mt-2 text-lg text-slate-700">
        {t('Your own preferences: they apply to you only, on every device.')}
      </p>
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
          <Form method="post">
            <input type="hidden" name="intent" value="language" />
            <label htmlFor="language_code" className="block font-semibold">
              {t('Language')}
            </label>
            <FieldError id="language_code-error" errors={errorsOf('language', 'language_code')} />
            <select
              id="language_code"
              name="language_code"
              defaultValue={data.languageCode ?? ''}
              className="mt-1 mb-4 block w-full max-w-sm rounded-md border-2 border-slate-700 bg-white px-3 py-2"
            >
              <option value="">
                {t('Company language ({{language}})', {
                  language: LANGUAGE_NAMES[data.companyLanguage],
                })}
              </option>
              {SUPPORTED_LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </select>
            <SaveButton label={t('Save language')} />
          </Form>
        </SettingsSection>

        <SettingsSection id="timezone" title={t('Time zone')}>
          {data.timezoneEditable ? (
            <Form method="post">
              <input type="hidden" name="intent" value="timezone" />
              <label htmlFor="timezone-select" className="block font-semibold">
                {t('Time zone')}
              </label>
              <FieldError id="timezone-error" errors={errorsOf('timezone', 'timezone')} />
              <select
                id="timezone-select"
                name="timezone"
                defaultValue={data.timezone}
                className="mt-1 mb-4 block w-full max-w-sm rounded-md border-2 border-slate-700 bg-white px-3 py-2"
              >
                {data.timezones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </select>
              <SaveButton label={t('Save time zone')} />
            </Form>
          ) : (
            <p data-testid="timezone-locked">
              {t('Your time zone is {{timezone}}.', { timezone: data.timezone })}{' '}
              {t(PREFERENCE_MESSAGES.timezoneLocked)}
            </p>
          )}
        </SettingsSection>

        <SettingsSection id="theme" title={t('Dark mode')}>
          <Form method="post">
            <input type="hidden" name="intent" value="theme" />
            <RadioGroup
              name="theme"
              legend={t('Colour scheme')}
              value={data.theme}
              errors={errorsOf('theme', 'theme')}
              options={[
                { value: 'system', label: t('Same as my device') },
                { value: 'light', label: t('Light') },
                { value: 'dark', label: t('Dark') },
              ]}
            />
            <SaveButton label={t('Save colour scheme')} />
          </Form>
        </SettingsSection>

        <SettingsSection id="layout" title={t('Layout options')}>
          <Form method="post">
            <input type="hidden" name="intent" value="layout" />
            <RadioGroup
              name="layout"
              legend={t('Menu position')}
              value={data.layout.layout}
              errors={errorsOf('layout', 'layout')}
              inline
              options={LAYOUTS.map((layout) => ({
                value: layout,
                label: t(LAYOUT_LABELS[layout]),
              }))}
            />
            <Checkbox name="rtl" label={t('Right-to-left')} checked={data.layout.rtl} />
            <Checkbox
              name="boxed"
              label={t('Box layout')}
              hint={t('Keeps the page to a comfortable width on wide screens.')}
              checked={data.layout.boxed}
            />
            <RadioGroup
              name="navbar_colour"
              legend={t('Navbar colour')}
              value={data.layout.navbarColour}
              errors={errorsOf('layout', 'navbar_colour')}
              inline
              options={NAVBAR_COLOURS.map((colour) => ({
                value: colour,
                label: (
                  <>
                    <span
                      aria-hidden="true"
                      className={`navbar-colour-${colour} inline-block h-6 w-6 rounded-full ring-1 ring-slate-400`}
                    />
                    {t(COLOUR_LABELS[colour])}
                  </>
                ),
              }))}
            />
            <RadioGroup
              name="navbar_image"
              legend={t('Navbar background image')}
              value={data.layout.navbarImage}
              errors={errorsOf('layout', 'navbar_image')}
              inline
              options={NAVBAR_IMAGES.map((image) => ({
                value: image,
                label: (
                  <>
                    <span
                      aria-hidden="true"
                      className={`navbar-colour-${data.layout.navbarColour} navbar-image-${image} inline-block h-10 w-16 rounded ring-1 ring-slate-400`}
                    />
                    {image === 0 ? t('No image') : t('Image {{number}}', { number: image })}
                  </>
                ),
              }))}
            />
            <SaveButton label={t('Save layout')} />
          </Form>
        </SettingsSection>

        <SettingsSection
          id="accessibility"
          title={t('Accessibility Options')}
          intro={t('Applied on every page as soon as you save, also without JavaScript.')}
        >
          <Form method="post">
            <input type="hidden" name="intent" value="accessibility" />
            <RadioGroup
              name="text_size"
              legend={t('Text size')}
              value={data.accessibility.textSize}
              errors={errorsOf('accessibility', 'text_size')}
              inline
              options={TEXT_SIZES.map((size) => ({
                value: size,
                label: t(TEXT_SIZE_LABELS[size]),
              }))}
            />
            <Checkbox
              name="high_contrast"
              label={t('High contrast')}
              checked={data.accessibility.highContrast}
            />
            <Checkbox
              name="reduced_motion"
              label={t('Reduce motion')}
              hint={t('Turns off animations and smooth scrolling.')}
              checked={data.accessibility.reducedMotion}
            />
            <Checkbox
              name="underline_links"
              label={t('Underline links')}
              checked={data.accessibility.underlineLinks}
            />
            <SaveButton label={t('Save accessibility options')} />
          </Form>
        </SettingsSection>

        {data.isProfileAdmin ? (
          <SettingsSection id="company" title={t('Company settings')}>
            <ul className="list-disc space-y-1 ps-5">
              {data.isAdmin ? (
                <>
                  <li>
                    <Link to="/account/settings/edit-company" className="text-brand-700 underline">
                      {t('Company details, logo and weekend days')}
                    </Link>
                  </li>
                  <li>
                    <Link to="/account/settings/active-apps" className="text-brand-700 underline">
                      {t('Active apps')}
                    </Link>
                  </li>
                  <li>
                    <Link to="/account/settings/menu-links" className="text-brand-700 underline">
                      {t('Menu links')}
                    </Link>
                  </li>
                  <li>
                    <Link to="/account/billing" className="text-brand-700 underline">
                      {t('Subscription')}
                    </Link>
                  </li>
                </>
              ) : null}
              <li>
                <Link to="/account/settings/custom-fields" className="text-brand-700 underline">
                  {t('Custom fields')}
                </Link>
              </li>
              <li>
                <Link to="/account/settings/file-types" className="text-brand-700 underline">
                  {t('File types')}
                </Link>
              </li>
            </ul>
          </SettingsSection>
        ) : null}
      </div>
    </main>
  )
}
