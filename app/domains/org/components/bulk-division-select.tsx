import { KeepSelect } from '~/components/bulk-actions'
import { useTranslation } from '~/components/translation'
import { optionsOf } from '~/components/ui/select'

/** The Division field of the bulk pages of people and of positions: keep, none, or a division. */
export function BulkDivisionSelect({
  divisions,
}: {
  divisions: readonly { id: number; name: string }[]
}) {
  const { t } = useTranslation()
  return (
    <KeepSelect
      id="division"
      name="division"
      label={t('Division')}
      options={[{ value: 'none', label: t('No division') }, ...optionsOf(divisions)]}
    />
  )
}
