import { beforeAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { makePublicKb } from '#tests/factories/public-kb'
import { uniqueIp } from '#tests/factories/request'
import { remixHandler } from '#tests/support/remix-handler'
import type { User } from '~/domains/accounts/accounts.tables'
import type { Company } from '~/domains/company/company.tables'
import type { Actor, RoleFlag } from '~/platform/actor'
import { sessionCookieHeader } from '~/platform/auth.server'
import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'
import { NAVIGATION, type MenuItemDef } from './menu'
import type { MenuEntry } from './navigation'

/**
 * The menu walk: for each kind of member the demo and the policies know, every item of the menu
 * they see is opened through the app's real request handler (the signed-in layout with its guard,
 * the page's loaders, the render) and must load; every page of the menu they are not allowed is
 * refused with 403. So no menu item leads to a 404, a 403 or a crash, and the menu, the guard and
 * the page agree.
 */

/** One member per role combination: the demo's admin and employee, and each area's admin. */
const ROLES: [who: string, userTypeSlug: 'admin' | 'staff', roles: RoleFlag[] | 'sign-up'][] = [
  ['the admin as sign-up creates it (every flag)', 'admin', 'sign-up'],
  ['a company admin without the area flags', 'staff', ['user_is_admin']],
  ['a profile admin', 'staff', ['user_is_profile_admin']],
  ['a KB admin', 'staff', ['user_is_kb_admin']],
  ['plain staff', 'staff', []],
]

/** The menu's own pages: every item with a route of its own (no id to fill in). */
const PAGES: MenuItemDef[] = NAVIGATION.flatMap((entry) =>
  entry.kind === 'group' ? entry.items : [entry],
).filter((item) => item.route !== undefined && !/\{(?!company_slug\})/.test(item.route))

interface Person {
  who: string
  actor: Actor
  cookie: string
}

let people: Person[]
/** The admin of a company without a public knowledge base. */
let withoutPublicKb: Person
let handle: (request: Request) => Promise<Response>

async function personIn(member: { user: User }, company: Company) {
  const { token, actor } = await signedIn(member.user, company)
  const cookie = (await sessionCookieHeader(new Request('http://app.test/'), token)).split(';')[0]!
  return { actor, cookie }
}

const pathOf = (item: MenuItemDef, actor: Actor) =>
  item.route!.replace('{company_slug}', encodeURIComponent(actor.companySlug))

beforeAll(async () => {
  const { company, admin } = await makeCompanyWithAdmin()
  // View Public KB is in the menu only for a company with a public knowledge base.
  await makePublicKb(company)
  people = []
  for (const [who, userTypeSlug, roles] of ROLES) {
    const member = roles === 'sign-up' ? admin : await makeMember(company, { userTypeSlug, roles })
    people.push({ who, ...(await personIn(member, company)) })
  }
  const other = await makeCompanyWithAdmin()
  withoutPublicKb = { who: 'admin', ...(await personIn(other.admin, other.company)) }
  const paths = people.flatMap(({ actor }) => PAGES.map((item) => pathOf(item, actor)))
  const handler = await remixHandler(paths)
  handle = (request) => handler(request, {})
}, 60_000)

const open = (person: Person, path: string) =>
  handle(
    new Request(`http://app.test${path}`, {
      headers: {
        cookie: person.cookie,
        [CLIENT_IP_HEADER]: uniqueIp(),
        // A crawler's user agent: the whole page is rendered before the status is sent.
        'user-agent': 'Googlebot/2.1',
      },
    }),
  )

/** The menu as the signed-in layout sends it to this person (its loader's data). */
async function menuOf(person: Person): Promise<MenuEntry[]> {
  const response = await open(person, '/account/dashboard?_data=routes%2F_app%2B%2F_layout')
  expect(response.status).toBe(200)
  const data = (await response.json()) as { navigation: { menu: MenuEntry[] } }
  return data.navigation.menu
}

describe('the menu walk', () => {
  for (const [index, [who]] of ROLES.entries()) {
    it(`${who}: every menu item and page of theirs loads, every other page is refused`, async () => {
      const person = people[index]!
      const menu = (await menuOf(person)).flatMap((entry) =>
        entry.kind === 'item' ? [entry] : entry.items,
      )
      const shown = menu.filter((item) => !item.external)
      expect(shown.length).toBeGreaterThan(5)
      const statuses: Record<string, number> = {}
      for (const item of shown) statuses[item.href] = (await open(person, item.href)).status
      expect(statuses).toEqual(Object.fromEntries(shown.map((item) => [item.href, 200])))

      // The menu's hidden pages this person may open are linked from other pages: they load too.
      const linked = PAGES.filter((item) => item.hidden && item.access.allowed(person.actor))
      const loads: Record<string, number> = {}
      for (const item of linked) {
        loads[item.route!] = (await open(person, item.route!)).status
      }
      expect(loads).toEqual(Object.fromEntries(linked.map((item) => [item.route!, 200])))

      const refused = PAGES.filter((item) => !item.access.allowed(person.actor))
      const refusals: Record<string, number> = {}
      for (const item of refused) {
        const path = pathOf(item, person.actor)
        refusals[path] = (await open(person, path)).status
      }
      expect(refusals).toEqual(
        Object.fromEntries(refused.map((item) => [pathOf(item, person.actor), 403])),
      )
      // Every page of the app, rendered for one person: longer than one test's usual limit.
    }, 60_000)
  }

  it('leaves View Public KB out of the menu of a company without a public knowledge base', async () => {
    const menu = await menuOf(withoutPublicKb)
    expect(menu.some((entry) => entry.id === 'knowledge-base')).toBe(true)
    expect(menu.some((entry) => entry.id === 'public-kb')).toBe(false)
    const slug = encodeURIComponent(withoutPublicKb.actor.companySlug)
    expect((await open(withoutPublicKb, `/articles/public/${slug}`)).status).toBe(404)
  })
})
