/** Where the quiz pages are, and the take form's field names: client-safe, no zod. */

export const QUIZZES_PATH = '/knowledgebase/quizzes'
export const QUIZ_TIMELINE_PATH = '/knowledgebase/quiz-acknowledgement-timeline'
export const quizPath = (id: number) => `${QUIZZES_PATH}/${id}`

/** The take form's field of a question (and the key of its message in a refusal). */
export const answerFieldOf = (questionId: number) => `question_${questionId}`
