import { afterEach, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember } from '#tests/factories/accounts'
import { browserCookie as cookieOf } from '#tests/factories/browser-session'
import { insertArticle } from '#tests/factories/knowledge-reading'
import { modelServerForFile } from '#tests/support/servers-for-file'
import * as dialogRoute from '~/routes/_app+/knowledgebase.ai-search'
import * as writingRoute from '~/routes/_app+/knowledgebase.ai-writing'
import * as searchPage from '~/routes/_app+/knowledgebase.search'
import { AI_SEARCH_MESSAGES } from './ai-messages'

const model = await modelServerForFile()
afterEach(() => {
  model.respondWith()
  delete process.env.AI_TIMEOUT_MS
})

function request(path: string, cookie: string, body?: unknown) {
  return new Request(`http://localhost${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

async function company() {
  const { company, admin } = await makeCompanyWithAdmin()
  const staff = await makeMember(company)
  const other = await makeMember(company)
  const open = await insertArticle(company, {
    title: 'Laptop security checklist',
    body: '<p>Lock the screen.</p>',
  })
  const assigned = await insertArticle(company, {
    title: 'Laptop security for executives',
    visibility: 2,
    assign: { membershipIds: [other.membership.id] },
  })
  const elsewhere = await makeCompanyWithAdmin()
  const foreign = await insertArticle(elsewhere.company, { title: 'Laptop security abroad' })
  return { admin, staff, open, assigned, foreign }
}

describe('the AI search behind the session (dialog and page)', () => {
  it('finds only readable articles, then answers from the readable ones among those sent', async () => {
    const { staff, open, assigned, foreign } = await company()
    const cookie = await cookieOf(staff)
    const found = await dialogRoute.loader({
      request: request('/knowledgebase/ai-search?query=laptop%20security', cookie),
      params: {},
      context: {},
    })
    const { articles } = (await found.json()) as { articles: { id: number }[] }
    expect(articles.map((article) => article.id)).toEqual([open.id])

    const answered = await dialogRoute.action({
      request: request('/knowledgebase/ai-search', cookie, {
        query: 'laptop security',
        article_ids: [assigned.id, foreign.id, open.id],
      }),
      params: {},
      context: {},
    })
    expect(answered.status).toBe(200)
    expect(await answered.json()).toMatchObject({
      source_article_ids: [open.id],
      answered_by: 'ai',
    })
    const prompt = JSON.stringify(model.requests.at(-1)!.body.messages)
    expect(prompt).not.toContain('executives')
    expect(prompt).not.toContain('abroad')
  })

  it('answers 504 with the processing-timeout text when the provider is too slow', async () => {
    const { staff, open } = await company()
    process.env.AI_TIMEOUT_MS = '200'
    model.respondWith({ delayMs: 2_000 })
    const answered = await dialogRoute.action({
      request: request('/knowledgebase/ai-search', await cookieOf(staff), {
        query: 'laptop',
        article_ids: [open.id],
      }),
      params: {},
      context: {},
    })
    expect(answered.status).toBe(504)
    expect(await answered.json()).toEqual({ detail: AI_SEARCH_MESSAGES.processingTimeout })
  })

  it('renders the page result: the articles and the answer citing its source', async () => {
    const { staff, open } = await company()
    const page = await searchPage.loader({
      request: request('/knowledgebase/search?query=laptop+security', await cookieOf(staff)),
      params: {},
      context: {},
    })
    const { result } = await page.json()
    expect(result!.articles.map((article) => article.id)).toEqual([open.id])
    expect(result!.source_article_ids).toEqual([open.id])
  })

  it('sends a signed-out visitor to sign in', async () => {
    const refused = await dialogRoute
      .loader({ request: request('/knowledgebase/ai-search?query=x', ''), params: {}, context: {} })
      .catch((response: Response) => response)
    expect(refused.status).toBe(302)
    expect(refused.headers.get('location')).toMatch(/^\/auth\/signin/)
  })
})

describe('the editor writing route', () => {
  const body = { messages: [{ role: 'user', content: 'Write about badges' }] }

  it('writes for article authors only, from a JSON body', async () => {
    const { admin, staff } = await company()
    const call = async (member: typeof admin, init = body) =>
      writingRoute.action({
        request: request('/knowledgebase/ai-writing', await cookieOf(member), init),
        params: {},
        context: {},
      })
    expect((await call(staff)).status).toBe(403)
    const written = await call(admin)
    expect(written.status).toBe(200)
    const answer = (await written.json()) as { choices: { message: { content: string } }[] }
    expect(answer.choices[0]!.message.content).toContain('<h1>Generated draft</h1>')

    const form = await writingRoute.action({
      request: new Request('http://localhost/knowledgebase/ai-writing', {
        method: 'POST',
        headers: { cookie: await cookieOf(admin), 'content-type': 'text/plain' },
        body: JSON.stringify(body),
      }),
      params: {},
      context: {},
    })
    expect(form.status).toBe(400)
  })
})
