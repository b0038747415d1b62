import { describe, expect, it } from 'vitest'
import { RequestListQuery } from './requests.schema'

describe('the request list query', () => {
  it('reads my_all as on when present, off when absent or false', () => {
    expect(RequestListQuery.parse({}).my_all).toBe(false)
    expect(RequestListQuery.parse({ my_all: '' }).my_all).toBe(true)
    expect(RequestListQuery.parse({ my_all: '1' }).my_all).toBe(true)
    expect(RequestListQuery.parse({ my_all: 'false' }).my_all).toBe(false)
    expect(RequestListQuery.parse({ status: 'nonsense' }).status).toBe('my_request')
  })
})
