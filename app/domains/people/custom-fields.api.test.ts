import { describe, expect, it } from 'vitest'
import { createdThroughApi, routeApi, teamWithProfileAdmin as world } from '#tests/factories/api'
import { auditEntries } from '#tests/factories/audit'
import { CUSTOM_FIELD_MESSAGES } from './custom-fields.schema'

const DEFS = '/company/api/custom-field-definitions/'

interface CreatedField {
  id: number
  version: number
  choices: { id: number; label: string }[]
}
const createField = (token: string, body: Record<string, unknown>) =>
  createdThroughApi<CreatedField>(DEFS, token, body)

describe('custom field definitions', () => {
  it('profile admins manage them; every member reads them; others get 403', async () => {
    const w = await world()
    const team = await createField(w.profileAdmin.token, {
      name: 'Team',
      field_type: 'single_choice',
      is_required: true,
      order: 2,
      choices: ['Red', 'Blue'],
    })
    expect(team).toMatchObject({
      name: 'Team',
      field_type: 'single_choice',
      is_required: true,
      order: 2,
      version: 1,
      choices: [
        { label: 'Red', order: 1 },
        { label: 'Blue', order: 2 },
      ],
    })
    await createField(w.admin.token, { name: 'Shoe size', field_type: 'number', order: 1 })

    const listed = await routeApi('GET', DEFS, { token: w.employee.token })
    expect(listed.json.map((field: { name: string }) => field.name)).toEqual(['Shoe size', 'Team'])

    const refused = await routeApi('POST', DEFS, {
      token: w.employee.token,
      body: { name: 'Nope', field_type: 'text' },
    })
    expect(refused.status).toBe(403)
    expect(
      (
        await routeApi('PATCH', `${DEFS}${team.id}/`, {
          token: w.employee.token,
          body: { name: 'X', version: 1 },
        })
      ).status,
    ).toBe(403)
    expect(
      (await routeApi('DELETE', `${DEFS}${team.id}/`, { token: w.employee.token })).status,
    ).toBe(403)
    const denied = await auditEntries({
      companyId: w.acme.company.id,
      action: 'custom_field.create',
    })
    expect(denied.some((entry) => entry.outcome === 'denied')).toBe(true)
  })

  it("another company's field is not found on every call", async () => {
    const w = await world()
    const team = await createField(w.admin.token, {
      name: 'Team',
      field_type: 'multiple_choice',
      choices: ['Red'],
    })
    const choice = team.choices[0]!.id
    const token = w.globex.admin.token
    const calls: [string, string, unknown?][] = [
      ['GET', `${DEFS}${team.id}/`],
      ['PATCH', `${DEFS}${team.id}/`, { name: 'Mine', version: 1 }],
      ['DELETE', `${DEFS}${team.id}/`],
      ['GET', `${DEFS}${team.id}/choices/`],
      ['POST', `${DEFS}${team.id}/choices/`, { label: 'Green' }],
      ['GET', `${DEFS}${team.id}/choices/${choice}/`],
      ['PATCH', `${DEFS}${team.id}/choices/${choice}/`, { label: 'Green' }],
      ['DELETE', `${DEFS}${team.id}/choices/${choice}/`],
      ['GET', `/account/api/staffs/${w.employee.membership.id}/custom-fields/`],
      [
        'PATCH',
        `/account/api/staffs/${w.employee.membership.id}/custom-fields/${team.id}/`,
        { value: [choice] },
      ],
    ]
    for (const [method, path, body] of calls) {
      const response = await routeApi(method, path, { token, body })
      expect(response.status, `${method} ${path}`).toBe(404)
    }
    // Globex's own person with Acme's field: still not found.
    const own = await routeApi(
      'PATCH',
      `/account/api/staffs/${w.globex.staff.membership.id}/custom-fields/${team.id}/`,
      {
        token,
        body: { value: [choice] },
      },
    )
    expect(own.status).toBe(404)
  })

  it('a change from a stale version is refused with 409', async () => {
    const w = await world()
    const field = await createField(w.admin.token, { name: 'Badge', field_type: 'text' })
    const first = await routeApi('PATCH', `${DEFS}${field.id}/`, {
      token: w.admin.token,
      body: { name: 'Badge number', version: 1 },
    })
    expect(first.json).toMatchObject({ name: 'Badge number', version: 2 })
    const stale = await routeApi('PATCH', `${DEFS}${field.id}/`, {
      token: w.admin.token,
      body: { name: 'Lost', version: 1 },
    })
    expect(stale).toEqual({ status: 409, json: { detail: CUSTOM_FIELD_MESSAGES.stale } })
  })

  it('choices are added, renamed and deleted; a deleted choice leaves the values that held it', async () => {
    const w = await world()
    const field = await createField(w.admin.token, {
      name: 'Languages',
      field_type: 'multiple_choice',
      choices: ['English', 'French'],
    })
    const [english, french] = field.choices.map((choice) => choice.id)
    const added = await routeApi('POST', `${DEFS}${field.id}/choices/`, {
      token: w.admin.token,
      body: { label: 'Arabic', order: 3 },
    })
    expect(added.status).toBe(201)
    const renamed = await routeApi('PATCH', `${DEFS}${field.id}/choices/${french}/`, {
      token: w.admin.token,
      body: { label: 'Français' },
    })
    expect(renamed.json).toMatchObject({ id: french, label: 'Français' })
    const staffPath = `/account/api/staffs/${w.employee.membership.id}/custom-fields/${field.id}/`
    await routeApi('PATCH', staffPath, { token: w.admin.token, body: { value: [english, french] } })

    expect(
      (await routeApi('DELETE', `${DEFS}${field.id}/choices/${french}/`, { token: w.admin.token }))
        .status,
    ).toBe(204)
    const value = await routeApi('GET', staffPath, { token: w.employee.token })
    expect(value.json).toMatchObject({ value: [english], display: 'English' })
    const text = await createField(w.admin.token, { name: 'Nick', field_type: 'text' })
    const noChoices = await routeApi('POST', `${DEFS}${text.id}/choices/`, {
      token: w.admin.token,
      body: { label: 'A' },
    })
    expect(noChoices.status).toBe(400)
  })
})

