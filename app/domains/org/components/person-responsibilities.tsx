import { Link } from '~/components/ui/link'
import { useTranslation } from '~/components/translation'
import { EmptyState } from '~/components/ui/table'
import { buttonClasses } from '~/components/ui/button'
import type { PersonResponsibilities } from '../responsibilities.server'
import { RESPONSIBILITIES_LIST_PATH } from '../responsibilities.schema'

/** A person's responsibilities on their profile: title and description of each. */
export function PersonResponsibilitiesSection({ data }: { data: PersonResponsibilities }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="responsibilities-title" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="responsibilities-title" className="text-2xl font-bold">
          {t('Responsibilities')}
        </h2>
        {data.canManage ? (
          <Link to={RESPONSIBILITIES_LIST_PATH} className={buttonClasses('link')}>
            {t('Manage responsibilities')}
          </Link>
        ) : null}
      </div>
      {data.items.length === 0 ? (
        <EmptyState className="mt-3">{t('No responsibilities yet.')}</EmptyState>
      ) : (
        <ul className="mt-3 space-y-3">
          {data.items.map((item) => (
            <li key={item.id}>
              <p className="font-semibold">{item.title}</p>
              <p className="whitespace-pre-line text-slate-700">{item.description}</p>
            </li>
          ))}
        </ul>
      )}
      {data.total > data.items.length ? (
        <p className="mt-3 text-slate-700">
          {t('and {{total}} more', { total: data.total - data.items.length })}
        </p>
      ) : null}
    </section>
  )
}
