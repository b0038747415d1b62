import { msg } from '~/i18n'

/** The quizzes' enumerations and texts, client-safe (see course-constants for why). */

/** single: one option is right; multiple: every right option and no wrong one; true/false: two fixed options. */
export const QUIZ_QUESTION_KINDS = ['single', 'multiple', 'true_false'] as const
export type QuizQuestionKind = (typeof QUIZ_QUESTION_KINDS)[number]

/** The pass mark a new quiz starts with, in percent of questions answered right. */
export const DEFAULT_PASS_MARK_PERCENT = 80

/** What quiz pages and the quiz API say (verbatim seed texts where the seed has one). */
export const QUIZ_MESSAGES = {
  titleRequired: msg('A title is required'),
  questionRequired: msg('Write the question'),
  blankOption: msg('You cannot have an answer as blank, you can either remove it or supply value'),
  singleRight: msg('Mark exactly one answer as right'),
  multipleRight: msg('Mark at least one answer as right'),
  tooFewOptions: msg('Give at least two answers'),
  noQuestions: msg('Add at least one question'),
  tooManyQuestions: msg('A quiz can have at most 100 questions'),
  tooManyOptions: msg('A question can have at most 10 answers'),
  passMark: msg('Enter a pass mark from 0 to 100'),
  attempts: msg('Enter 0 (unlimited) or a number of attempts up to 100'),
  badKind: msg('Choose one of the offered options'),
  quizError: msg('Quiz not found.'),
  deleteFailed: msg('An error occurred while deleting Quiz'),
  createError: msg('Question Create Error'),
  stale: msg('Someone updated this Quiz after you opened it. Compare it below, then save again.'),
  noAttemptsLeft: msg('You have used all your attempts at this quiz.'),
  chooseAnswer: msg('Choose an answer to this question'),
  badAnswer: msg('Choose one of the offered answers'),
  deleted: msg('Quiz deleted.'),
  saved: msg('Quiz saved.'),
} as const
