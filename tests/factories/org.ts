import { eq } from 'drizzle-orm'
import { memberships, type Membership } from '~/domains/accounts/accounts.tables'
import type { Company } from '~/domains/company/company.tables'
import { divisions, membershipPositions, positions } from '~/domains/org/org.tables'
import type { PositionInput } from '~/domains/org/positions.schema'
import { db } from '~/platform/db.server'

export async function makeDivision(
  company: Company,
  options: { name?: string; color?: string } = {},
) {
  const [division] = await db
    .insert(divisions)
    .values({ companyId: company.id, name: options.name ?? 'Operations', color: options.color })
    .returning()
  return division!
}

/** What the position services take: no division, manager or links unless given. */
export const positionInput = (
  values: Partial<PositionInput> & { name: string },
): PositionInput => ({
  division: null,
  manager: null,
  order: 1,
  above_text: '',
  description: '',
  responsibilities: [],
  articles: [],
  courses: [],
  ...values,
})

export async function makePosition(company: Company, name = 'Engineer') {
  const [position] = await db.insert(positions).values({ companyId: company.id, name }).returning()
  return position!
}

/** Places a person in the org: division, manager and positions (the first is primary). */
export async function placeInOrg(
  membership: Membership,
  place: { divisionId?: number | null; managerId?: number | null; positionIds?: number[] },
): Promise<void> {
  const changes = {
    ...(place.divisionId === undefined ? {} : { divisionId: place.divisionId }),
    ...(place.managerId === undefined ? {} : { managerId: place.managerId }),
  }
  if (Object.keys(changes).length) {
    await db.update(memberships).set(changes).where(eq(memberships.id, membership.id))
  }
  if (place.positionIds) {
    await db.delete(membershipPositions).where(eq(membershipPositions.membershipId, membership.id))
    if (place.positionIds.length) {
      await db.insert(membershipPositions).values(
        place.positionIds.map((positionId, rank) => ({
          membershipId: membership.id,
          positionId,
          rank,
        })),
      )
    }
  }
}
