import { and, desc, eq, sql } from 'drizzle-orm'
import { auditLog } from '~/platform/audit.tables'
import { db } from '~/platform/db.server'

/** System Action History rows for one action, newest first, narrowed to the test's own data. */
export function auditEntries(filter: {
  action: string
  actorUserId?: number
  companyId?: number
  entityId?: string | number
  /** Matches details->>'email' (failed sign-ins of unknown emails have no actor). */
  email?: string
}) {
  return db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, filter.action),
        filter.actorUserId === undefined ? undefined : eq(auditLog.actorUserId, filter.actorUserId),
        filter.companyId === undefined ? undefined : eq(auditLog.companyId, filter.companyId),
        filter.entityId === undefined ? undefined : eq(auditLog.entityId, String(filter.entityId)),
        filter.email === undefined
          ? undefined
          : sql`${auditLog.details}->>'email' = ${filter.email}`,
      ),
    )
    .orderBy(desc(auditLog.id))
}
