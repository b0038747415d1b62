import { and, count, eq } from 'drizzle-orm'
import { customViews } from '~/domains/people/custom-fields.tables'
import type { Queryable } from '~/platform/db.server'

/**
 * Two directory views shared with the whole company, unless it has directory views already.
 * Their filters name no ids, so they work whatever divisions and positions the demo has.
 */
export async function ensureDemoDirectoryViews(
  q: Queryable,
  companyId: number,
  ownerMembershipId: number,
): Promise<void> {
  const [existing] = await q
    .select({ n: count() })
    .from(customViews)
    .where(and(eq(customViews.companyId, companyId), eq(customViews.type, 'directory')))
  if ((existing?.n ?? 0) > 0) return
  await q.insert(customViews).values([
    {
      companyId,
      ownerMembershipId,
      name: 'Profile administrators',
      type: 'directory',
      filters: { role: 'user_is_profile_admin' },
      isShared: true,
    },
    {
      companyId,
      ownerMembershipId,
      name: 'Everyone by division',
      type: 'directory',
      filters: { sort: 'division' },
      isShared: true,
    },
  ])
}
