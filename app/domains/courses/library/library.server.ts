import type { Actor } from '~/platform/actor'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { sanitizeArticleHtml } from '../../knowledge/html.server'
import { can } from '../courses.policy'
import { articlesOf, categoryOf, findLibraryCourse, LIBRARY_COURSES, quizzesOf } from './catalogue'
import {
  subscribedCourses,
  subscribeInTransaction,
  type SubscribeOutcome,
} from './library-copy.server'
import { LIBRARY_CATEGORIES, type LibraryCourse, type LibraryItem } from './library-course'
import { LIBRARY_MESSAGES } from './library.schema'

/**
 * The library catalogue as the pages and the REST API show it (seed 001 §7 library/courses/,
 * library/categories/), with whether the actor's company has subscribed to each course, and the
 * subscription itself (library/courses/subscribe/).
 */

export type LibraryItemDto =
  | { kind: 'article'; title: string; body?: string }
  | { kind: 'quiz'; title: string; question_count: number }

export interface LibraryCourseDto {
  id: number
  key: string
  name: string
  description: string
  category: { id: number; key: string; name: string }
  sections: { title: string; order: number; items: LibraryItemDto[] }[]
  article_count: number
  quiz_count: number
  /** The company's copy of this course, if it subscribed. */
  subscribed_course_id: number | null
}

export interface LibraryCategoryDto {
  id: number
  key: string
  name: string
  description: string
  course_count: number
}

function itemDto(item: LibraryItem, withBodies: boolean): LibraryItemDto {
  if (item.kind === 'quiz') {
    return { kind: 'quiz', title: item.quiz.title, question_count: item.quiz.questions.length }
  }
  const { title, body } = item.article
  return withBodies
    ? { kind: 'article', title, body: sanitizeArticleHtml(body) }
    : { kind: 'article', title }
}

function toDto(
  course: LibraryCourse,
  subscribed: Map<string, number>,
  withBodies = false,
): LibraryCourseDto {
  const { id, key, name } = categoryOf(course)
  return {
    id: course.id,
    key: course.key,
    name: course.name,
    description: course.description,
    category: { id, key, name },
    sections: course.sections.map((section, order) => ({
      title: section.title,
      order,
      items: section.items.map((item) => itemDto(item, withBodies)),
    })),
    article_count: articlesOf(course).length,
    quiz_count: quizzesOf(course).length,
    subscribed_course_id: subscribed.get(course.key) ?? null,
  }
}

/** Every member browses the catalogue (course.learn); a refusal would be audited like any other. */
const browse = (asker: Asker) => authorize(asker, can, 'course.learn')

/** The catalogue, optionally of one library category (its id), in the catalogue's order. */
export async function listLibraryCourses(
  asker: Asker,
  filter: { categoryId?: number } = {},
): Promise<LibraryCourseDto[]> {
  await browse(asker)
  const subscribed = await subscribedCourses(db, asker.actor)
  const categoryKey = LIBRARY_CATEGORIES.find((category) => category.id === filter.categoryId)?.key
  return LIBRARY_COURSES.filter(
    (course) => filter.categoryId === undefined || course.category === categoryKey,
  ).map((course) => toDto(course, subscribed))
}

/** One library course with its articles' text (the preview page): by id or key, else a 404. */
export async function getLibraryCourse(asker: Asker, idOrKey: string): Promise<LibraryCourseDto> {
  await browse(asker)
  const course = findLibraryCourse(idOrKey)
  if (!course) throw AppError.notFound(LIBRARY_MESSAGES.notFound)
  return toDto(course, await subscribedCourses(db, asker.actor), true)
}

export async function listLibraryCategories(asker: Asker): Promise<LibraryCategoryDto[]> {
  await browse(asker)
  return LIBRARY_CATEGORIES.map((category) => ({
    ...category,
    course_count: LIBRARY_COURSES.filter((course) => course.category === category.key).length,
  }))
}

/** Whether the actor may subscribe the company to library courses (the pages' Subscribe buttons). */
export const maySubscribe = (actor: Actor) => can(actor, 'course.subscribe')

/** Refused (audited) unless the actor may subscribe; the Subscribe forms ask before they are read. */
export const authorizeSubscribe = (asker: Asker) => authorize(asker, can, 'course.subscribe')

/**
 * Copies library course `libraryCourseId` into the actor's company in one transaction (KB admins
 * and company admins). A course the company already has is not copied again: the outcome names
 * the existing copy.
 */
export async function subscribeToLibraryCourse(
  asker: Asker,
  libraryCourseId: number,
): Promise<SubscribeOutcome> {
  await authorizeSubscribe(asker)
  const course = findLibraryCourse(libraryCourseId)
  if (!course) throw AppError.invalidField('library_course_id', LIBRARY_MESSAGES.unknownCourse)
  return db.transaction((tx) => subscribeInTransaction(tx, asker, course))
}
