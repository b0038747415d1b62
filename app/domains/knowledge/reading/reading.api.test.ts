import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { insertArticle, insertCategory } from '#tests/factories/knowledge-reading'
import { outboxTo, withMailOutbox } from '#tests/factories/outbox'
import { ACKNOWLEDGEMENT_MESSAGES } from './acknowledgements.server'

const API = '/knowledgebase/api'

async function acmeWithArticles() {
  const acme = await adminAndStaffSignedIn()
  const category = await insertCategory(acme.company)
  const signed = await insertArticle(acme.company, {
    title: 'Fire drill',
    categoryId: category.id,
    assign: { everyone: true },
  })
  const quiz = await insertArticle(acme.company, {
    title: 'Hazards quiz',
    categoryId: category.id,
    acknowledgementType: 2,
    acknowledgementQuestion: 'Which is a hazard?',
    answers: [
      { answer: 'Wet floor', isCorrect: true },
      { answer: 'Dry floor', isCorrect: false },
    ],
    assign: { membershipIds: [acme.staff.membership.id] },
  })
  return { ...acme, signed, quiz }
}

describe('knowledgebase/api reading endpoints', () => {
  it('lists with filters, marks read, answers questions and reports progress', async () => {
    const { staff, signed, quiz } = await acmeWithArticles()
    const token = staff.token

    const list = await routeApi('GET', `${API}/list-create/?search=fire`, { token })
    expect(list.status).toBe(200)
    expect(list.json).toMatchObject({ count: 1, results: [{ id: signed.id, is_read: false }] })
    const simple = await routeApi('GET', `${API}/simple-list/`, { token })
    expect(simple.json.map((a: { title: string }) => a.title).sort()).toEqual([
      'Fire drill',
      'Hazards quiz',
    ])
    const todo = await routeApi('GET', `${API}/auto-kb-articles/`, { token })
    expect(todo.json.map((a: { id: number }) => a.id).sort()).toEqual([signed.id, quiz.id].sort())

    // The question cannot be marked read, only answered correctly.
    const refused = await routeApi('POST', `${API}/bulk-mark-as-read/`, {
      token,
      body: { articles: [signed.id, quiz.id] },
    })
    expect(refused).toEqual({
      status: 400,
      json: { detail: ACKNOWLEDGEMENT_MESSAGES.answerTheQuestion },
    })
    const marked = await routeApi('POST', `${API}/mark-as-read/${signed.id}/`, { token })
    expect(marked.status).toBe(201)
    expect(marked.json).toMatchObject({ article: signed.id, method: 0 })

    const wrong = await routeApi('POST', `${API}/questions/`, {
      token,
      body: { article: quiz.id, answer_ids: [quiz.answers[1]!.id] },
    })
    expect(wrong).toEqual({
      status: 400,
      json: { answer_ids: [ACKNOWLEDGEMENT_MESSAGES.wrongAnswer] },
    })
    const right = await routeApi('POST', `${API}/questions/`, {
      token,
      body: { article: quiz.id, answer_ids: [quiz.answers[0]!.id] },
    })
    expect(right.json).toMatchObject({ article: quiz.id, method: 2 })

    expect((await routeApi('GET', `${API}/auto-kb-articles/`, { token })).json).toEqual([])
    const mine = await routeApi('GET', `${API}/acknowledgements/`, { token })
    expect(mine.json).toHaveLength(2)
    const summary = await routeApi('GET', `${API}/user-kb-summary/${staff.membership.id}/`, {
      token,
    })
    expect(summary.json).toMatchObject({
      assigned_articles: 2,
      completed_articles: 2,
      unread_articles: 0,
    })
  })

  it('acknowledges by signature through acknowledgements/ with field messages', async () => {
    const { staff, signed } = await acmeWithArticles()
    const blank = await routeApi('POST', `${API}/acknowledgements/`, {
      token: staff.token,
      body: { article: signed.id, signature: '' },
    })
    expect(blank).toEqual({
      status: 400,
      json: { signature: [ACKNOWLEDGEMENT_MESSAGES.signatureRequired] },
    })
    const done = await routeApi('POST', `${API}/acknowledgements/`, {
      token: staff.token,
      form: { article: String(signed.id), signature: 'Test Person' },
    })
    expect(done.status).toBe(201)
    expect(done.json).toMatchObject({ method: 1, signature: 'Test Person', revision: 1 })
  })

  it('shows read activity and reassigns past readers (with an email) for KB admins only', async () => {
    const { admin, staff, signed } = await acmeWithArticles()
    await routeApi('POST', `${API}/mark-as-read/${signed.id}/`, { token: staff.token })

    for (const path of [
      `employee-article-read-activity/${signed.id}/`,
      `user-read-articles/${admin.membership.id}/`,
      `user-assigned-articles/${admin.membership.id}/`,
      `user-kb-summary/${admin.membership.id}/`,
    ]) {
      expect((await routeApi('GET', `${API}/${path}`, { token: staff.token })).status).toBe(403)
    }
    expect(
      (await routeApi('PUT', `${API}/reassign-article/${signed.id}/`, { token: staff.token }))
        .status,
    ).toBe(403)

    const activity = await routeApi('GET', `${API}/employee-article-read-activity/${signed.id}/`, {
      token: admin.token,
    })
    expect(activity.json).toMatchObject({ assigned_count: 2, completed_count: 1 })
    const read = await routeApi('GET', `${API}/user-read-articles/${staff.membership.id}/`, {
      token: admin.token,
    })
    expect(read.json).toMatchObject([{ id: signed.id, method: 0 }])

    await withMailOutbox(async () => {
      const reassigned = await routeApi('PUT', `${API}/reassign-article/${signed.id}/`, {
        token: admin.token,
      })
      expect(reassigned.json).toEqual({ reassigned: 1 })
      const [email] = await outboxTo(staff.user.email)
      expect(email).toMatchObject({ subject: 'Please read again: Fire drill' })
      expect(email!.textBody).toContain(`/knowledgebase/articles/${signed.id}`)
    })
    const after = await routeApi('GET', `${API}/employee-article-read-activity/${signed.id}/`, {
      token: admin.token,
    })
    expect(after.json.completed_count).toBe(0)
  })

  it("answers 404 for another company's article or person on every id-bearing endpoint", async () => {
    const acme = await acmeWithArticles()
    const globex = await acmeWithArticles()
    const article = globex.signed.id
    const person = globex.staff.membership.id
    const calls: [string, string, Record<string, unknown>?][] = [
      ['POST', `mark-as-read/${article}/`],
      ['POST', 'bulk-mark-as-read/', { articles: [article] }],
      ['POST', 'acknowledgements/', { article, signature: 'Ada Admin' }],
      ['POST', 'questions/', { article: globex.quiz.id, answer_ids: [globex.quiz.answers[0]!.id] }],
      ['PUT', `reassign-article/${article}/`],
      ['GET', `employee-article-read-activity/${article}/`],
      ['GET', `user-read-articles/${person}/`],
      ['GET', `user-assigned-articles/${person}/`],
      ['GET', `user-kb-summary/${person}/`],
    ]
    for (const [method, path, body] of calls) {
      const response = await routeApi(method, `${API}/${path}`, { token: acme.admin.token, body })
      expect([path, response.status]).toEqual([path, 404])
    }
    const list = await routeApi('GET', `${API}/list-create/`, { token: acme.admin.token })
    expect(list.json.results.map((a: { id: number }) => a.id)).not.toContain(article)
    expect((await routeApi('GET', `${API}/list-create/`)).status).toBe(401)
  })
})
