import { asc, eq } from 'drizzle-orm'
import { authorize } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { coursePositions, courses } from '../courses/courses.tables'
import { articlePositions, articles } from '../knowledge/knowledge.tables'
import { can } from './positions.policy'
import { getPosition } from './positions.server'

/** knowledgebase/api/position-courses-articles/{id}/ (seed 001 §7). */
export interface PositionCoursesArticles {
  id: number
  name: string
  articles: { id: number; title: string }[]
  courses: { id: number; name: string }[]
}

/**
 * The articles and courses assigned to a position (and so to everyone holding it), by title:
 * for KB admins and profile admins. Another company's position is a (recorded) 404.
 */
export async function positionCoursesArticles(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<PositionCoursesArticles> {
  const action = 'position.learning.view'
  await authorize({ actor, meta }, can, action, { type: 'position', id })
  const position = await getPosition(actor, id, meta, action)
  // The links' targets are the position's company's: the services only ever link those.
  const [articleRows, courseRows] = await Promise.all([
    db
      .select({ id: articles.id, title: articles.title })
      .from(articlePositions)
      .innerJoin(articles, eq(articles.id, articlePositions.articleId))
      .where(eq(articlePositions.positionId, id))
      .orderBy(asc(articles.title), asc(articles.id)),
    db
      .select({ id: courses.id, name: courses.name })
      .from(coursePositions)
      .innerJoin(courses, eq(courses.id, coursePositions.courseId))
      .where(eq(coursePositions.positionId, id))
      .orderBy(asc(courses.name), asc(courses.id)),
  ])
  return { id: position.id, name: position.name, articles: articleRows, courses: courseRows }
}
