import { useState, type ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { useHydrated } from '~/components/use-hydrated'
import { splitTags } from '../articles.schema'
import { EmbeddedVideo } from './embedded-video'

/* The article form's small controls, shared by its sections. */

export const CONTROL =
  'mt-1 block w-full rounded-md border-2 border-slate-700 bg-white px-3 py-2 text-base text-slate-900'
export const CHECK = 'h-5 w-5 shrink-0 accent-brand-600'

export type Option = { id: number; name: string }

export function Legend({ children }: { children: ReactNode }) {
  return <legend className="text-lg font-semibold text-slate-900">{children}</legend>
}

export function FieldError({ id, errors }: { id: string; errors?: string[] | null }) {
  const { t } = useTranslation()
  if (!errors?.length) return null
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
      <span className="sr-only">{t('Error:')}</span> {t(errors[0]!)}
    </p>
  )
}

/** Tags: with JavaScript, chips added with Enter, Tab or comma; without, comma-separated text. */
export function TagInput({ defaultValue }: { defaultValue: string[] }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [tags, setTags] = useState(defaultValue)
  const [typing, setTyping] = useState('')
  const commit = () => {
    setTags(splitTags([...tags, typing]))
    setTyping('')
  }
  return (
    <div className="mb-5">
      <label htmlFor="tags" className="block font-semibold text-slate-900">
        {t('Tags')}
      </label>
      <p id="tags-hint" className="mt-1 text-sm text-slate-600">
        {hydrated ? t('Press Enter, Tab or comma after each tag') : t('Separate tags with commas')}
      </p>
      {hydrated ? (
        <>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('Tags')}>
            {tags.map((tag) => (
              <li
                key={tag}
                className="inline-flex items-center gap-1 rounded-full bg-slate-200 px-3 py-1"
              >
                {tag}
                <input type="hidden" name="tags" value={tag} />
                <button
                  type="button"
                  className="font-bold text-slate-700"
                  aria-label={t('Remove tag {{tag}}', { tag })}
                  onClick={() => setTags(tags.filter((other) => other !== tag))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <input
            id="tags"
            name="tags"
            value={typing}
            aria-describedby="tags-hint"
            onChange={(event) => setTyping(event.target.value.replace(',', ''))}
            onBlur={commit}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ',' || (event.key === 'Tab' && typing)) {
                event.preventDefault()
                commit()
              }
            }}
            className={CONTROL}
          />
        </>
      ) : (
        <input
          id="tags"
          name="tags"
          defaultValue={defaultValue.join(', ')}
          aria-describedby="tags-hint"
          className={CONTROL}
        />
      )}
    </div>
  )
}

/** A bounded checkbox list (chosen ones always offered); with JavaScript, a filter narrows it. */
export function CheckList({
  name,
  legend,
  options,
  chosen,
  placeholder,
  open = false,
  children,
}: {
  name: string
  legend: string
  options: Option[]
  chosen: string[]
  /** The filter box's placeholder ('Select Divisions/Depts', seed 001 §2). */
  placeholder?: string
  /** Open even with nothing chosen (a message inside it to show). */
  open?: boolean
  /** What follows the list inside its group (a way to add an option). */
  children?: ReactNode
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [filter, setFilter] = useState('')
  const shown = options.filter((option) =>
    option.name.toLowerCase().includes(filter.trim().toLowerCase()),
  )
  return (
    <details
      className="mb-3 rounded-md border border-slate-300 p-3"
      open={open || chosen.length > 0}
    >
      <summary className="cursor-pointer font-semibold text-slate-900">
        {legend} ({t('{{count}} chosen', { count: chosen.length })})
      </summary>
      <fieldset className="mt-2">
        <legend className="sr-only">{legend}</legend>
        {hydrated && options.length > 8 ? (
          <>
            <label htmlFor={`${name}-filter`} className="block text-sm font-semibold">
              {t('Filter')}
            </label>
            <input
              id={`${name}-filter`}
              type="search"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder={placeholder}
              className={CONTROL}
            />
          </>
        ) : null}
        {options.length === 0 ? (
          <p className="text-slate-600">{t('Nothing to choose yet')}</p>
        ) : null}
        <ul className="mt-2 max-h-60 space-y-1 overflow-y-auto">
          {options.map((option) => (
            <li key={option.id} hidden={!shown.includes(option)}>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name={name}
                  value={option.id}
                  defaultChecked={chosen.includes(String(option.id))}
                  className={CHECK}
                />
                {option.name}
              </label>
            </li>
          ))}
        </ul>
        {children}
      </fieldset>
    </details>
  )
}

export function Radio({
  name,
  value,
  label,
  checked,
  onChange,
}: {
  name: string
  value: number
  label: string
  checked: boolean
  onChange?: () => void
}) {
  return (
    <label className="flex items-center gap-2">
      <input
        type="radio"
        id={`${name}-${value}`}
        name={name}
        value={value}
        defaultChecked={checked}
        onChange={onChange}
        className={CHECK}
      />
      {label}
    </label>
  )
}

/** The embedded-video address with its preview (none for an address no provider matches). */
export function EmbedVideoInput({ defaultValue }: { defaultValue: string }) {
  const [url, setUrl] = useState(defaultValue)
  return (
    <>
      <input
        id="embed_video_url"
        name="embed_video_url"
        type="url"
        defaultValue={defaultValue}
        onChange={(event) => setUrl(event.currentTarget.value)}
        aria-describedby="embed_video_url-hint"
        className={CONTROL}
      />
      <div className="mt-3 max-w-xl">
        <EmbeddedVideo url={url} />
      </div>
    </>
  )
}
