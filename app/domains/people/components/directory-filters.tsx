import { Form } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { optionsOf, Select, type SelectOption } from '~/components/ui/select'
import { ROLE_FLAGS } from '~/platform/actor'
import type { DirectoryQuery } from '../directory.schema'
import type { DirectoryOptions } from '../directory.server'
import { ROLE_FLAG_LABELS } from './role-labels'

/** One filter of the grid: its first choice (`any`) filters nothing. */
function FilterSelect({
  value,
  any,
  ...props
}: {
  id: string
  name: string
  label: string
  value: string | number | null | undefined
  any: string
  options: readonly SelectOption[]
}) {
  return <Select {...props} className="" defaultValue={value ?? ''} placeholder={any} />
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
  const roles = ROLE_FLAGS.map((flag) => ({ value: flag, label: t(ROLE_FLAG_LABELS[flag]) }))
  const filters = [
    {
      name: 'division',
      label: t('Division'),
      any: t('All divisions'),
      choices: optionsOf(options.divisions),
    },
    {
      name: 'position',
      label: t('Position'),
      any: t('All positions'),
      choices: optionsOf(options.positions),
    },
    { name: 'role', label: t('Role'), any: t('Any role'), choices: roles },
  ] as const
  return (
    <Form method="get" action={path} aria-labelledby="filters-title" className="mt-6">
      <h2 id="filters-title" className="sr-only">
        {t('Search and filters')}
      </h2>
      {query.sort !== 'name' ? <input type="hidden" name="sort" value={query.sort} /> : null}
      {query.dir !== 'asc' ? <input type="hidden" name="dir" value={query.dir} /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label={t('Search')}
          hint={t('Name, email or position')}
          className="sm:col-span-2 lg:col-span-4"
          inputProps={{ id: 'directory-q', name: 'q', type: 'search', defaultValue: query.q }}
        />
        {filters.map(({ name, label, any, choices }) => (
          <FilterSelect
            key={name}
            id={`directory-${name}`}
            name={name}
            label={label}
            value={query[name]}
            any={any}
            options={choices}
          />
        ))}
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
                case 'checkbox':
                  return (
                    <FilterSelect
                      key={field.id}
                      id={id}
                      name={name}
                      label={field.name}
                      value={value}
                      any={t('Any')}
                      options={
                        field.fieldType === 'checkbox'
                          ? [
                              { value: 'yes', label: t('Yes') },
                              { value: 'no', label: t('No') },
                            ]
                          : field.choices.map((choice) => ({
                              value: choice.id,
                              label: choice.label,
                            }))
                      }
                    />
                  )
                default:
                  return (
                    <Field
                      key={field.id}
                      label={field.name}
                      className=""
                      inputProps={{
                        id,
                        name,
                        type:
                          field.fieldType === 'number'
                            ? 'number'
                            : field.fieldType === 'date'
                              ? 'date'
                              : 'text',
                        step: field.fieldType === 'number' ? 'any' : undefined,
                        defaultValue: value,
                      }}
                    />
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
