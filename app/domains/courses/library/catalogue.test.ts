import { describe, expect, it } from 'vitest'
import { articlesOf, LIBRARY_COURSES, quizzesOf } from './catalogue'
import { LIBRARY_CATEGORIES } from './library-course'

/*
 * The catalogue is content written by hand: these checks stand between a typo and a course that
 * cannot be passed, an empty article, or two courses a company's copies could not tell apart.
 */

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /\w/.test(word)).length

const unique = (values: readonly (string | number)[]) => new Set(values).size === values.length

describe('the library catalogue', () => {
  it('has at least six courses with unique ids and keys, each in a known category', () => {
    expect(LIBRARY_COURSES.length).toBeGreaterThanOrEqual(6)
    expect(unique(LIBRARY_COURSES.map((course) => course.id))).toBe(true)
    expect(unique(LIBRARY_COURSES.map((course) => course.key))).toBe(true)
    expect(unique(LIBRARY_CATEGORIES.map((category) => category.id))).toBe(true)
    const categoryKeys = LIBRARY_CATEGORIES.map((category) => category.key as string)
    for (const course of LIBRARY_COURSES) {
      expect(Number.isInteger(course.id) && course.id > 0, course.key).toBe(true)
      expect(course.key).toMatch(/^[a-z]+(-[a-z]+)*$/)
      expect(categoryKeys).toContain(course.category)
      expect(course.name.trim()).not.toBe('')
      expect(course.description.trim()).not.toBe('')
    }
  })

  it.each(LIBRARY_COURSES.map((course) => [course.key, course] as const))(
    '%s: 2–3 titled sections, 2–4 articles of 250–600 words with headings and lists, one quiz',
    (_key, course) => {
      expect(course.sections.length).toBeGreaterThanOrEqual(2)
      expect(course.sections.length).toBeLessThanOrEqual(3)
      for (const section of course.sections) {
        expect(section.title.trim()).not.toBe('')
        expect(section.items.length).toBeGreaterThan(0)
      }
      const articles = articlesOf(course)
      expect(articles.length).toBeGreaterThanOrEqual(2)
      expect(articles.length).toBeLessThanOrEqual(4)
      expect(unique(articles.map((article) => article.title))).toBe(true)
      for (const article of articles) {
        expect(article.title.trim(), course.key).not.toBe('')
        const count = words(article.body)
        expect(count, article.title).toBeGreaterThanOrEqual(250)
        expect(count, article.title).toBeLessThanOrEqual(600)
        expect(article.body, article.title).toMatch(/<h2>/)
        expect(article.body, article.title).toMatch(/<(ul|ol)>/)
      }
      expect(quizzesOf(course)).toHaveLength(1)
    },
  )

  it.each(LIBRARY_COURSES.map((course) => [course.key, quizzesOf(course)[0]!] as const))(
    '%s: the quiz has 5–6 questions of every kind, each answerable, and a pass mark',
    (_key, quiz) => {
      expect(quiz.title.trim()).not.toBe('')
      expect(quiz.passMarkPercent).toBeGreaterThan(0)
      expect(quiz.passMarkPercent).toBeLessThanOrEqual(100)
      expect(quiz.questions.length).toBeGreaterThanOrEqual(5)
      expect(quiz.questions.length).toBeLessThanOrEqual(6)
      expect(new Set(quiz.questions.map((question) => question.kind))).toEqual(
        new Set(['single', 'multiple', 'true_false']),
      )
      for (const question of quiz.questions) {
        const rightOnes = question.options.filter((option) => option.correct).length
        expect(question.text.trim()).not.toBe('')
        expect(question.options.length, question.text).toBeGreaterThanOrEqual(2)
        expect(unique(question.options.map((option) => option.text)), question.text).toBe(true)
        expect(rightOnes, question.text).toBeGreaterThanOrEqual(1)
        expect(rightOnes, question.text).toBeLessThan(question.options.length)
        if (question.kind !== 'multiple') expect(rightOnes, question.text).toBe(1)
        if (question.kind === 'true_false') {
          expect(question.options.map((option) => option.text)).toEqual(['True', 'False'])
        }
      }
    },
  )
})
