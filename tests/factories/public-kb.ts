import { randomUUID } from 'node:crypto'
import type { Company } from '~/domains/company/company.tables'
import {
  articlePublicKnowledgebases,
  publicKnowledgebases,
} from '~/domains/knowledge/knowledge.tables'
import { db } from '~/platform/db.server'
import { insertArticle, type ArticleRowOptions } from './knowledge-reading'

export interface PublicKbOptions {
  name?: string
  urlPart?: string
  isDefault?: boolean
  domain?: string | null
  verified?: boolean
}

/** A public knowledge base row (the default one unless told otherwise). */
export async function makePublicKb(company: Company, options: PublicKbOptions = {}) {
  const [row] = await db
    .insert(publicKnowledgebases)
    .values({
      companyId: company.id,
      name: options.name ?? 'Help Center',
      urlPart: options.urlPart ?? `kb-${randomUUID().slice(0, 6)}`,
      isDefault: options.isDefault ?? true,
      domain: options.domain ?? null,
      domainVerifiedAt: options.verified ? new Date() : null,
    })
    .returning()
  return row!
}

/** A published PUBLIC article shown by the given knowledge bases (override anything). */
export async function makePublicArticle(
  company: Company,
  kbIds: number[],
  options: ArticleRowOptions = {},
) {
  const article = await insertArticle(company, { visibility: 0, ...options })
  if (kbIds.length) {
    await db
      .insert(articlePublicKnowledgebases)
      .values(
        kbIds.map((publicKnowledgebaseId) => ({ articleId: article.id, publicKnowledgebaseId })),
      )
  }
  return article
}
