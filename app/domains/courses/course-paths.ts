import { msg } from '~/i18n'
import { COURSE_PRIORITY } from './course-constants'

/** The courses admin's addresses and labels, in a module light enough for every page's bundle. */

export const COURSES_PATH = '/knowledgebase/courses'
export const courseEditPath = (id: number) => `${COURSES_PATH}/${id}/edit`
export const COURSE_CATEGORIES_PATH = '/knowledgebase/course-categories'

export const PRIORITY_LABELS: Record<number, string> = {
  [COURSE_PRIORITY.low]: msg('Low'),
  [COURSE_PRIORITY.normal]: msg('Normal'),
  [COURSE_PRIORITY.high]: msg('High'),
}
