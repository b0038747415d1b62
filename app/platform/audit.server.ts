import { db, type Queryable } from './db.server'
import type { AppError } from './errors.server'
import type { RequestMeta } from './request-meta.server'
import { auditLog } from './audit.tables'
import { companyChanged } from './company-changes.server'

export interface AuditEntry {
  action: string
  companyId?: number | null
  actorUserId?: number | null
  entityType?: string
  entityId?: string | number
  outcome?: 'success' | 'failure' | 'denied'
  details?: Record<string, unknown>
}

/**
 * Audited actions that change only a person's own records (their sign-in, their clock, their
 * acknowledgement of an article, their to-dos): nothing a company's pages show or keep. They do
 * not move the company's version (company-changes.server.ts): staff signing in, clocking in and
 * reading all morning would otherwise empty what is kept of the company's pages many times a
 * second. Any other action, a new one included, moves it.
 */
const PERSONAL_ACTIONS = new Set([
  'account.signin',
  'account.signout',
  'account.switch_company',
  'account.refresh_token_reused',
  'account.password_change',
  'account.password_reset_requested',
  'account.password_reset',
  'attendance.clockIn',
  'attendance.clockOut',
  'attendance.breakStart',
  'attendance.breakEnd',
  'article.acknowledge',
  'todo.create',
  'todo.update',
  'todo.delete',
])

/** Records one entry of System Action History. Call it with the transaction of the change. */
export async function audit(q: Queryable, meta: RequestMeta, entry: AuditEntry): Promise<void> {
  await q.insert(auditLog).values({
    action: entry.action,
    companyId: entry.companyId ?? null,
    actorUserId: entry.actorUserId ?? null,
    entityType: entry.entityType,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    outcome: entry.outcome ?? 'success',
    details: entry.details,
    ip: meta.ip,
    userAgent: meta.userAgent,
  })
  const outcome = entry.outcome ?? 'success'
  if (outcome === 'success' && entry.companyId != null && !PERSONAL_ACTIONS.has(entry.action)) {
    companyChanged(entry.companyId)
  }
}

/** Who made a change and from where (a signed-in person's `{ actor, meta }`). */
interface Changer {
  actor: { companyId: number; userId: number }
  meta: RequestMeta
}

/**
 * Records a change a signed-in person made, with the transaction of the change: the one shape
 * of a service's success entry (their company and user, the record changed, what changed), so
 * services name only what differs.
 */
export function auditChange(
  q: Queryable,
  { actor, meta }: Changer,
  action: string,
  entity: { type: string; id?: string | number },
  details?: Record<string, unknown>,
): Promise<void> {
  return audit(q, meta, {
    action,
    companyId: actor.companyId,
    actorUserId: actor.userId,
    entityType: entity.type,
    entityId: entity.id,
    details,
  })
}

/**
 * Refuses, and records the refusal: every denied authorization and every id of another
 * company (a 404) leaves a 'denied' entry in the actor's company history.
 */
export async function deny(
  actor: { companyId: number; userId: number },
  meta: RequestMeta,
  action: string,
  error: AppError,
  entity?: { type: string; id: string | number },
): Promise<never> {
  await audit(db, meta, {
    action,
    companyId: actor.companyId,
    actorUserId: actor.userId,
    outcome: 'denied',
    entityType: entity?.type,
    entityId: entity?.id,
    details: { reason: error.code },
  })
  throw error
}
