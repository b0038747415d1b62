import { asc, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Actor } from '~/platform/actor'
import { db } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import { articles } from '../knowledge/knowledge.tables'
import {
  assignmentChoices,
  type ChosenAssignments,
} from '../knowledge/articles/article-choices.server'
import { quizzes } from '../quizzes/quizzes.tables'
import { scormPackages } from '../scorm/scorm.tables'
import { listCourseCategories } from './course-categories.server'
import type { Option } from './components/course-form-values'

/** How many articles, quizzes and packages the picker offers (the chosen ones always among them). */
export const ITEM_CHOICES_LIMIT = 1000

/** Everything the course form offers: categories, the item picker's lists, the assignment lists. */
export async function courseFormChoices(
  actor: Actor,
  chosen: ChosenAssignments & { articles: number[]; quizzes: number[]; scormPackages: number[] },
) {
  const chosenFirst = (column: AnyPgColumn, ids: number[]) =>
    sql`${column} in ${ids.length ? ids : [0]} desc`
  const [categories, articleOptions, quizOptions, packageOptions, assignments] = await Promise.all([
    listCourseCategories(actor),
    db
      .select({ id: articles.id, name: articles.title })
      .from(articles)
      .where(ownedBy(articles, actor))
      .orderBy(chosenFirst(articles.id, chosen.articles), asc(articles.title))
      .limit(ITEM_CHOICES_LIMIT + chosen.articles.length),
    db
      .select({ id: quizzes.id, name: quizzes.title })
      .from(quizzes)
      .where(ownedBy(quizzes, actor))
      .orderBy(chosenFirst(quizzes.id, chosen.quizzes), asc(quizzes.title))
      .limit(ITEM_CHOICES_LIMIT + chosen.quizzes.length),
    db
      .select({ id: scormPackages.id, name: scormPackages.title })
      .from(scormPackages)
      .where(ownedBy(scormPackages, actor))
      .orderBy(chosenFirst(scormPackages.id, chosen.scormPackages), asc(scormPackages.title))
      .limit(ITEM_CHOICES_LIMIT + chosen.scormPackages.length),
    assignmentChoices(actor, chosen),
  ])
  const byName = (rows: Option[]) => rows.sort((a, b) => a.name.localeCompare(b.name))
  return {
    categories: categories.map(({ id, name }) => ({ id, name })),
    articles: byName(articleOptions),
    quizzes: byName(quizOptions),
    scormPackages: byName(packageOptions),
    ...assignments,
  }
}
export type CourseChoices = Awaited<ReturnType<typeof courseFormChoices>>
