import { apiRoutes, type ApiEnv } from '~/platform/api.server'
import type { Context } from 'hono'
import { z } from 'zod'
import { AppError } from '~/platform/errors.server'
import { listCompanyStaff, type StaffListing } from './directory.server'

/** A program may ask for up to this many people a page (an org chart of a big company pages). */
const MAX_PAGE_SIZE = 1000

const PageSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(100),
  search: z.string().trim().max(100).optional(),
})

function pageOf(c: Context) {
  const parsed = PageSchema.safeParse(c.req.query())
  if (parsed.success) return parsed.data
  throw new AppError(
    'VALIDATION',
    'Invalid input.',
    parsed.error.flatten().fieldErrors as Record<string, string[]>,
  )
}

/** The paginated answer's shape (`{count, next, previous, results}`), with page links. */
export function paginated<T>(
  c: Context,
  page: number,
  pageSize: number,
  count: number,
  results: T[],
) {
  const link = (to: number) => {
    const url = new URL(c.req.url)
    url.searchParams.set('page', String(to))
    return url.toString()
  }
  return {
    count,
    next: page * pageSize < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results,
  }
}

/**
 * account/api/staffs/company_users/ (the org chart source) and account/api/company-users-simple/
 * (pickers): the company's active staff, a page at a time.
 *
 * Mount this sub-app before one declaring `/staffs/:id`, which would otherwise take
 * 'company_users' for an id.
 */
/** One page of the company's active staff (`?page`, `?page_size`, `?search`), each row shaped. */
async function staffPage<Row>(
  c: Context<ApiEnv>,
  shape: (row: StaffListing['rows'][number]) => Row,
) {
  const { page, page_size: pageSize, search } = pageOf(c)
  const { count, rows } = await listCompanyStaff(c.var.actor, { page, pageSize, search })
  return paginated(c, page, pageSize, count, rows.map(shape))
}

export const directoryApi = apiRoutes()
  .get('/staffs/company_users', async (c) =>
    c.json(
      await staffPage(c, (row) => ({
        id: row.id,
        first_name: row.firstName,
        last_name: row.lastName,
        gender: row.gender,
        photo: row.photoUrl,
        position: row.position === null ? null : { name: row.position },
        manager: row.manager?.id ?? null,
        juniors: row.juniors,
        staff_division: row.division
          ? { division_name: row.division.name, division_color: row.division.color }
          : null,
      })),
    ),
  )
  .get('/company-users-simple', async (c) =>
    c.json(
      await staffPage(c, (row) => ({
        id: row.id,
        name: `${row.firstName} ${row.lastName}`.trim(),
        email: row.email,
      })),
    ),
  )
