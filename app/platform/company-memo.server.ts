import { companyVersion } from './company-changes.server'

/*
 * What every page of a company reads and its people change rarely (the menu's links, the
 * directory's filter options), kept in memory per company until the company's data changes
 * (company-changes.server.ts: every audited write moves its version). The embedded database
 * runs on the thread that serves every request, so each statement a page does not run is time
 * given to the next request (ADR 030, "Seventh pass"). Rows written around the services (a
 * test's factories, a script) are seen once the company next changes, or after
 * COMPANY_MEMO_TTL_MS.
 */

/**
 * How long a kept answer is used at most, whatever this process heard: another process (several
 * app servers on one PostgreSQL) does not hear this one's changes, so its people see a change
 * within this time.
 */
export const COMPANY_MEMO_TTL_MS = 10_000
/**
 * A change is signalled inside its transaction, before it commits: an answer read in the
 * moments after one may be the data before it, so it is used but not kept.
 */
export const COMPANY_MEMO_SETTLE_MS = 1_000
/** Answers kept per memo; past it the one kept longest goes first. */
const MAX_ANSWERS = 1_000

interface Kept<T> {
  value: T
  version: number
  expiresAt: number
}

/**
 * `load` for a company, answered from memory while the company's data is unchanged. The answer
 * is shared by every request, so it is frozen: a caller that changed it would change it for all.
 */
export function rememberPerCompany<T>(
  load: (companyId: number) => Promise<T>,
): (companyId: number) => Promise<T> {
  const remembered = rememberPerCompanyAnd((companyId: number) => load(companyId))
  return (companyId) => remembered(companyId, '')
}

/**
 * As rememberPerCompany, for an answer that also depends on `part` (the day a dashboard is
 * seen on, say): one answer per company and part, all forgotten when the company changes.
 */
export function rememberPerCompanyAnd<T, Part extends string>(
  load: (companyId: number, part: Part) => Promise<T>,
): (companyId: number, part: Part) => Promise<T> {
  const kept = new Map<string, Kept<T>>()
  return async (companyId, part) => {
    const key = `${companyId}\n${part}`
    const startedAt = Date.now()
    const before = companyVersion(companyId)
    const entry = kept.get(key)
    if (entry && entry.version === before.version && startedAt < entry.expiresAt) {
      return entry.value
    }
    const value = deepFrozen(await load(companyId, part))
    const settled = before.changedAt < startedAt - COMPANY_MEMO_SETTLE_MS
    if (settled && companyVersion(companyId).version === before.version) {
      kept.delete(key)
      if (kept.size >= MAX_ANSWERS) kept.delete(kept.keys().next().value!)
      kept.set(key, { value, version: before.version, expiresAt: startedAt + COMPANY_MEMO_TTL_MS })
    }
    return value
  }
}

function deepFrozen<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value
  for (const inner of Object.values(value)) deepFrozen(inner)
  return Object.freeze(value)
}
