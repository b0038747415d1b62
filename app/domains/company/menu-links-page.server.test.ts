import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, signedIn } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import { testMeta } from '#tests/factories/request'
import { action as editLinkAction } from '~/routes/_app+/account.settings_.menu-links_.$id.edit'
import { DEFAULT_MENU_LINK_ICON } from './menu-tree'
import { MenuLinkCreateSchema } from './menu-links.schema'
import { createMenuLink, listMenuLinks } from './menu-links.server'

/*
 * The menu link edit page without JS: the form posts every field, so one the admin empties is
 * cleared (the parent, the icon) or refused (the name, the address), never left as it was.
 */

async function linksOfAnAdmin() {
  const { company, admin } = await makeCompanyWithAdmin()
  const { actor } = await signedIn(admin.user, company)
  const add = (fields: object) =>
    createMenuLink(actor, MenuLinkCreateSchema.parse({ url: '/kb', ...fields }), testMeta())
  const tools = await add({ name: 'Tools', icon: 'wrench' })
  const wiki = await add({ name: 'Wiki', icon: 'book', parent: tools.id })
  const saved = async () => (await listMenuLinks(actor)).find((link) => link.id === wiki.id)
  return { cookie: await browserCookie(admin), wiki, saved }
}

async function saveLink(cookie: string, id: number, fields: Record<string, string | number>) {
  const response = (await editLinkAction({
    request: new Request(`http://localhost/account/settings/menu-links/${id}/edit`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'update', order: '0', ...fields } as Record<
        string,
        string
      >),
    }),
    params: { id: String(id) },
    context: {},
  })) as Response
  const reply = response.status === 400 ? await response.json() : undefined
  return { status: response.status, errors: reply?.error as Record<string, string[]> | undefined }
}

describe('the menu link edit page', () => {
  it('moves a link to the top level and back to the default icon when those are emptied', async () => {
    const { cookie, wiki, saved } = await linksOfAnAdmin()

    const answer = await saveLink(cookie, wiki.id, {
      version: wiki.version,
      name: 'Wiki',
      url: '/kb',
      icon: '',
      parent: '',
    })

    expect(answer.status).toBe(302)
    expect(await saved()).toMatchObject({ parent: null, icon: DEFAULT_MENU_LINK_ICON })
  })

  it('refuses an emptied name or address and changes nothing', async () => {
    const { cookie, wiki, saved } = await linksOfAnAdmin()

    const answer = await saveLink(cookie, wiki.id, {
      version: wiki.version,
      name: '',
      url: '',
      icon: 'book',
      parent: String(wiki.parent),
    })

    expect(answer).toEqual({
      status: 400,
      errors: { name: ['This field is required'], url: ['This field is required'] },
    })
    expect(await saved()).toMatchObject({ name: 'Wiki', url: '/kb', version: wiki.version })
  })
})
