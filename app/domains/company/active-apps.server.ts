import { eq, sql } from 'drizzle-orm'
import { audit, deny } from '~/platform/audit.server'
import { db, type Queryable } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import {
  ACTIVE_APPS_MESSAGES,
  APP_CATALOGUE,
  can,
  type ActiveAppsInput,
  type AppId,
} from './active-apps'
import { companies } from './company.tables'

/** One app as the API and the forms see it (seed §3 Feature, plus whether it is on). */
export interface ActiveAppDto {
  id: AppId
  app_name: string
  active: boolean
}

function toDtos(activeApps: readonly string[]): ActiveAppDto[] {
  return APP_CATALOGUE.map((app) => ({
    id: app.id,
    app_name: app.name,
    active: activeApps.includes(app.id),
  }))
}

async function companyActiveApps(q: Queryable, companyId: number): Promise<string[]> {
  const [row] = await q
    .select({ activeApps: companies.activeApps })
    .from(companies)
    .where(eq(companies.id, companyId))
  return row?.activeApps ?? []
}

/** Every app of the catalogue, marked active or not for the actor's company. */
export async function listActiveApps(actor: Actor): Promise<ActiveAppDto[]> {
  return toDtos(await companyActiveApps(db, actor.companyId))
}

/**
 * Replaces the company's active apps (company admins only). At least one must stay active
 * (seed §5). Apps are stored in catalogue order, so the list reads the same however it was sent.
 */
const ACTIVE_APPS_UPDATE = 'company.active_apps_update'

/**
 * Refused, with the seed's own text, unless the actor may choose the company's apps; the API asks
 * before it reads the choice.
 */
export async function authorizeActiveApps(actor: Actor, meta: RequestMeta): Promise<void> {
  if (can(actor, 'activeApps.update')) return
  await deny(actor, meta, ACTIVE_APPS_UPDATE, AppError.forbidden(ACTIVE_APPS_MESSAGES.adminsOnly), {
    type: 'company',
    id: actor.companyId,
  })
}

export async function setActiveApps(
  actor: Actor,
  input: ActiveAppsInput,
  meta: RequestMeta,
): Promise<ActiveAppDto[]> {
  const action = ACTIVE_APPS_UPDATE
  const entity = { type: 'company', id: actor.companyId }
  await authorizeActiveApps(actor, meta)
  const wanted = APP_CATALOGUE.map((app) => app.id).filter((id) => input.active_apps.includes(id))
  if (wanted.length === 0) throw AppError.invalidField('active_apps', ACTIVE_APPS_MESSAGES.lastOne)
  return db.transaction(async (tx) => {
    const before = await companyActiveApps(tx, actor.companyId)
    await tx
      .update(companies)
      .set({
        activeApps: wanted,
        version: sql`${companies.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(companies.id, actor.companyId))
    await audit(tx, meta, {
      action,
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: entity.type,
      entityId: entity.id,
      details: { from: before, to: wanted },
    })
    return toDtos(wanted)
  })
}
