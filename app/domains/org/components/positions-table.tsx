import { BulkSelectionForm } from '~/components/bulk-actions'
import { useTranslation } from '~/components/translation'
import { ColorDot } from '~/components/ui/page'
import { EditDeleteActions, selectColumn, Table } from '~/components/ui/table'
import { POSITIONS_BULK_PATH, POSITIONS_PATH } from '../positions.schema'
import type { PositionRow } from '../positions.server'

/** A division's name with its colour as a dot (the colour alone never carries meaning). */
export function DivisionName({ name, color }: { name: string | null; color: string | null }) {
  if (!name) return null
  return <ColorDot color={color}>{name}</ColorDot>
}

/**
 * One page of positions. For profile admins each row has a checkbox, and the table sits in a GET
 * form that takes the ticked ids to the bulk page (edit or delete many).
 */
export function PositionsTable({ rows, manage }: { rows: PositionRow[]; manage: boolean }) {
  const { t } = useTranslation()
  const table = (
    <Table
      rows={rows}
      caption={t('Positions of the company')}
      className=""
      columns={[
        manage && selectColumn((row: PositionRow) => row, t('Select')),
        { header: t('Name'), rowHeader: true, cell: (row) => row.name },
        {
          header: t('Division'),
          cell: (row) => <DivisionName name={row.division_name} color={row.division_color} />,
        },
        { header: t('Manager position'), cell: (row) => row.manager_name ?? '' },
        { header: t('Order'), cell: (row) => row.order },
        { header: t('People'), cell: (row) => row.users_count },
      ]}
      actions={
        manage
          ? (row) => (
              <EditDeleteActions to={`${POSITIONS_PATH}/${row.id}`} name={row.name} separator=" " />
            )
          : undefined
      }
    />
  )
  if (!manage) return table
  return (
    <BulkSelectionForm action={POSITIONS_BULK_PATH} label={t('Edit or delete selected')}>
      {table}
    </BulkSelectionForm>
  )
}
