import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { companyChanged } from './company-changes.server'
import {
  COMPANY_MEMO_SETTLE_MS,
  COMPANY_MEMO_TTL_MS,
  rememberPerCompany,
  rememberPerCompanyAnd,
} from './company-memo.server'

/** A memo over a load that says how often it ran; each test's companies are its own. */
function countingMemo() {
  const loads: number[] = []
  const memo = rememberPerCompany(async (companyId) => {
    loads.push(companyId)
    return { companyId, load: loads.length, links: [{ name: 'Wiki' }] }
  })
  return { memo, loads }
}

let nextCompanyId = 1_000_000
const newCompanyId = () => nextCompanyId++

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-27T09:00:00Z'))
})
afterEach(() => vi.useRealTimers())

describe('what is kept per company', () => {
  it('is read once while the company is unchanged, and per company', async () => {
    const { memo, loads } = countingMemo()
    const [acme, globex] = [newCompanyId(), newCompanyId()]
    expect(await memo(acme)).toMatchObject({ companyId: acme, load: 1 })
    expect(await memo(acme)).toMatchObject({ companyId: acme, load: 1 })
    expect(await memo(globex)).toMatchObject({ companyId: globex, load: 2 })
    expect(loads).toEqual([acme, globex])
  })

  it('is read again after any change of the company, and only of that company', async () => {
    const { memo, loads } = countingMemo()
    const [acme, globex] = [newCompanyId(), newCompanyId()]
    await memo(acme)
    await memo(globex)
    companyChanged(acme)
    expect(await memo(acme)).toMatchObject({ load: 3 })
    expect(await memo(globex)).toMatchObject({ load: 2 })
    expect(loads).toEqual([acme, globex, acme])
  })

  it('is not kept when read in the moments after a change, which may not have committed', async () => {
    const { memo } = countingMemo()
    const acme = newCompanyId()
    companyChanged(acme)
    vi.advanceTimersByTime(COMPANY_MEMO_SETTLE_MS - 1)
    expect(await memo(acme)).toMatchObject({ load: 1 })
    expect(await memo(acme)).toMatchObject({ load: 2 })
    vi.advanceTimersByTime(2)
    expect(await memo(acme)).toMatchObject({ load: 3 })
    expect(await memo(acme)).toMatchObject({ load: 3 })
  })

  it('is not kept when the company changed while it was read', async () => {
    const acme = newCompanyId()
    let load = 0
    const memo = rememberPerCompany(async (companyId) => {
      load++
      if (load === 1) companyChanged(companyId)
      return load
    })
    expect(await memo(acme)).toBe(1)
    vi.advanceTimersByTime(COMPANY_MEMO_SETTLE_MS + 1)
    expect(await memo(acme)).toBe(2)
    expect(await memo(acme)).toBe(2)
  })

  it(`is read again after ${COMPANY_MEMO_TTL_MS / 1000} s, for changes other processes made`, async () => {
    const { memo } = countingMemo()
    const acme = newCompanyId()
    await memo(acme)
    vi.advanceTimersByTime(COMPANY_MEMO_TTL_MS - 1)
    expect(await memo(acme)).toMatchObject({ load: 1 })
    vi.advanceTimersByTime(1)
    expect(await memo(acme)).toMatchObject({ load: 2 })
  })

  it('cannot be changed by one request for the next', async () => {
    const { memo } = countingMemo()
    const acme = newCompanyId()
    const answer = await memo(acme)
    expect(() => answer.links.push({ name: 'Mine' })).toThrow(TypeError)
    expect(() => {
      answer.links[0]!.name = 'Mine'
    }).toThrow(TypeError)
    expect((await memo(acme)).links).toEqual([{ name: 'Wiki' }])
  })

  it('is not kept when the read fails', async () => {
    const acme = newCompanyId()
    let calls = 0
    const memo = rememberPerCompany(async () => {
      calls++
      if (calls === 1) throw new Error('database gone')
      return calls
    })
    await expect(memo(acme)).rejects.toThrow('database gone')
    expect(await memo(acme)).toBe(2)
    expect(await memo(acme)).toBe(2)
  })
})

describe('what is kept per company and part', () => {
  it('is one answer per part, and all are read again after a change of the company', async () => {
    const loads: string[] = []
    const memo = rememberPerCompanyAnd(async (companyId, day: string) => {
      loads.push(day)
      return `${companyId} on ${day}`
    })
    const acme = newCompanyId()
    expect(await memo(acme, '2026-11-27')).toBe(`${acme} on 2026-11-27`)
    expect(await memo(acme, '2026-11-28')).toBe(`${acme} on 2026-11-28`)
    await memo(acme, '2026-11-27')
    expect(loads).toEqual(['2026-11-27', '2026-11-28'])
    companyChanged(acme)
    await memo(acme, '2026-11-27')
    await memo(acme, '2026-11-28')
    expect(loads).toEqual(['2026-11-27', '2026-11-28', '2026-11-27', '2026-11-28'])
  })
})
