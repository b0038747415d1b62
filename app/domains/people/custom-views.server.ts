import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { deny, auditChange } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { memberships, users } from '../accounts/accounts.tables'
import { customViews, type CustomView } from './custom-fields.tables'
import { can, type CustomViewAction } from './custom-views.policy'
import {
  CUSTOM_VIEW_MESSAGES,
  MAX_VIEWS_LISTED,
  MAX_VIEWS_PER_PERSON,
  normalizeViewFilters,
  type CustomViewCreateInput,
  type CustomViewListFilter,
  type CustomViewUpdateInput,
} from './custom-views.schema'
import { containsPattern } from './directory.server'

/** What the API and the directory hand out about a saved view. */
export interface CustomViewDto {
  id: number
  name: string
  type: string
  filters: Record<string, string | string[]>
  is_shared: boolean
  owner: number
  owner_name: string
  /** What the actor may do with it, so no client re-implements the policy. */
  abilities: { update: boolean; delete: boolean }
  version: number
  created_at: string
  updated_at: string
}

const ACTION: Record<Exclude<CustomViewAction, 'customView.read'>, string> = {
  'customView.create': 'custom_view.create',
  'customView.update': 'custom_view.update',
  'customView.delete': 'custom_view.delete',
}

const columns = {
  view: customViews,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
}

type Found = { view: CustomView; ownerFirstName: string | null; ownerLastName: string | null }

function toDto(actor: Actor, found: Found): CustomViewDto {
  const { view } = found
  return {
    id: view.id,
    name: view.name,
    type: view.type,
    filters: view.filters,
    is_shared: view.isShared,
    owner: view.ownerMembershipId,
    owner_name: `${found.ownerFirstName ?? ''} ${found.ownerLastName ?? ''}`.trim(),
    abilities: {
      update: can(actor, 'customView.update', view),
      delete: can(actor, 'customView.delete', view),
    },
    version: view.version,
    created_at: view.createdAt.toISOString(),
    updated_at: view.updatedAt.toISOString(),
  }
}

/** Views the actor may read: their own and the company's shared ones. */
function visible(actor: Actor): SQL {
  return and(
    ownedBy(customViews, actor),
    or(eq(customViews.ownerMembershipId, actor.membershipId), eq(customViews.isShared, true)),
  )!
}

function selectViews(where: SQL) {
  return db
    .select(columns)
    .from(customViews)
    .leftJoin(memberships, eq(memberships.id, customViews.ownerMembershipId))
    .leftJoin(users, eq(users.id, memberships.userId))
    .where(where)
}

/** The actor's own and the shared views, by name; optionally of one type, shared, own, named. */
export async function listCustomViews(
  actor: Actor,
  filter: CustomViewListFilter = {},
): Promise<CustomViewDto[]> {
  const found = await selectViews(
    and(
      visible(actor),
      filter.type === undefined ? undefined : eq(customViews.type, filter.type),
      filter.is_shared === undefined ? undefined : eq(customViews.isShared, filter.is_shared),
      filter.mine ? eq(customViews.ownerMembershipId, actor.membershipId) : undefined,
      filter.search ? ilike(customViews.name, containsPattern(filter.search)) : undefined,
    )!,
  )
    .orderBy(asc(sql`lower(${customViews.name})`), asc(customViews.id))
    .limit(MAX_VIEWS_LISTED)
  return found.map((row) => toDto(actor, row))
}

/**
 * One view the actor may read. Another company's view and another person's private view are
 * both not found: their existence is not revealed.
 */
export async function getCustomView(
  actor: Actor,
  id: number,
  meta: RequestMeta,
  action = 'custom_view.read',
): Promise<CustomViewDto> {
  const [found] = await selectViews(and(eq(customViews.id, id), visible(actor))!).limit(1)
  if (!found) {
    return deny(actor, meta, action, AppError.notFound(CUSTOM_VIEW_MESSAGES.notFound), {
      type: 'custom_view',
      id,
    })
  }
  return toDto(actor, found)
}

export async function createCustomView(
  actor: Actor,
  input: CustomViewCreateInput,
  meta: RequestMeta,
): Promise<CustomViewDto> {
  const action = ACTION['customView.create']
  await authorize({ actor, meta }, () => can(actor, 'customView.create'), action)
  const id = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(customViews)
      .where(
        and(ownedBy(customViews, actor), eq(customViews.ownerMembershipId, actor.membershipId)),
      )
    if ((existing?.n ?? 0) >= MAX_VIEWS_PER_PERSON) {
      throw new AppError('VALIDATION', CUSTOM_VIEW_MESSAGES.tooMany)
    }
    const [view] = await tx
      .insert(customViews)
      .values({
        companyId: actor.companyId,
        ownerMembershipId: actor.membershipId,
        name: input.name,
        type: input.type,
        filters: normalizeViewFilters(input.type, input.filters),
        isShared: input.is_shared,
      })
      .returning()
    await auditChange(
      tx,
      { actor, meta },
      action,
      { type: 'custom_view', id: view!.id },
      { name: view!.name, type: view!.type, is_shared: view!.isShared },
    )
    return view!.id
  })
  return getCustomView(actor, id, meta)
}

/**
 * The view `id` as saved, if the actor may change it (only its owner may), else the audited
 * refusal. The API asks this before it reads the change.
 */
export async function viewToUpdate(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<CustomViewDto> {
  const action = ACTION['customView.update']
  const current = await getCustomView(actor, id, meta, action)
  const target = { ownerMembershipId: current.owner, isShared: current.is_shared }
  await authorize({ actor, meta }, () => can(actor, 'customView.update', target), action, {
    type: 'custom_view',
    id,
  })
  return current
}

/** Renames, re-shares or re-filters the actor's own view. */
export async function updateCustomView(
  actor: Actor,
  id: number,
  input: CustomViewUpdateInput,
  meta: RequestMeta,
): Promise<CustomViewDto> {
  const action = ACTION['customView.update']
  const entity = { type: 'custom_view', id }
  const current = await viewToUpdate(actor, id, meta)
  await db.transaction(async (tx) => {
    const [view] = await tx
      .update(customViews)
      .set({
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.is_shared === undefined ? {} : { isShared: input.is_shared }),
        ...(input.filters === undefined
          ? {}
          : { filters: normalizeViewFilters(current.type, input.filters) }),
        version: sql`${customViews.version} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(customViews.id, id),
          ownedBy(customViews, actor),
          eq(customViews.ownerMembershipId, actor.membershipId),
          input.version === undefined ? undefined : eq(customViews.version, input.version),
        ),
      )
      .returning()
    if (!view) throw new AppError('CONFLICT', CUSTOM_VIEW_MESSAGES.stale)
    await auditChange(tx, { actor, meta }, action, entity, {
      name: view.name,
      is_shared: view.isShared,
      from_version: current.version,
    })
  })
  return getCustomView(actor, id, meta)
}

/** Deletes the actor's own view, or (profile admins) a shared one. */
export async function deleteCustomView(actor: Actor, id: number, meta: RequestMeta): Promise<void> {
  const action = ACTION['customView.delete']
  const entity = { type: 'custom_view', id }
  const current = await getCustomView(actor, id, meta, action)
  await authorize({ actor, meta }, () => current.abilities.delete, action, entity)
  await db.transaction(async (tx) => {
    await tx.delete(customViews).where(ownedRow(customViews, actor, id))
    await auditChange(tx, { actor, meta }, action, entity, {
      name: current.name,
      owner: current.owner,
      is_shared: current.is_shared,
    })
  })
}
