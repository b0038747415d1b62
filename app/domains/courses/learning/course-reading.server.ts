import { and, eq } from 'drizzle-orm'
import type { Actor } from '~/platform/actor'
import { deny } from '~/platform/audit.server'
import type { Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { idSchema } from '~/platform/form-fields'
import { markAsRead } from '../../knowledge/reading/acknowledgements.server'
import { ARTICLE_NOT_FOUND } from '../../knowledge/reading/article-reading.server'
import { courseItems } from '../courses.tables'
import { findOpenableCourse, openableCourse } from './course-access.server'
import { currentCompletion } from './course-completions.server'
import { certificatePath, coursePath } from './course-progress'
import { progressByCourse } from './learner-items.server'
import type { MarkCourseAsReadInput } from './learning.schema'

/**
 * mark-course-as-read/ (seed 001 §7): the caller marks an article item of a course as read,
 * in that course — the course must be one they may open and the article one of its items; the
 * article is then acknowledged as mark-as-read/ does (an article asking a question must be
 * answered instead), which completes the course when it was its last item. Answers where the
 * caller stands in the course afterwards.
 */
export async function markCourseArticleAsRead(asker: Asker, input: MarkCourseAsReadInput) {
  const { actor, meta } = asker
  const course = await openableCourse(asker, input.course, 'course.markAsRead')
  const [item] = await db
    .select({ id: courseItems.id })
    .from(courseItems)
    .where(and(eq(courseItems.courseId, course.id), eq(courseItems.articleId, input.article)))
    .limit(1)
  if (!item) {
    return deny(actor, meta, 'course.markAsRead', AppError.notFound(ARTICLE_NOT_FOUND), {
      type: 'article',
      id: input.article,
    })
  }
  const acknowledgement = await markAsRead(actor, meta, input.article)
  const [progress, completion] = await Promise.all([
    progressByCourse(db, actor.membershipId, [course.id]),
    currentCompletion(db, course.id, actor.membershipId),
  ])
  return {
    course: course.id,
    article: input.article,
    acknowledgement,
    progress: progress.get(course.id)!.percent,
    completed_at: completion?.completedAt.toISOString() ?? null,
    certificate_url: completion?.certificateCode ? certificatePath(course.id) : null,
  }
}

const courseParam = idSchema('Not found.')

/**
 * The course an item's page was opened from (`?course={id}`), for its 'Back to course' link:
 * only a course the reader may open; anything else is no link (nothing to refuse: a link is
 * merely left out).
 */
export async function courseBackLink(
  actor: Actor,
  raw: string | null,
): Promise<{ id: number; name: string; href: string } | null> {
  const parsed = courseParam.safeParse(raw ?? '')
  if (!parsed.success) return null
  const course = await findOpenableCourse(actor, parsed.data)
  return course ? { id: course.id, name: course.name, href: coursePath(course.id) } : null
}
