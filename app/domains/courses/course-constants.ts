/**
 * The courses' enumerations, in a client-safe module (pages import them without pulling Drizzle
 * into the browser bundle); the tables re-export them.
 */

/** How urgent a course is for its learners; lists order by it (seed 001 §3 Course priority). */
export const COURSE_PRIORITY = { low: 1, normal: 2, high: 3 } as const
export type CoursePriority = (typeof COURSE_PRIORITY)[keyof typeof COURSE_PRIORITY]

/**
 * What a course item is: an article (complete when acknowledged as the article requires), a quiz
 * (complete when passed) or a SCORM package (complete when the package reports completion; the
 * SCORM issue adds its table).
 */
export const COURSE_ITEM_KINDS = ['article', 'quiz', 'scorm'] as const
export type CourseItemKind = (typeof COURSE_ITEM_KINDS)[number]

/** Reassign frequency in months: 0 (Never) to 12 (seed 001 §9), as for articles. */
export const MAX_COURSE_REASSIGN_MONTHS = 12
