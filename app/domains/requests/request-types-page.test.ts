import { describe, expect, it } from 'vitest'
import { browserCookie } from '#tests/factories/browser-session'
import { requestsTeam } from '#tests/factories/requests'
import { pagesOfThisFile } from '#tests/support/browser-pages'
import { listRequestTypes, listTimeOffKinds } from './request-setup.server'
import { REQUEST_MESSAGES } from './requests.schema'

/*
 * The request setup page as a browser without JavaScript uses it: a request admin adds a type
 * and a kind of time off, a taken name is refused keeping what was typed, an edit from a stale
 * page is a 409, and unticked boxes save as "no".
 */

const PATH = '/request/types'
const { get, post } = pagesOfThisFile([PATH])

describe('the request types page without JavaScript', () => {
  it('adds and edits types and kinds of time off, refusing a taken name and a stale edit', async () => {
    const team = await requestsTeam()
    const cookie = await browserCookie(team.rae)
    expect((await get(await browserCookie(team.eve), PATH)).status).toBe(403)
    const page = await get(cookie, PATH)
    expect(page.status).toBe(200)
    expect(page.body).toContain(`id="type-${team.setup.expense.id}-name"`)
    expect(page.body).toContain('id="new-kind-annual_days"')

    const added = await post(cookie, PATH, [
      ['intent', 'createType'],
      ['name', 'Travel'],
      ['kind', 'expense'],
      ['description', 'Trains and hotels'],
      ['manager_approves', 'on'],
      ['is_active', 'on'],
    ])
    expect(added.status).toBe(302)
    const taken = await post(cookie, PATH, [
      ['intent', 'createType'],
      ['name', 'travel'],
      ['kind', 'general'],
      ['description', 'Typed before the refusal'],
    ])
    expect(taken.status).toBe(400)
    expect(taken.page).toContain(REQUEST_MESSAGES.typeTaken)
    expect(taken.body).toContain('Typed before the refusal</textarea>')

    const expense = team.setup.expense
    const edit = (version: number): [string, string][] => [
      ['intent', 'updateType'],
      ['id', String(expense.id)],
      ['version', String(version)],
      ['name', 'Expenses'],
      ['description', ''],
    ]
    const stale = await post(cookie, PATH, edit(expense.version + 1))
    expect(stale.status).toBe(409)
    expect(stale.page).toContain(REQUEST_MESSAGES.typeStale)
    expect((await post(cookie, PATH, edit(expense.version))).status).toBe(302)
    const types = await listRequestTypes(team.rae.actor)
    expect(types.find((type) => type.id === expense.id)).toMatchObject({
      name: 'Expenses',
      manager_approves: false,
      admin_approves: false,
      is_active: false,
    })
    expect(types.find((type) => type.name === 'Travel')).toMatchObject({
      kind: 'expense',
      manager_approves: true,
      admin_approves: false,
    })

    const kind = await post(cookie, PATH, [
      ['intent', 'createKind'],
      ['name', 'Parental leave'],
      ['annual_days', '10'],
      ['tracks_balance', 'on'],
      ['is_active', 'on'],
    ])
    expect(kind.status).toBe(302)
    const kinds = await listTimeOffKinds(team.rae.actor)
    expect(kinds.find((row) => row.name === 'Parental leave')).toMatchObject({
      annual_days: '10.00',
      tracks_balance: true,
    })
  })
})
