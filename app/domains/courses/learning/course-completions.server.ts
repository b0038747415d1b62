import { randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { audit } from '~/platform/audit.server'
import type { Queryable } from '~/platform/db.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { memberships } from '../../accounts/accounts.tables'
import { courseCompletions, courseItems, courses } from '../courses.tables'
import { courseAssignments } from './course-access.server'
import { isFinished } from './course-progress'
import { progressByCourse } from './learner-items.server'

/** What the learner just completed: an article (acknowledged), a quiz (passed) or a SCORM package (done). */
export type CompletedItem = { articleId: number } | { quizId: number } | { scormPackageId: number }

/** 128 random bits, URL-safe: the certificate's verification code cannot be guessed. */
export const newCertificateCode = () => randomBytes(16).toString('base64url')

export interface RecordedCompletion {
  courseId: number
  certificateCode: string | null
}

/**
 * Writes the course completions an item just completed by `membershipId` brings about: every
 * course assigned to them that uses the item, has no current completion yet and now has every
 * item complete gets one (with a certificate code when the course gives a certificate), audited.
 * Call it in the transaction that recorded the item (an acknowledgement, a quiz attempt, a SCORM commit), so
 * the completion is written at that moment and with it; it reads and writes through `q` only.
 *
 * Written once: the partial unique index keeps one current completion per learner and course,
 * and a per-learner lock serialises two items completed at the same time in two transactions,
 * so the second sees the first and the course is not left unfinished by both.
 */
export async function recordCourseCompletions(
  membershipId: number,
  completed: CompletedItem,
  { q, meta }: { q: Queryable; meta: RequestMeta },
): Promise<RecordedCompletion[]> {
  await q.execute(sql`select pg_advisory_xact_lock(hashtext('course_completion'), ${membershipId})`)
  const [member] = await q
    .select({ companyId: memberships.companyId, userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.id, membershipId))
  if (!member) return []
  const usesItem =
    'articleId' in completed
      ? eq(courseItems.articleId, completed.articleId)
      : 'quizId' in completed
        ? eq(courseItems.quizId, completed.quizId)
        : eq(courseItems.scormPackageId, completed.scormPackageId)
  const candidates = await q
    .select({ id: courses.id, hasCertificate: courses.hasCertificate })
    .from(courses)
    .where(
      and(
        eq(courses.companyId, member.companyId),
        sql`exists (select 1 from ${courseItems} where ${courseItems.courseId} = ${courses.id} and ${usesItem})`,
        courseAssignments.assignedTo(membershipId),
        sql`not exists (select 1 from ${courseCompletions} done
          where done.course_id = ${courses.id} and done.membership_id = ${membershipId}
            and done.superseded_at is null)`,
      ),
    )
  if (candidates.length === 0) return []
  const progress = await progressByCourse(
    q,
    membershipId,
    candidates.map((course) => course.id),
  )
  const recorded: RecordedCompletion[] = []
  for (const course of candidates.filter((c) => isFinished(progress.get(c.id)!))) {
    const [row] = await q
      .insert(courseCompletions)
      .values({
        companyId: member.companyId,
        courseId: course.id,
        membershipId,
        certificateCode: course.hasCertificate ? newCertificateCode() : null,
      })
      .onConflictDoNothing()
      .returning({ courseId: courseCompletions.courseId, code: courseCompletions.certificateCode })
    if (!row) continue
    await audit(q, meta, {
      action: 'course.complete',
      companyId: member.companyId,
      actorUserId: member.userId,
      entityType: 'course',
      entityId: course.id,
      details: { certificate: row.code !== null },
    })
    recorded.push({ courseId: row.courseId, certificateCode: row.code })
  }
  return recorded
}

/** The learner's current completion of a course, if any. */
export async function currentCompletion(q: Queryable, courseId: number, membershipId: number) {
  const [row] = await q
    .select()
    .from(courseCompletions)
    .where(
      and(
        eq(courseCompletions.courseId, courseId),
        eq(courseCompletions.membershipId, membershipId),
        isNull(courseCompletions.supersededAt),
      ),
    )
  return row ?? null
}
