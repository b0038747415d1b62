import { beforeAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, signedIn } from '#tests/factories/accounts'
import { testMeta, uniqueIp } from '#tests/factories/request'
import { remixHandler } from '#tests/support/remix-handler'
import { sessionCookieHeader } from '~/platform/auth.server'
import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'
import { CUSTOM_FIELDS_PATH } from './custom-fields.messages'
import { createDefinition, getDefinition } from './custom-fields.server'

/*
 * The custom field's edit page as a browser without JavaScript gets it, through the app's real
 * request handler: a save from a stale version is the kit's stale-record notice (the message and
 * the reload link), with what was typed kept in the form, and nothing is saved.
 */

let handle: (request: Request) => Promise<Response>

beforeAll(async () => {
  const handler = await remixHandler([`${CUSTOM_FIELDS_PATH}/1`])
  handle = (request) => handler(request, {})
}, 60_000)

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")

describe("a custom field's edit page", () => {
  it('answers a stale save with the stale-record notice, keeping what was typed (409)', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const { token, actor } = await signedIn(admin.user, company)
    const cookie = (await sessionCookieHeader(new Request('http://app.test/'), token)).split(
      ';',
    )[0]!
    const field = await createDefinition(
      actor,
      { name: 'Shoe size', field_type: 'number', is_required: false, order: 1, choices: [] },
      testMeta(),
    )
    const path = `${CUSTOM_FIELDS_PATH}/${field.id}`
    const save = async (name: string) => {
      const response = await handle(
        new Request(`http://app.test${path}`, {
          method: 'POST',
          headers: {
            cookie,
            [CLIENT_IP_HEADER]: uniqueIp(),
            // A crawler's user agent: the whole page is rendered before the status is sent.
            'user-agent': 'Googlebot/2.1',
          },
          body: new URLSearchParams({
            intent: 'update',
            version: String(field.version),
            name,
            order: '1',
          }),
        }),
      )
      return { status: response.status, page: await response.text() }
    }

    expect((await save('Shoe size (EU)')).status).toBe(302)
    const stale = await save('Shoe size (UK)')
    expect(stale.status).toBe(409)
    expect(text(stale.page)).toContain('This field was changed by someone else.')
    expect(text(stale.page)).toContain('Discard my changes and reload')
    expect(stale.page).toContain('value="Shoe size (UK)"')
    expect((await getDefinition(actor, field.id, testMeta())).name).toBe('Shoe size (EU)')
  })
})
