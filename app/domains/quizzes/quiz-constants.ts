/** The quizzes' enumerations, client-safe (see course-constants for why). */

/** single: one option is right; multiple: every right option and no wrong one; true/false: two fixed options. */
export const QUIZ_QUESTION_KINDS = ['single', 'multiple', 'true_false'] as const
export type QuizQuestionKind = (typeof QUIZ_QUESTION_KINDS)[number]

/** The pass mark a new quiz starts with, in percent of questions answered right. */
export const DEFAULT_PASS_MARK_PERCENT = 80
