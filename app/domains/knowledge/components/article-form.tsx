import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod'
import { Form, Link } from '@remix-run/react'
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { msg } from '~/i18n'
import { Button, buttonClasses } from '~/components/ui/button'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Notice } from '~/components/ui/notice'
import { useHydrated } from '~/components/use-hydrated'
import {
  ArticleSchema,
  CONTENT_BLOCK_LABELS,
  splitTags,
  VISIBILITY_LABELS,
  type ArticleContent,
} from '../articles.schema'
import { ACKNOWLEDGEMENT_TYPE, CONTENT_BLOCKS, ARTICLE_VISIBILITY } from '../knowledge-constants'
import { DiffView, type DiffPart } from './article-diff'
import type { CategoryNode } from '../category-tree'
import type { KnowledgeFileView } from '../knowledge-files'
import { EmbeddedVideo } from './embedded-video'
import { KnowledgeFileUploads } from './file-uploads'
import { RichTextEditor } from './rich-text-editor'
import { VideoRecorder } from './video-recorder'
import { ArticleTypeField, type ArticleTypeOption } from './article-type-field'
import { CategoryField } from './category-field'
import type { FlowChartView } from '~/domains/flowchart/flowchart.constants'
import { DecisionChartField } from '~/domains/flowchart/components/decision-chart-field'

const CONTROL =
  'mt-1 block w-full rounded-md border-2 border-slate-700 bg-white px-3 py-2 text-base text-slate-900'
const CHECK = 'h-5 w-5 shrink-0 accent-brand-600'

type Option = { id: number; name: string }
export interface ArticleChoices {
  categories: CategoryNode[]
  types: ArticleTypeOption[]
  publicKnowledgebases: Option[]
  responsibilities: Option[]
  divisions: Option[]
  positions: Option[]
  people: Option[]
  files: KnowledgeFileView[]
  /** The decision chart the article shows, if any (read by DecisionChartField). */
  flowChart?: FlowChartView | null
  /** An AI provider is configured: the editor offers the AI writing helper. */
  aiWriting: boolean
}

/** A 409: the article as saved now and as the user wrote it, with the word diff between them. */
export interface ArticleConflict {
  saved: { title: string; body: string }
  mine: { title: string; body: string }
  bodyDiff: DiffPart[]
}

/**
 * create: a new article; published: editing a live article (Update & Notify / Don't Notify);
 * unpublished: editing a status-1 article; draft: the pending draft of a published article.
 */
export type ArticleFormMode = 'create' | 'published' | 'unpublished' | 'draft'

type Values = Record<string, unknown>
type Errors = Record<string, string[] | null | undefined>

const list = (value: unknown): string[] =>
  value === undefined || value === null || value === '' ? [] : [value].flat().map(String)
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
/** The chosen files' views, in the order of their ids (ids not among the views are dropped). */
const filesById = (files: KnowledgeFileView[], ids: unknown[]): KnowledgeFileView[] =>
  ids.flatMap((id) => files.find((file) => String(file.id) === id) ?? [])

/** The form's values (conform's payload shape) of a saved article. */
export function formValuesOf(saved: ArticleContent): Values {
  return {
    title: saved.title,
    article_category: saved.article_category === null ? '' : String(saved.article_category),
    type: saved.type === null ? '' : String(saved.type),
    body: saved.body,
    visibility: String(saved.visibility),
    public_knowledgebases: saved.public_knowledgebases.map(String),
    tags: saved.tags,
    blocks: saved.blocks,
    video_file_id: saved.video_file_id === null ? '' : String(saved.video_file_id),
    file_ids: saved.file_ids.map(String),
    embed_video_url: saved.embed_video_url,
    flow_chart: saved.flow_chart === null ? '' : String(saved.flow_chart),
    assigned_responsibilities: saved.assigned_responsibilities.map(String),
    division: saved.division.map(String),
    individuals: saved.individuals.map(String),
    assigned_positions: saved.assigned_positions.map(String),
    is_assigned_to_everyone: saved.is_assigned_to_everyone ? 'on' : undefined,
    reassign_month_duration: String(saved.reassign_month_duration),
    acknowledgement_type: String(saved.acknowledgement_type),
    acknowledgement_question: saved.acknowledgement_question,
    article_answers: saved.article_answers.map((a) => ({
      answer: a.answer,
      is_correct: a.is_correct ? 'on' : undefined,
    })),
  }
}

