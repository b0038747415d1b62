import { Form, useNavigate } from '@remix-run/react'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { useHydrated } from '~/components/use-hydrated'

export interface Suggestion {
  key: string
  name: string
  title: string | null
}

const DEBOUNCE_MS = 150

/**
 * Find a person on the chart. Without JavaScript a GET form: the page shows the first match
 * under their manager and lists the others. With it, a combobox of suggestions from the server;
 * choosing one opens the chart down to that person and moves focus to their box.
 */
export function OrgChartSearch({
  path,
  chart,
  q,
  extraParams,
}: {
  path: string
  chart: string
  q: string
  /** Kept across a search (the orientation). */
  extraParams: Record<string, string>
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const navigate = useNavigate()
  const id = useId()
  const [text, setText] = useState(q)
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)

  useEffect(() => {
    if (!hydrated) return
    const wanted = text.trim()
    if (!wanted) {
      setSuggestions([])
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      const url = `/account/org-chart/search?${new URLSearchParams({ chart, q: wanted })}`
      fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } })
        .then((response) => (response.ok ? response.json() : { results: [] }))
        .then((body: { results: Suggestion[] }) => {
          setSuggestions(body.results)
          setActive(-1)
        })
        .catch(() => {})
    }, DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text, chart, hydrated])

  const choose = (suggestion: Suggestion) => {
    setOpen(false)
    setText(suggestion.name)
    navigate(`${path}?${new URLSearchParams({ focus: suggestion.key, ...extraParams })}`, {
      preventScrollReset: true,
    })
  }
  const listId = `${id}-suggestions`
  const showList = hydrated && open && suggestions.length > 0
  return (
    <Form method="get" action={path} role="search" className="mt-4 flex flex-wrap items-end gap-2">
      <div className="relative">
        <label htmlFor={`${id}-q`} className="block font-semibold">
          {t('Find a person')}
        </label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          value={text}
          autoComplete="off"
          maxLength={100}
          className="mt-1 w-72 rounded-md border border-slate-400 px-3 py-2"
          onChange={(event) => {
            setText(event.target.value)
            setOpen(true)
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (!showList) return
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault()
              const step = event.key === 'ArrowDown' ? 1 : -1
              setActive((index) => (index + step + suggestions.length) % suggestions.length)
            } else if (event.key === 'Enter' && active >= 0) {
              event.preventDefault()
              choose(suggestions[active]!)
            } else if (event.key === 'Escape') {
              setOpen(false)
            }
          }}
          {...(hydrated
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list' as const,
                'aria-expanded': showList,
                'aria-controls': listId,
                'aria-activedescendant':
                  showList && active >= 0 ? `${listId}-${active}` : undefined,
              }
            : {})}
        />
        {showList ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={t('Suggestions')}
            className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md bg-white shadow-lg ring-1 ring-slate-300"
          >
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.key}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className={`cursor-pointer px-3 py-2 ${index === active ? 'bg-brand-50' : ''}`}
                // Before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault()
                  choose(suggestion)
                }}
              >
                <span className="font-semibold">{suggestion.name}</span>
                {suggestion.title ? (
                  <span className="block text-sm text-slate-700">{suggestion.title}</span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {Object.entries(extraParams).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={buttonClasses('secondary')}>
        {t('Search')}
      </button>
    </Form>
  )
}
