import { Link } from '~/components/ui/link'
import type { ReactNode, ThHTMLAttributes } from 'react'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from './button'

/** One column: its header and what each row shows in it. */
export interface Column<Row> {
  /** The header cell's content (translated), or null for a column without a header text. */
  header: ReactNode
  cell: (row: Row) => ReactNode
  /** The cell that names the row: a <th scope="row"> in bold. One column per table at most. */
  rowHeader?: boolean
  /** Extra classes of the body cells (e.g. 'break-all', 'whitespace-nowrap'). */
  className?: string
  /** aria-sort of a sortable column's header. */
  sort?: ThHTMLAttributes<HTMLTableCellElement>['aria-sort']
  /** A column some viewers do not get (e.g. managers only): left out when true. */
  hidden?: boolean
}

export interface TableProps<Row> {
  rows: readonly Row[]
  /** A row's React key: its `id` by default. */
  rowKey?: (row: Row) => string | number
  columns: readonly (Column<Row> | null | false)[]
  /** The table's name for screen readers (a visually hidden caption). */
  caption?: string
  /** Shown instead of the table when there are no rows (a sentence, translated). */
  empty?: ReactNode
  /** A last 'Actions' column: links or buttons about the row (RowAction, ConfirmDelete). */
  actions?: (row: Row) => ReactNode
  /** The spacing above the table (and above the empty state). */
  className?: string
}

const CELL = 'py-2 pe-4'

/**
 * A list as a table (GOV.UK look): column headers, the row's name as its row header, an optional
 * actions column, scrolling sideways on small screens; with no rows, the `empty` sentence instead.
 */
export function Table<Row>({
  rows,
  rowKey = (row) => (row as { id: string | number }).id,
  columns,
  caption,
  empty,
  actions,
  className = 'mt-4',
}: TableProps<Row>) {
  const { t } = useTranslation()
  if (rows.length === 0 && empty !== undefined)
    return <EmptyState className={className}>{empty}</EmptyState>
  const shown = columns.filter(
    (column): column is Column<Row> => Boolean(column) && !(column as Column<Row>).hidden,
  )
  return (
    <div className={`overflow-x-auto ${className}`.trim()}>
      <table className="w-full border-collapse text-start">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr className="border-b-2 border-slate-700">
            {shown.map((column, index) => (
              <th key={index} scope="col" aria-sort={column.sort} className={`${CELL} text-start`}>
                {column.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className="py-2 text-start">
                {t('Actions')}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-slate-200 align-top">
              {shown.map((column, index) =>
                column.rowHeader ? (
                  <th
                    key={index}
                    scope="row"
                    className={`${CELL} text-start font-semibold ${column.className ?? ''}`.trim()}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index} className={`${CELL} ${column.className ?? ''}`.trim()}>
                    {column.cell(row)}
                  </td>
                ),
              )}
              {actions ? (
                <td className="py-2">
                  <div className="flex flex-wrap gap-x-4 gap-y-2">{actions(row)}</div>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The sentence a list shows when it has nothing to show ('There are no divisions yet.'). */
export function EmptyState({
  className = 'mt-4',
  children,
}: {
  className?: string
  children: ReactNode
}) {
  return <p className={`text-slate-700 ${className}`.trim()}>{children}</p>
}

/**
 * A row's action link ('Edit', 'Delete'): the visible word, and the row's name for screen readers
 * after `separator` (': ' by default), so that each link's name is unique on the page.
 */
export function RowAction({
  to,
  label,
  name,
  separator = ': ',
  download,
  reloadDocument,
}: {
  to: string
  label: string
  name: string
  separator?: string
  /** A file download: a plain <a download>, not a client-side navigation. */
  download?: boolean
  reloadDocument?: boolean
}) {
  const content = (
    <>
      {label}
      <span className="sr-only">
        {separator}
        {name}
      </span>
    </>
  )
  if (download) {
    return (
      <a href={to} download className={buttonClasses('link')}>
        {content}
      </a>
    )
  }
  return (
    <Link to={to} reloadDocument={reloadDocument} className={buttonClasses('link')}>
      {content}
    </Link>
  )
}

/** The tick box of a selectable row (`id=…` to a bulk page), named after the row. */
export function RowCheckbox({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation()
  return (
    <input
      type="checkbox"
      name="id"
      value={id}
      aria-label={t('Select {{name}}', { name })}
      className="h-5 w-5"
    />
  )
}

/** The first column of a table whose rows can be ticked (see BulkSelectionForm). */
export function selectColumn<Row>(
  row: (item: Row) => { id: number; name: string },
  label: string,
): Column<Row> {
  return {
    header: <span className="sr-only">{label}</span>,
    cell: (item) => <RowCheckbox {...row(item)} />,
  }
}

/** A row's 'Edit' and 'Delete' links, to `${to}/edit` and `${to}/delete` (the delete page asks). */
export function EditDeleteActions({
  to,
  name,
  separator,
  edit = true,
}: {
  /** The row's own address, e.g. `/account/divisions/3`. */
  to: string
  name: string
  separator?: string
  /** False leaves 'Edit' out. */
  edit?: boolean
}) {
  const { t } = useTranslation()
  return (
    <>
      {edit ? (
        <RowAction to={`${to}/edit`} label={t('Edit')} name={name} separator={separator} />
      ) : null}
      <RowAction to={`${to}/delete`} label={t('Delete')} name={name} separator={separator} />
    </>
  )
}
