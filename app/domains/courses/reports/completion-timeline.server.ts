import { and, asc, desc, eq, exists, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { containsPattern } from '~/domains/company/like'
import { formatWhen, viewerLanguage } from '~/domains/company/history.server'
import { ACKNOWLEDGEMENT_METHOD } from '~/domains/knowledge/knowledge-constants'
import { articleAcknowledgements, articles } from '~/domains/knowledge/knowledge.tables'
import { divisions } from '~/domains/org/org.tables'
import type { Actor } from '~/platform/actor'
import { authorize, type Asker } from '~/platform/authorize.server'
import { csvDocument } from '~/platform/csv'
import { db } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import { named } from './union-columns.server'
import { courseCompletions, courses } from '../courses.tables'
import { can } from '../courses.policy'
import {
  HOW_LABELS,
  KIND_LABELS,
  TIMELINE_EXPORT_LIMIT,
  TIMELINE_ITEM_CHOICES,
  TIMELINE_PAGE_SIZE,
  type CompletionHow,
} from './reports'
import { itemKey, type TimelineKind, type TimelineQuery } from './reports.schema'
import { dateTimeFormat } from '~/i18n'

/** One completion of All Completions: who completed which item, how and when. */
export interface TimelineRow {
  kind: TimelineKind
  /** The acknowledgement's or the completion's id (unique within its kind). */
  id: number
  person: { membershipId: number; name: string; email: string }
  division: string | null
  item: { id: number; title: string; href: string }
  how: CompletionHow
  /** ISO time, and the same time as the viewer reads it. */
  at: string
  when: string
  /** Superseded by a reassignment: the person was asked to complete the item again since. */
  superseded: boolean
}

export interface TimelinePage {
  rows: TimelineRow[]
  page: number
  hasNext: boolean
}

/** What the filters offer: the company's divisions and the items someone has completed. */
export interface TimelineOptions {
  divisions: { id: number; name: string }[]
  items: { key: string; kind: TimelineKind; title: string }[]
}

const ITEM_HREF: Record<TimelineKind, (id: number) => string> = {
  article: (id) => `/knowledgebase/articles/${id}`,
  course: (id) => `/knowledgebase/courses/${id}`,
}

const METHOD_HOW: Record<number, CompletionHow> = {
  [ACKNOWLEDGEMENT_METHOD.signature]: 'signature',
  [ACKNOWLEDGEMENT_METHOD.answer]: 'answer',
  [ACKNOWLEDGEMENT_METHOD.read]: 'read',
}

/** The person and division columns both kinds share (joined the same way). */
const personColumns = () => ({
  membershipId: named<number>(memberships.id, 'membership_id'),
  firstName: named<string>(users.firstName, 'first_name'),
  lastName: named<string>(users.lastName, 'last_name'),
  email: named<string>(users.email, 'email'),
  division: named<string | null>(divisions.name, 'division'),
})

/** Conditions on the person, the same for both kinds. */
function personFilters(query: TimelineQuery): (SQL | undefined)[] {
  const like = query.person ? containsPattern(query.person) : null
  return [
    like
      ? or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ilike(users.email, like),
        )
      : undefined,
    query.division ? eq(memberships.divisionId, query.division) : undefined,
  ]
}

/** The days from/to, as the viewer's days (midnight where they are, not midnight UTC). */
function dayFilters(column: PgColumn, query: TimelineQuery, timeZone: string) {
  return [
    query.from
      ? gte(column, sql`(${query.from}::date)::timestamp AT TIME ZONE ${timeZone}`)
      : undefined,
    query.to
      ? lt(column, sql`((${query.to}::date) + 1)::timestamp AT TIME ZONE ${timeZone}`)
      : undefined,
  ]
}

/** Whether the filters leave `kind` in (the kind filter, or the kind of the one item asked). */
const includes = (query: TimelineQuery, kind: TimelineKind) =>
  (!query.kind || query.kind === kind) && (!query.item || query.item.kind === kind)

