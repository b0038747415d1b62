import { useTranslation } from '~/components/translation'

/** What deleting a position does, for the Confirm Deletion page and its dialog alike. */
export function PositionDeleteExplanation({
  position,
  juniors,
}: {
  position: { name: string; manager_name: string | null; users_count: number }
  /** How many positions report to it. */
  juniors: number
}) {
  const { t } = useTranslation()
  return (
    <>
      <p className="text-slate-900">
        {t('Delete the position “{{name}}”? This cannot be undone.', { name: position.name })}
      </p>
      {juniors > 0 ? (
        <p>
          {position.manager_name
            ? t('Its {{count}} junior positions will report to “{{manager}}” instead.', {
                count: juniors,
                manager: position.manager_name,
              })
            : t('Its {{count}} junior positions will have no manager position.', {
                count: juniors,
              })}
        </p>
      ) : null}
      {position.users_count > 0 ? (
        <p>
          {t('{{count}} people hold this position; they keep their other positions.', {
            count: position.users_count,
          })}
        </p>
      ) : null}
    </>
  )
}
