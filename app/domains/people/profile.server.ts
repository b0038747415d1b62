import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { auditChange } from '~/platform/audit.server'
import { db } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { memberships, users } from '../accounts/accounts.tables'
import { membershipPositions, positions } from '../org/org.tables'
import { PROFILE_MESSAGES, type ProfileInput } from './profile.schema'

/** The signed-in person's own profile as the form shows it; positions primary first. */
export interface OwnProfile {
  first_name: string
  last_name: string
  personal_phone: string
  positions: number[]
}

export interface PositionChoice {
  id: number
  name: string
}

/** More than a form can sensibly list; a company with more gets a search in the org issue. */
const MAX_POSITION_CHOICES = 1000

export async function getOwnProfile(actor: Actor): Promise<OwnProfile> {
  const [person] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      personalPhone: memberships.personalPhone,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.id, actor.membershipId))
  const held = await db
    .select({ id: membershipPositions.positionId })
    .from(membershipPositions)
    .where(eq(membershipPositions.membershipId, actor.membershipId))
    .orderBy(asc(membershipPositions.rank))
  return {
    first_name: person?.firstName ?? '',
    last_name: person?.lastName ?? '',
    personal_phone: person?.personalPhone ?? '',
    positions: held.map((row) => row.id),
  }
}

/** The positions of the actor's company, by name: the choices of the profile form. */
export function listPositionChoices(actor: Actor): Promise<PositionChoice[]> {
  return db
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(ownedBy(positions, actor))
    .orderBy(asc(positions.name), asc(positions.id))
    .limit(MAX_POSITION_CHOICES)
}

/**
 * Saves the actor's own name, phone and positions. Positions must be the company's own (any
 * other id reads as "not in the list", revealing nothing); the first one becomes the primary
 * position (rank 0).
 */
export async function updateOwnProfile(
  actor: Actor,
  input: ProfileInput,
  meta: RequestMeta,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (input.positions.length > 0) {
      const found = await tx
        .select({ id: positions.id })
        .from(positions)
        .where(and(ownedBy(positions, actor), inArray(positions.id, input.positions)))
      if (found.length !== input.positions.length) {
        throw AppError.invalidField('positions', PROFILE_MESSAGES.position)
      }
    }
    await tx
      .update(users)
      .set({ firstName: input.first_name, lastName: input.last_name, updatedAt: sql`now()` })
      .where(eq(users.id, actor.userId))
    await tx
      .update(memberships)
      .set({
        personalPhone: input.personal_phone,
        version: sql`${memberships.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(memberships.id, actor.membershipId))
    await tx
      .delete(membershipPositions)
      .where(eq(membershipPositions.membershipId, actor.membershipId))
    if (input.positions.length > 0) {
      await tx.insert(membershipPositions).values(
        input.positions.map((positionId, rank) => ({
          membershipId: actor.membershipId,
          positionId,
          rank,
        })),
      )
    }
    await auditChange(
      tx,
      { actor, meta },
      'profile.update',
      { type: 'membership', id: actor.membershipId },
      {
        first_name: input.first_name,
        last_name: input.last_name,
        personal_phone: input.personal_phone,
        positions: input.positions,
      },
    )
  })
}
