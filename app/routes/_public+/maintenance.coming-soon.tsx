import type { MetaFunction } from '@remix-run/node'
import { Link } from '~/components/ui/link'
import { useTranslation } from '~/components/translation'
import { pageTitle } from '~/components/page-title'
import { buttonClasses } from '~/components/ui/button'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Coming soon'))

/** Seed §2.1: an open page for features that are announced but not built yet. */
export default function ComingSoonPage() {
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">{t('Coming soon')}</h1>
      <p className="mt-4 text-lg text-slate-700">
        {t('This feature is coming soon. We are still building it; please check back later.')}
      </p>
      <Link to="/account/dashboard" className={buttonClasses('primary', 'mt-8')}>
        {t('Go to Dashboard')}
      </Link>
    </main>
  )
}
