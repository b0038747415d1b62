import { inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { makeArticle, makeArticleType, makeCategoryRow } from '#tests/factories/knowledge-articles'
import { makeDefinition } from '#tests/factories/knowledge-taxonomy'
import { sessionCookieHeader } from '~/platform/auth.server'
import { createSession } from '~/domains/accounts/sessions.server'
import { db } from '~/platform/db.server'
import { testMeta } from '#tests/factories/request'
import { action, loader } from '~/routes/_app+/knowledgebase.articles_.bulk'
import { articleFiltersFrom, listArticles } from '../reading/article-reading.server'
import { BULK_MESSAGES } from './articles.schema'
import { findDefinitions } from '../taxonomy/definitions.server'
import { ARTICLE_STATUS, articleDrafts, articles } from '../knowledge.tables'

const BULK_URL = 'http://localhost/knowledgebase/articles/bulk'

/** A browser's cookie for a fresh session of this member. */
async function cookieOf(userId: number, companyId: number) {
  const { token } = await createSession(db, {
    userId,
    companyId,
    kind: 'browser',
    meta: testMeta(),
  })
  return (await sessionCookieHeader(new Request('http://localhost/'), token)).split(';')[0]!
}

function post(cookie: string, fields: [string, string | number][]) {
  const body = new URLSearchParams(fields.map(([key, value]) => [key, String(value)]))
  return action({
    request: new Request(BULK_URL, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    }),
    params: {},
    context: {},
  })
}

async function statusOf(result: unknown): Promise<number> {
  try {
    const response = await result
    return (response as Response).status
  } catch (thrown) {
    return (thrown as Response).status
  }
}

const rowsOf = (ids: number[]) => db.select().from(articles).where(inArray(articles.id, ids))

describe('the articles bulk page', () => {
  it('lists the chosen articles, sets category, type, visibility and publishes drafts, all or none', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const policies = await makeCategoryRow(company, 'Policies')
    const safety = await makeCategoryRow(company, 'Safety')
    const howTo = await makeArticleType(company, 'How-to', '#1e88e5')
    const live = await makeArticle(company, { title: 'Fire exits', categoryId: policies.id })
    const draft = await makeArticle(company, {
      title: 'Ladders',
      categoryId: policies.id,
      status: ARTICLE_STATUS.draft,
    })
    const other = await makeCompanyWithAdmin()
    const foreign = await makeArticle(other.company, { title: 'Not ours' })
    const cookie = await cookieOf(admin.user.id, company.id)

    const page = await loader({
      request: new Request(`${BULK_URL}?id=${live.id}&id=${foreign.id}&id=oops&id=${draft.id}`, {
        headers: { cookie },
      }),
      params: {},
      context: {},
    })
    const { chosen } = await page.json()
    expect(chosen.map((a: { title: string }) => a.title).sort()).toEqual(['Fire exits', 'Ladders'])

    const refused = await post(cookie, [
      ['intent', 'update'],
      ['ids', live.id],
      ['ids', foreign.id],
      ['article_category', safety.id],
    ])
    expect(refused.status).toBe(400)
    expect((await refused.json()).error).toEqual({ [`row-${foreign.id}`]: ['Not found.'] })
    expect((await rowsOf([live.id]))[0]!.categoryId).toBe(policies.id)

    const nothing = await post(cookie, [
      ['intent', 'update'],
      ['ids', live.id],
    ])
    expect((await nothing.json()).error).toEqual({ '': [BULK_MESSAGES.nothingToChange] })

    const saved = await post(cookie, [
      ['intent', 'update'],
      ['ids', live.id],
      ['ids', draft.id],
      ['article_category', safety.id],
      ['type', howTo.id],
      ['visibility', 2],
      ['status', 'published'],
    ])
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe('/knowledgebase/articles')
    for (const row of await rowsOf([live.id, draft.id])) {
      expect(row).toMatchObject({
        categoryId: safety.id,
        typeId: howTo.id,
        visibility: 2,
        status: ARTICLE_STATUS.published,
      })
    }

    const deleted = await post(cookie, [
      ['intent', 'delete'],
      ['ids', live.id],
      ['ids', draft.id],
    ])
    expect(deleted.status).toBe(302)
    expect(await rowsOf([live.id, draft.id])).toEqual([])
  })

  it('refuses staff (403) on the page and on the post, and changes nothing', async () => {
    const { company } = await makeCompanyWithAdmin()
    const staff = await makeMember(company)
    const article = await makeArticle(company)
    const cookie = await cookieOf(staff.user.id, company.id)
    const page = loader({
      request: new Request(`${BULK_URL}?id=${article.id}`, { headers: { cookie } }),
      params: {},
      context: {},
    })
    expect(await statusOf(page)).toBe(403)
    expect(
      await statusOf(
        post(cookie, [
          ['intent', 'delete'],
          ['ids', article.id],
        ]),
      ),
    ).toBe(403)
    expect(await rowsOf([article.id])).toHaveLength(1)
  })
})

