import { ROLE_FLAGS, type RoleFlag } from '~/platform/actor'

/**
 * The directory's state lives in the query string (a GET form, a shareable URL, the back button
 * works). One parser serves the page, the CSV export and saved views; a value that does not parse
 * is dropped rather than refused, so an old or hand-edited link still opens the directory.
 * Written without zod: the directory page's components use these helpers, and the reader pages'
 * JavaScript budget (ARCHITECTURE §8) has no room for a validation library.
 */

/** The directory page; its CSV export is at the same path plus /export.csv. */
export const DIRECTORY_PATH = '/account/employees'
export const DIRECTORY_EXPORT_PATH = '/account/employees/export.csv'

export const DIRECTORY_PAGE_SIZE = 25
/** The export covers every page of the current view, up to this many rows. */
export const DIRECTORY_EXPORT_LIMIT = 10_000
/** Far beyond any real company; keeps OFFSET arithmetic small. */
const MAX_PAGE = 100_000

export const DIRECTORY_SORTS = ['name', 'position', 'division', 'manager'] as const
export type DirectorySort = (typeof DIRECTORY_SORTS)[number]
export type SortDirection = 'asc' | 'desc'

/** A custom field filter is `cf_<definition id>=<value>` in the query string. */
export const CUSTOM_FIELD_PARAM = /^cf_([1-9][0-9]{0,9})$/

export interface DirectoryQuery {
  q: string
  division: number | null
  position: number | null
  role: RoleFlag | null
  /** Definition id → the raw filter value; its meaning depends on the field's type. */
  custom: Record<number, string>
  sort: DirectorySort
  dir: SortDirection
  page: number
}

export const EMPTY_DIRECTORY_QUERY: DirectoryQuery = {
  q: '',
  division: null,
  position: null,
  role: null,
  custom: {},
  sort: 'name',
  dir: 'asc',
  page: 1,
}

const MAX_ID = 2_147_483_647

function first(params: URLSearchParams, key: string): string | null {
  const value = params.get(key)?.trim()
  return value ? value : null
}

/** A positive whole number up to `max` written in digits, else null. */
function whole(value: string | null, max: number): number | null {
  if (value === null || !/^[0-9]{1,10}$/.test(value)) return null
  const number = Number(value)
  return number >= 1 && number <= max ? number : null
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return allowed.find((option) => option === value) ?? null
}

/** Reads the directory's filters from a query string (or a saved view's filters). */
export function parseDirectoryQuery(
  input: URLSearchParams | Record<string, string | string[]>,
): DirectoryQuery {
  const params = input instanceof URLSearchParams ? input : toSearchParams(input)
  const custom: Record<number, string> = {}
  for (const [key, value] of params) {
    const match = CUSTOM_FIELD_PARAM.exec(key)
    const cleaned = value.trim().slice(0, 200)
    if (match && cleaned !== '' && Object.keys(custom).length < 50)
      custom[Number(match[1])] = cleaned
  }
  return {
    q: (first(params, 'q') ?? '').slice(0, 200),
    division: whole(first(params, 'division'), MAX_ID),
    position: whole(first(params, 'position'), MAX_ID),
    role: oneOf(first(params, 'role'), ROLE_FLAGS),
    custom,
    sort: oneOf(first(params, 'sort'), DIRECTORY_SORTS) ?? 'name',
    dir: oneOf(first(params, 'dir'), ['asc', 'desc'] as const) ?? 'asc',
    page: whole(first(params, 'page'), MAX_PAGE) ?? 1,
  }
}

function toSearchParams(record: Record<string, string | string[]>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(record)) {
    for (const one of [value].flat()) if (typeof one === 'string') params.append(key, one)
  }
  return params
}

/**
 * The filters of a query as query-string pairs, defaults left out so URLs stay short. The page
 * is left out unless asked for: a saved view or an export starts at the first page.
 */
export function directoryFilters(
  query: DirectoryQuery,
  options: { withPage?: boolean } = {},
): Record<string, string> {
  const out: Record<string, string> = {}
  if (query.q) out.q = query.q
  if (query.division !== null) out.division = String(query.division)
  if (query.position !== null) out.position = String(query.position)
  if (query.role !== null) out.role = query.role
  for (const [definitionId, value] of Object.entries(query.custom))
    out[`cf_${definitionId}`] = value
  if (query.sort !== 'name') out.sort = query.sort
  if (query.dir !== 'asc') out.dir = query.dir
  if (options.withPage && query.page > 1) out.page = String(query.page)
  return out
}

/** The query string of a directory state with some values changed (for links). */
export function directorySearch(query: DirectoryQuery, change: Partial<DirectoryQuery> = {}) {
  const params = new URLSearchParams(directoryFilters({ ...query, ...change }, { withPage: true }))
  const search = params.toString()
  return search ? `?${search}` : ''
}

/** True when anything narrows the list (the empty state then suggests clearing filters). */
export function isFiltered(query: DirectoryQuery): boolean {
  return (
    query.q !== '' ||
    query.division !== null ||
    query.position !== null ||
    query.role !== null ||
    Object.keys(query.custom).length > 0
  )
}

/** The link that opens a saved view: its filters, and its id so the page names it as current. */
export function viewHref(
  path: string,
  view: { id: number; filters: Record<string, string | string[]> },
): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(view.filters)) {
    for (const one of [value].flat()) params.append(key, one)
  }
  params.set('view', String(view.id))
  return `${path}?${params.toString()}`
}