describe('staff custom field values', () => {
  it('a profile admin sets anyone’s values; a person their own; nobody someone else’s', async () => {
    const w = await world()
    const field = await createField(w.admin.token, { name: 'Nickname', field_type: 'text' })
    const path = (membershipId: number) =>
      `/account/api/staffs/${membershipId}/custom-fields/${field.id}/`

    const byAdmin = await routeApi('PATCH', path(w.other.membership.id), {
      token: w.profileAdmin.token,
      body: { value: 'Ozzy' },
    })
    expect(byAdmin).toMatchObject({ status: 200, json: { value: 'Ozzy', display: 'Ozzy' } })
    const own = await routeApi(
      'POST',
      `/account/api/staffs/${w.employee.membership.id}/custom-fields/`,
      {
        token: w.employee.token,
        body: { field: field.id, value: 'Evie' },
      },
    )
    expect(own).toMatchObject({ status: 201, json: { value: 'Evie' } })
    const others = await routeApi('PATCH', path(w.other.membership.id), {
      token: w.employee.token,
      body: { value: 'Hacked' },
    })
    expect(others.status).toBe(403)
    // Everyone in the company reads the values (profiles show them).
    const read = await routeApi(
      'GET',
      `/account/api/staffs/${w.other.membership.id}/custom-fields/`,
      {
        token: w.employee.token,
      },
    )
    expect(read.json).toEqual([
      {
        field: field.id,
        name: 'Nickname',
        field_type: 'text',
        is_required: false,
        value: 'Ozzy',
        display: 'Ozzy',
      },
    ])
    expect(
      (await routeApi('DELETE', path(w.other.membership.id), { token: w.admin.token })).status,
    ).toBe(204)
    expect(
      (await routeApi('GET', path(w.other.membership.id), { token: w.admin.token })).json.value,
    ).toBeNull()
  })

  it('validates each value by its field type', async () => {
    const w = await world()
    const token = w.admin.token
    const make = (field_type: string, extra: Record<string, unknown> = {}) =>
      createField(token, { name: field_type, field_type, ...extra })
    const number = await make('number')
    const date = await make('date')
    const single = await make('single_choice', { choices: ['A', 'B'] })
    const multiple = await make('multiple_choice', { choices: ['X', 'Y'] })
    const checkbox = await make('checkbox')
    const longText = await make('long_text', { is_required: true })
    const other = await make('single_choice', { choices: ['Elsewhere'] })
    const set = (field: { id: number }, value: unknown) =>
      routeApi(
        'PATCH',
        `/account/api/staffs/${w.employee.membership.id}/custom-fields/${field.id}/`,
        {
          token,
          body: { value },
        },
      )
    const error = (message: string) => ({ status: 400, json: { value: [message] } })

    expect(await set(number, 'twelve')).toEqual(error(CUSTOM_FIELD_MESSAGES.number))
    expect((await set(number, '12.5')).json.value).toBe(12.5)
    expect(await set(date, '2026-02-30')).toEqual(error(CUSTOM_FIELD_MESSAGES.date))
    expect(await set(date, '01/02/2026')).toEqual(error(CUSTOM_FIELD_MESSAGES.date))
    expect((await set(date, '2026-02-28')).json.value).toBe('2026-02-28')
    expect(await set(single, other.choices[0]!.id)).toEqual(error(CUSTOM_FIELD_MESSAGES.choice))
    expect((await set(single, String(single.choices[1]!.id))).json).toMatchObject({ display: 'B' })
    expect(await set(multiple, [multiple.choices[0]!.id, single.choices[0]!.id])).toEqual(
      error(CUSTOM_FIELD_MESSAGES.choice),
    )
    expect(
      (
        await set(
          multiple,
          multiple.choices.map((c) => c.id),
        )
      ).json.display,
    ).toBe('X, Y')
    expect((await set(checkbox, true)).json).toMatchObject({ value: true, display: 'Yes' })
    expect(await set(checkbox, 'maybe')).toEqual(error(CUSTOM_FIELD_MESSAGES.checkbox))
    expect(await set(longText, '   ')).toEqual(error(CUSTOM_FIELD_MESSAGES.required))
    expect((await set(longText, 'Line one\nLine two')).json.value).toBe('Line one\nLine two')
    const cleared = await routeApi(
      'DELETE',
      `/account/api/staffs/${w.employee.membership.id}/custom-fields/${longText.id}/`,
      { token },
    )
    expect(cleared).toEqual(error(CUSTOM_FIELD_MESSAGES.required))
  })
})