describe('the articles list', () => {
  it('shows KB admins under "Draft" the unpublished articles and those with pending drafts', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const staff = await makeMember(company)
    await makeArticle(company, { title: 'Live' })
    await makeArticle(company, { title: 'Unpublished', status: ARTICLE_STATUS.draft })
    const pending = await makeArticle(company, { title: 'Being rewritten' })
    await db
      .insert(articleDrafts)
      .values({ companyId: company.id, articleId: pending.id, content: {} })
    const adminActor = (await signedIn(admin.user, company)).actor
    const staffActor = (await signedIn(staff.user, company)).actor

    const drafts = await listArticles(
      adminActor,
      articleFiltersFrom(new URLSearchParams('status=draft')),
    )
    expect(drafts.results.map((a) => [a.title, a.status, a.has_draft]).sort()).toEqual([
      ['Being rewritten', ARTICLE_STATUS.published, true],
      ['Unpublished', ARTICLE_STATUS.draft, false],
    ])
    const published = await listArticles(
      adminActor,
      articleFiltersFrom(new URLSearchParams('status=published')),
    )
    expect(published.results.map((a) => a.title).sort()).toEqual(['Being rewritten', 'Live'])
    // Staff never learn about drafts, whatever they ask for.
    const seen = await listArticles(
      staffActor,
      articleFiltersFrom(new URLSearchParams('status=draft')),
    )
    expect(seen.results.map((a) => [a.title, a.has_draft]).sort()).toEqual([
      ['Being rewritten', false],
      ['Live', false],
    ])
  })

  it('stops counting at the page’s limit and still says whether there is a next page', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const category = await makeCategoryRow(company)
    for (let n = 0; n < 27; n++)
      await makeArticle(company, { title: `A${n}`, categoryId: category.id })
    const actor = (await signedIn(admin.user, company)).actor
    const first = await listArticles(actor, articleFiltersFrom(new URLSearchParams('')), {
      countLimit: 10,
    })
    expect(first).toMatchObject({ count: 10, count_capped: true, has_next_page: true })
    expect(first.results).toHaveLength(25)
    const second = await listArticles(actor, articleFiltersFrom(new URLSearchParams('page=2')))
    expect(second).toMatchObject({
      count: 27,
      count_capped: false,
      page_count: 2,
      has_next_page: false,
    })
    const search = await listArticles(actor, articleFiltersFrom(new URLSearchParams('search=a2')))
    expect(search.results.map((a) => a.title).sort()).toEqual([
      'A2',
      'A20',
      'A21',
      'A22',
      'A23',
      'A24',
      'A25',
      'A26',
    ])
  })
})

describe('findDefinitions at scale', () => {
  it('matches terms across line breaks and leaves the other terms in the database', async () => {
    const { company } = await makeCompanyWithAdmin()
    await makeDefinition(company, 'Service  level', 'How fast we answer')
    await makeDefinition(company, 'Forklift', 'A truck')
    const found = await findDefinitions(company.id, '<p>Our service\nLEVEL is two hours.</p>')
    expect(found.map((d) => d.term)).toEqual(['Service  level'])
  })
})
