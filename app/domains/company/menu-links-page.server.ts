import { authorize, type Asker } from '~/platform/authorize.server'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash, type Flash } from '~/platform/flash.server'
import { asErrorPage } from '~/platform/request-context.server'
import { MENU_LINKS_PATH } from './menu-links.messages'
import { can } from './menu-links.policy'
import { listMenuLinks, type MenuLinkDto } from './menu-links.server'

/**
 * One link of the actor's company for a page (company admins only: anyone else is refused and
 * recorded); another company's id or a bad id is a 404.
 */
export async function menuLinkForPage(
  asker: Asker,
  rawId: string | undefined,
): Promise<{
  link: MenuLinkDto
  links: MenuLinkDto[]
}> {
  await authorize(asker, can, 'menuLink.update')
  const links = await listMenuLinks(asker.actor)
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
  if (isAppError(error) && error.code === 'FORBIDDEN') asErrorPage(error)
  throw error
}
