import { beforeAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, signedIn } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import { testMeta } from '#tests/factories/request'
import { browserPoster } from '#tests/support/browser-post'
import { CUSTOM_FIELDS_PATH } from './custom-fields.messages'
import { createDefinition, getDefinition } from './custom-fields.server'

/*
 * The custom field's edit page as a browser without JavaScript gets it, through the app's real
 * request handler: a save from a stale version is the kit's stale-record notice (the message and
 * the reload link), with what was typed kept in the form, and nothing is saved.
 */

let post: Awaited<ReturnType<typeof browserPoster>>

beforeAll(async () => {
  post = await browserPoster([`${CUSTOM_FIELDS_PATH}/1`])
}, 60_000)

describe("a custom field's edit page", () => {
  it('answers a stale save with the stale-record notice, keeping what was typed (409)', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const { actor } = await signedIn(admin.user, company)
    const cookie = await browserCookie(admin)
    const field = await createDefinition(
      actor,
      { name: 'Shoe size', field_type: 'number', is_required: false, order: 1, choices: [] },
      testMeta(),
    )
    const path = `${CUSTOM_FIELDS_PATH}/${field.id}`
    const save = (name: string) =>
      post(
        cookie,
        path,
        new URLSearchParams({ intent: 'update', version: String(field.version), name, order: '1' }),
      )

    expect((await save('Shoe size (EU)')).status).toBe(302)
    const stale = await save('Shoe size (UK)')
    expect(stale.status).toBe(409)
    expect(stale.page).toContain('This field was changed by someone else.')
    expect(stale.page).toContain('Discard my changes and reload')
    expect(stale.html).toContain('value="Shoe size (UK)"')
    expect((await getDefinition(actor, field.id, testMeta())).name).toBe('Shoe size (EU)')
  })
})
