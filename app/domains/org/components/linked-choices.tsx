import { useState } from 'react'
import { useTranslation } from '~/components/translation'
import { useHydrated } from '~/components/use-hydrated'
import { Button } from '~/components/ui/button'
import { CheckboxGroup } from '~/components/ui/choice'
import { controlClasses, type FieldErrors } from '~/components/ui/field'

/** One record a form may link (a responsibility, an article, a course). */
export interface LinkOption {
  id: number
  title: string
}

/**
 * A multi-select of linked records as a list of checkboxes: each box can be unticked, so the
 * choice is clearable without JavaScript (seed 001 §9); with it, a filter narrows the list (the
 * boxes it hides stay ticked) and one button clears them all. Texts come translated.
 */
export function LinkedChoices({
  name,
  legend,
  hint,
  filterLabel,
  clearLabel,
  options,
  chosen,
  errors,
}: {
  name: string
  legend: string
  hint: string
  filterLabel: string
  clearLabel: string
  options: readonly LinkOption[]
  chosen: readonly string[]
  errors?: FieldErrors
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [filter, setFilter] = useState('')
  const wanted = filter.trim().toLocaleLowerCase()
  const matches = (option: LinkOption) => option.title.toLocaleLowerCase().includes(wanted)
  const interactive = hydrated && options.length > 0
  return (
    <CheckboxGroup
      name={name}
      legend={legend}
      hint={hint}
      errors={errors}
      boxed
      className="mb-6"
      choices={options.map((option) => ({
        value: option.id,
        label: option.title,
        hidden: !matches(option),
      }))}
      defaultValue={chosen}
      above={
        interactive ? (
          <div className="mt-2">
            <label htmlFor={`${name}-filter`} className="text-sm font-semibold text-slate-900">
              {filterLabel}
            </label>
            <input
              id={`${name}-filter`}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              // Enter filters; it must not submit the form around the list.
              onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
              className={controlClasses(false, 'w-full max-w-sm')}
            />
          </div>
        ) : null
      }
    >
      {interactive && !options.some(matches) ? (
        <p className="mt-2 text-sm text-slate-600">{t('Nothing matches this filter.')}</p>
      ) : null}
      {interactive ? (
        <Button
          type="button"
          variant="link"
          className="mt-2"
          onClick={(event) => {
            event.currentTarget
              .closest('fieldset')
              ?.querySelectorAll<HTMLInputElement>('input[type=checkbox]')
              .forEach((input) => (input.checked = false))
          }}
        >
          {clearLabel}
        </Button>
      ) : null}
    </CheckboxGroup>
  )
}
