import { useTranslation } from '~/components/translation'
import { DecisionChartField } from '~/domains/flowchart/components/decision-chart-field'
import type { FlowChartView } from '~/domains/flowchart/flowchart.constants'
import { CONTENT_BLOCK_LABELS, splitTags, VISIBILITY_LABELS } from '../articles.schema'
import type { CategoryNode } from '../../taxonomy/category-tree'
import { ARTICLE_VISIBILITY, CONTENT_BLOCKS } from '../../knowledge-constants'
import type { KnowledgeFileView } from '../../files/knowledge-files'
import { AcknowledgementFields } from './article-form-acknowledgement'
import {
  CHECK,
  CheckList,
  CONTROL,
  EmbedVideoInput,
  FieldError,
  Legend,
  Radio,
  TagInput,
  type Option,
} from './article-form-controls'
import { list, text, type Errors, type Values } from './article-form-values'
import {
  ArticleTypeField,
  type ArticleTypeOption,
} from '../../taxonomy/components/article-type-field'
import { CategoryField } from '../../taxonomy/components/category-field'
import { KnowledgeFileUploads } from '../../files/components/file-uploads'
import { RichTextEditor } from './rich-text-editor'
import { DivisionsField } from './divisions-field'
import { VideoRecorder } from '../../files/components/video-recorder'

export interface ArticleChoices {
  categories: CategoryNode[]
  types: ArticleTypeOption[]
  publicKnowledgebases: Option[]
  responsibilities: Option[]
  divisions: Option[]
  /** The author may create divisions ('Add Division/Dept'). */
  mayAddDivision: boolean
  positions: Option[]
  people: Option[]
  files: KnowledgeFileView[]
  /** The decision chart the article shows, if any (read by DecisionChartField). */
  flowChart?: FlowChartView | null
  /** An AI provider is configured: the editor offers the AI writing helper. */
  aiWriting: boolean
}

/** The chosen files' views, in the order of their ids (ids not among the views are dropped). */
const filesById = (files: KnowledgeFileView[], ids: unknown[]): KnowledgeFileView[] =>
  ids.flatMap((id) => files.find((file) => String(file.id) === id) ?? [])

/** The fields of the form; remounted (key) when local work is restored or the form is reset. */
export function ArticleFields({
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
  const titleErrors = errors.title
  const category = text(values.article_category)
  const type = text(values.type)
  const visibility = text(values.visibility) || String(ARTICLE_VISIBILITY.allStaff)
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
        <DivisionsField
          options={choices.divisions}
          chosen={list(values.division)}
          mayAdd={choices.mayAddDivision}
          values={values}
          errors={errors}
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

      <AcknowledgementFields values={values} errors={errors} />
    </>
  )
}
