import type { Company } from '~/domains/company/company.tables'
import {
  ARTICLE_STATUS,
  articleCategories,
  articles,
  articleTypes,
} from '~/domains/knowledge/knowledge.tables'
import { db } from '~/platform/db.server'

/** A category row of the company's article tree (a top-level one unless a parent is given). */
export async function makeCategoryRow(company: Company, name = 'General', parentId?: number) {
  const [category] = await db
    .insert(articleCategories)
    .values({ companyId: company.id, name, parentId: parentId ?? null })
    .returning()
  return category!
}

export async function makeArticleType(company: Company, name = 'Policy', color = '#e53935') {
  const [type] = await db
    .insert(articleTypes)
    .values({ companyId: company.id, name, color })
    .returning()
  return type!
}

type ArticleFields = Partial<typeof articles.$inferInsert>

/**
 * An article row written directly (no service, no version row): published, ALL STAFF, in a new
 * 'General' category unless the fields say otherwise.
 */
export async function makeArticle(company: Company, fields: ArticleFields = {}) {
  const categoryId = fields.categoryId ?? (await makeCategoryRow(company)).id
  const published = (fields.status ?? ARTICLE_STATUS.published) === ARTICLE_STATUS.published
  const [article] = await db
    .insert(articles)
    .values({
      title: 'Test article',
      body: '<p>Read me.</p>',
      revision: published ? 1 : 0,
      publishedOn: published ? new Date() : null,
      ...fields,
      companyId: company.id,
      categoryId,
    })
    .returning()
  return article!
}
