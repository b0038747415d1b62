import type { Queryable } from './db.server'
import type { RequestMeta } from './request-meta.server'
import { auditLog } from './audit.tables'

export interface AuditEntry {
  action: string
  companyId?: number | null
  actorUserId?: number | null
  entityType?: string
  entityId?: string | number
  outcome?: 'success' | 'failure' | 'denied'
  details?: Record<string, unknown>
}

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
}
