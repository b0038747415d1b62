import { and, asc, count, eq, sql } from 'drizzle-orm'
import { deny } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { findOwned, ownedBy } from '~/platform/tenancy.server'
import { db } from '~/platform/db.server'
import {
  deleteOwned,
  givenFields,
  insertOwned,
  updateVersioned,
} from '~/platform/owned-rows.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { can, type MenuLinkAction } from './menu-links.policy'
import {
  MAX_MENU_LINKS,
  MENU_LINK_MESSAGES,
  type MenuLinkCreateInput,
  type MenuLinkUpdateInput,
} from './menu-links.schema'
import { companyMenuLinks, type CompanyMenuLink } from './menu-links.tables'
import { DEFAULT_MENU_LINK_ICON } from './menu-tree'

/** What the API and loaders hand out (the spec's fields, plus the version edits must carry). */
export interface MenuLinkDto {
  id: number
  parent: number | null
  name: string
  icon: string
  order: number
  url: string
  company: number
  version: number
}

export function toMenuLinkDto(link: CompanyMenuLink): MenuLinkDto {
  return {
    id: link.id,
    parent: link.parentId,
    name: link.name,
    icon: link.icon,
    order: link.order,
    url: link.url,
    company: link.companyId,
    version: link.version,
  }
}

const ACTION: Record<Exclude<MenuLinkAction, 'menuLink.read'>, string> = {
  'menuLink.create': 'menu_link.create',
  'menuLink.update': 'menu_link.update',
  'menuLink.delete': 'menu_link.delete',
}

/** The company's links, ordered by `order` then id; every member may read them. */
export async function listMenuLinks(actor: Pick<Actor, 'companyId'>): Promise<MenuLinkDto[]> {
  const rows = await db
    .select()
    .from(companyMenuLinks)
    .where(ownedBy(companyMenuLinks, actor))
    .orderBy(asc(companyMenuLinks.order), asc(companyMenuLinks.id))
    .limit(MAX_MENU_LINKS)
  return rows.map(toMenuLinkDto)
}

/** Refused (and audited under the seed's action name) unless the actor may `action`. */
export function authorizeWrite(
  actor: Actor,
  meta: RequestMeta,
  action: Exclude<MenuLinkAction, 'menuLink.read'>,
  id?: number,
) {
  const entity = id === undefined ? undefined : { type: 'menu_link', id }
  return authorize({ actor, meta }, (who) => can(who, action), ACTION[action], entity)
}

/**
 * A parent must be a link of the actor's company (anything else is not found), and a link may not
 * end up inside itself: walking up from the new parent must not reach the link.
 */
async function checkParent(
  actor: Actor,
  meta: RequestMeta,
  action: string,
  notFound: string,
  parentId: number,
  linkId?: number,
): Promise<void> {
  const links = await db
    .select({ id: companyMenuLinks.id, parentId: companyMenuLinks.parentId })
    .from(companyMenuLinks)
    .where(ownedBy(companyMenuLinks, actor))
  const parentOf = new Map(links.map((link) => [link.id, link.parentId]))
  if (!parentOf.has(parentId)) {
    await deny(actor, meta, action, AppError.notFound(notFound), {
      type: 'menu_link',
      id: parentId,
    })
  }
  if (linkId === undefined) return
  const seen = new Set<number>()
  for (
    let at: number | null | undefined = parentId;
    at != null && !seen.has(at);
    at = parentOf.get(at)
  ) {
    if (at === linkId) throw AppError.invalidField('parent', MENU_LINK_MESSAGES.ownParent)
    seen.add(at)
  }
}

export async function createMenuLink(
  actor: Actor,
  input: MenuLinkCreateInput,
  meta: RequestMeta,
): Promise<MenuLinkDto> {
  const action = ACTION['menuLink.create']
  await authorizeWrite(actor, meta, 'menuLink.create')
  if (input.parent !== null) {
    await checkParent(actor, meta, action, MENU_LINK_MESSAGES.createFailed, input.parent)
  }
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ n: count() })
      .from(companyMenuLinks)
      .where(ownedBy(companyMenuLinks, actor))
    if ((existing?.n ?? 0) >= MAX_MENU_LINKS) {
      throw new AppError('VALIDATION', MENU_LINK_MESSAGES.tooMany)
    }
    const link = await insertOwned(
      tx,
      { actor, meta },
      companyMenuLinks,
      {
        parentId: input.parent,
        name: input.name,
        icon: input.icon ?? DEFAULT_MENU_LINK_ICON,
        order: input.order,
        url: input.url,
      },
      {
        action,
        entityType: 'menu_link',
        details: (link) => ({ name: link.name, url: link.url }),
      },
    )
    return toMenuLinkDto(link)
  })
}

/** Applies a change made from `input.version`; a stale version is a 409, nothing is written. */
export async function updateMenuLink(
  actor: Actor,
  id: number,
  input: MenuLinkUpdateInput,
  meta: RequestMeta,
): Promise<MenuLinkDto> {
  const action = ACTION['menuLink.update']
  const entity = { type: 'menu_link', id }
  await authorizeWrite(actor, meta, 'menuLink.update', id)
  await findOwned({ actor, meta }, companyMenuLinks, id, {
    action,
    entityType: entity.type,
    message: MENU_LINK_MESSAGES.updateFailed,
  })
  if (input.parent != null) {
    await checkParent(actor, meta, action, MENU_LINK_MESSAGES.updateFailed, input.parent, id)
  }
  const link = await updateVersioned(db, { actor, meta }, companyMenuLinks, {
    id,
    version: input.version,
    set: givenFields({
      name: input.name,
      icon: input.icon,
      order: input.order,
      url: input.url,
      parentId: input.parent,
    }),
    stale: MENU_LINK_MESSAGES.stale,
    action,
    entityType: entity.type,
    details: () => ({ from_version: input.version }),
  })
  return toMenuLinkDto(link)
}

/** Deletes a link; its submenu items become top-level links (and get a new version). */
export async function deleteMenuLink(actor: Actor, id: number, meta: RequestMeta): Promise<void> {
  await authorizeWrite(actor, meta, 'menuLink.delete', id)
  await deleteOwned({ actor, meta }, companyMenuLinks, id, {
    action: ACTION['menuLink.delete'],
    entityType: 'menu_link',
    notFound: MENU_LINK_MESSAGES.deleteFailed,
    details: (link) => ({ name: link.name, url: link.url }),
    // First the children (only links of this company can have it as parent). The foreign key
    // would set null too, but doing it here bumps their version, so an edit made before the
    // move is refused instead of silently putting the link back.
    before: async (tx) => {
      await tx
        .update(companyMenuLinks)
        .set({
          parentId: null,
          version: sql`${companyMenuLinks.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(companyMenuLinks.parentId, id), ownedBy(companyMenuLinks, actor)))
    },
  })
}
