import { beforeAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import { makePosition } from '#tests/factories/org'
import { browserPoster } from '#tests/support/browser-post'

/* The Confirm Deletion page of a position as a browser without JavaScript posts it. */

let post: Awaited<ReturnType<typeof browserPoster>>

beforeAll(async () => {
  post = await browserPoster(['/account/positions/1/delete'])
}, 60_000)

describe('the position Confirm Deletion page', () => {
  it('deletes and goes back to the list; a position already gone is the 404 page', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const position = await makePosition(company, 'Night porter')
    const cookie = await browserCookie(admin)
    const path = `/account/positions/${position.id}/delete`

    const deleted = await post(cookie, path)
    expect(deleted.status).toBe(302)
    expect(deleted.location).toBe('/account/positions')

    const again = await post(cookie, path)
    expect(again.status).toBe(404)
    expect(again.page).not.toContain('Error deleting positions!')
  })
})
