import type { QuizQuestionKind } from '../../quizzes/quiz-constants'

/**
 * The shape of the product's library courses (seed 001 §3 'library course, library category'):
 * ready-made courses stored as data in the repository, which a company copies into its own
 * courses by subscribing. Ids and keys are stable: a company's copy remembers its course's key.
 */

export const LIBRARY_COURSES_PATH = '/knowledgebase/library-courses'

export interface LibraryCategory {
  id: number
  key: string
  name: string
  description: string
}

/** The categories of the catalogue; subscribing files the articles under a category of this name. */
export const LIBRARY_CATEGORIES = [
  {
    id: 1,
    key: 'compliance',
    name: 'Compliance',
    description: 'What every organisation must get right: data, security and respectful conduct.',
  },
  {
    id: 2,
    key: 'safety',
    name: 'Safety',
    description: 'Keeping people well at work: hazards, emergencies and reporting.',
  },
  {
    id: 3,
    key: 'people-skills',
    name: 'People skills',
    description: 'Working well with colleagues, from the first week onwards.',
  },
] as const satisfies readonly LibraryCategory[]

export type LibraryCategoryKey = (typeof LIBRARY_CATEGORIES)[number]['key']

/** An article of a library course: plain, accurate HTML (headings, paragraphs, lists). */
export interface LibraryArticle {
  title: string
  body: string
}

export interface LibraryOption {
  text: string
  correct: boolean
}

export interface LibraryQuestion {
  kind: QuizQuestionKind
  text: string
  options: LibraryOption[]
}

export interface LibraryQuiz {
  title: string
  description: string
  passMarkPercent: number
  questions: LibraryQuestion[]
}

export type LibraryItem =
  { kind: 'article'; article: LibraryArticle } | { kind: 'quiz'; quiz: LibraryQuiz }

export interface LibrarySection {
  title: string
  items: LibraryItem[]
}

export interface LibraryCourse {
  id: number
  key: string
  name: string
  category: LibraryCategoryKey
  description: string
  sections: LibrarySection[]
}

// ---- Builders that keep the course modules readable -------------------------------------------

export const article = (title: string, body: string): LibraryItem => ({
  kind: 'article',
  article: { title, body },
})

export const quiz = (quiz: LibraryQuiz): LibraryItem => ({ kind: 'quiz', quiz })

export const right = (text: string): LibraryOption => ({ text, correct: true })
export const wrong = (text: string): LibraryOption => ({ text, correct: false })

/** A question with exactly one right option. */
export const single = (text: string, options: LibraryOption[]): LibraryQuestion => ({
  kind: 'single',
  text,
  options,
})

/** A question whose right answer is every right option and none of the wrong ones. */
export const multiple = (text: string, options: LibraryOption[]): LibraryQuestion => ({
  kind: 'multiple',
  text,
  options,
})

/** A statement the learner marks True or False. */
export const trueFalse = (text: string, answer: boolean): LibraryQuestion => ({
  kind: 'true_false',
  text,
  options: [
    { text: 'True', correct: answer },
    { text: 'False', correct: !answer },
  ],
})

/** Where a company's copy of a library course is edited and assigned (the courses admin's page). */
export const courseEditPath = (courseId: number) => `/knowledgebase/courses/${courseId}/edit`
