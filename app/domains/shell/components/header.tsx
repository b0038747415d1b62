import { Form, useLocation } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import type { ReactNode } from 'react'
import { AiSearchButton } from '~/domains/ai/components/ai-search-button'
import { useTranslation } from '~/components/translation'
import { isLanguage, LANGUAGE_NAMES, msg, SUPPORTED_LANGUAGES } from '~/i18n'
import type { SubscriptionLabel } from '~/domains/billing/subscription-label'
import type { HeaderData } from '../header.server'
import { CompanyInformation } from './header-company-info'
import { HeaderDropdown, menuItemClasses } from './header-dropdown'
import { Icon } from './icons'
import { ClockControls } from '../../attendance/components/clock-controls'

/** Where the header's forms post: the settings page's action, which saves every preference. */
export const PREFERENCES_ACTION = '/account/settings?index'

const PLAN_NAMES = { free: msg('Free'), premium: msg('Premium') } as const

/** A header form that saves one preference and brings the user back to the page they were on. */
function PreferenceSwitch({
  intent,
  className,
  children,
}: {
  intent: string
  className?: string
  children: ReactNode
}) {
  const location = useLocation()
  return (
    <Form method="post" action={PREFERENCES_ACTION} className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {children}
    </Form>
  )
}

const THEME_BUTTONS = [
  { value: 'light', label: msg('Light mode'), icon: 'sun' },
  { value: 'dark', label: msg('Dark mode'), icon: 'moon' },
] as const

/** The light/dark icons: each a submit button of one small form, so no JavaScript is needed. */
function ThemeButtons({ theme }: { theme: HeaderData['theme'] }) {
  const { t } = useTranslation()
  const buttonClass =
    'rounded-md p-1.5 hover:bg-white/10 aria-pressed:bg-white/20 aria-pressed:ring-1 aria-pressed:ring-white/60'
  return (
    <PreferenceSwitch intent="theme" className="flex items-center gap-1">
      {THEME_BUTTONS.map(({ value, label, icon }) => (
        <button
          key={value}
          type="submit"
          name="theme"
          value={value}
          aria-pressed={theme === value}
          aria-label={t(label)}
          title={t(label)}
          className={buttonClass}
        >
          <Icon name={icon} />
        </button>
      ))}
    </PreferenceSwitch>
  )
}

function SubscriptionBadge({ label }: { label: SubscriptionLabel }) {
  const { t } = useTranslation()
  const text =
    label.kind === 'lifetime'
      ? t('LTD Active')
      : label.kind === 'none'
        ? t('No Plan')
        : label.trialDaysLeft === null
          ? t(PLAN_NAMES[label.plan])
          : `${t(PLAN_NAMES[label.plan])} · ${t('{{count}} days left', { count: label.trialDaysLeft })}`
  return (
    <Link
      to="/account/billing"
      data-testid="subscription-label"
      className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold ring-1 ring-white/40 hover:bg-white/25"
    >
      {text}
    </Link>
  )
}

/** Clock in or out from any page, coming back to it (attendance active only). */
function HeaderClock({ clock }: { clock: NonNullable<HeaderData['clock']> }) {
  const { pathname, search } = useLocation()
  return (
    <div data-testid="header-clock" className="text-white">
      <ClockControls clock={clock} back={`${pathname}${search}`} compact />
    </div>
  )
}

function Timezone({ timezone }: { timezone: HeaderData['timezone'] }) {
  const { t } = useTranslation()
  const content = (
    <>
      <Icon name="clock" className="inline h-4 w-4 align-[-2px]" />{' '}
      <span className="sr-only">{t('Time zone')}: </span>
      {timezone.value}
    </>
  )
  return timezone.editable ? (
    <Link
      to="/account/settings#timezone"
      data-testid="header-timezone"
      title={t('Change time zone')}
      className="hidden rounded-md px-2 py-1 text-sm underline-offset-2 hover:underline sm:inline"
    >
      {content}
    </Link>
  ) : (
    <span data-testid="header-timezone" className="hidden px-2 py-1 text-sm sm:inline">
      {content}
    </span>
  )
}

