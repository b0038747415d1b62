import { scormPackagePath } from '../../scorm/packages/page-paths'
import type { CourseItemKind } from '../course-constants'

/**
 * How far a learner is with a course, worked out from its items' done marks (pure, so the rule
 * is tested on its own and the pages share it).
 */

/** One item of a course as a learner sees it, in the course's order. */
export interface LearnerItem {
  id: number
  courseId: number
  sectionId: number
  kind: CourseItemKind
  articleId: number | null
  quizId: number | null
  scormPackageId: number | null
  /** The article's, quiz's or SCORM package's title. */
  title: string | null
  complete: boolean
  /** An article the learner had read whose acknowledgement was superseded: read it again. */
  readAgain: boolean
}

export interface CourseProgress {
  items: number
  complete: number
  /** ceil(100 × complete / items) (seed 001 §4: "rounded up"); 0 for a course without items. */
  percent: number
  /** The first item not done yet, in the course's order; null when every item is done. */
  next: LearnerItem | null
}

/** Seed 001 §4: the share of complete items as a percent, rounded up (1 of 3 is 34 %). */
export function progressPercent(complete: number, items: number): number {
  return items === 0 ? 0 : Math.ceil((100 * complete) / items)
}

/** The progress of one course from its items, given in the course's order. */
export function progressOf(items: readonly LearnerItem[]): CourseProgress {
  const complete = items.filter((item) => item.complete).length
  return {
    items: items.length,
    complete,
    percent: progressPercent(complete, items.length),
    next: items.find((item) => !item.complete) ?? null,
  }
}

/** A course is finished once it has items and every one is complete. */
export const isFinished = (progress: CourseProgress) =>
  progress.items > 0 && progress.complete === progress.items

/** Where an item is taken, carrying the course so the item's page can lead back to it. */
export function itemHref(
  item: Pick<LearnerItem, 'kind' | 'articleId' | 'quizId' | 'scormPackageId'>,
  courseId: number,
) {
  if (item.kind === 'article' && item.articleId) {
    return `/knowledgebase/articles/${item.articleId}?course=${courseId}`
  }
  if (item.kind === 'quiz' && item.quizId) {
    return `/knowledgebase/quizzes/${item.quizId}?course=${courseId}`
  }
  if (item.kind === 'scorm' && item.scormPackageId) {
    return `${scormPackagePath(item.scormPackageId)}?course=${courseId}`
  }
  return null
}

export const coursePath = (courseId: number) => `/knowledgebase/courses/${courseId}`
export const certificatePath = (courseId: number) => `${coursePath(courseId)}/certificate`
export const certificateVerificationPath = (code: string) =>
  `/certificates/${encodeURIComponent(code)}`
