import { useTranslation } from '~/components/translation'
import { formatMoment } from '~/domains/knowledge/reading/reading-format'
import { isDrawnSignature } from '../checklist-answers'
import { checklistFilePath } from '../checklist-paths'
import type { ChecklistItemDto } from '../checklist-records.server'

/** Who answered an item and when ('Done by Sam Staff, 9 Jan 2030, 08:15'). */
export function DoneBy({ item, timezone }: { item: ChecklistItemDto; timezone: string }) {
  const { t, i18n } = useTranslation()
  if (!item.done_at) return null
  return (
    <p className="text-sm text-slate-600">
      {t('Done by {{name}}, {{when}}', {
        name: item.done_by?.name || t('someone who has left'),
        when: formatMoment(item.done_at, i18n.language, timezone),
      })}
    </p>
  )
}

/** An answer as read (a tick, a value, a signature's image or name, a file to download). */
export function AnswerValue({
  checklistId,
  item,
}: {
  checklistId: number
  item: ChecklistItemDto
}) {
  const { t } = useTranslation()
  if (item.value === null) return <span className="text-slate-600">{t('Not answered')}</span>
  if (item.kind === 'checkbox') return <span>{t('Done')}</span>
  if (item.kind === 'file') {
    return (
      <a
        href={checklistFilePath(checklistId, item.id)}
        className="text-brand-700 underline"
        download
      >
        {item.value}
      </a>
    )
  }
  if (item.kind === 'signature' && isDrawnSignature(item.value)) {
    return <img src={item.value} alt={t('The drawn signature')} className="h-16" />
  }
  return (
    <span className={item.kind === 'signature' ? 'font-serif italic' : 'whitespace-pre-wrap'}>
      {item.value}
    </span>
  )
}

/** A checklist's items, read only: each answer with who gave it and when. */
export function ChecklistItemsList({
  checklistId,
  items,
  timezone,
}: {
  checklistId: number
  items: readonly ChecklistItemDto[]
  timezone: string
}) {
  const { t } = useTranslation()
  return (
    <div className="mt-6">
      {items.map((item) =>
        item.kind === 'section' ? (
          <h2 key={item.id} className="mt-6 text-xl font-bold">
            {item.label}
          </h2>
        ) : (
          <div key={item.id} className="border-b border-slate-200 py-3">
            <p className="font-semibold">
              {item.label}
              {item.required ? <span className="font-normal"> ({t('required')})</span> : null}
            </p>
            <p className="mt-1">
              <AnswerValue checklistId={checklistId} item={item} />
            </p>
            <DoneBy item={item} timezone={timezone} />
          </div>
        ),
      )}
    </div>
  )
}
