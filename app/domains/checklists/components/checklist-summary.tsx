import { useTranslation } from '~/components/translation'
import { formatMoment } from '~/domains/knowledge/reading/reading-format'
import type { ChecklistDto } from '../checklist-records.server'

/** A checklist's facts: whom it is for, when it is due, and whether and when it was completed. */
export function ChecklistSummary({
  checklist,
  timezone,
}: {
  checklist: ChecklistDto
  timezone: string
}) {
  const { t, i18n } = useTranslation()
  const status = checklist.completed_at
    ? t('Completed by {{name}}, {{when}}', {
        name: checklist.completed_by?.name || t('someone who has left'),
        when: formatMoment(checklist.completed_at, i18n.language, timezone),
      })
    : checklist.is_overdue
      ? t('Overdue')
      : t('Open')
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
      <dt className="font-semibold">{t('Who it is for')}</dt>
      <dd>{checklist.assigned_to?.name ?? t('Nobody in particular')}</dd>
      <dt className="font-semibold">{t('Due date')}</dt>
      <dd>{checklist.due_on ?? t('No due date')}</dd>
      <dt className="font-semibold">{t('Status')}</dt>
      <dd
        data-testid="checklist-status"
        className={checklist.is_overdue ? 'font-semibold text-red-800' : undefined}
      >
        {status}
      </dd>
    </dl>
  )
}
