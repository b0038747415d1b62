import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import type { User } from '~/domains/accounts/accounts.tables'
import type { Company } from '~/domains/company/company.tables'
import { sessionCookieHeader } from '~/platform/auth.server'
import { action as bulkAction } from '~/routes/_app+/account.employees_.bulk'
import { action as bulkCreateAction } from '~/routes/_app+/account.employees_.bulk-create'
import { action as deactivateAction } from '~/routes/_app+/account.employee.$id.delete'
import { action as customFieldsAction } from '~/routes/_app+/account.employee_.$id_.custom-fields'
import { action as filesAction } from '~/routes/_app+/account.employee_.$id_.files'
import { testMeta } from '#tests/factories/request'
import { createDefinition } from './custom-fields.server'
import { BULK_MESSAGES, STAFF_MESSAGES } from './staff.schema'

/*
 * The people pages answer in the one form protocol (FormReply): a refused bulk row is a field
 * error keyed by row, a refused file or person a field or form message, and nothing changes.
 */

async function cookieOf(member: { user: User }, company: Company) {
  const { token } = await signedIn(member.user, company)
  return (await sessionCookieHeader(new Request('http://localhost/'), token)).split(';')[0]!
}

type Action = typeof bulkAction

function post(run: Action, url: string, cookie: string, fields: [string, string | number][]) {
  return run({
    request: new Request(`http://localhost${url}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields.map(([key, value]) => [key, String(value)])),
    }),
    params: { id: url.split('/')[3]! },
    context: {},
  }) as Promise<Response>
}

describe('the staff bulk pages', () => {
  it('refuses deactivating the last admin, naming the row, on the bulk page and on its own page', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const other = await makeMember(company)
    const cookie = await cookieOf(admin, company)
    const bulk = await post(bulkAction, '/account/employees/bulk', cookie, [
      ['intent', 'delete'],
      ['id', other.membership.id],
      ['id', admin.membership.id],
    ])
    expect(bulk.status).toBe(400)
    const reply = await bulk.json()
    expect(reply.error).toEqual({ [`row-${admin.membership.id}`]: [STAFF_MESSAGES.lastAdmin] })
    expect(reply.initialValue.intent).toBe('delete')

    const single = await post(
      deactivateAction,
      `/account/employee/${admin.membership.id}/delete`,
      cookie,
      [],
    )
    expect(single.status).toBe(400)
    expect((await single.json()).error).toEqual({ '': [STAFF_MESSAGES.lastAdmin] })
  })

  it('previews a CSV, and refuses its bad rows and an empty file without creating anyone', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const cookie = await cookieOf(admin, company)
    const csv =
      'first_name,last_name,email\nGus,Good,gus.bulk@example.com\n,Nameless,nn@example.com\n'
    const url = '/account/employees/bulk-create'
    const preview = await post(bulkCreateAction, url, cookie, [['csv', csv]])
    expect(preview.status).toBe(200)
    const { rows } = await preview.json()
    expect(rows.map((row: { errors: string[] }) => row.errors.length)).toEqual([0, 1])

    const created = await post(bulkCreateAction, url, cookie, [
      ['intent', 'create'],
      ['csv', csv],
    ])
    expect(created.status).toBe(400)
    const reply = await created.json()
    expect(Object.keys(reply.error)).toEqual(['row-2'])
    expect(reply.initialValue?.csv).toBeUndefined()

    const empty = await post(bulkCreateAction, url, cookie, [['csv', ' ']])
    expect(empty.status).toBe(400)
    expect((await empty.json()).error).toEqual({ file: [BULK_MESSAGES.noRows] })
  })
})

describe("a person's files page", () => {
  it('refuses an upload without a file on the file, and a file type not in the list', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const cookie = await cookieOf(admin, company)
    const upload = (fields: [string, string][]) => {
      const body = new FormData()
      for (const [name, value] of fields) body.append(name, value)
      body.append('file', new File([], ''))
      const url = `http://localhost/account/employee/${admin.membership.id}/files`
      return filesAction({
        request: new Request(url, { method: 'POST', headers: { cookie }, body }),
        params: { id: String(admin.membership.id) },
        context: {},
      }) as Promise<Response>
    }
    const empty = await upload([['intent', 'upload']])
    expect(empty.status).toBe(400)
    expect(Object.keys((await empty.json()).error)).toEqual(['file'])
    const badType = await upload([
      ['intent', 'upload'],
      ['file_type', 'oops'],
    ])
    expect((await badType.json()).error).toEqual({
      file_type: ['Choose a file type from the list'],
    })
  })

  it('answers deleting a file that is not there on the page (not the 404 page); staff get 403', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const staff = await makeMember(company)
    const url = `/account/employee/${admin.membership.id}/files`
    const fields: [string, string][] = [
      ['intent', 'delete'],
      ['file', '999999'],
    ]
    const gone = await post(filesAction, url, await cookieOf(admin, company), fields)
    expect(gone.status).toBe(302)
    expect(gone.headers.get('location')).toBe(url)
    const refused = await post(filesAction, url, await cookieOf(staff, company), fields).catch(
      (thrown: Response) => thrown,
    )
    expect(refused.status).toBe(403)
  })
})

describe("a person's custom fields page", () => {
  it('keeps what was typed and names the bad value; nothing is saved until all are good', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const { actor } = await signedIn(admin.user, company)
    const size = await createDefinition(
      actor,
      { name: 'Shoe size', field_type: 'number', is_required: false, order: 1, choices: [] },
      testMeta(),
    )
    const tick = await createDefinition(
      actor,
      { name: 'Parking', field_type: 'checkbox', is_required: false, order: 2, choices: [] },
      testMeta(),
    )
    const cookie = await cookieOf(admin, company)
    const url = `/account/employee/${admin.membership.id}/custom-fields`
    const refused = await post(customFieldsAction, url, cookie, [[`field-${size.id}`, 'forty']])
    expect(refused.status).toBe(400)
    const reply = await refused.json()
    expect(Object.keys(reply.error)).toEqual([`field-${size.id}`])
    expect(reply.initialValue).toEqual({ [`field-${size.id}`]: 'forty' })

    const saved = await post(customFieldsAction, url, cookie, [
      [`field-${size.id}`, '42'],
      [`field-${tick.id}`, 'true'],
    ])
    expect(saved.status).toBe(302)
  })
})
