import { useRef, useState, type DragEvent } from 'react'
import { useTranslation } from '~/components/translation'
import { msg } from '~/i18n'
import { Button } from '~/components/ui/button'
import { controlClasses } from '~/components/ui/field'
import { useHydrated } from '~/components/use-hydrated'
import { ITEM_FIELDS, type OfferedItemKind } from '../courses.schema'
import {
  choiceOfItem,
  itemIdOf,
  kindOf,
  type ItemPlace,
  type ItemValues,
  type SectionValues,
} from '../course-structure'
import { text, type Option } from './course-form-values'

type Errors = Record<string, string[] | null | undefined>

export interface ItemChoices {
  articles: Option[]
  quizzes: Option[]
  scormPackages: Option[]
}

/** Per kind of item: its label and the picker's list of it. */
const KINDS: Record<OfferedItemKind, { label: string; group: string; options: keyof ItemChoices }> =
  {
    article: { label: msg('Article'), group: msg('Articles'), options: 'articles' },
    quiz: { label: msg('Quiz'), group: msg('Quizzes'), options: 'quizzes' },
    scorm: { label: msg('SCORM package'), group: msg('SCORM packages'), options: 'scormPackages' },
  }

/** What is being dragged: a section (its index) or an item (its place). */
export type Dragged = { section: number } | { item: ItemPlace }

/**
 * The course's sections and their items, in order. Every change is a submit button of the course
 * form (add, remove, Move up, Move down), so it works without JavaScript and keeps what was
 * typed; with JavaScript, sections and items can also be dragged (`onDrop` gets the move), and
 * each section's picker gets a search box.
 */
