import { describe, expect, it } from 'vitest'
import { bulkRefusalOf } from './bulk-reply'
import { assertAllChanged } from './bulk-reply.server'
import { isAppError } from './errors.server'
import type { FormReply } from './form-reply'

describe('bulk form replies', () => {
  it('carries every refused row, in order, and reads them back next to the form messages', () => {
    let thrown: unknown
    try {
      assertAllChanged({
        ok: false,
        errors: [
          { id: 12, error: 'Not found.' },
          { id: 3, error: 'Required' },
          { id: 12, error: 'Too long' },
        ],
      })
    } catch (error) {
      thrown = error
    }
    if (!isAppError(thrown)) throw new Error('expected an AppError')
    expect(thrown.code).toBe('VALIDATION')
    const reply: FormReply = {
      status: 'error',
      error: { '': ['Nothing to change'], ids: ['Nothing to change'], ...thrown.fieldErrors },
    }
    expect(bulkRefusalOf(reply)).toEqual({
      formErrors: ['Nothing to change'],
      rows: [
        { id: 12, error: 'Not found.' },
        { id: 12, error: 'Too long' },
        { id: 3, error: 'Required' },
      ],
    })
  })

  it('lets a bulk change that refused nothing through', () => {
    expect(() => assertAllChanged({ ok: true, ids: [1] })).not.toThrow()
  })
})
