import { and, inArray, isNull, sql, type SQL } from 'drizzle-orm'
import { z } from 'zod'
import { msg } from '~/i18n'
import { audit } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db, type Queryable } from '~/platform/db.server'
import { handleForm, savedReply } from '~/platform/forms.server'
import { kickMailDelivery } from '~/platform/mail.server'
import type { SignedInArgs } from '~/platform/request-context.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { findOwned } from '~/platform/tenancy.server'
import { activeRecipients, queueNotice } from '~/platform/notices.server'
import { announceInSlack } from '../../company/slack-posts.server'
import { articleAcknowledgements } from '../../knowledge/knowledge.tables'
import { can } from '../courses.policy'
import { COURSE_MESSAGES } from '../courses.schema'
import { courseCompletions, courses } from '../courses.tables'
import { coursePath } from './course-progress'
import { idList } from './learner-items.server'

/** Seed 001 §8: what the course page says when a reassignment fails unexpectedly. */
const REASSIGN_FAILED = msg('An error occurred in reassigning the course, please try again')

/** The scheduled job's entries in System Action History: no person, no request. */
const JOB_META: RequestMeta = { ip: 'job:kb-reassign', userAgent: null }

interface Superseded {
  id: number
  companyId: number
  courseId: number
  membershipId: number
}

/**
 * Reassigns the current course completions `which` picks: each is superseded (the moment is the
 * learner's last reassignment, so quiz passes before it no longer count), the learner's current
 * acknowledgements of the course's article items are superseded too (they read them again), and
 * each learner is emailed a link to the course; one audit entry per course. Safe to repeat: a
 * superseded completion is never picked again. Returns the completions reassigned.
 */
async function reassignCompletions(
  tx: Queryable,
  meta: RequestMeta,
  which: SQL,
  actorUserId?: number,
): Promise<Superseded[]> {
  const superseded = await tx
    .update(courseCompletions)
    .set({ supersededAt: sql`now()` })
    .where(and(isNull(courseCompletions.supersededAt), which))
    .returning({
      id: courseCompletions.id,
      companyId: courseCompletions.companyId,
      courseId: courseCompletions.courseId,
      membershipId: courseCompletions.membershipId,
    })
  if (superseded.length === 0) return superseded
  const completionIds = superseded.map((row) => row.id)
  await tx
    .update(articleAcknowledgements)
    .set({ supersededAt: sql`now()` })
    .where(
      and(
        isNull(articleAcknowledgements.supersededAt),
        sql`(${articleAcknowledgements.membershipId}, ${articleAcknowledgements.articleId}) in (
          select cc.membership_id, ci.article_id from course_completions cc
          join course_items ci on ci.course_id = cc.course_id and ci.kind = 'article'
          where cc.id in ${idList(completionIds)})`,
      ),
    )
  const courseIds = [...new Set(superseded.map((row) => row.courseId))]
  const [courseRows, learners] = await Promise.all([
    tx
      .select({ id: courses.id, name: courses.name, companyId: courses.companyId })
      .from(courses)
      .where(inArray(courses.id, courseIds)),
    activeRecipients(tx, [...new Set(superseded.map((row) => row.membershipId))]),
  ])
  for (const course of courseRows) {
    const ids = new Set(
      superseded.filter((row) => row.courseId === course.id).map((row) => row.membershipId),
    )
    await queueNotice(
      tx,
      {
        companyId: course.companyId,
        template: 'kb_course_reassigned',
        subject: `Please complete again: ${course.name}`,
        sentence: `The course "${course.name}" has been assigned to you again. Please complete it again:`,
        path: coursePath(course.id),
      },
      learners.filter((learner) => ids.has(learner.membershipId)),
    )
    await audit(tx, meta, {
      action: 'course.reassign',
      companyId: course.companyId,
      actorUserId,
      entityType: 'course',
      entityId: course.id,
      details: { learners: ids.size },
    })
  }
  return superseded
}

/**
 * reassign-course/{id}/ and the course page's button: a course admin asks everyone who completed
 * the course to complete it again. Another company's course is the audited 404. Returns how many
 * learners were reassigned.
 */
export async function reassignCourse(asker: Asker, courseId: number): Promise<number> {
  await authorize(asker, can, 'course.manage')
  const course = await findOwned(asker, courses, courseId, {
    action: 'course.reassign',
    entityType: 'course',
    message: COURSE_MESSAGES.notFound,
  })
  const reassigned = await db.transaction((tx) =>
    reassignCompletions(
      tx,
      asker.meta,
      sql`${courseCompletions.courseId} = ${course.id}`,
      asker.actor.userId,
    ),
  )
  if (reassigned.length) {
    kickMailDelivery()
    const { actor } = asker
    await announceInSlack({
      companyId: actor.companyId,
      text: `${actor.firstName} ${actor.lastName} assigned the course "${course.name}" again to the ${reassigned.length} people who had completed it.`,
      path: coursePath(course.id),
    })
  }
  return reassigned.length
}

/**
 * The daily 'kb-reassign' job's course half: completions older than their course's reassign
 * period (1–12 months; 0 is never) are reassigned, for every company at once. Safe to repeat.
 */
export async function reassignExpiredCourseCompletions(now = new Date()): Promise<number> {
  const expired = sql`exists (select 1 from ${courses} c
    where c.id = ${courseCompletions.courseId}
      and c.reassign_month_duration > 0
      and ${courseCompletions.completedAt}
        + make_interval(months => c.reassign_month_duration::int) <= ${now.toISOString()}::timestamptz)`
  const reassigned = await db.transaction((tx) => reassignCompletions(tx, JOB_META, expired))
  return reassigned.length
}

const NO_FIELDS = z.object({})

/** What the course page is told after reassigning. */
export interface Reassigned {
  reassigned: number
}

/**
 * The course page's 'Reassign to everyone who completed it' form (a course admin's): says how
 * many learners were reassigned; anything unexpected is the seed's 'An error occurred in
 * reassigning the course, please try again' on the page.
 */
export function reassignCourseFromForm({ actor, meta, request }: SignedInArgs, courseId: number) {
  return handleForm<typeof NO_FIELDS, Reassigned>(
    request,
    NO_FIELDS,
    async () => savedReply({ reassigned: await reassignCourse({ actor, meta }, courseId) }),
    { unexpected: REASSIGN_FAILED },
  )
}
