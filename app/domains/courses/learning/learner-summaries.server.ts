import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { deny } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import {
  assignedArticlesOf,
  memberInCompany,
  unreadAssignedArticles,
} from '../../knowledge/reading/acknowledgements.server'
import { COURSE_PRIORITY } from '../course-constants'
import { can } from '../courses.policy'
import { courseCompletions, courses } from '../courses.tables'
import { assignedCourses, COURSE_NOT_FOUND, courseAssignments } from './course-access.server'
import { certificatePath, coursePath, progressPercent } from './course-progress'
import { itemComplete } from './learner-items.server'

/**
 * Per-person summaries of courses (seed 001 §7: user-assigned-courses, user-read-courses,
 * upcoming-assigned-items, courses-assigned-and-read, courses-articles-to-read,
 * course-assigned-users) and the dashboard's card. Each list is one query: the items and the
 * done ones are counted per row by the completion rule of learner-items, never per course.
 */

/** Lists are bounded like the article summaries; a person has far fewer courses. */
const LIST_LIMIT = 1000
/** courses-articles-to-read/ answers a short to-do list, not everything. */
const TO_READ_LIMIT = 50
export const COURSE_USERS_PAGE_SIZE = 50

/** The items of the course `courseId` (SQL), and those `membership` has completed. */
const itemCount = (courseId: SQL | typeof courses.id) =>
  sql<number>`(select count(*)::int from course_items ci where ci.course_id = ${courseId})`
const completeCount = (courseId: SQL | typeof courses.id, membership: number | SQL) =>
  sql<number>`(select count(*)::int from course_items ci
    where ci.course_id = ${courseId} and ${itemComplete(membership)})`

/** The person's current completion of the course in the query. */
const currentCompletionOf = (membership: number | SQL) =>
  and(
    eq(courseCompletions.courseId, courses.id),
    sql`${courseCompletions.membershipId} = ${membership}`,
    isNull(courseCompletions.supersededAt),
  )

export interface AssignedCourseSummary {
  id: number
  name: string
  priority: number
  has_certificate: boolean
  /** ceil(100 × complete / items), as the course's page shows it. */
  progress: number
  items: number
  complete_items: number
  completed_at: string | null
  assigned_on: string
  url: string
}

/**
 * The courses assigned to a person with their progress: unfinished ones first, most urgent
 * first (priority, then the oldest course). One query.
 */
export async function assignedCoursesOf(
  companyId: number,
  membershipId: number,
  { unfinishedOnly = false, limit = LIST_LIMIT } = {},
): Promise<AssignedCourseSummary[]> {
  const rows = await db
    .select({
      id: courses.id,
      name: courses.name,
      priority: courses.priority,
      hasCertificate: courses.hasCertificate,
      createdAt: courses.createdAt,
      completedAt: courseCompletions.completedAt,
      items: itemCount(courses.id),
      complete: completeCount(courses.id, membershipId),
    })
    .from(courses)
    .leftJoin(courseCompletions, currentCompletionOf(membershipId))
    .where(
      and(
        ownedBy(courses, { companyId }),
        assignedCourses(companyId, membershipId),
        unfinishedOnly ? isNull(courseCompletions.id) : undefined,
      ),
    )
    .orderBy(
      sql`${courseCompletions.id} is not null`,
      desc(courses.priority),
      asc(courses.createdAt),
      asc(courses.id),
    )
    .limit(limit)
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    priority: row.priority,
    has_certificate: row.hasCertificate,
    progress: progressPercent(Number(row.complete), Number(row.items)),
    items: Number(row.items),
    complete_items: Number(row.complete),
    completed_at: row.completedAt?.toISOString() ?? null,
    assigned_on: row.createdAt.toISOString(),
    url: coursePath(row.id),
  }))
}

/** The dashboard's card: the actor's assigned courses not finished yet (one query). */
export function unfinishedAssignedCourses(actor: Actor) {
  return assignedCoursesOf(actor.companyId, actor.membershipId, { unfinishedOnly: true })
}

/** user-assigned-courses/{id}/: the courses assigned to a person, finished or not. */
export async function userAssignedCourses(actor: Actor, meta: Asker['meta'], membershipId: number) {
  await memberInCompany(actor, meta, membershipId, 'user.assignedCourses')
  return assignedCoursesOf(actor.companyId, membershipId)
}

/** user-read-courses/{id}/: the courses a person has completed (current completions), latest first. */
export async function userReadCourses(actor: Actor, meta: Asker['meta'], membershipId: number) {
  await memberInCompany(actor, meta, membershipId, 'user.readCourses')
  const rows = await db
    .select({
      id: courses.id,
      name: courses.name,
      completedAt: courseCompletions.completedAt,
      certificateCode: courseCompletions.certificateCode,
    })
    .from(courseCompletions)
    .innerJoin(courses, eq(courses.id, courseCompletions.courseId))
    .where(
      and(
        ownedBy(courses, actor),
        eq(courseCompletions.membershipId, membershipId),
        isNull(courseCompletions.supersededAt),
      ),
    )
    .orderBy(desc(courseCompletions.completedAt), asc(courses.id))
    .limit(LIST_LIMIT)
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    completed_at: row.completedAt.toISOString(),
    has_certificate: row.certificateCode !== null,
    // Only the learner opens their certificate page; others see that one exists.
    certificate_url:
      row.certificateCode !== null && membershipId === actor.membershipId
        ? certificatePath(row.id)
        : null,
  }))
}

