import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companies } from '~/domains/company/company.tables'
import { articles, articleTemplates, ARTICLE_STATUS } from '~/domains/knowledge/knowledge.tables'
import { db } from '~/platform/db.server'

describe('demo article templates', () => {
  it('gives Acme three templates (policy, procedure, FAQ), each on a draft skeleton, once', async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    const rows = await db
      .select({
        category: articleTemplates.category,
        name: articleTemplates.name,
        title: articles.title,
        status: articles.status,
        body: articles.body,
      })
      .from(articleTemplates)
      .innerJoin(articles, eq(articles.id, articleTemplates.subjectArticleId))
      .where(eq(articleTemplates.companyId, acme!.id))
      .orderBy(articleTemplates.category)
    expect(rows.map((row) => [row.category, row.name, row.title])).toEqual([
      ['FAQs', 'FAQ', 'FAQ template'],
      ['Policies', 'Policy', 'Policy template'],
      ['Procedures', 'Procedure', 'Procedure template'],
    ])
    expect(rows.every((row) => row.status === ARTICLE_STATUS.draft)).toBe(true)
    expect(rows.every((row) => row.body.includes('<h2>'))).toBe(true)
  })
})
