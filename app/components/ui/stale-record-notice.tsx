import { Link } from '~/components/ui/link'
import { Fragment, type ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from './button'
import { Notice } from './notice'

/** One saved value: its label (translated) and the value as it is saved now. */
export interface SavedValue {
  label: string
  value: ReactNode
  /** For a value that needs a test hook (data-testid of its <dd>). */
  testId?: string
  /** Classes of the value (e.g. 'break-all' for a web address). */
  className?: string
}

/**
 * The 409 notice of an edit page: someone saved the record after this page was opened, so the
 * save was refused. It shows the record as it is saved now (the form keeps what was typed) and
 * a link that drops the typed changes by loading the page again (a full load, without JS too).
 */
export function StaleRecordNotice({
  title,
  values = [],
  reloadLabel,
  reloadTo = '.',
  className = 'mt-6',
  children,
}: {
  /** The region's heading ('The division as it is saved now'), translated; none, no region. */
  title?: string
  values?: readonly SavedValue[]
  /** The reload link's text; 'Discard my changes and reload' by default. */
  reloadLabel?: string
  reloadTo?: string
  className?: string
  /** More about the saved record, after the values. */
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby={title ? 'saved-title' : undefined} className={className || undefined}>
      <Notice kind="info">
        {title ? (
          <h2 id="saved-title" className="font-semibold">
            {title}
          </h2>
        ) : null}
        {values.length ? <SavedValueList values={values} /> : null}
        {children}
        <Link
          to={reloadTo}
          reloadDocument
          className={buttonClasses('secondary', title ? 'mt-3' : '')}
        >
          {reloadLabel ?? t('Discard my changes and reload')}
        </Link>
      </Notice>
    </section>
  )
}

/** Saved values as a list of terms and their values. */
export function SavedValueList({ values }: { values: readonly SavedValue[] }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {values.map((saved) => (
        <Fragment key={saved.label}>
          <dt>{saved.label}</dt>
          <dd data-testid={saved.testId} className={saved.className}>
            {saved.value}
          </dd>
        </Fragment>
      ))}
    </dl>
  )
}
