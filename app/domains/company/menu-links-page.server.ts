import type { Actor } from '~/platform/actor'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash, type Flash } from '~/platform/flash.server'
import { MENU_LINKS_PATH } from './menu-links.messages'
import { can } from './menu-links.policy'
import { listMenuLinks, type MenuLinkDto } from './menu-links.server'

/** Only company admins manage the links; anyone else gets a 403 page. */
export function requireLinkAdmin(actor: Actor): void {
  if (!can(actor, 'menuLink.update')) throw new Response('Forbidden', { status: 403 })
}

/** One link of the actor's company for a page; another company's id or a bad id is a 404. */
export async function menuLinkForPage(
  actor: Actor,
  rawId: string | undefined,
): Promise<{
  link: MenuLinkDto
  links: MenuLinkDto[]
}> {
  requireLinkAdmin(actor)
  const links = await listMenuLinks(actor)
  const link = links.find((candidate) => String(candidate.id) === rawId)
  if (!link) throw new Response('Not Found', { status: 404 })
  return { link, links }
}

/** Back to the list, with what happened. */
export async function backToMenuLinks(flash: Flash): Promise<Response> {
  return redirectWithFlash(MENU_LINKS_PATH, flash)
}

/** A refusal (already recorded by the service) is the 403 page, not a form message. */
export function forbiddenAsResponse(error: unknown): never {
  if (isAppError(error) && error.code === 'FORBIDDEN') {
    throw new Response('Forbidden', { status: 403 })
  }
  throw error
}
