import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { can } from '../courses.policy'
import {
  courseCategories,
  courseCompletions,
  courseSections,
  courses,
  type CourseItemKind,
} from '../courses.tables'
import { assignedCourses, openableCourse } from './course-access.server'
import { currentCompletion } from './course-completions.server'
import {
  certificatePath,
  certificateVerificationPath,
  itemHref,
  progressOf,
  type CourseProgress,
  type LearnerItem,
} from './course-progress'
import { noItemLeft, idList, learnerItems, progressByCourse } from './learner-items.server'

export const ASSIGNED_COURSES_PAGE_SIZE = 25

/** An item as the learner's pages show it: where it is taken and whether it is done. */
export interface ItemView {
  id: number
  kind: CourseItemKind
  title: string | null
  /** The article's, quiz's or SCORM package's page (with `?course=`). */
  href: string | null
  complete: boolean
  /** An article they had read that changed or was reassigned since: 'Read again'. */
  read_again: boolean
}

const itemView = (item: LearnerItem): ItemView => ({
  id: item.id,
  kind: item.kind,
  title: item.title,
  href: itemHref(item, item.courseId),
  complete: item.complete,
  read_again: item.readAgain,
})

/**
 * A current completion is the record of having finished the course (its certificate stays
 * valid) even when an item is no longer complete (an article changed with Update & Notify, an
 * item was added): the pages then show the course in progress again, with the completion as an
 * earlier one, and finishing again does not write a second completion. Only a reassignment of
 * the course supersedes it.
 */
function completionView(completion: { completedAt: Date } | null, progress: CourseProgress) {
  const at = completion?.completedAt.toISOString() ?? null
  const nothingLeft = progress.complete === progress.items
  return { completed_at: nothingLeft ? at : null, completed_before: nothingLeft ? null : at }
}

const progressView = (progress: CourseProgress) => ({
  percent: progress.percent,
  items: progress.items,
  complete: progress.complete,
  next: progress.next ? itemView(progress.next) : null,
})

export interface AssignedCourse {
  id: number
  name: string
  category: string | null
  priority: number
  progress: ReturnType<typeof progressView>
  completed_at: string | null
  completed_before: string | null
}

/**
 * /knowledgebase/assigned-courses: one page of the courses assigned to the actor, those still to
 * finish first (most urgent first), each with its progress and next item. Three queries for the
 * page whatever its length: the page, its items with their done marks, the count.
 */
export async function assignedCourseList(asker: Asker, page: number) {
  const { actor } = asker
  await authorize(asker, can, 'course.learn')
  const where = and(
    eq(courses.companyId, actor.companyId),
    assignedCourses(actor.companyId, actor.membershipId),
  )
  const current = and(
    eq(courseCompletions.courseId, courses.id),
    eq(courseCompletions.membershipId, actor.membershipId),
    isNull(courseCompletions.supersededAt),
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: courses.id,
        name: courses.name,
        priority: courses.priority,
        category: courseCategories.name,
        completedAt: courseCompletions.completedAt,
      })
      .from(courses)
      .leftJoin(courseCategories, eq(courseCategories.id, courses.categoryId))
      .leftJoin(courseCompletions, current)
      .where(where)
      .orderBy(
        // Finished courses last: a completion whose items are all still complete.
        sql`${courseCompletions.id} is not null and ${noItemLeft(actor.membershipId, courses.id)}`,
        desc(courses.priority),
        asc(sql`lower(${courses.name})`),
        asc(courses.id),
      )
      .limit(ASSIGNED_COURSES_PAGE_SIZE)
      .offset((page - 1) * ASSIGNED_COURSES_PAGE_SIZE),
    db.select({ n: count() }).from(courses).where(where),
  ])
  const progress = await progressByCourse(
    db,
    actor.membershipId,
    rows.map((row) => row.id),
  )
  const list: AssignedCourse[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    category: row.category,
    priority: row.priority,
    progress: progressView(progress.get(row.id)!),
    ...completionView(
      row.completedAt ? { completedAt: row.completedAt } : null,
      progress.get(row.id)!,
    ),
  }))
  const n = total?.n ?? 0
  return {
    courses: list,
    total: n,
    page,
    pages: Math.max(1, Math.ceil(n / ASSIGNED_COURSES_PAGE_SIZE)),
  }
}

/**
 * /knowledgebase/courses/{id} for a learner: the course's sections with their items and done
 * marks, the next item, the progress, and the completion with its certificate.
 */
export async function courseForLearner(asker: Asker, id: number) {
  const course = await openableCourse(asker, id)
  const { actor } = asker
  const [category, sections, items, completion] = await Promise.all([
    course.categoryId
      ? db
          .select({ name: courseCategories.name })
          .from(courseCategories)
          .where(eq(courseCategories.id, course.categoryId))
      : Promise.resolve([]),
    db
      .select({ id: courseSections.id, title: courseSections.title })
      .from(courseSections)
      .where(eq(courseSections.courseId, id))
      .orderBy(asc(courseSections.order), asc(courseSections.id)),
    learnerItems(db, actor.membershipId, idList([id])),
    currentCompletion(db, id, actor.membershipId),
  ])
  const progress = progressOf(items)
  return {
    id: course.id,
    name: course.name,
    description: course.description,
    category: category[0]?.name ?? null,
    priority: course.priority,
    has_certificate: course.hasCertificate,
    progress: progressView(progress),
    sections: sections.map((section) => ({
      ...section,
      items: items.filter((item) => item.sectionId === section.id).map(itemView),
    })),
    ...completionView(completion, progress),
    certificate_url: completion?.certificateCode ? certificatePath(course.id) : null,
    verification_path: completion?.certificateCode
      ? certificateVerificationPath(completion.certificateCode)
      : null,
  }
}

export type LearnerCourse = Awaited<ReturnType<typeof courseForLearner>>
