import { Link } from '@remix-run/react'
import { BulkRowCheckbox, BulkSelectionForm } from '~/components/bulk-actions'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { POSITIONS_BULK_PATH, positionDeletePath, positionEditPath } from '../positions.schema'
import type { PositionRow } from '../positions.server'

/** A division's name with its colour as a dot (the colour alone never carries meaning). */
export function DivisionName({ name, color }: { name: string | null; color: string | null }) {
  if (!name) return null
  return (
    <span className="flex items-center gap-2">
      <span
        aria-hidden="true"
        className="inline-block h-4 w-4 shrink-0 rounded-full ring-1 ring-slate-400"
        style={{ backgroundColor: color ?? undefined }}
      />
      {name}
    </span>
  )
}

/**
 * One page of positions. For profile admins each row has a checkbox, and the table sits in a GET
 * form that takes the ticked ids to the bulk page (edit or delete many).
 */
export function PositionsTable({ rows, manage }: { rows: PositionRow[]; manage: boolean }) {
  const { t } = useTranslation()
  const table = (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-start">
        <caption className="sr-only">{t('Positions of the company')}</caption>
        <thead>
          <tr className="border-b-2 border-slate-700">
            {manage ? (
              <th scope="col" className="py-2 pe-2 text-start">
                <span className="sr-only">{t('Select')}</span>
              </th>
            ) : null}
            <th scope="col" className="py-2 pe-4 text-start">
              {t('Name')}
            </th>
            <th scope="col" className="py-2 pe-4 text-start">
              {t('Division')}
            </th>
            <th scope="col" className="py-2 pe-4 text-start">
              {t('Manager position')}
            </th>
            <th scope="col" className="py-2 pe-4 text-start">
              {t('Order')}
            </th>
            <th scope="col" className="py-2 pe-4 text-start">
              {t('People')}
            </th>
            {manage ? (
              <th scope="col" className="py-2 text-start">
                <span className="sr-only">{t('Actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-b border-slate-200">
              {manage ? (
                <td className="py-2 pe-2">
                  <BulkRowCheckbox id={row.id} name={row.name} />
                </td>
              ) : null}
              <th scope="row" className="py-2 pe-4 text-start font-semibold">
                {row.name}
              </th>
              <td className="py-2 pe-4">
                <DivisionName name={row.division_name} color={row.division_color} />
              </td>
              <td className="py-2 pe-4">{row.manager_name ?? ''}</td>
              <td className="py-2 pe-4">{row.order}</td>
              <td className="py-2 pe-4">{row.users_count}</td>
              {manage ? (
                <td className="py-2">
                  <span className="flex gap-4">
                    <Link to={positionEditPath(row.id)} className={buttonClasses('link')}>
                      {t('Edit')}
                      <span className="sr-only"> {row.name}</span>
                    </Link>
                    <Link to={positionDeletePath(row.id)} className={buttonClasses('link')}>
                      {t('Delete')}
                      <span className="sr-only"> {row.name}</span>
                    </Link>
                  </span>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
  if (!manage) return table
  return (
    <BulkSelectionForm action={POSITIONS_BULK_PATH} label={t('Edit or delete selected')}>
      {table}
    </BulkSelectionForm>
  )
}
