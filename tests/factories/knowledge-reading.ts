import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Company } from '~/domains/company/company.tables'
import {
  articleAcknowledgements,
  articleAnswers,
  articleDivisions,
  articleIndividuals,
  articlePositions,
  articleResponsibilities,
  articles,
} from '~/domains/knowledge/knowledge.tables'
import { db } from '~/platform/db.server'
import { makeArticleType, makeCategoryRow } from './knowledge-articles'

/**
 * Knowledge-base rows for the reading side's tests, inserted directly: an article with its
 * assignments and answers. Categories and types are the articles factory's rows.
 */
export const insertCategory = (company: Company, name = 'Policies', parentId?: number) =>
  makeCategoryRow(company, name, parentId)

export { makeArticleType as insertArticleType }

export interface ArticleRowOptions {
  title?: string
  categoryId?: number
  typeId?: number | null
  body?: string
  status?: number
  visibility?: number
  tags?: string[]
  acknowledgementType?: number
  acknowledgementQuestion?: string
  answers?: { answer: string; isCorrect: boolean }[]
  reassignMonthDuration?: number
  revision?: number
  assign?: {
    everyone?: boolean
    membershipIds?: number[]
    divisionIds?: number[]
    positionIds?: number[]
    responsibilityIds?: number[]
  }
}

/** A published ALL STAFF article (in a new category unless one is given) with its assignments. */
export async function insertArticle(company: Company, options: ArticleRowOptions = {}) {
  const categoryId = options.categoryId ?? (await insertCategory(company)).id
  const [article] = await db
    .insert(articles)
    .values({
      companyId: company.id,
      title: options.title ?? `Article ${randomUUID().slice(0, 6)}`,
      categoryId,
      typeId: options.typeId ?? null,
      body: options.body ?? '<p>Read me.</p>',
      status: options.status ?? 0,
      visibility: options.visibility ?? 1,
      tags: options.tags ?? [],
      acknowledgementType: options.acknowledgementType ?? 1,
      acknowledgementQuestion: options.acknowledgementQuestion ?? '',
      reassignMonthDuration: options.reassignMonthDuration ?? 0,
      isAssignedToEveryone: options.assign?.everyone ?? false,
      revision: options.revision ?? 1,
      publishedOn: new Date(),
    })
    .returning()
  const id = article!.id
  const assign = options.assign ?? {}
  const answers = await (options.answers?.length
    ? db
        .insert(articleAnswers)
        .values(options.answers.map((a, order) => ({ articleId: id, ...a, order })))
        .returning()
    : Promise.resolve([]))
  if (assign.membershipIds?.length) {
    await db
      .insert(articleIndividuals)
      .values(assign.membershipIds.map((membershipId) => ({ articleId: id, membershipId })))
  }
  if (assign.divisionIds?.length) {
    await db
      .insert(articleDivisions)
      .values(assign.divisionIds.map((divisionId) => ({ articleId: id, divisionId })))
  }
  if (assign.positionIds?.length) {
    await db
      .insert(articlePositions)
      .values(assign.positionIds.map((positionId) => ({ articleId: id, positionId })))
  }
  if (assign.responsibilityIds?.length) {
    await db
      .insert(articleResponsibilities)
      .values(
        assign.responsibilityIds.map((responsibilityId) => ({ articleId: id, responsibilityId })),
      )
  }
  return { ...article!, answers }
}

/** An article's acknowledgements still in force (not superseded by a reassignment). */
export const currentAcknowledgements = (articleId: number) =>
  db
    .select()
    .from(articleAcknowledgements)
    .where(
      and(
        eq(articleAcknowledgements.articleId, articleId),
        isNull(articleAcknowledgements.supersededAt),
      ),
    )
