import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import { postForm } from '#tests/support/post-form'
import { action } from '~/routes/_app+/knowledgebase.search-synonyms'
import { SYNONYMS_PATH } from './synonyms.schema'
import { listSynonymGroups } from './synonyms.server'

const post = (cookie: string, fields: Record<string, string | number>) =>
  postForm(action, SYNONYMS_PATH, cookie, fields)

describe('the search synonyms page without JS', () => {
  it('adds, saves and deletes groups by plain form posts, showing what is wrong', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const cookie = await browserCookie(admin)

    const added = await post(cookie, { intent: 'add', terms: 'PTO, Vacation, time off' })
    expect(added.status).toBe(302)
    const [group] = await listSynonymGroups(company.id)
    expect(group).toMatchObject({ terms: ['pto', 'vacation', 'time off'], version: 1 })

    const bad = await post(cookie, { intent: 'add', terms: 'pto' })
    expect(bad.status).toBe(400)
    expect(bad.errors).toEqual({ terms: ['Give at least two different words or phrases.'] })

    const saved = await post(cookie, {
      intent: 'save',
      group: group!.id,
      version: 1,
      terms: 'pto, annual leave',
    })
    expect(saved.status).toBe(302)
    const stale = await post(cookie, {
      intent: 'save',
      group: group!.id,
      version: 1,
      terms: 'a, b',
    })
    expect(stale.status).toBe(409)
    expect((await listSynonymGroups(company.id))[0]!.terms).toEqual(['pto', 'annual leave'])

    expect((await post(cookie, { intent: 'delete', group: group!.id })).status).toBe(302)
    expect(await listSynonymGroups(company.id)).toEqual([])
  })

  it('refuses an employee without the KB admin flag', async () => {
    const { company } = await makeCompanyWithAdmin()
    const employee = await makeMember(company)
    const cookie = await browserCookie(employee)
    // The 403 page is thrown (the error boundary shows it), before the form is read.
    for (const fields of [{ intent: 'add', terms: 'a, b' }, {}] as Record<string, string>[]) {
      await expect(post(cookie, fields)).rejects.toMatchObject({ status: 403 })
    }
    expect(await listSynonymGroups(company.id)).toEqual([])
  })
})