/** The values a list of form entries stands for (what local storage keeps). */
function valuesOfEntries(entries: [string, string][]): Values {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return parseWithZod(data, { schema: ArticleSchema }).payload as Values
}

const STORAGE_PREFIX = 'groundwork:article-form:'
interface StoredForm {
  savedAt: number
  entries: [string, string][]
}

function readStored(key: string): StoredForm | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_PREFIX + key)
    return raw ? (JSON.parse(raw) as StoredForm) : null
  } catch {
    return null
  }
}
const forget = (key: string) => window.localStorage.removeItem(STORAGE_PREFIX + key)

function Legend({ children }: { children: ReactNode }) {
  return <legend className="text-lg font-semibold text-slate-900">{children}</legend>
}

function FieldError({ id, errors }: { id: string; errors?: string[] | null }) {
  const { t } = useTranslation()
  if (!errors?.length) return null
  return (
    <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
      <span className="sr-only">{t('Error:')}</span> {t(errors[0]!)}
    </p>
  )
}

/** Tags: with JavaScript, chips added with Enter, Tab or comma; without, comma-separated text. */
function TagInput({ defaultValue }: { defaultValue: string[] }) {
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
function CheckList({
  name,
  legend,
  options,
  chosen,
}: {
  name: string
  legend: string
  options: Option[]
  chosen: string[]
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [filter, setFilter] = useState('')
  const shown = options.filter((option) =>
    option.name.toLowerCase().includes(filter.trim().toLowerCase()),
  )
  return (
    <details className="mb-3 rounded-md border border-slate-300 p-3" open={chosen.length > 0}>
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
      </fieldset>
    </details>
  )
}

type Answer = { answer: string; is_correct: boolean }

function answersOf(values: Values): Answer[] {
  const raw = values.article_answers
  return (Array.isArray(raw) ? raw : []).map((item: Record<string, unknown> | undefined) => ({
    answer: text(item?.answer),
    is_correct: item?.is_correct === 'on' || item?.is_correct === true,
  }))
}

/** Question and answer acknowledgement (seed §5): answers added and removed; one must be right. */
function AnswersEditor({ initial, errors }: { initial: Answer[]; errors: Errors }) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [answers, setAnswers] = useState(initial)
  const change = (index: number, patch: Partial<Answer>) =>
    setAnswers(answers.map((answer, i) => (i === index ? { ...answer, ...patch } : answer)))
  return (
    <fieldset className="mt-4" aria-describedby="article_answers-error">
      <Legend>{t('Answers')}</Legend>
      <FieldError id="article_answers" errors={errors.article_answers} />
      <ol className="mt-2 space-y-3">
        {answers.map((answer, index) => {
          const id = `article_answers-${index}`
          const answerErrors = errors[`article_answers[${index}].answer`]
          return (
            <li key={index} className="flex flex-wrap items-end gap-3">
              <div className="grow">
                <label htmlFor={id} className="block font-semibold">
                  {t('Answer {{number}}', { number: index + 1 })}
                </label>
                <FieldError id={id} errors={answerErrors} />
                <input
                  id={id}
                  name={`article_answers[${index}].answer`}
                  value={answer.answer}
                  onChange={(event) => change(index, { answer: event.target.value })}
                  aria-invalid={answerErrors?.length ? true : undefined}
                  aria-describedby={answerErrors?.length ? `${id}-error` : undefined}
                  className={CONTROL}
                />
              </div>
              <label className="flex items-center gap-2 pb-2">
                <input
                  type="checkbox"
                  name={`article_answers[${index}].is_correct`}
                  checked={answer.is_correct}
                  onChange={(event) => change(index, { is_correct: event.target.checked })}
                  className={CHECK}
                />
                {t('Correct')}
              </label>
              {answers.length > 1 ? (
                <Button
                  variant="secondary"
                  name="intent"
                  value={`remove-answer:${index}`}
                  formNoValidate
                  aria-label={t('Remove answer {{number}}', { number: index + 1 })}
                  onClick={(event) => {
                    if (!hydrated) return
                    event.preventDefault()
                    setAnswers(answers.filter((_, i) => i !== index))
                  }}
                >
                  {t('Remove')}
                </Button>
              ) : null}
            </li>
          )
        })}
      </ol>
      <Button
        variant="secondary"
        className="mt-3"
        name="intent"
        value="add-answer"
        formNoValidate
        onClick={(event) => {
          if (!hydrated) return
          event.preventDefault()
          setAnswers([...answers, { answer: '', is_correct: false }])
        }}
      >
        {t('Add answer')}
      </Button>
    </fieldset>
  )
}

function Radio({
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
function EmbedVideoInput({ defaultValue }: { defaultValue: string }) {
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

/** The fields of the form; remounted (key) when local work is restored or the form is reset. */
function ArticleFields({
  values,
  errors,
  choices,
  onUploadPending,
}: {
  values: Values
  errors: Errors
  choices: ArticleChoices
  onUploadPending: (block: 'files' | 'video', pending: boolean) => void
}) {
  const { t } = useTranslation()
  const blocks = list(values.blocks)
  const [answerSeed, setAnswerSeed] = useState(() => answersOf(values))
  const [answersKey, setAnswersKey] = useState(0)
  const titleErrors = errors.title
  const category = text(values.article_category)
  const type = text(values.type)
  const visibility = text(values.visibility) || String(ARTICLE_VISIBILITY.allStaff)
  const ackType = text(values.acknowledgement_type) || String(ACKNOWLEDGEMENT_TYPE.signature)
  return (
    <>
      <div className={`mb-5 ${titleErrors?.length ? 'border-l-4 border-red-700 pl-3' : ''}`}>
        <label htmlFor="title" className="block font-semibold text-slate-900">
          {t('Title')}
        </label>
        <FieldError id="title" errors={titleErrors} />
        <input
          id="title"
          name="title"
          defaultValue={text(values.title)}
          aria-invalid={titleErrors?.length ? true : undefined}
          aria-describedby={titleErrors?.length ? 'title-error' : undefined}
          className={CONTROL}
        />
      </div>
      <CategoryField
        name="article_category"
        tree={choices.categories}
        defaultValue={category ? Number(category) : null}
        error={errors.article_category?.[0]}
        canManage
        newCategoryDefaults={{
          name: text(values.new_category_name),
          parent: text(values.new_category_parent) ? Number(values.new_category_parent) : null,
        }}
      />
      <ArticleTypeField
        name="type"
        types={choices.types}
        defaultValue={type ? Number(type) : null}
        error={errors.type?.[0]}
        canManage
        newType={{
          name: text(values.new_type_name),
          color: text(values.new_type_color),
          errors: {
            new_type_name: errors.new_type_name ?? undefined,
            new_type_color: errors.new_type_color ?? undefined,
          },
        }}
      />

      <fieldset className="group mb-5">
        <Legend>{t('Visibility')}</Legend>
        <div className="mt-2 flex flex-wrap gap-6">
          {Object.values(ARTICLE_VISIBILITY).map((value) => (
            <Radio
              key={value}
              name="visibility"
              value={value}
              label={t(VISIBILITY_LABELS[value]!)}
              checked={visibility === String(value)}
            />
          ))}
        </div>
        {choices.publicKnowledgebases.length > 0 ? (
          <fieldset className="mt-3 hidden group-has-[#visibility-0:checked]:block">
            <legend className="font-semibold">{t('Public knowledge bases')}</legend>
            {choices.publicKnowledgebases.map((kb) => (
              <label key={kb.id} className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name="public_knowledgebases"
                  value={kb.id}
                  defaultChecked={list(values.public_knowledgebases).includes(String(kb.id))}
                  className={CHECK}
                />
                {kb.name}
              </label>
            ))}
          </fieldset>
        ) : null}
      </fieldset>

      <TagInput defaultValue={splitTags(list(values.tags))} />

      <fieldset className="mb-5">
        <Legend>{t('Content blocks')}</Legend>
        <p className="text-sm text-slate-600">
          {t('Switch on the blocks this article has; switching one off removes its content.')}
        </p>
        {CONTENT_BLOCKS.map((block) => (
          <div key={block} className="group mt-3 rounded-md border border-slate-300 p-3">
            <label className="flex items-center gap-2 font-semibold">
              <input
                type="checkbox"
                id={`block-${block}`}
                name="blocks"
                value={block}
                defaultChecked={blocks.includes(block)}
                className={CHECK}
              />
              {t(CONTENT_BLOCK_LABELS[block])}
            </label>
            <div className="mt-3 hidden group-has-[>label>input:checked]:block">
              {block === 'text' ? (
                <RichTextEditor
                  name="body"
                  id="body"
                  label={t('Article text')}
                  defaultValue={text(values.body)}
                  aiWriting={choices.aiWriting}
                />
              ) : block === 'video' ? (
                <VideoRecorder
                  name="video_file_id"
                  file={filesById(choices.files, [values.video_file_id])[0] ?? null}
                  onPendingChange={(pending) => onUploadPending('video', pending)}
                />
              ) : block === 'files' ? (
                <KnowledgeFileUploads
                  name="file_ids"
                  label={t('Upload files')}
                  files={filesById(choices.files, list(values.file_ids))}
                  onPendingChange={(pending) => onUploadPending('files', pending)}
                />
              ) : block === 'decision_chart' ? (
                <DecisionChartField
                  name="flow_chart"
                  chartId={text(values.flow_chart)}
                  saved={choices.flowChart ?? null}
                  toggleId={`block-${block}`}
                />
              ) : (
                <div>
                  <label htmlFor="embed_video_url" className="block font-semibold">
                    {t('Video address')}
                  </label>
                  <p id="embed_video_url-hint" className="text-sm text-slate-600">
                    {t('A YouTube, Vimeo, Loom, Wistia or Twitch link')}
                  </p>
                  <FieldError id="embed_video_url" errors={errors.embed_video_url} />
                  <EmbedVideoInput defaultValue={text(values.embed_video_url)} />
                </div>
              )}
            </div>
          </div>
        ))}
      </fieldset>

      <fieldset className="mb-5">
        <Legend>{t('Assignment')}</Legend>
        <label className="my-3 flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            name="is_assigned_to_everyone"
            defaultChecked={values.is_assigned_to_everyone === 'on'}
            className={CHECK}
          />
          {t('Assign to everyone')}
        </label>
        <CheckList
          name="assigned_responsibilities"
          legend={t('Responsibilities')}
          options={choices.responsibilities}
          chosen={list(values.assigned_responsibilities)}
        />
        <CheckList
          name="division"
          legend={t('Divisions/Depts')}
          options={choices.divisions}
          chosen={list(values.division)}
        />
        <CheckList
          name="assigned_positions"
          legend={t('Positions')}
          options={choices.positions}
          chosen={list(values.assigned_positions)}
        />
        <CheckList
          name="individuals"
          legend={t('Individuals')}
          options={choices.people}
          chosen={list(values.individuals)}
        />
        <label htmlFor="reassign_month_duration" className="mt-4 block font-semibold">
          {t('Reassign every (months)')}
        </label>
        <p id="reassign-hint" className="text-sm text-slate-600">
          {t('0 means the article is never reassigned')}
        </p>
        <FieldError id="reassign_month_duration" errors={errors.reassign_month_duration} />
        <select
          id="reassign_month_duration"
          name="reassign_month_duration"
          defaultValue={text(values.reassign_month_duration) || '0'}
          aria-describedby="reassign-hint"
          className={`${CONTROL} max-w-40`}
        >
          {Array.from({ length: 13 }, (_, months) => (
            <option key={months} value={months}>
              {months}
            </option>
          ))}
        </select>
      </fieldset>

      <fieldset className="group mb-5">
        <Legend>{t('Acknowledgement')}</Legend>
        <div className="mt-2 flex flex-wrap gap-6">
          <Radio
            name="acknowledgement_type"
            value={ACKNOWLEDGEMENT_TYPE.signature}
            label={t('Signature')}
            checked={ackType === String(ACKNOWLEDGEMENT_TYPE.signature)}
          />
          <Radio
            name="acknowledgement_type"
            value={ACKNOWLEDGEMENT_TYPE.questionAndAnswer}
            label={t('Question and answer')}
            checked={ackType === String(ACKNOWLEDGEMENT_TYPE.questionAndAnswer)}
            onChange={() => {
              // Seed §4: choosing question and answer adds one empty answer.
              if (answerSeed.length === 0) {
                setAnswerSeed([{ answer: '', is_correct: false }])
                setAnswersKey((key) => key + 1)
              }
            }}
          />
        </div>
        <div className="mt-3 hidden group-has-[#acknowledgement_type-2:checked]:block">
          <label htmlFor="acknowledgement_question" className="block font-semibold">
            {t('Question')}
          </label>
          <FieldError id="acknowledgement_question" errors={errors.acknowledgement_question} />
          <input
            id="acknowledgement_question"
            name="acknowledgement_question"
            defaultValue={text(values.acknowledgement_question)}
            aria-invalid={errors.acknowledgement_question?.length ? true : undefined}
            aria-describedby={
              errors.acknowledgement_question?.length ? 'acknowledgement_question-error' : undefined
            }
            className={CONTROL}
          />
          <AnswersEditor key={answersKey} initial={answerSeed} errors={errors} />
        </div>
      </fieldset>
    </>
  )
}

/** Fields in form order, for the error summary's links. */
const SUMMARY_FIELDS = [
  'title',
  'article_category',
  'type',
  'new_type_name',
  'new_type_color',
  'visibility',
  'tags',
  'file_ids',
  'embed_video_url',
  'reassign_month_duration',
  'acknowledgement_question',
]

/** Fields whose control's id is not their name (the taxonomy selects). */
const FIELD_IDS: Record<string, string> = {
  article_category: 'article_category-field',
  type: 'type-field',
  file_ids: 'file_ids-input',
}

function summaryErrors(errors: Errors): Record<string, string[] | undefined> {
  const summary: Record<string, string[] | undefined> = {}
  for (const field of SUMMARY_FIELDS)
    summary[FIELD_IDS[field] ?? field] = errors[field] ?? undefined
  for (const [key, messages] of Object.entries(errors)) {
    const answer = /^article_answers\[(\d+)\]\.answer$/.exec(key)
    if (answer) summary[`article_answers-${answer[1]}`] = messages ?? undefined
  }
  if (errors.article_answers?.length) summary['article_answers-0'] ??= errors.article_answers
  return summary
}

/** Keeps the form in local storage per article (seed §4), and offers it back on return. */
function useLocalWork(storageKey: string, serverUpdatedAt: string | null) {
  const [newer, setNewer] = useState<StoredForm | null>(null)
  const [restored, setRestored] = useState<StoredForm | null>(null)
  useEffect(() => {
    const stored = readStored(storageKey)
    if (!stored) return
    if (serverUpdatedAt && Date.parse(serverUpdatedAt) > stored.savedAt) setNewer(stored)
    else setRestored(stored)
  }, [storageKey, serverUpdatedAt])
  return {
    newer,
    restored,
    keepMine: () => {
      setRestored(newer)
      setNewer(null)
    },
    loadNewer: () => {
      forget(storageKey)
      setNewer(null)
    },
    save: (form: HTMLFormElement) => {
      const entries = [...new FormData(form)].filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !['version', 'draft_version'].includes(entry[0]),
      )
      const stored: StoredForm = { savedAt: Date.now(), entries }
      window.localStorage.setItem(STORAGE_PREFIX + storageKey, JSON.stringify(stored))
    },
    forget: () => forget(storageKey),
  }
}

const SUBMITS: Record<ArticleFormMode, { intent: string; label: string; variant?: 'secondary' }[]> =
  {
    create: [
      { intent: 'publish', label: msg('Publish') },
      {
        intent: 'publish-and-add-another',
        label: msg('Save and add another'),
        variant: 'secondary',
      },
      { intent: 'draft', label: msg('Save draft'), variant: 'secondary' },
    ],
    published: [
      { intent: 'publish', label: msg('Update & Notify') },
      { intent: 'publish-quiet', label: msg("Update & Don't Notify"), variant: 'secondary' },
      { intent: 'draft', label: msg('Save draft'), variant: 'secondary' },
    ],
    unpublished: [
      { intent: 'publish', label: msg('Publish') },
      { intent: 'draft', label: msg('Save draft'), variant: 'secondary' },
    ],
    draft: [
      { intent: 'publish', label: msg('Publish') },
      { intent: 'draft', label: msg('Save draft'), variant: 'secondary' },
    ],
  }

/**
 * The article form (seed 001 §2–§5): every field of §3, a plain multipart form post that works
 * without JavaScript (blocks and the question show through CSS, answers are added and removed
 * by submit buttons); with JavaScript the same schema checks it before sending and the work is
 * kept in local storage until it is saved, cancelled or reset.
 */
export function ArticleForm({
  mode,
  saved,
  reply,
  conflict,
  files,
  choices,
  version,
  draftVersion,
  storageKey,
  serverUpdatedAt,
  cancelTo,
}: {
  mode: ArticleFormMode
  saved: ArticleContent
  reply?: SubmissionResult<string[]>
  conflict?: ArticleConflict
  /** The files the last answer's form holds (stored without JS, or uploaded before a refusal). */
  files?: KnowledgeFileView[]
  choices: ArticleChoices
  version?: number
  draftVersion?: number
  storageKey: string
  serverUpdatedAt: string | null
  cancelTo: string
}) {
  const { t } = useTranslation()
  const form = useRef<HTMLFormElement>(null)
  const summary = useRef<HTMLDivElement>(null)
  const work = useLocalWork(storageKey, serverUpdatedAt)
  const [values, setValues] = useState<Values>(
    () => (reply?.initialValue as Values | undefined) ?? formValuesOf(saved),
  )
  const [formKey, setFormKey] = useState(0)
  const [clientErrors, setClientErrors] = useState<Errors | null>(null)
  const [announcement, setAnnouncement] = useState('')
  // Seed §4: an upload in progress blocks saving until it completes or is cancelled.
  const [uploading, setUploading] = useState({ files: false, video: false })
  const uploadPending = uploading.files || uploading.video
  // Stable, and a no-op when nothing changes: the upload widgets report their state from effects.
  const onUploadPending = useCallback((block: 'files' | 'video', pending: boolean) => {
    setUploading((current) =>
      current[block] === pending ? current : { ...current, [block]: pending },
    )
  }, [])
  const errors: Errors = clientErrors ?? ((reply?.error ?? {}) as Errors)
  const formErrors = (errors[''] ?? []).filter(Boolean) as string[]

  // A new answer from the server replaces the browser's view of the form.
  useEffect(() => {
    setClientErrors(null)
    if (reply?.initialValue) {
      setValues(reply.initialValue as Values)
      setFormKey((key) => key + 1)
    }
  }, [reply])
  useEffect(() => {
    if (!work.restored) return
    setValues(valuesOfEntries(work.restored.entries))
    setFormKey((key) => key + 1)
  }, [work.restored])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // The category and type dialogs are portaled out of this form in the page, but React still
    // bubbles their submits here: they are not the article's.
    if (event.target !== event.currentTarget) return
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (submitter?.value === 'add-answer' || submitter?.value.startsWith('remove-answer')) return
    const submission = parseWithZod(new FormData(event.currentTarget), { schema: ArticleSchema })
    if (submission.status !== 'success') {
      event.preventDefault()
      setClientErrors(submission.error ?? {})
      requestAnimationFrame(() =>
        summary.current?.querySelector<HTMLElement>('[role=alert]')?.focus(),
      )
      return
    }
    work.forget()
  }

  return (
    <>
      {work.newer ? (
        <section
          aria-labelledby="newer-title"
          className="mb-6 rounded-md border-l-4 border-brand-600 bg-brand-50 p-4"
        >
          <h2 id="newer-title" className="font-semibold">
            {t('A newer version of this article was saved after your unsaved changes.')}
          </h2>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button type="button" onClick={work.loadNewer}>
              {t('Load newer')}
            </Button>
            <Button type="button" variant="secondary" onClick={work.keepMine}>
              {t('Keep my draft')}
            </Button>
          </div>
        </section>
      ) : null}
      {work.restored ? (
        <Notice kind="info">{t('Your unsaved changes to this form were restored.')}</Notice>
      ) : null}
      {conflict ? <ConflictPanel conflict={conflict} /> : null}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div ref={summary}>
        <ErrorSummary fieldErrors={summaryErrors(errors)} formErrors={formErrors} />
      </div>
      <Form
        ref={form}
        method="post"
        encType="multipart/form-data"
        noValidate
        onSubmit={onSubmit}
        // input, not React's change: it also reaches the form from the rich text editor, whose
        // text would otherwise be kept only when some other field changed after it.
        onInput={(event) => work.save(event.currentTarget)}
        onReset={(event) => {
          event.preventDefault()
          work.forget()
          setValues(formValuesOf(saved))
          setClientErrors(null)
          setFormKey((key) => key + 1)
          setAnnouncement(t('Form Reset'))
        }}
      >
        {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
        {draftVersion !== undefined ? (
          <input type="hidden" name="draft_version" value={draftVersion} />
        ) : null}
        <ArticleFields
          key={formKey}
          values={values}
          errors={errors}
          choices={files ? { ...choices, files: [...choices.files, ...files] } : choices}
          onUploadPending={onUploadPending}
        />
        <div className="mt-8 flex flex-wrap items-center gap-4">
          {SUBMITS[mode].map((submit) => (
            <Button
              key={submit.intent}
              name="intent"
              value={submit.intent}
              variant={submit.variant}
              disabled={uploadPending}
            >
              {t(submit.label)}
            </Button>
          ))}
          {uploadPending ? (
            <p className="font-semibold text-amber-900">
              {t('Please Upload or Cancel Before Saving')}
            </p>
          ) : null}
          <Button type="reset" variant="secondary">
            {t('Reset')}
          </Button>
          <Link to={cancelTo} className={buttonClasses('link')} onClick={work.forget}>
            {t('Cancel')}
          </Link>
        </div>
      </Form>
      {announcement ? (
        <div
          aria-hidden
          className="fixed right-4 bottom-4 rounded-md bg-slate-900 px-4 py-3 text-white"
        >
          {announcement}
        </div>
      ) : null}
    </>
  )
}

/** The 409 (never a silent overwrite): both versions and what differs between them. */
function ConflictPanel({ conflict }: { conflict: ArticleConflict }) {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="conflict-title"
      className="mb-6 rounded-md border-4 border-amber-600 p-4"
    >
      <h2 id="conflict-title" className="text-xl font-bold">
        {t('Someone else saved this article while you were editing it')}
      </h2>
      <p className="mt-1">
        {t(
          'Your changes are still in the form below. Saving again replaces the saved version with yours.',
        )}
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="font-semibold">{t('Saved version')}</h3>
          <p className="mt-1 font-bold">{conflict.saved.title}</p>
          <div
            className="prose mt-2 max-w-none"
            dangerouslySetInnerHTML={{ __html: conflict.saved.body }}
          />
        </div>
        <div>
          <h3 className="font-semibold">{t('Your version')}</h3>
          <p className="mt-1 font-bold">{conflict.mine.title}</p>
          <div
            className="prose mt-2 max-w-none"
            dangerouslySetInnerHTML={{ __html: conflict.mine.body }}
          />
        </div>
      </div>
      <h3 className="mt-4 font-semibold">{t('Differences from the saved text to yours')}</h3>
      <DiffView parts={conflict.bodyDiff} label={t('Differences from the saved text to yours')} />
    </section>
  )
}
