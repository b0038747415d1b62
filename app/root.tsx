import {
  json,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'
import stylesheet from '../styles/app.css'
import { RouteErrorScreen } from './components/error-screens'
import { scheduleAutoReload } from './platform/crash-reload'
import { useNonce } from './platform/nonce'
import { DEFAULT_ACCESSIBILITY_OPTIONS, htmlClassNames } from '~/platform/preferences'
import { TranslationProvider, useTranslation } from './components/translation'
import { directionOf } from './i18n'
import { getOptionalActor } from './platform/auth.server'
import { readFlash } from './platform/flash.server'
import { resolveLanguage, translationsFor } from './platform/i18n.server'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const meta: MetaFunction = () => [{ title: 'Groundwork' }]

/**
 * What every page needs before it renders: the language (with its dictionary; English is the key
 * language, so its dictionary holds only plural forms, if any), the <html> classes of the user's theme and
 * accessibility options, and the one-time flash message.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await getOptionalActor(request, context)
  const language = await resolveLanguage(request, actor)
  const { flash, clearHeader } = await readFlash(request)
  return json(
    {
      flash,
      language,
      translations: translationsFor(language),
      htmlClass: htmlClassNames({
        isDarkMode: actor?.isDarkMode ?? null,
        accessibility: actor?.accessibility ?? DEFAULT_ACCESSIBILITY_OPTIONS,
      }),
      rtl: actor?.layoutOptions.rtl ?? false,
    },
    clearHeader ? { headers: { 'Set-Cookie': clearHeader } } : undefined,
  )
}

export function Layout({ children }: { children: ReactNode }) {
  // Undefined when the root loader itself failed: the error screen then renders in English.
  const data = useRouteLoaderData<typeof loader>('root')
  const language = data?.language ?? 'en'
  const dir = data?.rtl ? 'rtl' : directionOf(language)
  const withScripts = !useMatches().some((match) => isStatic(match.handle))
  const nonce = useNonce()
  return (
    <html lang={language} dir={dir} className={`h-full ${data?.htmlClass ?? 'theme-system'}`}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="h-full bg-slate-50 text-slate-900 antialiased">
        <TranslationProvider language={language} translations={data?.translations ?? {}}>
          <SkipLink />
          {children}
        </TranslationProvider>
        {withScripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  )
}

/**
 * A route whose `handle` is `{ hydrate: false }` is sent as plain HTML (ADR 026): no <Scripts/>
 * (so no module scripts, modulepreload links or hydration data) and no ScrollRestoration script.
 */
function isStatic(handle: unknown): boolean {
  return (handle as { hydrate?: boolean } | undefined)?.hydrate === false
}

function SkipLink() {
  const { t } = useTranslation()
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-slate-50 focus:text-slate-900 focus:p-2"
    >
      {t('Skip to main content')}
    </a>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  // Browser only (effects do not run on the server): a crash a fresh load may cure reloads the
  // page, at most twice a minute (seed §4/§9); otherwise the error screen stays.
  useEffect(() => {
    scheduleAutoReload(error)
  }, [error])
  return <RouteErrorScreen error={error} />
}
