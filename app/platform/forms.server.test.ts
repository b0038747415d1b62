import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { AppError } from './errors.server'
import type { FormReply } from './form-reply'
import { handleForm, handleIntents, intent, savedReply } from './forms.server'
import { readReply } from './form-reply'

const Schema = z.object({
  name: z.string({ required_error: 'Name is required' }),
  note: z.string().optional(),
  version: z.coerce.number(),
})

function post(fields: Record<string, string>) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return new Request('http://localhost/form', { method: 'POST', body })
}

const replyOf = async (response: Response) => (await response.json()) as FormReply

const saved = async () => new Response(null, { status: 204 })

describe('handleForm', () => {
  it('answers bad input with 400 and the field messages, running nothing', async () => {
    const run = vi.fn(saved)
    const response = await handleForm(post({ version: '1' }), Schema, run)

    expect(response.status).toBe(400)
    expect(readReply(await replyOf(response)).errors.name).toEqual(['Name is required'])
    expect(run).not.toHaveBeenCalled()
  })

  it('brings what `carry` gives along on every answer, and the record saved now on a 409', async () => {
    const options = {
      carry: async () => ({ files: ['a.pdf'] }),
      current: async (typed: z.output<typeof Schema>) => ({ name: 'Saved', mine: typed.name }),
    }
    const stale = await handleForm(
      post({ name: 'Mine', version: '1' }),
      Schema,
      async () => {
        throw new AppError('CONFLICT', 'Changed by someone else')
      },
      options,
    )
    const refused = await handleForm(post({ version: '1' }), Schema, saved, options)

    expect(stale.status).toBe(409)
    expect(await replyOf(stale)).toMatchObject({
      conflict: true,
      current: { name: 'Saved', mine: 'Mine' },
      carried: { files: ['a.pdf'] },
      error: { '': ['Changed by someone else'] },
    })
    expect(await replyOf(refused)).toMatchObject({ carried: { files: ['a.pdf'] } })
  })

  it('answers with the messages found while reading the form (400), running nothing', async () => {
    const run = vi.fn(saved)
    const response = await handleForm(post({ name: 'Mine', version: '1' }), Schema, run, {
      readErrors: { file: ['That kind of file is not allowed'] },
    })

    expect(response.status).toBe(400)
    const reply = await replyOf(response)
    expect(reply.error).toEqual({ file: ['That kind of file is not allowed'] })
    expect(readReply(reply).value('name', '')).toBe('Mine')
    expect(run).not.toHaveBeenCalled()
  })

  it('shows an unexpected failure as the form’s message (500) only when told to', async () => {
    const broken = async (): Promise<Response> => {
      throw new Error('database gone')
    }
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)

    const told = await handleForm(post({ name: 'Mine', version: '1' }), Schema, broken, {
      unexpected: 'Did not save',
    })

    expect(told.status).toBe(500)
    expect(readReply(await replyOf(told))).toMatchObject({ formErrors: ['Did not save'] })
    await expect(handleForm(post({ name: 'Mine', version: '1' }), Schema, broken)).rejects.toThrow(
      'database gone',
    )
    quiet.mockRestore()
  })

  it('makes a missing record the 404 page, or the form’s message when the page says so', async () => {
    const missing = async (): Promise<Response> => {
      throw AppError.notFound('Category not found.')
    }
    const fields = { name: 'Mine', version: '1' }

    const page = await handleForm(post(fields), Schema, missing).catch((error: unknown) => error)
    const message = await handleForm(post(fields), Schema, missing, { errorPages: [] })
    const forbidden = await handleForm(
      post(fields),
      Schema,
      async () => {
        throw AppError.forbidden()
      },
      { errorPages: ['FORBIDDEN'] },
    ).catch((error: unknown) => error)

    expect(page).toBeInstanceOf(Response)
    expect((page as Response).status).toBe(404)
    expect(message.status).toBe(404)
    expect(readReply(await replyOf(message)).formErrors).toEqual(['Category not found.'])
    expect((forbidden as Response).status).toBe(403)
  })

  it('keeps a blank field as a value when told to (an emptied field clears it)', async () => {
    const values: unknown[] = []
    const keep = async (value: unknown) => {
      values.push(value)
      return saved()
    }
    await handleForm(post({ name: 'Mine', note: '', version: '2' }), Schema, keep)
    await handleForm(post({ name: 'Mine', note: '', version: '2' }), Schema, keep, {
      blanksAreValues: true,
    })

    expect(values).toEqual([
      { name: 'Mine', version: 2 },
      { name: 'Mine', note: '', version: 2 },
    ])
  })
})

describe('handleIntents and savedReply', () => {
  it('runs the posted intent, which may answer its success as a FormReply', async () => {
    const response = await handleIntents(post({ intent: 'rename', name: 'New', version: '3' }), {
      rename: intent(Schema, async (value) => savedReply({ id: value.version })),
    })

    expect(await replyOf(response)).toEqual({ status: 'success', carried: { id: 3 } })
  })

  it('refuses an intent it does not know with the 400 error page', async () => {
    const answer = await handleIntents(post({ intent: 'other' }), {
      rename: intent(Schema, saved),
    }).catch((error: unknown) => error)

    expect((answer as Response).status).toBe(400)
  })
})
