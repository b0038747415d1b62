/**
 * A signal, inside this process, that a company's data changed: every successful write is
 * audited (audit.server.ts), and the audit entry is where the signal is given, so no write can
 * forget it. Caches of what a company shows (the public knowledge-base pages) listen and forget.
 * The signal is given inside the write's transaction, before it commits: a listener that caches
 * must not keep what it reads in the moments after a change (see the public pages' cache).
 * Other processes do not hear it; their caches expire on their own (ADR 030).
 */
type Listener = (companyId: number) => void

const listeners = new Set<Listener>()

/** Calls the listener after each change of a company's data; returns how to stop listening. */
export function onCompanyChange(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Tells every listener that this company's data changed. */
export function companyChanged(companyId: number): void {
  for (const listener of listeners) listener(companyId)
}
