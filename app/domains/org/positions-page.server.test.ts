import { describe, expect, it } from 'vitest'
import type { FormReply } from '~/platform/form-reply'
import { AppError } from '~/platform/errors.server'
import { positionFormAction } from './positions-page.server'
import { POSITION_MESSAGES, PositionUpdateFormSchema } from './positions.schema'

/*
 * The position pages' action: a failure nobody foresaw is the seed's message on the form with
 * what the admin typed kept (500); a refusal or a missing position stays the error page.
 */

const typed: [string, string][] = [
  ['name', 'Team lead'],
  ['division', '3'],
  ['manager', ''],
  ['order', '2'],
  ['has_description', 'on'],
  ['description', 'Leads the team'],
  ['responsibilities', '4'],
  ['responsibilities', '5'],
  ['version', '2'],
]

function saveFailingWith(error: unknown) {
  const request = new Request('http://localhost/account/positions/7/edit', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(typed),
  })
  return positionFormAction(
    request,
    PositionUpdateFormSchema,
    () => Promise.reject(error),
    POSITION_MESSAGES.updateFailed,
  )
}

describe('the position form action', () => {
  it('shows the seed message on an unexpected failure, keeping what was typed', async () => {
    const response = await saveFailingWith(new Error('connection lost'))

    expect(response.status).toBe(500)
    const reply = (await response.json()) as FormReply
    expect(reply.error).toEqual({ '': ['Error updating position'] })
    expect(reply.initialValue).toMatchObject({
      name: 'Team lead',
      division: '3',
      description: 'Leads the team',
      responsibilities: ['4', '5'],
    })
  })

  it('keeps a refusal and a missing position as error pages', async () => {
    const refused = await saveFailingWith(AppError.forbidden()).catch((page: Response) => page)
    const missing = await saveFailingWith(AppError.notFound()).catch((page: Response) => page)

    expect(refused).toBeInstanceOf(Response)
    expect(refused.status).toBe(403)
    expect(missing).toBeInstanceOf(Response)
    expect(missing.status).toBe(404)
  })
})
