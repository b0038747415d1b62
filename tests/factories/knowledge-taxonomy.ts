import type { Company } from '~/domains/company/company.tables'
import {
  articleCategories,
  articles,
  articleTypes,
  definitionCategories,
  definitions,
} from '~/domains/knowledge/knowledge.tables'
import { db } from '~/platform/db.server'

/** A category row of a company (under `parentId` when given). */
export async function makeCategory(company: Company, name: string, parentId: number | null = null) {
  const [row] = await db
    .insert(articleCategories)
    .values({ companyId: company.id, name, parentId, isSubsection: parentId !== null })
    .returning()
  return row!
}

export async function makeArticleType(company: Company, name: string, color = '#1e88e5') {
  const [row] = await db
    .insert(articleTypes)
    .values({ companyId: company.id, name, color })
    .returning()
  return row!
}

export async function makeDefinition(
  company: Company,
  term: string,
  definition: string,
  categoryId: number | null = null,
) {
  const [row] = await db
    .insert(definitions)
    .values({ companyId: company.id, term, definition, categoryId })
    .returning()
  return row!
}

export async function makeDefinitionCategory(company: Company, name: string) {
  const [row] = await db
    .insert(definitionCategories)
    .values({ companyId: company.id, name })
    .returning()
  return row!
}

/**
 * A bare article row in a category (the articles part owns the full makeArticle; taxonomy tests
 * only need something filed in a category).
 */
export async function fileArticle(
  company: Company,
  categoryId: number,
  fields: Partial<typeof articles.$inferInsert> = {},
) {
  const [row] = await db
    .insert(articles)
    .values({ companyId: company.id, categoryId, title: 'An article', ...fields })
    .returning()
  return row!
}