/** Where one kind of completion is kept, and how its columns read. */
interface CompletionSource {
  kind: TimelineKind
  table: typeof articleAcknowledgements | typeof courseCompletions
  item: { table: typeof articles | typeof courses; id: PgColumn; title: PgColumn }
  at: PgColumn
  method: SQL | PgColumn
  certificate: SQL
}

const ACKNOWLEDGEMENTS: CompletionSource = {
  kind: 'article',
  table: articleAcknowledgements,
  item: { table: articles, id: articleAcknowledgements.articleId, title: articles.title },
  at: articleAcknowledgements.acknowledgedAt,
  method: articleAcknowledgements.method,
  certificate: sql`false`,
}

const COURSE_COMPLETIONS: CompletionSource = {
  kind: 'course',
  table: courseCompletions,
  item: { table: courses, id: courseCompletions.courseId, title: courses.name },
  at: courseCompletions.completedAt,
  method: sql`null::smallint`,
  certificate: sql`${courseCompletions.certificateCode} is not null`,
}

/** The filtered rows of one kind, in the union's columns. */
function completionRows(
  asker: Asker,
  query: TimelineQuery,
  timeZone: string,
  source: CompletionSource,
) {
  const { table, item } = source
  return db
    .select({
      kind: named<TimelineKind>(sql`${source.kind}::text`, 'kind'),
      id: named<number>(table.id, 'id'),
      ...personColumns(),
      itemId: named<number>(item.id, 'item_id'),
      itemTitle: named<string>(item.title, 'item_title'),
      method: named<number | null>(source.method, 'method'),
      certificate: named<boolean>(source.certificate, 'certificate'),
      at: named<string>(source.at, 'at'),
      superseded: named<boolean>(sql`${table.supersededAt} is not null`, 'superseded'),
    })
    .from(table)
    .innerJoin(item.table, eq(item.table.id, item.id))
    .innerJoin(memberships, eq(memberships.id, table.membershipId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(divisions, eq(divisions.id, memberships.divisionId))
    .where(
      and(
        ownedBy(table, asker.actor),
        ...personFilters(query),
        query.item ? eq(item.id, query.item.id) : undefined,
        ...dayFilters(source.at, query, timeZone),
      ),
    )
}

type RawRow = Awaited<ReturnType<typeof completionRows>>[number]

/**
 * The filtered completions, newest first (ties: the same moment, courses before articles, then
 * the newer record), a window of them. Both kinds are one UNION ALL ordered and cut by the
 * database, so a page never reads the whole history.
 */
async function selectTimeline(
  asker: Asker,
  query: TimelineQuery,
  window: { limit: number; offset: number },
): Promise<RawRow[]> {
  const timeZone = asker.actor.timezone || 'UTC'
  const articlesIn = includes(query, 'article')
  const coursesIn = includes(query, 'course')
  if (!articlesIn && !coursesIn) return []
  const rowsOf = (source: CompletionSource) => completionRows(asker, query, timeZone, source)
  const ordered = (
    articlesIn && coursesIn
      ? unionAll(rowsOf(ACKNOWLEDGEMENTS), rowsOf(COURSE_COMPLETIONS))
      : rowsOf(articlesIn ? ACKNOWLEDGEMENTS : COURSE_COMPLETIONS)
  ).as('timeline')
  const rows = await db
    .select()
    .from(ordered)
    .orderBy(desc(ordered.at), desc(ordered.kind), desc(ordered.id))
    .limit(window.limit)
    .offset(window.offset)
  return rows as RawRow[]
}

function toRow(raw: RawRow, language: string, timeZone: string): TimelineRow {
  const at = new Date(raw.at)
  const how: CompletionHow =
    raw.kind === 'course'
      ? raw.certificate
        ? 'certificate'
        : 'course'
      : (METHOD_HOW[raw.method ?? -1] ?? 'read')
  return {
    kind: raw.kind,
    id: raw.id,
    person: {
      membershipId: raw.membershipId,
      name: `${raw.firstName} ${raw.lastName}`.trim(),
      email: raw.email,
    },
    division: raw.division,
    item: { id: raw.itemId, title: raw.itemTitle, href: ITEM_HREF[raw.kind](raw.itemId) },
    how,
    at: at.toISOString(),
    when: formatWhen(at, language, timeZone),
    superseded: raw.superseded,
  }
}

const mayView = (asker: Asker) => authorize(asker, can, 'completions.view')

/** One page of All Completions (KB admins): article acknowledgements and course completions. */
export async function listCompletionTimeline(
  asker: Asker,
  query: TimelineQuery,
): Promise<TimelinePage> {
  await mayView(asker)
  const rows = await selectTimeline(asker, query, {
    limit: TIMELINE_PAGE_SIZE + 1,
    offset: (query.page - 1) * TIMELINE_PAGE_SIZE,
  })
  const language = viewerLanguage(asker.actor)
  const timeZone = asker.actor.timezone || 'UTC'
  return {
    rows: rows.slice(0, TIMELINE_PAGE_SIZE).map((raw) => toRow(raw, language, timeZone)),
    page: query.page,
    hasNext: rows.length > TIMELINE_PAGE_SIZE,
  }
}

/** The company's divisions by name: the reports' division filter. */
const companyDivisions = (actor: Actor) =>
  db
    .select({ id: divisions.id, name: divisions.name })
    .from(divisions)
    .where(ownedBy(divisions, actor))
    .orderBy(asc(divisions.name), asc(divisions.id))

/** The division filter of a report (KB admins). */
export async function reportDivisions(asker: Asker) {
  await mayView(asker)
  return companyDivisions(asker.actor)
}

/** What the filters offer (KB admins): divisions, and the articles and courses completed. */
export async function timelineOptions(asker: Asker): Promise<TimelineOptions> {
  await mayView(asker)
  const { actor } = asker
  const [divisionRows, articleRows, courseRows] = await Promise.all([
    companyDivisions(actor),
    db
      .select({ id: articles.id, title: articles.title })
      .from(articles)
      .where(
        and(
          ownedBy(articles, actor),
          exists(
            db
              .select({ one: sql`1` })
              .from(articleAcknowledgements)
              .where(eq(articleAcknowledgements.articleId, articles.id)),
          ),
        ),
      )
      .orderBy(asc(articles.title), asc(articles.id))
      .limit(TIMELINE_ITEM_CHOICES),
    db
      .select({ id: courses.id, title: courses.name })
      .from(courses)
      .where(
        and(
          ownedBy(courses, actor),
          exists(
            db
              .select({ one: sql`1` })
              .from(courseCompletions)
              .where(eq(courseCompletions.courseId, courses.id)),
          ),
        ),
      )
      .orderBy(asc(courses.name), asc(courses.id))
      .limit(TIMELINE_ITEM_CHOICES),
  ])
  const item = (kind: TimelineKind) => (row: { id: number; title: string }) => ({
    key: itemKey(kind, row.id),
    kind,
    title: row.title,
  })
  return {
    divisions: divisionRows,
    items: [...articleRows.map(item('article')), ...courseRows.map(item('course'))],
  }
}

/** 2026-03-03 14:05 in the viewer's time zone: sortable, and what a spreadsheet reads as a date. */
function csvTime(at: Date, timeZone: string): string {
  return dateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(at)
}

/**
 * The filtered timeline, every page (the newest TIMELINE_EXPORT_LIMIT rows), as CSV: one line
 * per completion, cells safe from spreadsheet formulas.
 */
export async function exportCompletionTimelineCsv(
  asker: Asker,
  query: TimelineQuery,
): Promise<string> {
  await mayView(asker)
  const timeZone = asker.actor.timezone || 'UTC'
  const rows = await selectTimeline(asker, query, { limit: TIMELINE_EXPORT_LIMIT, offset: 0 })
  return csvDocument([
    [`When (${timeZone})`, 'Person', 'Email', 'Division', 'Kind', 'Item', 'How', 'Status'],
    ...rows.map((raw) => {
      const row = toRow(raw, 'en', timeZone)
      return [
        csvTime(new Date(row.at), timeZone),
        row.person.name,
        row.person.email,
        row.division ?? '',
        KIND_LABELS[row.kind],
        row.item.title,
        HOW_LABELS[row.how],
        row.superseded ? 'Superseded' : 'Current',
      ]
    }),
  ])
}
