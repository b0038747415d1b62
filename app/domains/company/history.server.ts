import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { auditLog } from '~/platform/audit.tables'
import { ownedBy } from '~/platform/tenancy.server'
import { db } from '~/platform/db.server'
import type { Actor } from '~/platform/actor'
import { can } from './company.policy'
import { containsPattern } from './like'
import { actionLabel, entityHref, HISTORY_PAGE_SIZE, type Outcome } from './history'
import type { HistoryQuery } from './history.schema'
import { dateTimeFormat } from '~/i18n'

export interface HistoryEntry {
  id: number
  /** Who acted: their name, or null for the system / a deleted user. */
  who: string | null
  action: string
  label: string
  /** ISO time, and the same time as the viewer reads it (their time zone and language). */
  at: string
  when: string
  entity: { type: string; id: string; href: string | null } | null
  outcome: Outcome
}

export interface HistoryPage {
  entries: HistoryEntry[]
  page: number
  hasNext: boolean
  /** False: only the viewer's own actions are listed (ADR 010). */
  seesEveryone: boolean
}

/** 'Mon 3 Mar 2026, 14:05' in the viewer's language and time zone. */
export function formatWhen(at: Date, language: string, timeZone: string): string {
  const locale = language === 'en' ? 'en-GB' : language
  return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at)
}

/**
 * One page of the company's System Action History, newest first. Profile admins see everyone's
 * entries, anyone else only their own (ADR 010). Pages are cut with LIMIT/OFFSET over the
 * (company_id, created_at) index and one extra row tells whether a next page exists, so a
 * large log is never counted whole.
 */
export async function listHistory(
  actor: Actor,
  query: HistoryQuery,
  language = 'en',
): Promise<HistoryPage> {
  const seesEveryone = can(actor, 'history.readAll')
  const timeZone = actor.timezone || 'UTC'
  const filters: (SQL | undefined)[] = [ownedBy(auditLog, actor)]
  if (!seesEveryone) filters.push(eq(auditLog.actorUserId, actor.userId))
  if (query.action) filters.push(eq(auditLog.action, query.action))
  // Days are the viewer's days: midnight where they are, not midnight UTC.
  if (query.from) {
    filters.push(
      gte(auditLog.createdAt, sql`(${query.from}::date)::timestamp AT TIME ZONE ${timeZone}`),
    )
  }
  if (query.to) {
    filters.push(
      lt(auditLog.createdAt, sql`((${query.to}::date) + 1)::timestamp AT TIME ZONE ${timeZone}`),
    )
  }
  if (seesEveryone && query.person) {
    const like = containsPattern(query.person)
    filters.push(
      or(
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
        ilike(users.email, like),
      ),
    )
  }
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      outcome: auditLog.outcome,
      createdAt: auditLog.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(...filters))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(HISTORY_PAGE_SIZE + 1)
    .offset((query.page - 1) * HISTORY_PAGE_SIZE)

  // Links only to pages of this company: a membership id is checked against it.
  const membershipIds = rows
    .filter((row) => row.entityType === 'membership' && /^\d+$/.test(row.entityId ?? ''))
    .map((row) => Number(row.entityId))
  const ours = new Set(
    membershipIds.length === 0
      ? []
      : (
          await db
            .select({ id: memberships.id })
            .from(memberships)
            .where(
              and(
                ownedBy(memberships, actor),
                sql`${memberships.id} in (${sql.join(membershipIds, sql`, `)})`,
              ),
            )
        ).map((row) => row.id),
  )

  const entries = rows.slice(0, HISTORY_PAGE_SIZE).map((row): HistoryEntry => {
    const isOurMember = row.entityType === 'membership' && ours.has(Number(row.entityId))
    const href =
      row.entityType === 'membership' && !isOurMember
        ? null
        : entityHref(row.entityType, row.entityId)
    return {
      id: row.id,
      who: row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim(),
      action: row.action,
      label: actionLabel(row.action),
      at: row.createdAt.toISOString(),
      when: formatWhen(row.createdAt, language, timeZone),
      entity:
        row.entityType && row.entityId ? { type: row.entityType, id: row.entityId, href } : null,
      outcome: row.outcome,
    }
  })
  return { entries, page: query.page, hasNext: rows.length > HISTORY_PAGE_SIZE, seesEveryone }
}

/** The language the viewer reads pages in: their own choice, else the company's. */
export function viewerLanguage(actor: Pick<Actor, 'languageCode' | 'companyLanguageCode'>): string {
  return actor.languageCode ?? actor.companyLanguageCode ?? 'en'
}
