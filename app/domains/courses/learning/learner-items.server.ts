import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import type { Queryable } from '~/platform/db.server'
import type { CourseItemKind } from '../course-constants'
import { progressOf, type CourseProgress, type LearnerItem } from './course-progress'

/**
 * Whether one course item is complete for a learner (the rules agreed for issue 18), as SQL over
 * the item `ci`:
 * - an article item: the learner's current (not superseded) acknowledgement of the article;
 * - a quiz item: a passed attempt submitted after the learner's last reassignment of the course
 *   (the latest supersededAt of their completions; before any reassignment, any passed attempt);
 * - a SCORM item: the package done (completed and not failed, rolled up over its SCOs: the
 *   attempt row of its played organization) after the learner's last reassignment of the course.
 * The learner is an id, or a column (`m.id`) when one query asks it of many learners.
 */
export function itemComplete(membershipId: number | SQL): SQL {
  const lastReassigned = sql`coalesce((
          select max(cc.superseded_at) from course_completions cc
          where cc.course_id = ci.course_id and cc.membership_id = ${membershipId}),
          '-infinity'::timestamptz)`
  return sql`case ci.kind
    when 'article' then exists (
      select 1 from article_acknowledgements ack
      where ack.article_id = ci.article_id and ack.membership_id = ${membershipId}
        and ack.superseded_at is null)
    when 'quiz' then exists (
      select 1 from quiz_attempts qa
      where qa.quiz_id = ci.quiz_id and qa.membership_id = ${membershipId} and qa.passed
        and qa.submitted_at > ${lastReassigned})
    when 'scorm' then exists (
      select 1 from scorm_attempts sa
      join scorm_packages sp on sp.id = sa.package_id
      where sa.package_id = ci.scorm_package_id and sa.membership_id = ${membershipId}
        and sa.sco_identifier = sp.default_organization
        and sa.completed_at > ${lastReassigned})
    else false
  end`
}

/**
 * An article item the learner had completed before its acknowledgement was superseded (the
 * article changed materially, or the article or course was reassigned): they read it again.
 */
function readBefore(membershipId: number): SQL {
  return sql`ci.kind = 'article' and exists (
    select 1 from article_acknowledgements ack
    where ack.article_id = ci.article_id and ack.membership_id = ${membershipId}
      and ack.superseded_at is not null)`
}

/**
 * Whether the course `courseId` (SQL) has no item the learner has not complete now, as SQL: what
 * orders a list by finished without reading the items first.
 */
export const noItemLeft = (membershipId: number, courseId: SQLWrapper): SQL =>
  sql`not exists (select 1 from course_items ci
    where ci.course_id = ${courseId} and not (${itemComplete(membershipId)}))`

interface ItemRow extends Record<string, unknown> {
  id: number
  course_id: number
  section_id: number
  kind: CourseItemKind
  article_id: number | null
  quiz_id: number | null
  scorm_package_id: number | null
  title: string | null
  complete: boolean
  read_before: boolean
}

/**
 * Every item of the courses `courseIds` names (a subquery or an id list as SQL), in each
 * course's order (sections, then items), with the learner's done mark: one query for a whole
 * list of courses, never one per course.
 */
export async function learnerItems(
  q: Queryable,
  membershipId: number,
  courseIds: SQL,
): Promise<LearnerItem[]> {
  const result = await q.execute<ItemRow>(sql`
    select ci.id, ci.course_id, ci.section_id, ci.kind, ci.article_id, ci.quiz_id, ci.scorm_package_id,
      coalesce(a.title, qz.title, sp.title) as title, ${itemComplete(membershipId)} as complete,
      ${readBefore(membershipId)} as read_before
    from course_items ci
    join course_sections s on s.id = ci.section_id
    left join articles a on a.id = ci.article_id
    left join quizzes qz on qz.id = ci.quiz_id
    left join scorm_packages sp on sp.id = ci.scorm_package_id
    where ci.course_id in ${courseIds}
    order by ci.course_id, s."order", s.id, ci."order", ci.id`)
  return result.rows.map((row) => ({
    id: Number(row.id),
    courseId: Number(row.course_id),
    sectionId: Number(row.section_id),
    kind: row.kind,
    articleId: row.article_id === null ? null : Number(row.article_id),
    quizId: row.quiz_id === null ? null : Number(row.quiz_id),
    scormPackageId: row.scorm_package_id === null ? null : Number(row.scorm_package_id),
    title: row.title,
    complete: Boolean(row.complete),
    readAgain: !row.complete && Boolean(row.read_before),
  }))
}

/** An id list as SQL for `in`: `(1, 2, 3)`; never empty (no id is 0). */
export const idList = (ids: readonly number[]): SQL =>
  ids.length
    ? sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`(0)`

/** The learner's progress in each of the given courses, by course id (one query). */
export async function progressByCourse(
  q: Queryable,
  membershipId: number,
  courseIds: readonly number[],
): Promise<Map<number, CourseProgress>> {
  const items = courseIds.length ? await learnerItems(q, membershipId, idList(courseIds)) : []
  return new Map(
    courseIds.map((id) => [id, progressOf(items.filter((item) => item.courseId === id))]),
  )
}