export function CourseSections({
  sections,
  errors,
  choices,
  canWriteArticle,
  onDrop,
}: {
  sections: SectionValues[]
  errors: Errors
  choices: ItemChoices
  /** Offers "Write a new article here" (it saves the course first). */
  canWriteArticle: boolean
  onDrop: (dragged: Dragged, target: Dragged) => void
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  // A ref, not state: dragover comes before React would have rendered a state change.
  const dragged = useRef<Dragged | null>(null)
  // A section is dropped on a section, an item on an item; anything else goes on to the parent.
  const sameKind = (me: Dragged) =>
    dragged.current !== null && 'section' in dragged.current === 'section' in me
  const dragProps = (me: Dragged) =>
    hydrated
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.stopPropagation()
            event.dataTransfer.effectAllowed = 'move'
            event.dataTransfer.setData('text/plain', JSON.stringify(me))
            dragged.current = me
          },
          onDragOver: (event: DragEvent) => {
            if (sameKind(me)) event.preventDefault()
          },
          onDrop: (event: DragEvent) => {
            if (!sameKind(me)) return
            event.preventDefault()
            event.stopPropagation()
            onDrop(dragged.current!, me)
            dragged.current = null
          },
          onDragEnd: () => {
            dragged.current = null
          },
        }
      : {}
  return (
    <fieldset className="mb-6">
      <legend className="text-lg font-semibold text-slate-900">{t('Sections')}</legend>
      {hydrated ? (
        <p className="text-sm text-slate-600">
          {t('Drag sections and items to reorder them, or use Move up and Move down.')}
        </p>
      ) : null}
      {sections.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('This course has no sections yet.')}</p>
      ) : null}
      <ol className="mt-3 space-y-4" aria-label={t('Sections')}>
        {sections.map((section, s) => (
          <li
            key={s}
            {...dragProps({ section: s })}
            data-testid="course-section"
            className="rounded-md border-2 border-slate-300 bg-white p-4"
          >
            <SectionHeader index={s} count={sections.length} section={section} errors={errors} />
            <ol className="mt-3 space-y-2" aria-label={t('Items of section {{n}}', { n: s + 1 })}>
              {(section.section_items ?? []).map((item, i) => (
                <li
                  key={`${s}-${i}`}
                  {...dragProps({ item: { section: s, item: i } })}
                  data-testid="course-item"
                  className="flex flex-wrap items-center gap-2 rounded border border-slate-200 bg-slate-50 p-2"
                >
                  <ItemRow
                    place={{ section: s, item: i }}
                    count={section.section_items!.length}
                    item={item}
                    choices={choices}
                    errors={errors}
                  />
                </li>
              ))}
            </ol>
            <ItemPicker index={s} choices={choices} chosen={text(section.new_item)} />
            {canWriteArticle ? (
              <Button name="intent" value={`new-article:${s}`} variant="link" className="mt-2">
                {t('Save the course and write a new article in this section')}
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      <Button name="intent" value="add-section" variant="secondary" className="mt-4">
        {t('Add section')}
      </Button>
    </fieldset>
  )
}

/** The row of buttons that move or remove one entry (a section or an item). */
function MoveButtons({
  prefix,
  at,
  count,
  name,
}: {
  /** The intent's name part ('section', 'item') and the entry's place ('2' or '2:0'). */
  prefix: 'section' | 'item'
  at: string
  count: number
  name: string
}) {
  const { t } = useTranslation()
  const index = Number(at.split(':').at(-1))
  const small = 'px-2 py-1 text-sm'
  return (
    <span className="ms-auto flex flex-wrap gap-2">
      <Button
        name="intent"
        value={`${prefix}-up:${at}`}
        variant="secondary"
        className={small}
        disabled={index === 0}
      >
        {t('Move up')}
        <span className="sr-only"> {name}</span>
      </Button>
      <Button
        name="intent"
        value={`${prefix}-down:${at}`}
        variant="secondary"
        className={small}
        disabled={index === count - 1}
      >
        {t('Move down')}
        <span className="sr-only"> {name}</span>
      </Button>
      <Button name="intent" value={`remove-${prefix}:${at}`} variant="secondary" className={small}>
        {t('Remove')}
        <span className="sr-only"> {name}</span>
      </Button>
    </span>
  )
}

function SectionHeader({
  index,
  count,
  section,
  errors,
}: {
  index: number
  count: number
  section: SectionValues
  errors: Errors
}) {
  const { t } = useTranslation()
  const id = `sections-${index}-title`
  const error = errors[`sections[${index}].title`]
  const title = text(section.title) || t('Section {{n}}', { n: index + 1 })
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-60 grow">
        <label htmlFor={id} className="block font-semibold">
          {t('Section {{n}} title', { n: index + 1 })}
        </label>
        {error?.length ? (
          <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
            <span className="sr-only">{t('Error:')}</span> {t(error[0]!)}
          </p>
        ) : null}
        <input
          id={id}
          name={`sections[${index}].title`}
          defaultValue={text(section.title)}
          aria-invalid={error?.length ? true : undefined}
          aria-describedby={error?.length ? `${id}-error` : undefined}
          className={controlClasses(Boolean(error?.length))}
        />
      </div>
      <MoveButtons prefix="section" at={String(index)} count={count} name={title} />
    </div>
  )
}

function ItemRow({
  place,
  count,
  item,
  choices,
  errors,
}: {
  place: ItemPlace
  count: number
  item: ItemValues
  choices: ItemChoices
  errors: Errors
}) {
  const { t } = useTranslation()
  const kind = kindOf(item)
  const raw = itemIdOf(item)
  const id = text(raw) || String(raw ?? '')
  const options = choices[KINDS[kind].options]
  const title = options.find((option) => String(option.id) === id)?.name ?? t('(not found)')
  const field = `sections[${place.section}].section_items[${place.item}]`
  const error = errors[`${field}.${ITEM_FIELDS[kind]}`] ?? errors[`${field}.kind`]
  return (
    <>
      <input type="hidden" name={`${field}.kind`} value={kind} />
      <input type="hidden" name={`${field}.${ITEM_FIELDS[kind]}`} value={id} />
      <span className="rounded bg-slate-200 px-2 py-0.5 text-sm">{t(KINDS[kind].label)}</span>
      <span className="font-medium">{title}</span>
      {error?.length ? (
        <span className="text-sm font-semibold text-red-700">
          <span className="sr-only">{t('Error:')}</span> {t(error[0]!)}
        </span>
      ) : null}
      <MoveButtons prefix="item" at={`${place.section}:${place.item}`} count={count} name={title} />
    </>
  )
}

/**
 * The section's picker: the company's articles, quizzes and SCORM packages in one select, added by "Add to
 * section" (without JS the same select and button); with JavaScript a search box narrows it.
 */
function ItemPicker({
  index,
  choices,
  chosen,
}: {
  index: number
  choices: ItemChoices
  chosen: string
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [search, setSearch] = useState('')
  const id = `sections-${index}-new_item`
  const matches = (option: Option) =>
    option.name.toLowerCase().includes(search.trim().toLowerCase())
  const group = (kind: OfferedItemKind) => (
    <optgroup key={kind} label={t(KINDS[kind].group)}>
      {choices[KINDS[kind].options].filter(matches).map((option) => (
        <option key={option.id} value={choiceOfItem({ kind, [ITEM_FIELDS[kind]]: option.id })}>
          {option.name}
        </option>
      ))}
    </optgroup>
  )
  return (
    <div className="mt-3 flex flex-wrap items-end gap-3">
      {hydrated ? (
        <div>
          <label htmlFor={`${id}-search`} className="block text-sm font-semibold">
            {t('Search articles, quizzes and SCORM packages')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={controlClasses(false, 'w-56')}
          />
        </div>
      ) : null}
      <div className="grow">
        <label htmlFor={id} className="block text-sm font-semibold">
          {t('Article, quiz or SCORM package to add')}
        </label>
        <select
          id={id}
          name={`sections[${index}].new_item`}
          defaultValue={chosen}
          className={controlClasses()}
        >
          <option value="">{t('Choose an article, a quiz or a SCORM package')}</option>
          {(Object.keys(KINDS) as OfferedItemKind[]).map(group)}
        </select>
      </div>
      <Button name="intent" value={`add-item:${index}`} variant="secondary">
        {t('Add to section')}
      </Button>
    </div>
  )
}
