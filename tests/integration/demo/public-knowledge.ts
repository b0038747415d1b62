import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companies } from '~/domains/company/company.tables'
import { publicKnowledgebases } from '~/domains/knowledge/knowledge.tables'
import { loadPublicArticle, loadPublicKbHome } from '~/domains/public-kb/public-page-loaders.server'
import { db } from '~/platform/db.server'
import { makeCompany } from '#tests/factories/accounts'
import { ensureLargeArticles } from '../../../scripts/seed/knowledge-articles'
import {
  DEMO_HELP_ARTICLE_COUNT,
  ensureLargePublicKnowledge,
} from '../../../scripts/seed/public-knowledge'

describe('demo public knowledge base', () => {
  it('gives Acme a default Help Center at /articles/public/acme-demo/ with at least 15 public articles, once', async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    const kbs = await db
      .select()
      .from(publicKnowledgebases)
      .where(and(eq(publicKnowledgebases.companyId, acme!.id)))
    expect(kbs).toMatchObject([{ name: 'Help Center', urlPart: 'help', isDefault: true }])
    const page = await loadPublicKbHome(
      new Request('http://localhost/articles/public/acme-demo/'),
      {
        companySlug: 'acme-demo',
      },
    )
    const data = await page.json()
    expect(DEMO_HELP_ARTICLE_COUNT).toBeGreaterThanOrEqual(15)
    // Seeded twice (demo.test.ts): every article is there exactly once.
    expect(data.total).toBe(DEMO_HELP_ARTICLE_COUNT)
    const charted = data.articles.find(
      (article: { title: string }) => article.title === 'Damaged or faulty items',
    )
    const details = await loadPublicArticle(new Request('http://localhost/'), {
      companySlug: 'acme-demo',
      id: String(charted!.id),
    })
    expect((await details.json()).article.chart_svg).toContain('Claim under the warranty')
    expect(data.categories.map((c: { name: string }) => c.name)).toEqual([
      'Ordering',
      'Product care',
      'Returns and refunds',
      'Shipping and delivery',
      'Your account',
    ])
  })

  it('gives a large company a public knowledge base of every tenth published article, once', async () => {
    const company = await makeCompany()
    await ensureLargeArticles(db, company.id, 200)
    await ensureLargePublicKnowledge(db, company.id)
    await ensureLargePublicKnowledge(db, company.id)
    const page = await loadPublicKbHome(
      new Request(`http://localhost/articles/public/${company.slug}/`),
      { companySlug: company.slug },
    )
    const { total } = await page.json()
    expect(total).toBeGreaterThan(5)
    expect(total).toBeLessThanOrEqual(20)
  })
})
