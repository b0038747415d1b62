import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import {
  insertAcknowledgement,
  insertCourse,
  insertCourseCompletion,
  insertQuiz,
  insertQuizAttempt,
} from '#tests/factories/course-reports'
import { insertArticle } from '#tests/factories/knowledge-reading'
import { makeDivision, placeInOrg } from '#tests/factories/org'
import { testMeta } from '#tests/factories/request'
import { memberships } from '~/domains/accounts/accounts.tables'
import type { Actor } from '~/platform/actor'
import { db } from '~/platform/db.server'
import { loadLeaderboard } from './leaderboard.server'
import { leaderboardQueryFrom } from './reports.schema'

const query = (params: Record<string, string> = {}) =>
  leaderboardQueryFrom(new URLSearchParams(params))
const asker = (actor: Actor) => ({ actor, meta: testMeta() })
const at = (iso: string) => new Date(iso)

async function acme() {
  const { company, admin } = await makeCompanyWithAdmin()
  const { actor } = await signedIn(admin.user, company)
  const person = async (firstName: string, lastName = 'Test') =>
    (await makeMember(company, { firstName, lastName })).membership
  return { company, actor, person }
}

const ranking = (board: Awaited<ReturnType<typeof loadLeaderboard>>) =>
  board.entries.map((entry) => [
    entry.rank,
    entry.firstName,
    entry.articles,
    entry.courses,
    entry.quizzes,
    entry.total,
  ])

