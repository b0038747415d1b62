import {
  json,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'
import stylesheet from '../styles/app.css'
import { ErrorScreen, managementTipAt, NotFoundScreen } from './components/error-screens'
import { scheduleAutoReload } from './platform/crash-reload'
import { readFlash } from './platform/flash.server'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesheet },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const meta: MetaFunction = () => [{ title: 'Groundwork' }]

export async function loader({ request }: LoaderFunctionArgs) {
  const { flash, clearHeader } = await readFlash(request)
  return json({ flash }, clearHeader ? { headers: { 'Set-Cookie': clearHeader } } : undefined)
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className="h-full">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="h-full bg-slate-50 text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:bg-white focus:p-2"
        >
          Skip to main content
        </a>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
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
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />
  return <ErrorScreen tip={managementTipAt(new Date())} />
}
