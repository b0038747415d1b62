import { dataProtectionBasics } from './courses/data-protection'
import { givingAndReceivingFeedback } from './courses/feedback'
import { firstWeekOnboarding } from './courses/first-week-onboarding'
import { informationSecurityAwareness } from './courses/information-security'
import { preventingHarassment } from './courses/preventing-harassment'
import { workplaceSafetyBasics } from './courses/workplace-safety'
import {
  LIBRARY_CATEGORIES,
  type LibraryArticle,
  type LibraryCategory,
  type LibraryCourse,
  type LibraryQuiz,
} from './library-course'

/** The library courses shipped with the product, in the order the catalogue lists them. */
export const LIBRARY_COURSES: readonly LibraryCourse[] = [
  workplaceSafetyBasics,
  informationSecurityAwareness,
  preventingHarassment,
  dataProtectionBasics,
  firstWeekOnboarding,
  givingAndReceivingFeedback,
]

/** A library course by its id or its key (the preview page's address takes either). */
export function findLibraryCourse(idOrKey: string | number): LibraryCourse | undefined {
  return LIBRARY_COURSES.find(
    (course) => course.key === idOrKey || String(course.id) === String(idOrKey),
  )
}

export function categoryOf(course: LibraryCourse): LibraryCategory {
  return LIBRARY_CATEGORIES.find((category) => category.key === course.category)!
}

export function articlesOf(course: LibraryCourse): LibraryArticle[] {
  return course.sections.flatMap((section) =>
    section.items.flatMap((item) => (item.kind === 'article' ? [item.article] : [])),
  )
}

export function quizzesOf(course: LibraryCourse): LibraryQuiz[] {
  return course.sections.flatMap((section) =>
    section.items.flatMap((item) => (item.kind === 'quiz' ? [item.quiz] : [])),
  )
}
