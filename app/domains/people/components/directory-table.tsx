import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { Button, buttonClasses } from '~/components/ui/button'
import { directorySearch, type DirectoryQuery, type DirectorySort } from '../directory.schema'
import type { DirectoryRow } from '../directory.server'
import { Avatar } from './avatar'

/** Where the staff part's bulk edit page takes the ticked people (`?id=1&id=2`). */
export const BULK_EDIT_PATH = '/account/employees/bulk'

export const employeePath = (id: number) => `/account/employee/${id}`

function SortHeader({
  sort,
  query,
  path,
  children,
}: {
  sort: DirectorySort
  query: DirectoryQuery
  path: string
  children: ReactNode
}) {
  const { t } = useTranslation()
  const current = query.sort === sort
  const next = current && query.dir === 'asc' ? 'desc' : 'asc'
  return (
    <th
      scope="col"
      className="py-2 pe-4 text-start"
      aria-sort={current ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <Link
        to={`${path}${directorySearch(query, { sort, dir: next, page: 1 })}`}
        className="text-slate-900 underline underline-offset-2"
      >
        {children}
        <span className="sr-only">
          {' '}
          {next === 'asc' ? t('(sort ascending)') : t('(sort descending)')}
        </span>
        {current ? <span aria-hidden="true">{query.dir === 'asc' ? ' ▲' : ' ▼'}</span> : null}
      </Link>
    </th>
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
  const table = (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-start">
        <caption className="sr-only">{t('Staff of the company')}</caption>
        <thead>
          <tr className="border-b-2 border-slate-700">
            {selectable ? (
              <th scope="col" className="py-2 pe-2 text-start">
                <span className="sr-only">{t('Select')}</span>
              </th>
            ) : null}
            <SortHeader sort="name" query={query} path={path}>
              {t('Name')}
            </SortHeader>
            <th scope="col" className="py-2 pe-4 text-start">
              {t('Email')}
            </th>
            <SortHeader sort="position" query={query} path={path}>
              {t('Position')}
            </SortHeader>
            <SortHeader sort="division" query={query} path={path}>
              {t('Division')}
            </SortHeader>
            <SortHeader sort="manager" query={query} path={path}>
              {t('Manager')}
            </SortHeader>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const name = `${row.firstName} ${row.lastName}`.trim()
            return (
              <tr key={row.id} className="border-b border-slate-200">
                {selectable ? (
                  <td className="py-2 pe-2">
                    <input
                      type="checkbox"
                      name="id"
                      value={row.id}
                      aria-label={t('Select {{name}}', { name })}
                      className="h-5 w-5"
                    />
                  </td>
                ) : null}
                <th scope="row" className="py-2 pe-4 text-start font-semibold">
                  <span className="flex items-center gap-3">
                    <Avatar staff={row} size="sm" />
                    <Link to={employeePath(row.id)} className={buttonClasses('link')}>
                      {name}
                    </Link>
                  </span>
                </th>
                <td className="break-all py-2 pe-4">{row.email}</td>
                <td className="py-2 pe-4">{row.position ?? ''}</td>
                <td className="py-2 pe-4">
                  {row.division ? (
                    <span className="flex items-center gap-2">
                      <span
                        aria-hidden="true"
                        className="inline-block h-4 w-4 shrink-0 rounded-full ring-1 ring-slate-400"
                        style={{ backgroundColor: row.division.color }}
                      />
                      {row.division.name}
                    </span>
                  ) : null}
                </td>
                <td className="py-2 pe-4">
                  {row.manager ? (
                    <Link to={employeePath(row.manager.id)} className={buttonClasses('link')}>
                      {row.manager.name}
                    </Link>
                  ) : null}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
  if (!selectable) return table
  return (
    <Form method="get" action={BULK_EDIT_PATH}>
      {table}
      <div className="mt-4">
        <Button type="submit" variant="secondary">
          {t('Bulk edit selected')}
        </Button>
      </div>
    </Form>
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
  const { t } = useTranslation()
  if (pageCount <= 1) return null
  return (
    <nav aria-label={t('Pages')} className="mt-6 flex flex-wrap items-center gap-6">
      {page > 1 ? (
        <Link
          to={`${path}${directorySearch(query, { page: page - 1 })}`}
          rel="prev"
          className={buttonClasses('secondary')}
        >
          {t('Previous page')}
        </Link>
      ) : null}
      <p aria-current="page">{t('Page {{page}} of {{pages}}', { page, pages: pageCount })}</p>
      {page < pageCount ? (
        <Link
          to={`${path}${directorySearch(query, { page: page + 1 })}`}
          rel="next"
          className={buttonClasses('secondary')}
        >
          {t('Next page')}
        </Link>
      ) : null}
    </nav>
  )
}
