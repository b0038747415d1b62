import { beforeAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import { makePublicKb } from '#tests/factories/public-kb'
import { browserPoster } from '#tests/support/browser-post'
import { postForm } from '#tests/support/post-form'
import { action } from '~/routes/_app+/knowledgebase.public-knowledgebases_.$id.delete'
import { PUBLIC_KB_MESSAGES } from './public-kb.constants'

/*
 * The delete question page of a public knowledge base as a browser without JavaScript posts it:
 * seed 001 §8's one message for a delete that did not happen, on the page with its status.
 */

let post: Awaited<ReturnType<typeof browserPoster>>

beforeAll(async () => {
  post = await browserPoster(['/knowledgebase/public-knowledgebases/1/delete'])
}, 60_000)

describe('the Delete public knowledge base page', () => {
  it('deletes; posted again (already gone) it answers the seed’s message with 404', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const kb = await makePublicKb(company)
    const cookie = await browserCookie(admin)
    const path = `/knowledgebase/public-knowledgebases/${kb.id}/delete`

    const deleted = await post(cookie, path)
    expect(deleted.status).toBe(302)
    expect(deleted.location).toBe('/knowledgebase/public-knowledgebases')

    // With JavaScript the page stays and shows the reply's message (a 4xx reloads nothing).
    const again = await postForm(action, path, cookie, {}, { id: String(kb.id) })
    expect(again).toMatchObject({ status: 404, errors: { '': [PUBLIC_KB_MESSAGES.deleteFailed] } })
    // Without it the page is reloaded, and a base that is gone is the 404 page.
    expect((await post(cookie, path)).status).toBe(404)
  })

  it('refuses staff with the 403 page, the base kept', async () => {
    const { company } = await makeCompanyWithAdmin()
    const staff = await makeMember(company)
    const kb = await makePublicKb(company)
    const path = `/knowledgebase/public-knowledgebases/${kb.id}/delete`

    const refused = await post(await browserCookie(staff), path)
    expect(refused.status).toBe(403)
    expect(refused.page).not.toContain(PUBLIC_KB_MESSAGES.deleteFailed)
  })
})
