import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { pageTitle } from '~/components/page-title'
import { buttonClasses } from '~/components/ui/button'
import { msg } from '~/i18n'
import { safeRedirectPath } from '~/platform/auth.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('You are offline'))

/** `?from=/a/page` names the page to try again; only paths of this site are followed. */
export function loader({ request }: LoaderFunctionArgs) {
  const from = new URL(request.url).searchParams.get('from')
  return json({ retryPath: safeRedirectPath(from, '/') })
}

/** Seed §2.1: shown when the app cannot reach the network. */
export default function OfflinePage() {
  const { t } = useTranslation()
  const { retryPath } = useLoaderData<typeof loader>()
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('You appear to be offline')}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {t('Groundwork cannot reach the network. Check your internet connection, then try again.')}
      </p>
      {/* A plain link: a full page load, the same with or without JavaScript. */}
      <a href={retryPath} className={buttonClasses('primary', 'mt-8')}>
        {t('Try again')}
      </a>
    </main>
  )
}
