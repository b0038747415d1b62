import { and, asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm'
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { articleAcknowledgements } from '~/domains/knowledge/knowledge.tables'
import { divisions } from '~/domains/org/org.tables'
import { quizAttempts } from '~/domains/quizzes/quizzes.tables'
import type { Actor } from '~/platform/actor'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import { named } from './union-columns.server'
import { courseCompletions } from '../courses.tables'
import { can } from '../courses.policy'
import { LEADERBOARD_PAGE_SIZE } from './reports'
import type { LeaderboardPeriod, LeaderboardQuery } from './reports.schema'

/** One person's place on the leaderboard and what it is made of. */
export interface LeaderboardEntry {
  rank: number
  membershipId: number
  firstName: string
  lastName: string
  division: { id: number; name: string } | null
  articles: number
  courses: number
  quizzes: number
  total: number
  /** When the person reached their total: the last of their counted completions (ISO). */
  lastCompletedAt: string
}

export interface Leaderboard {
  entries: LeaderboardEntry[]
  /** How many people have at least one completion in the period (and the division). */
  count: number
  page: number
  pageCount: number
  /** The period's first moment (ISO); null for all time. */
  since: string | null
  timezone: string
}

/**
 * The first moment of the period, as the viewer counts days (midnight in their time zone): the
 * first of this month, the 30 days ending today (today and the 29 before), the first of January.
 */
function periodStart(period: LeaderboardPeriod, now: Date, timeZone: string): SQL | null {
  const local = sql`(${now.toISOString()}::timestamptz AT TIME ZONE ${timeZone})`
  switch (period) {
    case 'month':
      return sql`date_trunc('month', ${local}) AT TIME ZONE ${timeZone}`
    case '30days':
      return sql`(date_trunc('day', ${local}) - interval '29 days') AT TIME ZONE ${timeZone}`
    case 'year':
      return sql`date_trunc('year', ${local}) AT TIME ZONE ${timeZone}`
    case 'all':
      return null
  }
}

/** One kind of completion in the period: who, which item, when. */
function events(
  actor: Actor,
  since: SQL | null,
  kind: string,
  source: {
    table: typeof articleAcknowledgements | typeof courseCompletions | typeof quizAttempts
    item: PgColumn
    at: PgColumn
    only?: SQL
  },
) {
  return db
    .select({
      membershipId: named<number>(source.table.membershipId, 'membership_id'),
      kind: named<string>(sql`${kind}::text`, 'kind'),
      itemId: named<number>(source.item, 'item_id'),
      at: named<string>(source.at, 'at'),
    })
    .from(source.table)
    .where(
      and(ownedBy(source.table, actor), since ? gte(source.at, since) : undefined, source.only),
    )
}

/** Counts of one kind among a person's items. */
const countOf = (kind: SQL, name: string, which: string) =>
  sql<number>`count(*) filter (where ${kind} = ${which})`.mapWith(Number).as(name)

/**
 * People ranked by completions in a period (KB admins). A completion is an article acknowledged
 * (by signature, answer or read), a course completed or a quiz passed; each item counts once per
 * person in the period (acknowledging an article again after a reassignment, or passing a quiz
 * twice, does not count twice), so the superseded records of the timeline still count. Ordered
 * by total, highest first; equal totals by the earlier last completion (who got there first),
 * then first name, last name and membership. Only active people are ranked.
 */
export async function loadLeaderboard(
  asker: Asker,
  query: LeaderboardQuery,
  now = new Date(),
): Promise<Leaderboard> {
  await authorize(asker, can, 'completions.view')
  const { actor } = asker
  const timeZone = actor.timezone || 'UTC'
  const since = periodStart(query.period, now, timeZone)
  const all = unionAll(
    events(actor, since, 'article', {
      table: articleAcknowledgements,
      item: articleAcknowledgements.articleId,
      at: articleAcknowledgements.acknowledgedAt,
    }),
    events(actor, since, 'course', {
      table: courseCompletions,
      item: courseCompletions.courseId,
      at: courseCompletions.completedAt,
    }),
    events(actor, since, 'quiz', {
      table: quizAttempts,
      item: quizAttempts.quizId,
      at: quizAttempts.submittedAt,
      only: eq(quizAttempts.passed, true),
    }),
  ).as('events')
  // Each item once: the first time the person completed it in the period.
  const items = db
    .select({
      membershipId: all.membershipId,
      kind: all.kind,
      firstAt: sql<string>`min(${all.at})`.as('first_at'),
    })
    .from(all)
    .groupBy(all.membershipId, all.kind, all.itemId)
    .as('items')
  const scores = db
    .select({
      membershipId: items.membershipId,
      articles: countOf(sql`${items.kind}`, 'articles', 'article'),
      courses: countOf(sql`${items.kind}`, 'courses', 'course'),
      quizzes: countOf(sql`${items.kind}`, 'quizzes', 'quiz'),
      total: sql<number>`count(*)`.mapWith(Number).as('total'),
      lastAt: sql<string>`max(${items.firstAt})`.as('last_at'),
    })
    .from(items)
    .groupBy(items.membershipId)
    .as('scores')

  const page = query.page
  const rows = await db
    .select({
      membershipId: memberships.id,
      firstName: users.firstName,
      lastName: users.lastName,
      divisionId: divisions.id,
      divisionName: divisions.name,
      articles: scores.articles,
      courses: scores.courses,
      quizzes: scores.quizzes,
      total: scores.total,
      lastAt: scores.lastAt,
      count: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(scores)
    .innerJoin(memberships, eq(memberships.id, scores.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(divisions, eq(divisions.id, memberships.divisionId))
    .where(
      and(
        ownedBy(memberships, actor),
        eq(memberships.isActive, true),
        query.division ? eq(memberships.divisionId, query.division) : undefined,
      ),
    )
    .orderBy(
      desc(scores.total),
      asc(scores.lastAt),
      asc(users.firstName),
      asc(users.lastName),
      asc(memberships.id),
    )
    .limit(LEADERBOARD_PAGE_SIZE)
    .offset((page - 1) * LEADERBOARD_PAGE_SIZE)

  const count = rows[0]?.count ?? (page > 1 ? await countRanked(asker, query, now) : 0)
  const start = since
    ? (await db.execute<{ since: string | Date }>(sql`select ${since} as since`)).rows[0]
    : undefined
  return {
    entries: rows.map((row, index) => ({
      rank: (page - 1) * LEADERBOARD_PAGE_SIZE + index + 1,
      membershipId: row.membershipId,
      firstName: row.firstName,
      lastName: row.lastName,
      division:
        row.divisionId === null ? null : { id: row.divisionId, name: row.divisionName ?? '' },
      articles: row.articles,
      courses: row.courses,
      quizzes: row.quizzes,
      total: row.total,
      lastCompletedAt: new Date(row.lastAt).toISOString(),
    })),
    count,
    page,
    pageCount: Math.max(1, Math.ceil(count / LEADERBOARD_PAGE_SIZE)),
    since: start ? new Date(start.since).toISOString() : null,
    timezone: timeZone,
  }
}

/** The count when a page past the end was asked (its window is empty, so it cannot say). */
async function countRanked(asker: Asker, query: LeaderboardQuery, now: Date): Promise<number> {
  return (await loadLeaderboard(asker, { ...query, page: 1 }, now)).count
}
