import { and, count, eq, gt } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompany } from '#tests/factories/accounts'
import { companies } from '~/domains/company/company.tables'
import {
  articleCategories,
  articles,
  articleTypes,
  articleVersions,
} from '~/domains/knowledge/knowledge.tables'
import { db } from '~/platform/db.server'
import { ensureLargeArticles } from '../../../scripts/seed/knowledge-articles'
import { DEMO_HELP_ARTICLE_COUNT } from '../../../scripts/seed/public-knowledge'
import { DEMO_LIBRARY_ARTICLE_COUNT } from '../../../scripts/seed/library-courses'
import { DEMO_TEMPLATES } from '../../../scripts/seed/knowledge-templates'

const countOf = async (table: typeof articles | typeof articleTypes, companyId: number) =>
  (await db.select({ n: count() }).from(table).where(eq(table.companyId, companyId)))[0]!.n

describe('demo knowledge-base articles', () => {
  it('gives Acme fifty-two articles in the category tree with four types and some history, once', async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    // Plus the public help centre's articles (scripts/seed/public-knowledge.ts) and the
    // subscribed library course's (scripts/seed/library-courses.ts) and the templates' subject
    // articles (scripts/seed/knowledge-templates.ts).
    expect(await countOf(articles, acme!.id)).toBe(
      52 + DEMO_HELP_ARTICLE_COUNT + DEMO_LIBRARY_ARTICLE_COUNT + DEMO_TEMPLATES.length,
    )
    expect(await countOf(articleTypes, acme!.id)).toBe(4)
    const warehouse = await db
      .select({ parent: articleCategories.parentId })
      .from(articleCategories)
      .where(
        and(eq(articleCategories.companyId, acme!.id), eq(articleCategories.name, 'Warehouse')),
      )
    expect(warehouse).toHaveLength(1)
    const revised = await db
      .select({ n: count() })
      .from(articleVersions)
      .where(and(eq(articleVersions.companyId, acme!.id), gt(articleVersions.revision, 1)))
    expect(revised[0]!.n).toBeGreaterThan(0)
  })

  it('tops a large company up to the requested number of articles', async () => {
    const company = await makeCompany()
    await ensureLargeArticles(db, company.id, 300)
    await ensureLargeArticles(db, company.id, 500)
    expect(await countOf(articles, company.id)).toBe(500)
  })
})
