/**
 * A signal, inside this process, that a company's data changed: every successful write is
 * audited (audit.server.ts), and the audit entry is where the signal is given, so no write can
 * forget it. What a company shows may be kept in memory against the company's version (the
 * public knowledge-base pages, company-memo.server.ts), which every change moves.
 * The signal is given inside the write's transaction, before it commits: a cache must not keep
 * what it reads in the moments after a change (`changedAt`).
 * Other processes do not hear it; their caches expire on their own (ADR 030).
 */
export interface CompanyVersion {
  /** Moves on every change of the company's data in this process; 0 before any. */
  version: number
  /** When the version last moved (ms since the epoch); 0 if never in this process. */
  changedAt: number
}

const UNCHANGED: CompanyVersion = { version: 0, changedAt: 0 }
const versions = new Map<number, CompanyVersion>()

/** The version of a company's data in this process. */
export function companyVersion(companyId: number): CompanyVersion {
  return versions.get(companyId) ?? UNCHANGED
}

/** This company's data changed: whatever was kept of it is out of date. */
export function companyChanged(companyId: number): void {
  const { version } = companyVersion(companyId)
  versions.set(companyId, { version: version + 1, changedAt: Date.now() })
}
