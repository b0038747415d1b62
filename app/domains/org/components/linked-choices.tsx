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

/** A list's texts, as English keys (msg): translated here. */
export interface LinkedListTexts {
  legend: string
  hint: string
  /** The hint when there is nothing to choose. */
  none: string
  filter: string
  clear: string
}

/**
 * A multi-select of linked records as a list of checkboxes: each box can be unticked, so the
 * choice is clearable without JavaScript (seed 001 §9); with it, a filter narrows the list (the
 * boxes it hides stay ticked) and one button clears them all.
 */
export function LinkedChoices({
  name,
  texts,
  options,
  chosen,
  errors,
}: {
  name: string
  texts: LinkedListTexts
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
      legend={t(texts.legend)}
      hint={t(options.length === 0 ? texts.none : texts.hint)}
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
              {t(texts.filter)}
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
          {t(texts.clear)}
        </Button>
      ) : null}
    </CheckboxGroup>
  )
}
