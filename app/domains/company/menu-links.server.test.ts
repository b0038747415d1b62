import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { testMeta } from '#tests/factories/request'
import { isAppError } from '~/platform/errors.server'
import { createMenuLink, deleteMenuLink, listMenuLinks, updateMenuLink } from './menu-links.server'
import { MenuLinkCreateSchema } from './menu-links.schema'

async function anAdmin() {
  const { company, admin } = await makeCompanyWithAdmin()
  return { company, actor: (await signedIn(admin.user, company)).actor }
}

const input = (fields: Record<string, unknown>) =>
  MenuLinkCreateSchema.parse({ name: 'Wiki', url: '/kb', ...fields })

describe('menu link services', () => {
  it('lets one of two simultaneous edits of one version win; the other is a conflict', async () => {
    const { actor } = await anAdmin()
    const link = await createMenuLink(actor, input({}), testMeta())
    const results = await Promise.allSettled(
      ['Left', 'Right'].map((name) =>
        updateMenuLink(actor, link.id, { name, version: link.version }, testMeta()),
      ),
    )
    const won = results.filter((result) => result.status === 'fulfilled')
    const lost = results.filter((result) => result.status === 'rejected')
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(1)
    const error = (lost[0] as PromiseRejectedResult).reason
    expect(isAppError(error) && error.code).toBe('CONFLICT')
    const [stored] = await listMenuLinks(actor)
    expect(stored).toMatchObject({
      version: 2,
      name: (won[0] as PromiseFulfilledResult<{ name: string }>).value.name,
    })
  })

  it('refuses an edit of a submenu item made before its parent was deleted', async () => {
    const { actor } = await anAdmin()
    const parent = await createMenuLink(actor, input({ name: 'Tools' }), testMeta())
    const child = await createMenuLink(actor, input({ parent: parent.id }), testMeta())
    await deleteMenuLink(actor, parent.id, testMeta())
    await expect(
      updateMenuLink(actor, child.id, { name: 'Renamed', version: child.version }, testMeta()),
    ).rejects.toMatchObject({ code: 'CONFLICT' })
    expect(await listMenuLinks(actor)).toEqual([
      expect.objectContaining({ id: child.id, parent: null, name: 'Wiki', version: 2 }),
    ])
  })

  it('shows members the same list the admin sees, and nothing of another company', async () => {
    const { company, actor } = await anAdmin()
    const other = await anAdmin()
    await createMenuLink(actor, input({ name: 'Ours' }), testMeta())
    await createMenuLink(other.actor, input({ name: 'Theirs' }), testMeta())
    const member = await makeMember(company)
    const memberActor = (await signedIn(member.user, company)).actor
    expect((await listMenuLinks(memberActor)).map((link) => link.name)).toEqual(['Ours'])
  })
})
