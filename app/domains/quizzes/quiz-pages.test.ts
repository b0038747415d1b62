import { describe, expect, it } from 'vitest'
import { browserCookie } from '#tests/factories/browser-session'
import { makeQuiz, quizTeam } from '#tests/factories/quizzes'
import { pagesOfThisFile } from '#tests/support/browser-pages'
import { readQuiz } from './quizzes.server'
import { QUIZ_MESSAGES } from './quizzes.schema'
import { testMeta } from '#tests/factories/request'

/*
 * The quiz pages as a browser without JavaScript uses them, through the app's real request
 * handler: the long editor's structure buttons, saving, the 409, taking a quiz and its result,
 * and the timeline with its CSV.
 */

const { get, post } = pagesOfThisFile([
  '/knowledgebase/quizzes',
  '/knowledgebase/quizzes/create',
  '/knowledgebase/quizzes/1',
  '/knowledgebase/quizzes/1/edit',
  '/knowledgebase/quiz-acknowledgement-timeline',
  '/knowledgebase/quiz-acknowledgement-timeline/export.csv',
])

const NEW_QUIZ: [string, string][] = [
  ['title', 'Forklift basics'],
  ['pass_mark_percent', '50'],
  ['attempts_allowed', '0'],
  ['questions[0].kind', 'single'],
  ['questions[0].text', 'Who may drive a forklift?'],
  ['questions[0].options[0].text', 'Anyone'],
  ['questions[0].options[1].text', 'Trained staff'],
  ['questions[0].options[1].is_correct', 'on'],
]

describe('the quiz editor without JavaScript', () => {
  it('adds and removes questions and answers keeping what was typed, refuses a bad quiz, then saves', async () => {
    const { admin } = await quizTeam()
    const cookie = await browserCookie(admin)
    const path = '/knowledgebase/quizzes/create'
    expect((await get(cookie, path)).status).toBe(200)

    const added = await post(cookie, path, [...NEW_QUIZ, ['change', 'add-question']])
    expect(added.status).toBe(200)
    expect(added.page).toContain('Question 2')
    expect(added.body).toContain('value="Forklift basics"')
    expect(added.body).toContain('Who may drive a forklift?')

    const removed = await post(cookie, path, [...NEW_QUIZ, ['change', 'remove-option.0.0']])
    expect(removed.body).not.toContain('value="Anyone"')
    expect(removed.body).toContain('value="Trained staff"')

    const refused = await post(cookie, path, [
      ...NEW_QUIZ,
      ['questions[1].kind', 'multiple'],
      ['questions[1].text', ''],
      ['questions[1].options[0].text', 'Yes'],
      ['questions[1].options[1].text', 'No'],
    ])
    expect(refused.status).toBe(400)
    expect(refused.page).toContain(QUIZ_MESSAGES.questionRequired)
    expect(refused.page).toContain(QUIZ_MESSAGES.multipleRight)

    const saved = await post(cookie, path, NEW_QUIZ)
    expect(saved).toMatchObject({ status: 302, location: '/knowledgebase/quizzes' })
    const list = await get(cookie, '/knowledgebase/quizzes?search=forklift')
    expect(list.page).toContain('Forklift basics')
  })

  it('answers a stale edit with 409 and the quiz as saved now', async () => {
    const { admin } = await quizTeam()
    const quiz = await makeQuiz(admin)
    const cookie = await browserCookie(admin)
    const path = `/knowledgebase/quizzes/${quiz.id}/edit`
    const fields: [string, string][] = [['version', '1'], ...NEW_QUIZ]
    expect((await post(cookie, path, fields)).status).toBe(302)
    const stale = await post(cookie, path, [
      ['version', '1'],
      ...NEW_QUIZ.slice(1),
      ['title', 'Late'],
    ])
    expect(stale.status).toBe(409)
    expect(stale.page).toContain('The quiz as it is saved now')
    expect(stale.body).toContain('value="Late"')
    expect((await readQuiz(admin.actor, quiz.id, testMeta())).title).toBe('Forklift basics')
  })

  it('refuses members the admin pages', async () => {
    const { admin, member } = await quizTeam()
    const quiz = await makeQuiz(admin)
    const cookie = await browserCookie(member)
    for (const path of [
      '/knowledgebase/quizzes',
      '/knowledgebase/quizzes/create',
      `/knowledgebase/quizzes/${quiz.id}/edit`,
      '/knowledgebase/quiz-acknowledgement-timeline',
      '/knowledgebase/quiz-acknowledgement-timeline/export.csv',
    ]) {
      expect((await get(cookie, path)).status, path).toBe(403)
    }
  })
})

describe('taking a quiz without JavaScript', () => {
  it('shows a failed result without the right answers, a course link, and the attempt on the timeline and in the CSV', async () => {
    const { admin, member } = await quizTeam()
    const quiz = await makeQuiz(admin, { attempts_allowed: 2, pass_mark_percent: 80 })
    const cookie = await browserCookie(member)
    const path = `/knowledgebase/quizzes/${quiz.id}?course=7`
    const page = await get(cookie, path)
    expect(page.status).toBe(200)
    expect(page.page).toContain('What colour is the sky?')
    expect(page.page).toContain('Attempts left: 2')

    const [sky, fruits, water] = quiz.questions
    const unanswered = await post(cookie, path, [
      ['seed', '1'],
      [`question_${sky!.id}`, String(sky!.options[1]!.id)],
    ])
    expect(unanswered.status).toBe(400)
    expect(unanswered.page).toContain(QUIZ_MESSAGES.chooseAnswer)

    const answered = await post(cookie, path, [
      ['seed', '1'],
      ['course', '7'],
      [`question_${sky!.id}`, String(sky!.options[1]!.id)],
      [`question_${fruits!.id}`, String(fruits!.options[0]!.id)],
      [`question_${fruits!.id}`, String(fruits!.options[2]!.id)],
      [`question_${water!.id}`, String(water!.options[0]!.id)],
    ])
    expect(answered.status).toBe(302)
    expect(answered.location).toMatch(
      new RegExp(`^/knowledgebase/quizzes/${quiz.id}\\?attempt=\\d+&course=7$`),
    )
    const result = await get(cookie, answered.location!)
    expect(result.page).toContain('Not passed')
    expect(result.page).toContain('Your score: 67 %')
    expect(result.page).toContain('Attempts left: 1')
    expect(result.page).toContain('Wrong')
    expect(result.page).not.toContain('Right answer:')
    expect(result.body).toContain('href="/knowledgebase/courses/7"')

    const adminCookie = await browserCookie(admin)
    const timeline = await get(
      adminCookie,
      `/knowledgebase/quiz-acknowledgement-timeline?quiz=${quiz.id}&passed=no`,
    )
    expect(timeline.page).toContain('Attempts found: 1')
    expect(timeline.page).toContain('General knowledge')
    const csv = await get(
      adminCookie,
      `/knowledgebase/quiz-acknowledgement-timeline/export.csv?quiz=${quiz.id}`,
    )
    expect(csv.body.split('\r\n')[1]).toMatch(/,General knowledge,67,Failed,/)
    const passedOnly = await get(
      adminCookie,
      `/knowledgebase/quiz-acknowledgement-timeline?quiz=${quiz.id}&passed=yes`,
    )
    expect(passedOnly.page).toContain('Attempts found: 0')
  })
})
