import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, signedIn } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import { testMeta } from '#tests/factories/request'
import { postForm } from '#tests/support/post-form'
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

const saveLink = (cookie: string, id: number, fields: Record<string, string | number>) =>
  postForm(
    editLinkAction,
    `/account/settings/menu-links/${id}/edit`,
    cookie,
    { intent: 'update', order: 0, ...fields },
    { id: String(id) },
  )

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

    expect(answer.status).toBe(400)
    expect(answer.errors).toEqual({
      name: ['This field is required'],
      url: ['This field is required'],
    })
    expect(await saved()).toMatchObject({ name: 'Wiki', url: '/kb', version: wiki.version })
  })
})