describe('the leaderboard', () => {
  it('ranks by total; equal totals by the earlier last completion, then by name', async () => {
    const { company, actor, person } = await acme()
    const [a1, a2] = [await insertArticle(company), await insertArticle(company)]
    const course = await insertCourse(company)
    const quiz = await insertQuiz(company)
    const other = await insertQuiz(company)
    const [zoe, bea, amy, cal] = [
      await person('Zoe'),
      await person('Bea'),
      await person('Amy'),
      await person('Cal'),
    ]
    // Zoe: three items (an article, a course, a quiz passed twice counts once).
    await insertAcknowledgement(zoe, a1.id, at('2026-03-02T10:00:00Z'))
    await insertCourseCompletion(zoe, course.id, at('2026-03-03T10:00:00Z'))
    await insertQuizAttempt(zoe, quiz.id, at('2026-03-04T10:00:00Z'))
    await insertQuizAttempt(zoe, quiz.id, at('2026-03-05T10:00:00Z'))
    // Bea and Amy: two each; Bea reached two first, Amy and Cal at the same moment (then by name).
    await insertAcknowledgement(bea, a1.id, at('2026-03-02T10:00:00Z'))
    await insertAcknowledgement(bea, a2.id, at('2026-03-03T09:00:00Z'), {
      supersededAt: at('2026-03-04T00:00:00Z'),
    })
    await insertAcknowledgement(bea, a2.id, at('2026-03-06T09:00:00Z'))
    await insertAcknowledgement(amy, a1.id, at('2026-03-02T11:00:00Z'))
    await insertQuizAttempt(amy, other.id, at('2026-03-04T09:00:00Z'))
    await insertQuizAttempt(cal, other.id, at('2026-03-01T09:00:00Z'))
    await insertCourseCompletion(cal, course.id, at('2026-03-04T09:00:00Z'), { certificate: true })
    // A failed attempt is no completion.
    await insertQuizAttempt(cal, quiz.id, at('2026-03-05T09:00:00Z'), false)

    const board = await loadLeaderboard(asker(actor), query({ period: 'all' }))

    expect(ranking(board)).toEqual([
      [1, 'Zoe', 1, 1, 1, 3],
      [2, 'Bea', 2, 0, 0, 2],
      [3, 'Amy', 1, 0, 1, 2],
      [4, 'Cal', 0, 1, 1, 2],
    ])
    expect(board.entries[1]!.lastCompletedAt).toBe('2026-03-03T09:00:00.000Z')
    expect(board).toMatchObject({ count: 4, page: 1, pageCount: 1, since: null })
  })

  it('starts each period at midnight in the viewer’s time zone', async () => {
    const { company, actor, person } = await acme()
    const now = at('2026-03-15T12:00:00Z') // 16 March, 01:00 in Auckland (UTC+13)
    const auckland = { ...actor, timezone: 'Pacific/Auckland' }
    const moments = {
      // 1 March 00:30 in Auckland, still February in UTC.
      monthStart: '2026-02-28T11:30:00Z',
      beforeMonth: '2026-02-28T10:30:00Z',
      // 15 February 00:30 in Auckland: the first of the 30 days ending on 16 March.
      thirtyDays: '2026-02-14T11:30:00Z',
      before30Days: '2026-02-14T10:30:00Z',
      // 1 January 00:30 in Auckland.
      yearStart: '2025-12-31T11:30:00Z',
      beforeYear: '2025-12-31T10:30:00Z',
    }
    for (const [name, moment] of Object.entries(moments)) {
      const learner = await person(name)
      await insertAcknowledgement(learner, (await insertArticle(company)).id, at(moment))
    }
    const names = async (viewer: Actor, period: string) =>
      (await loadLeaderboard(asker(viewer), query({ period }), now)).entries
        .map((entry) => entry.firstName)
        .sort()

    expect(await names(auckland, 'month')).toEqual(['monthStart'])
    expect(await names(auckland, '30days')).toEqual(
      ['monthStart', 'beforeMonth', 'thirtyDays'].sort(),
    )
    expect(await names(auckland, 'year')).toEqual(
      ['monthStart', 'beforeMonth', 'thirtyDays', 'before30Days', 'yearStart'].sort(),
    )
    expect(await names(auckland, 'all')).toHaveLength(6)
    // In UTC, 1 March starts 11 hours later: the Auckland month's first moment is February.
    expect(await names(actor, 'month')).toEqual([])
    expect((await loadLeaderboard(asker(auckland), query(), now)).since).toBe(
      '2026-02-28T11:00:00.000Z',
    )
  })

  it('keeps to the company, its active people and the division asked', async () => {
    const { company, actor, person } = await acme()
    const sales = await makeDivision(company, { name: 'Sales' })
    const article = await insertArticle(company)
    const [sam, ola, gone] = [await person('Sam'), await person('Ola'), await person('Gone')]
    await placeInOrg(sam, { divisionId: sales.id })
    for (const learner of [sam, ola, gone]) {
      await insertAcknowledgement(learner, article.id, at('2026-03-02T10:00:00Z'))
    }
    await db.update(memberships).set({ isActive: false }).where(eq(memberships.id, gone.id))
    const other = await makeCompanyWithAdmin()
    const theirs = await insertArticle(other.company)
    await insertAcknowledgement(other.admin.membership, theirs.id, at('2026-03-02T10:00:00Z'))

    const all = await loadLeaderboard(asker(actor), query({ period: 'all' }))
    expect(all.entries.map((entry) => entry.firstName)).toEqual(['Ola', 'Sam'])
    const inSales = await loadLeaderboard(
      asker(actor),
      query({ period: 'all', division: String(sales.id) }),
    )
    expect(inSales.entries).toMatchObject([
      { firstName: 'Sam', division: { id: sales.id, name: 'Sales' } },
    ])
    const beyond = await loadLeaderboard(asker(actor), query({ period: 'all', page: '3' }))
    expect(beyond).toMatchObject({ entries: [], count: 2, pageCount: 1 })
  })

  it('is refused to people who are not KB admins', async () => {
    const { company } = await acme()
    const stan = await makeMember(company, { firstName: 'Stan' })
    const { actor } = await signedIn(stan.user, company)
    await expect(loadLeaderboard(asker(actor), query())).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
  })
})
