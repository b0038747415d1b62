import { Form } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import type { ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from './button'
import { Field } from './field'

/**
 * The filters of a list: a GET form, so the filtered list is an address (shareable, the back
 * button works) and nothing needs JavaScript. Its fields (Field, Select with className='') sit
 * in a grid, then the submit button and, when a filter is on, a link that clears them.
 */
export function FilterBar({
  label,
  clearTo,
  filtered,
  submitLabel,
  className = 'sm:grid-cols-2 lg:grid-cols-4 lg:items-end',
  children,
}: {
  /** The form's name for screen readers (a search landmark when given). */
  label?: string
  /** The list's address without filters. */
  clearTo: string
  filtered: boolean
  /** 'Filter' by default. */
  submitLabel?: string
  /** The grid's columns. */
  className?: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <Form
      method="get"
      role={label ? 'search' : undefined}
      aria-label={label}
      className={`mt-6 grid gap-4 ${className}`}
    >
      {children}
      <div className="flex flex-wrap gap-3">
        <Button>{submitLabel ?? t('Filter')}</Button>
        {filtered ? (
          <Link to={clearTo} className={buttonClasses('secondary')}>
            {t('Clear filters')}
          </Link>
        ) : null}
      </div>
    </Form>
  )
}

/** A list's one search box and its button, in a GET form (works without JavaScript). */
export function SearchForm({
  id,
  name,
  label,
  defaultValue,
  submitLabel,
}: {
  id: string
  name: string
  /** The visible label ('Search positions'), translated. */
  label: string
  defaultValue: string
  /** 'Search' by default. */
  submitLabel?: string
}) {
  const { t } = useTranslation()
  return (
    <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
      <Field
        key={defaultValue}
        label={label}
        className=""
        inputProps={{ id, name, type: 'search', defaultValue, className: '' }}
      />
      <Button variant="secondary">{submitLabel ?? t('Search')}</Button>
    </Form>
  )
}
