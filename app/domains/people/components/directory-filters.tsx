import { Form, Link } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { ROLE_FLAGS } from '~/platform/actor'
import type { DirectoryQuery } from '../directory.schema'
import type { DirectoryOptions } from '../directory.server'
import { ROLE_FLAG_LABELS } from './role-labels'

const CONTROL = 'mt-1 block w-full rounded-md border-2 border-slate-700 px-3 py-2 text-base'
const LABEL = 'block text-base font-semibold text-slate-900'

function Select({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string
  name: string
  label: string
  value: string
  options: { value: string; label: string }[]
}) {
  return (
    <div>
      <label htmlFor={id} className={LABEL}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={CONTROL}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * The directory's search and filters: a GET form, so the result is a URL (shareable, the back
 * button works) and nothing needs JavaScript. The sort survives a new search.
 */
export function DirectoryFilters({
  query,
  options,
  path,
}: {
  query: DirectoryQuery
  options: DirectoryOptions
  path: string
}) {
  const { t } = useTranslation()
  const customActive = Object.keys(query.custom).length > 0
  return (
    <Form method="get" action={path} aria-labelledby="filters-title" className="mt-6">
      <h2 id="filters-title" className="sr-only">
        {t('Search and filters')}
      </h2>
      {query.sort !== 'name' ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.dir !== 'asc' ? <input type="hidden" name="dir" value={query.dir} /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2 lg:col-span-4">
          <label htmlFor="directory-q" className={LABEL}>
            {t('Search')}
          </label>
          <p id="directory-q-hint" className="mt-1 text-sm text-slate-600">
            {t('Name, email or position')}
          </p>
          <input
            id="directory-q"
            name="q"
            type="search"
            defaultValue={query.q}
            aria-describedby="directory-q-hint"
            className={CONTROL}
          />
        </div>
        <Select
          id="directory-division"
          name="division"
          label={t('Division')}
          value={query.division === null ? '' : String(query.division)}
          options={[
            { value: '', label: t('All divisions') },
            ...options.divisions.map((division) => ({
              value: String(division.id),
              label: division.name,
            })),
          ]}
        />
        <Select
          id="directory-position"
          name="position"
          label={t('Position')}
          value={query.position === null ? '' : String(query.position)}
          options={[
            { value: '', label: t('All positions') },
            ...options.positions.map((position) => ({
              value: String(position.id),
              label: position.name,
            })),
          ]}
        />
        <Select
          id="directory-role"
          name="role"
          label={t('Role')}
          value={query.role ?? ''}
          options={[
            { value: '', label: t('Any role') },
            ...ROLE_FLAGS.map((flag) => ({ value: flag, label: t(ROLE_FLAG_LABELS[flag]) })),
          ]}
        />
      </div>
      {options.customFields.length ? (
        <details open={customActive} className="mt-4 rounded-md border border-slate-300 p-4">
          <summary className="cursor-pointer text-base font-semibold">
            {t('Custom field filters')}
          </summary>
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {options.customFields.map((field) => {
              const id = `directory-cf-${field.id}`
              const name = `cf_${field.id}`
              const value = query.custom[field.id] ?? ''
              switch (field.fieldType) {
                case 'single_choice':
                case 'multiple_choice':
                  return (
                    <Select
                      key={field.id}
                      id={id}
                      name={name}
                      label={field.name}
                      value={value}
                      options={[
                        { value: '', label: t('Any') },
                        ...field.choices.map((choice) => ({
                          value: String(choice.id),
                          label: choice.label,
                        })),
                      ]}
                    />
                  )
                case 'checkbox':
                  return (
                    <Select
                      key={field.id}
                      id={id}
                      name={name}
                      label={field.name}
                      value={value}
                      options={[
                        { value: '', label: t('Any') },
                        { value: 'yes', label: t('Yes') },
                        { value: 'no', label: t('No') },
                      ]}
                    />
                  )
                default:
                  return (
                    <div key={field.id}>
                      <label htmlFor={id} className={LABEL}>
                        {field.name}
                      </label>
                      <input
                        id={id}
                        name={name}
                        type={
                          field.fieldType === 'number'
                            ? 'number'
                            : field.fieldType === 'date'
                              ? 'date'
                              : 'text'
                        }
                        step={field.fieldType === 'number' ? 'any' : undefined}
                        defaultValue={value}
                        className={CONTROL}
                      />
                    </div>
                  )
              }
            })}
          </div>
        </details>
      ) : null}
      <div className="mt-4 flex flex-wrap items-center gap-4">
        <Button type="submit">{t('Apply filters')}</Button>
        <Link to={path} className={buttonClasses('link')}>
          {t('Clear filters')}
        </Link>
      </div>
    </Form>
  )
}
