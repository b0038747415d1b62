import { msg } from '~/i18n'
import { COURSE_PRIORITY, type CourseItemKind } from '../course-constants'

/** How the learner's pages name a course's priority and an item's kind (translated by callers). */
export const PRIORITY_LABELS: Record<number, string> = {
  [COURSE_PRIORITY.low]: msg('Low'),
  [COURSE_PRIORITY.normal]: msg('Normal'),
  [COURSE_PRIORITY.high]: msg('High'),
}

export const ITEM_KIND_LABELS: Record<CourseItemKind, string> = {
  article: msg('Article'),
  quiz: msg('Quiz'),
  scorm: msg('SCORM package'),
}