function LanguageSwitch() {
  const { t, i18n } = useTranslation()
  const current = isLanguage(i18n.language) ? i18n.language : 'en'
  return (
    <HeaderDropdown
      summary={
        <span>
          <Icon name="globe" className="inline h-4 w-4 align-[-2px]" /> {LANGUAGE_NAMES[current]}
        </span>
      }
      summaryLabel={`${t('Language')}: ${LANGUAGE_NAMES[current]}`}
      testId="language-switch"
    >
      <PreferenceSwitch intent="language">
        {SUPPORTED_LANGUAGES.map((language) => (
          <button
            key={language}
            type="submit"
            name="language_code"
            value={language}
            lang={language}
            aria-current={language === current ? 'true' : undefined}
            className={`${menuItemClasses} aria-[current]:font-bold`}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </PreferenceSwitch>
    </HeaderDropdown>
  )
}

function ProfileMenu({ header }: { header: HeaderData }) {
  const { t } = useTranslation()
  const { user, canSwitchCompany, isAdmin } = header
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()
  return (
    <HeaderDropdown
      testId="profile-menu"
      summary={
        <>
          <span
            aria-hidden="true"
            className="flex h-8 w-8 items-center justify-center rounded-full bg-white/20 text-sm font-bold"
          >
            {initials}
          </span>
          <span data-testid="signed-in-as">
            {user.firstName} {user.lastName}
          </span>
        </>
      }
    >
      <div>
        <p className="truncate px-3 py-2 text-sm text-slate-600">{user.email}</p>
        <Link to="/account/settings" className={menuItemClasses}>
          {t('Settings')}
        </Link>
        {canSwitchCompany ? (
          <Link to="/switch-company" className={menuItemClasses}>
            {t('Switch Company')}
          </Link>
        ) : null}
        <Link to="/account/settings#accessibility" className={menuItemClasses}>
          {t('Accessibility Options')}
        </Link>
        {isAdmin ? (
          <Link to="/account/billing" className={menuItemClasses}>
            {t('Subscription')}
          </Link>
        ) : null}
        <Link to="/auth/change-password" className={menuItemClasses}>
          {t('Change password')}
        </Link>
        <Form method="post" action="/auth/signout" className="border-t border-slate-200 pt-1">
          <button type="submit" className={menuItemClasses}>
            {t('Logout')}
          </button>
        </Form>
      </div>
    </HeaderDropdown>
  )
}

function Brand({ header }: { header: HeaderData }) {
  const { company, layout } = header
  return (
    <Link to="/account/dashboard" className="flex items-center gap-2 text-lg font-bold">
      {company.logo ? (
        <img
          src={company.logo}
          alt={company.name}
          className={`w-auto max-w-[179px] object-contain ${layout === 'horizontal' ? 'max-h-[70px]' : 'max-h-[60px]'}`}
        />
      ) : (
        <>
          Groundwork <span className="font-normal opacity-90">· {company.name}</span>
        </>
      )}
    </Link>
  )
}

/** The top bar of the signed-in area (seed §2.4). */
export function Header({ header }: { header: HeaderData }) {
  const { t } = useTranslation()
  return (
    <header className={`app-header text-white ${header.navbarClass}`}>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2">
        <Brand header={header} />
        <nav
          aria-label={t('Account')}
          className="ms-auto flex flex-wrap items-center gap-x-2 gap-y-1"
        >
          {header.aiSearch ? (
            <AiSearchButton className="rounded-full bg-white/15 px-3 py-1 text-sm font-semibold ring-1 ring-white/40 hover:bg-white/25" />
          ) : null}
          <ThemeButtons theme={header.theme} />
          {header.company.informationHtml ? (
            <CompanyInformation html={header.company.informationHtml} />
          ) : null}
          <SubscriptionBadge label={header.subscription} />
          {header.clock ? <HeaderClock clock={header.clock} /> : null}
          <Timezone timezone={header.timezone} />
          <LanguageSwitch />
          <ProfileMenu header={header} />
        </nav>
      </div>
    </header>
  )
}
