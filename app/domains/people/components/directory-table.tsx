import { Link } from '~/components/ui/link'
import type { ReactNode } from 'react'
import { BulkSelectionForm } from '~/components/bulk-actions'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { ColorDot } from '~/components/ui/page'
import { Pager } from '~/components/ui/pager'
import { selectColumn, Table, type Column } from '~/components/ui/table'
import { directorySearch, type DirectoryQuery, type DirectorySort } from '../directory.schema'
import type { DirectoryRow } from '../directory.server'
import { Avatar } from './avatar'

/** Where the staff part's bulk edit page takes the ticked people (`?id=1&id=2`). */
export const BULK_EDIT_PATH = '/account/employees/bulk'

export const employeePath = (id: number) => `/account/employee/${id}`

/** A sortable column's header: a link that sorts by it (the other way if it is the sort). */
function sortColumn(
  sort: DirectorySort,
  query: DirectoryQuery,
  path: string,
  label: string,
  cell: (row: DirectoryRow) => ReactNode,
): Column<DirectoryRow> {
  const current = query.sort === sort
  return {
    header: <SortLink sort={sort} query={query} path={path} label={label} />,
    sort: current ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined,
    cell,
  }
}

function SortLink({
  sort,
  query,
  path,
  label,
}: {
  sort: DirectorySort
  query: DirectoryQuery
  path: string
  label: string
}) {
  const { t } = useTranslation()
  const current = query.sort === sort
  const next = current && query.dir === 'asc' ? 'desc' : 'asc'
  return (
    <Link
      to={`${path}${directorySearch(query, { sort, dir: next, page: 1 })}`}
      className="text-slate-900 underline underline-offset-2"
    >
      {label}
      <span className="sr-only">
        {' '}
        {next === 'asc' ? t('(sort ascending)') : t('(sort descending)')}
      </span>
      {current ? <span aria-hidden="true">{query.dir === 'asc' ? ' ▲' : ' ▼'}</span> : null}
    </Link>
  )
}

/**
 * The people of one page. For profile admins each row has a checkbox, and the table sits in a
 * GET form that takes the ticked ids to the bulk edit page.
 */
export function DirectoryTable({
  rows,
  query,
  path,
  selectable,
}: {
  rows: DirectoryRow[]
  query: DirectoryQuery
  path: string
  selectable: boolean
}) {
  const { t } = useTranslation()
  const nameOf = (row: DirectoryRow) => `${row.firstName} ${row.lastName}`.trim()
  const table = (
    <Table
      className=""
      rows={rows}
      caption={t('Staff of the company')}
      columns={[
        selectable &&
          selectColumn((row: DirectoryRow) => ({ id: row.id, name: nameOf(row) }), t('Select')),
        {
          ...sortColumn('name', query, path, t('Name'), (row) => (
            <span className="flex items-center gap-3">
              <Avatar staff={row} size="sm" />
              <Link to={employeePath(row.id)} className={buttonClasses('link')}>
                {nameOf(row)}
              </Link>
            </span>
          )),
          rowHeader: true,
        },
        { header: t('Email'), className: 'break-all', cell: (row) => row.email },
        sortColumn('position', query, path, t('Position'), (row) => row.position ?? ''),
        sortColumn('division', query, path, t('Division'), (row) =>
          row.division ? <ColorDot color={row.division.color}>{row.division.name}</ColorDot> : null,
        ),
        sortColumn('manager', query, path, t('Manager'), (row) =>
          row.manager ? (
            <Link to={employeePath(row.manager.id)} className={buttonClasses('link')}>
              {row.manager.name}
            </Link>
          ) : null,
        ),
      ]}
    />
  )
  if (!selectable) return table
  return (
    <BulkSelectionForm action={BULK_EDIT_PATH} label={t('Bulk edit selected')}>
      {table}
    </BulkSelectionForm>
  )
}

/** Previous / next page links and where the reader is. */
export function DirectoryPagination({
  query,
  page,
  pageCount,
  path,
}: {
  query: DirectoryQuery
  page: number
  pageCount: number
  path: string
}) {
  return (
    <Pager
      page={page}
      pageCount={pageCount}
      href={(target) => `${path}${directorySearch(query, { page: target })}`}
    />
  )
}
