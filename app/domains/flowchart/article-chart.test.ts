import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { makeCategoryRow } from '#tests/factories/knowledge-articles'
import { testMeta } from '#tests/factories/request'
import { getArticleForReading } from '../knowledge/reading/article-reading.server'
import { ArticleSchema } from '../knowledge/articles/articles.schema'
import { createArticle, updateArticle } from '../knowledge/articles/articles.server'
import { loadArticle } from '../knowledge/articles/article-records.server'
import { articleFormChoices } from '../knowledge/articles/article-choices.server'
import { db } from '~/platform/db.server'
import { SAMPLE_CHART } from './flowchart.constants'
import { articleChartPage } from './flowchart-pages.server'
import { createFlowChart } from './flowchart.server'

async function kbAdmin() {
  const { company, admin } = await makeCompanyWithAdmin()
  const category = await makeCategoryRow(company, 'Policies')
  return { company, category, actor: (await signedIn(admin.user, company)).actor }
}

const NONE = { responsibilities: [], divisions: [], positions: [], people: [], files: [] }

describe("an article's decision chart", () => {
  it('is stored with the article, found again by the form and drawn for readers', async () => {
    const { company, category, actor } = await kbAdmin()
    const chart = await createFlowChart(actor, { ...SAMPLE_CHART }, testMeta())
    const article = await createArticle(
      actor,
      ArticleSchema.parse({
        title: 'Performance',
        article_category: category.id,
        blocks: ['text', 'decision_chart'],
        flow_chart: String(chart.id),
      }),
      testMeta(),
    )
    expect(article.flow_chart).toBe(chart.id)

    const choices = await articleFormChoices(actor, { ...NONE, flowChart: article.flow_chart })
    expect(choices.flowChart).toMatchObject({ id: chart.id, version: 1, nodes: SAMPLE_CHART.nodes })

    const staff = await makeMember(company)
    const reader = (await signedIn(staff.user, company)).actor
    const read = await getArticleForReading(reader, testMeta(), article.id)
    expect(read.decision_chart?.svg).toContain('Are They A Good Employee?')
    expect(read.decision_chart?.svg).toContain('role="img"')
    const page = await articleChartPage(reader, testMeta(), article.id)
    expect(page.chart.svg).toContain('Fire Them')

    // Switching the block off drops the link: readers see no chart.
    await updateArticle(
      actor,
      article.id,
      { blocks: ['text'], version: article.version, dont_notify: false },
      testMeta(),
    )
    expect((await loadArticle(db, company.id, article.id))?.flow_chart).toBeNull()
    expect((await getArticleForReading(reader, testMeta(), article.id)).decision_chart).toBeNull()
    await expect(articleChartPage(reader, testMeta(), article.id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })

  it("refuses another company's chart id (never links it, never shows it)", async () => {
    const mine = await kbAdmin()
    const other = await kbAdmin()
    const theirs = await createFlowChart(other.actor, { ...SAMPLE_CHART }, testMeta())
    await expect(
      createArticle(
        mine.actor,
        ArticleSchema.parse({
          title: 'Borrowed chart',
          article_category: mine.category.id,
          blocks: ['decision_chart'],
          flow_chart: String(theirs.id),
        }),
        testMeta(),
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION', fieldErrors: { flow_chart: expect.any(Array) } })
    const choices = await articleFormChoices(mine.actor, { ...NONE, flowChart: theirs.id })
    expect(choices.flowChart).toBeNull()
  })
})