export interface UpcomingItem {
  kind: 'article' | 'course'
  id: number
  title: string
  priority: number
  progress: number | null
  assigned_on: string
  url: string
}

/**
 * upcoming-assigned-items/{id}/: a person's assigned articles still to read and courses still to
 * finish, most urgent first: priority (articles have none, so they count as normal), then the
 * oldest. Assignments carry no date, so an article counts from its last edit (an edit that asks
 * for a re-read assigns it anew) and a course from its creation.
 */
export async function upcomingAssignedItems(
  actor: Actor,
  meta: Asker['meta'],
  membershipId: number,
) {
  await memberInCompany(actor, meta, membershipId, 'user.upcomingItems')
  const [articles, courseList] = await Promise.all([
    assignedArticlesOf(actor.companyId, membershipId, true),
    assignedCoursesOf(actor.companyId, membershipId, { unfinishedOnly: true }),
  ])
  const items: UpcomingItem[] = [
    ...articles.map((article) => ({
      kind: 'article' as const,
      id: article.id,
      title: article.title,
      priority: COURSE_PRIORITY.normal,
      progress: null,
      assigned_on: article.last_edited_on,
      url: `/knowledgebase/articles/${article.id}`,
    })),
    ...courseList.map((course) => ({
      kind: 'course' as const,
      id: course.id,
      title: course.name,
      priority: course.priority,
      progress: course.progress,
      assigned_on: course.assigned_on,
      url: course.url,
    })),
  ]
  return items.sort(
    (a, b) =>
      b.priority - a.priority ||
      a.assigned_on.localeCompare(b.assigned_on) ||
      a.kind.localeCompare(b.kind) ||
      a.id - b.id,
  )
}

/** courses-assigned-and-read/: how many courses the actor has, finished and under way. */
export async function coursesAssignedAndRead(asker: Asker) {
  await authorize(asker, can, 'course.learn')
  const list = await assignedCoursesOf(asker.actor.companyId, asker.actor.membershipId)
  const completed = list.filter((course) => course.completed_at !== null).length
  return {
    assigned: list.length,
    completed,
    in_progress: list.filter((course) => !course.completed_at && course.complete_items > 0).length,
    not_started: list.filter((course) => !course.completed_at && course.complete_items === 0)
      .length,
  }
}

/** courses-articles-to-read/: the actor's next articles to read and courses to finish. */
export async function coursesArticlesToRead(asker: Asker) {
  await authorize(asker, can, 'course.learn')
  const { actor } = asker
  const [articles, courseList] = await Promise.all([
    unreadAssignedArticles(actor),
    assignedCoursesOf(actor.companyId, actor.membershipId, {
      unfinishedOnly: true,
      limit: TO_READ_LIMIT,
    }),
  ])
  return { articles: articles.slice(0, TO_READ_LIMIT), courses: courseList }
}

/**
 * course-assigned-users/{id}/ (KB admins): one page of the people a course is assigned to, each
 * with their progress and completion. Two queries: the page and its count.
 */
export async function courseAssignedUsers(asker: Asker, courseId: number, page: number) {
  const { actor, meta } = asker
  const entity = { type: 'course', id: courseId }
  await authorize(asker, can, 'completions.view', entity)
  const [course] = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(ownedRow(courses, actor, courseId))
  if (!course) {
    return deny(actor, meta, 'course.assignedUsers', AppError.notFound(COURSE_NOT_FOUND), entity)
  }
  const assigned = courseAssignments.assignedMembers(courseId)
  const completion = sql`course_completions cc on cc.course_id = ${courseId}
    and cc.membership_id = m.id and cc.superseded_at is null`
  const [result, total] = await Promise.all([
    db.execute<{
      membership_id: number
      first_name: string
      last_name: string
      email: string
      completed_at: string | null
      certificate_code: string | null
      items: number
      complete: number
    }>(sql`
      select m.id as membership_id, u.first_name, u.last_name, u.email,
        cc.completed_at, cc.certificate_code,
        ${itemCount(sql`${courseId}`)} as items,
        ${completeCount(sql`${courseId}`, sql`m.id`)} as complete
      from memberships m
      join users u on u.id = m.user_id
      left join ${completion}
      where m.id in ${assigned}
      order by u.last_name, u.first_name, m.id
      limit ${COURSE_USERS_PAGE_SIZE} offset ${(page - 1) * COURSE_USERS_PAGE_SIZE}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from ${assigned} assigned`),
  ])
  return {
    course,
    count: Number(total.rows[0]?.n ?? 0),
    results: result.rows.map((row) => ({
      membership: Number(row.membership_id),
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      progress: progressPercent(Number(row.complete), Number(row.items)),
      completed: row.completed_at !== null,
      completed_at: row.completed_at ? new Date(row.completed_at).toISOString() : null,
      has_certificate: row.certificate_code !== null,
    })),
  }
}
