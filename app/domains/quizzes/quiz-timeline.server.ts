import { and, asc, count, desc, eq, gte, lt, sql } from 'drizzle-orm'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { csvDocument } from '~/platform/csv'
import { authorize } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import type { Actor } from '~/platform/actor'
import type { RequestMeta } from '~/platform/request-meta.server'
import { can } from './quizzes.policy'
import type { TimelineFilters } from './quizzes.schema'
import { quizChoices } from './quizzes.server'
import { quizAttempts, quizzes } from './quizzes.tables'

export const TIMELINE_PAGE_SIZE = 50
/** The most rows one CSV export holds. */
export const TIMELINE_EXPORT_LIMIT = 10_000

export interface TimelineRow {
  id: number
  person: { id: number; name: string }
  quiz: { id: number; title: string }
  score_percent: number
  passed: boolean
  submitted_at: string
}

const DAY_MS = 24 * 60 * 60 * 1000

/** The attempts of the company the filters keep (a date range is whole days, UTC). */
function matching(actor: Actor, filters: TimelineFilters) {
  return and(
    ownedBy(quizAttempts, actor),
    filters.person ? eq(quizAttempts.membershipId, filters.person) : undefined,
    filters.quiz ? eq(quizAttempts.quizId, filters.quiz) : undefined,
    filters.passed ? eq(quizAttempts.passed, filters.passed === 'yes') : undefined,
    filters.from ? gte(quizAttempts.submittedAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to
      ? lt(quizAttempts.submittedAt, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS))
      : undefined,
  )
}

const personName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`

async function selectRows(actor: Actor, filters: TimelineFilters, limit: number, offset: number) {
  const rows = await db
    .select({
      id: quizAttempts.id,
      personId: quizAttempts.membershipId,
      personName,
      quizId: quizAttempts.quizId,
      quizTitle: quizzes.title,
      scorePercent: quizAttempts.scorePercent,
      passed: quizAttempts.passed,
      submittedAt: quizAttempts.submittedAt,
    })
    .from(quizAttempts)
    .innerJoin(quizzes, eq(quizzes.id, quizAttempts.quizId))
    .innerJoin(memberships, eq(memberships.id, quizAttempts.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(matching(actor, filters))
    .orderBy(desc(quizAttempts.submittedAt), desc(quizAttempts.id))
    .limit(limit)
    .offset(offset)
  return rows.map((row): TimelineRow => ({
    id: row.id,
    person: { id: row.personId, name: row.personName },
    quiz: { id: row.quizId, title: row.quizTitle },
    score_percent: row.scorePercent,
    passed: row.passed,
    submitted_at: row.submittedAt.toISOString(),
  }))
}

/** One page of the Quiz Response Timeline (KB admins): attempts, newest first. */
export async function quizTimeline(actor: Actor, meta: RequestMeta, filters: TimelineFilters) {
  await authorize({ actor, meta }, can, 'quizResponses.view')
  const [results, [total]] = await Promise.all([
    selectRows(actor, filters, TIMELINE_PAGE_SIZE, (filters.page - 1) * TIMELINE_PAGE_SIZE),
    db.select({ n: count() }).from(quizAttempts).where(matching(actor, filters)),
  ])
  const totalCount = total?.n ?? 0
  return {
    count: totalCount,
    page: filters.page,
    page_count: Math.max(1, Math.ceil(totalCount / TIMELINE_PAGE_SIZE)),
    results,
  }
}

/** The filters' choices: the quizzes, and the people who have made an attempt. */
export async function timelineOptions(actor: Actor) {
  const [quizList, people] = await Promise.all([
    quizChoices(actor),
    db
      .selectDistinct({ id: quizAttempts.membershipId, name: personName })
      .from(quizAttempts)
      .innerJoin(memberships, eq(memberships.id, quizAttempts.membershipId))
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(ownedBy(quizAttempts, actor))
      .orderBy(asc(personName)),
  ])
  return { quizzes: quizList.map((quiz) => ({ id: quiz.id, name: quiz.title })), people }
}

export const TIMELINE_CSV_HEADER = ['Person', 'Quiz', 'Score (%)', 'Result', 'Submitted at (UTC)']

/** Every attempt the filters keep (at most TIMELINE_EXPORT_LIMIT), as CSV. */
export async function quizTimelineCsv(
  actor: Actor,
  meta: RequestMeta,
  filters: TimelineFilters,
): Promise<string> {
  await authorize({ actor, meta }, can, 'quizResponses.view')
  const rows = await selectRows(actor, filters, TIMELINE_EXPORT_LIMIT, 0)
  const lines = [
    TIMELINE_CSV_HEADER,
    ...rows.map((row) => [
      row.person.name,
      row.quiz.title,
      String(row.score_percent),
      row.passed ? 'Passed' : 'Failed',
      row.submitted_at,
    ]),
  ]
  return csvDocument(lines)
}
