import { describe, expect, it } from 'vitest'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { SAMPLE_QUIZ } from '#tests/factories/quizzes'
import { QUIZ_MESSAGES } from './quizzes.schema'

const API = '/knowledgebase/api'

describe('knowledgebase/api quizzes', () => {
  it('creates (refusing bad input with the seed’s prefix), reads, patches with a 409 that brings the current quiz, deletes', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const refused = await routeApi('POST', `${API}/quiz-create/`, {
      token: staff.token,
      body: {},
    })
    expect(refused.status).toBe(403)

    const bad = await routeApi('POST', `${API}/quiz-create/`, {
      token: admin.token,
      body: { ...SAMPLE_QUIZ, questions: [{ kind: 'single', text: '', options: [] }] },
    })
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({
      non_field_errors: [QUIZ_MESSAGES.createError],
      questions: expect.arrayContaining([QUIZ_MESSAGES.questionRequired]),
    })

    const created = await routeApi('POST', `${API}/quiz-create/`, {
      token: admin.token,
      body: SAMPLE_QUIZ,
    })
    expect(created.status).toBe(201)
    const id = created.json.id
    expect(created.json).toMatchObject({
      title: 'General knowledge',
      pass_mark_percent: 60,
      version: 1,
    })

    const asStaff = await routeApi('GET', `${API}/quizzes/${id}/`, { token: staff.token })
    expect(asStaff.json.questions[2].options.map((o: { text: string }) => o.text)).toEqual([
      'True',
      'False',
    ])
    expect(asStaff.json.questions[0].options[0].is_correct).toBeUndefined()
    const list = await routeApi('GET', `${API}/quizzes/?search=general`, { token: staff.token })
    expect(list.json).toMatchObject({ count: 1, results: [{ id, title: 'General knowledge' }] })

    expect(
      (await routeApi('PATCH', `${API}/quizzes/${id}/`, { token: staff.token, body: {} })).status,
    ).toBe(403)
    const patched = await routeApi('PATCH', `${API}/quizzes/${id}/`, {
      token: admin.token,
      body: { title: 'Renamed', version: 1 },
    })
    expect(patched.json).toMatchObject({ title: 'Renamed', version: 2 })
    const stale = await routeApi('PATCH', `${API}/quizzes/${id}/`, {
      token: admin.token,
      body: { title: 'Late', version: 1 },
    })
    expect(stale.status).toBe(409)
    expect(stale.json).toMatchObject({ detail: QUIZ_MESSAGES.stale, current: { title: 'Renamed' } })

    expect((await routeApi('DELETE', `${API}/quizzes/${id}/`, { token: staff.token })).status).toBe(
      403,
    )
    expect((await routeApi('DELETE', `${API}/quizzes/${id}/`, { token: admin.token })).status).toBe(
      204,
    )
    const gone = await routeApi('DELETE', `${API}/quizzes/${id}/`, { token: admin.token })
    expect(gone).toMatchObject({ status: 404, json: { detail: QUIZ_MESSAGES.deleteFailed } })
  })

  it('records a person’s responses as an attempt; they read their own, KB admins anyone’s', async () => {
    const { admin, staff } = await adminAndStaffSignedIn()
    const quiz = (
      await routeApi('POST', `${API}/quiz-create/`, {
        token: admin.token,
        body: { ...SAMPLE_QUIZ, attempts_allowed: 1 },
      })
    ).json
    const rightOf = (index: number) =>
      quiz.questions[index].options
        .filter((o: { is_correct: boolean }) => o.is_correct)
        .map((o: { id: number }) => o.id)
    const responses = [0, 1, 2].map((index) => ({
      question: quiz.questions[index].id,
      options: rightOf(index),
    }))
    const attempt = await routeApi('POST', `${API}/quiz-responses-bulk-create/`, {
      token: staff.token,
      body: { quiz: quiz.id, responses },
    })
    expect(attempt.status).toBe(201)
    expect(attempt.json).toMatchObject({
      quiz: quiz.id,
      staff: staff.membership.id,
      score_percent: 100,
      passed: true,
      attempts_left: 0,
    })
    const again = await routeApi('POST', `${API}/quiz-responses-bulk-create/`, {
      token: staff.token,
      body: { quiz: quiz.id, responses },
    })
    expect(again).toMatchObject({ status: 400, json: { detail: QUIZ_MESSAGES.noAttemptsLeft } })

    const path = `${API}/quiz-responses/${staff.membership.id}/${quiz.id}/`
    const own = await routeApi('GET', path, { token: staff.token })
    expect(own.json).toHaveLength(1)
    expect(own.json[0].responses).toHaveLength(3)
    expect((await routeApi('GET', path, { token: admin.token })).json).toHaveLength(1)
    const others = `${API}/quiz-responses/${admin.membership.id}/${quiz.id}/`
    expect((await routeApi('GET', others, { token: staff.token })).status).toBe(403)
  })
})
