/**
 * TODO(merge): tiny stand-ins for the uploads and taxonomy parts' widgets, with their contract
 * names and props, so the article form works before those branches land. Delete this file at
 * merge and import the real components in article-form.tsx.
 */
import { useTranslation } from '~/components/translation'

const CONTROL =
  'mt-1 block w-full rounded-md border-2 border-slate-700 bg-white px-3 py-2 text-base text-slate-900'

export interface CategoryNode {
  id: number
  name: string
  parentId: number | null
  isSubsection: boolean
  children: CategoryNode[]
}

function flatten(nodes: CategoryNode[], depth = 0): { id: number; label: string }[] {
  return nodes.flatMap((node) => [
    { id: node.id, label: `${'— '.repeat(depth)}${node.name}` },
    ...flatten(node.children, depth + 1),
  ])
}

export function RichTextEditor({
  name,
  id,
  label,
  defaultValue,
  error,
}: {
  name: string
  id: string
  label: string
  defaultValue: string
  error?: string
}) {
  const { t } = useTranslation()
  return (
    <div className="mb-5">
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {error ? <p className="text-sm font-semibold text-red-700">{t(error)}</p> : null}
      <textarea id={id} name={name} defaultValue={defaultValue} rows={12} className={CONTROL} />
    </div>
  )
}

export function CategoryField({
  name,
  tree,
  defaultValue,
  error,
}: {
  name: string
  tree: CategoryNode[]
  defaultValue: number | null
  error?: string
  canManage: boolean
}) {
  const { t } = useTranslation()
  return (
    <div className={`mb-5 ${error ? 'border-l-4 border-red-700 pl-3' : ''}`}>
      <label htmlFor={name} className="block font-semibold text-slate-900">
        {t('Category')}
      </label>
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-red-700">
          <span className="sr-only">{t('Error:')}</span> {t(error)}
        </p>
      ) : null}
      <select
        id={name}
        name={name}
        defaultValue={defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className={CONTROL}
      >
        <option value="">{t('Select a category')}</option>
        {flatten(tree).map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

export function ArticleTypeField({
  name,
  types,
  defaultValue,
}: {
  name: string
  types: { id: number; name: string; color: string }[]
  defaultValue: number | null
  canManage: boolean
}) {
  const { t } = useTranslation()
  return (
    <div className="mb-5">
      <label htmlFor={name} className="block font-semibold text-slate-900">
        {t('Type')}
      </label>
      <select id={name} name={name} defaultValue={defaultValue ?? ''} className={CONTROL}>
        <option value="">{t('No type')}</option>
        {types.map((type) => (
          <option key={type.id} value={type.id}>
            {type.name}
          </option>
        ))}
      </select>
    </div>
  )
}

/** Keeps already attached files (hidden ids); the real widget uploads new ones. */
export function KnowledgeFileUploads({ name, fileIds }: { name: string; fileIds: number[] }) {
  const { t } = useTranslation()
  return (
    <div className="mb-5">
      {fileIds.map((id) => (
        <input key={id} type="hidden" name={name} value={id} />
      ))}
      <label htmlFor="files" className="block font-semibold text-slate-900">
        {t('Files')}
      </label>
      <input id="files" type="file" name="files" multiple className="mt-1 block" />
    </div>
  )
}

export function VideoRecorder({ name, fileId }: { name: string; fileId: number | null }) {
  const { t } = useTranslation()
  return (
    <div className="mb-5">
      {fileId ? <input type="hidden" name={name} value={fileId} /> : null}
      <label htmlFor="video" className="block font-semibold text-slate-900">
        {t('Video recording')}
      </label>
      <input id="video" type="file" name="video" accept="video/*" className="mt-1 block" />
    </div>
  )
}
