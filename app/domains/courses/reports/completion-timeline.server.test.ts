import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import {
  insertAcknowledgement,
  insertCourse,
  insertCourseCompletion,
} from '#tests/factories/course-reports'
import { insertArticle } from '#tests/factories/knowledge-reading'
import { makeDivision, placeInOrg } from '#tests/factories/org'
import { testMeta } from '#tests/factories/request'
import type { Actor } from '~/platform/actor'
import {
  exportCompletionTimelineCsv,
  listCompletionTimeline,
  timelineOptions,
} from './completion-timeline.server'
import { TIMELINE_PAGE_SIZE } from './reports'
import { timelineQueryFrom } from './reports.schema'

const query = (params: Record<string, string> = {}) =>
  timelineQueryFrom(new URLSearchParams(params))
const asker = (actor: Actor) => ({ actor, meta: testMeta() })

/**
 * Acme: Pia (Sales) signed the fire drill, and signed it again after a reassignment; Ravi (Ops)
 * answered the hazard quiz article and finished the safety course with its certificate.
 */
async function acme() {
  const { company, admin } = await makeCompanyWithAdmin()
  const { actor } = await signedIn(admin.user, company)
  const sales = await makeDivision(company, { name: 'Sales' })
  const ops = await makeDivision(company, { name: 'Ops' })
  const pia = await makeMember(company, { firstName: 'Pia', lastName: 'Park' })
  const ravi = await makeMember(company, { firstName: 'Ravi', lastName: 'Rao' })
  await placeInOrg(pia.membership, { divisionId: sales.id })
  await placeInOrg(ravi.membership, { divisionId: ops.id })
  const drill = await insertArticle(company, { title: 'Fire drill' })
  const hazards = await insertArticle(company, { title: 'Hazards', acknowledgementType: 2 })
  const course = await insertCourse(company, { name: 'Safety basics', hasCertificate: true })
  const first = await insertAcknowledgement(
    pia.membership,
    drill.id,
    new Date('2026-03-01T09:00:00Z'),
    { supersededAt: new Date('2026-03-05T00:00:00Z') },
  )
  const again = await insertAcknowledgement(
    pia.membership,
    drill.id,
    new Date('2026-03-06T09:00:00Z'),
  )
  const answered = await insertAcknowledgement(
    ravi.membership,
    hazards.id,
    new Date('2026-03-02T09:00:00Z'),
    { method: 'answer' },
  )
  const finished = await insertCourseCompletion(
    ravi.membership,
    course.id,
    new Date('2026-03-04T09:00:00Z'),
    { certificate: true },
  )
  return {
    company,
    actor,
    divisions: { sales, ops },
    people: { pia, ravi },
    items: { drill, hazards, course },
    rows: { first, again, answered, finished },
  }
}

const summary = (page: Awaited<ReturnType<typeof listCompletionTimeline>>) =>
  page.rows.map((row) => [row.kind, row.id, row.how, row.superseded])

describe('All Completions', () => {
  it('lists acknowledgements and course completions together, newest first', async () => {
    const { actor, rows, items, people } = await acme()
    // Another company's completions never show.
    const other = await makeCompanyWithAdmin()
    const theirs = await insertArticle(other.company, { title: 'Theirs' })
    await insertAcknowledgement(other.admin.membership, theirs.id, new Date('2026-03-07'))

    const page = await listCompletionTimeline(asker(actor), query())

    expect(summary(page)).toEqual([
      ['article', rows.again.id, 'signature', false],
      ['course', rows.finished.id, 'certificate', false],
      ['article', rows.answered.id, 'answer', false],
      ['article', rows.first.id, 'signature', true],
    ])
    expect(page.rows[1]).toMatchObject({
      person: { membershipId: people.ravi.membership.id, name: 'Ravi Rao' },
      division: 'Ops',
      item: {
        id: items.course.id,
        title: 'Safety basics',
        href: `/knowledgebase/courses/${items.course.id}`,
      },
      at: '2026-03-04T09:00:00.000Z',
    })
    expect(page.hasNext).toBe(false)
  })

  it('filters by person, division, kind, one item and days', async () => {
    const { actor, rows, divisions, items } = await acme()
    const ids = async (params: Record<string, string>) =>
      (await listCompletionTimeline(asker(actor), query(params))).rows.map((row) => row.id)

    expect(await ids({ person: 'pia p' })).toEqual([rows.again.id, rows.first.id])
    expect(await ids({ division: String(divisions.ops.id) })).toEqual([
      rows.finished.id,
      rows.answered.id,
    ])
    expect(await ids({ kind: 'course' })).toEqual([rows.finished.id])
    expect(await ids({ item: `article-${items.hazards.id}` })).toEqual([rows.answered.id])
    // An item of another kind than the kind asked: nothing, rather than either.
    expect(await ids({ kind: 'course', item: `article-${items.hazards.id}` })).toEqual([])
    expect(await ids({ from: '2026-03-02', to: '2026-03-04' })).toEqual([
      rows.finished.id,
      rows.answered.id,
    ])
    // A filter that is not one is no filter.
    expect(await ids({ division: 'sales', item: 'quiz-3', from: 'soon' })).toHaveLength(4)
  })

  it('counts days in the viewer’s time zone', async () => {
    const { actor, people, items } = await acme()
    // 23:30 UTC on 6 March is already 7 March in Tokyo.
    const late = await insertAcknowledgement(
      people.ravi.membership,
      items.drill.id,
      new Date('2026-03-06T23:30:00Z'),
    )
    const tokyo = { ...actor, timezone: 'Asia/Tokyo' }
    const day = (actorFor: Actor, date: string) =>
      listCompletionTimeline(asker(actorFor), query({ from: date, to: date }))

    expect((await day(tokyo, '2026-03-07')).rows.map((row) => row.id)).toEqual([late.id])
    expect((await day(actor, '2026-03-07')).rows).toEqual([])
    expect((await day(actor, '2026-03-06')).rows.map((row) => row.id)).toContain(late.id)
  })

  it('pages by TIMELINE_PAGE_SIZE rows', async () => {
    const { actor, people, items } = await acme()
    for (let day = 1; day <= TIMELINE_PAGE_SIZE; day++) {
      await insertAcknowledgement(
        people.ravi.membership,
        items.drill.id,
        new Date(Date.UTC(2025, 0, 1, 0, day)),
        { supersededAt: new Date('2026-01-01') },
      )
    }
    const first = await listCompletionTimeline(asker(actor), query())
    const second = await listCompletionTimeline(asker(actor), query({ page: '2' }))
    expect(first.rows).toHaveLength(TIMELINE_PAGE_SIZE)
    expect(first.hasNext).toBe(true)
    expect(second.rows).toHaveLength(4)
    expect(second.hasNext).toBe(false)
    expect(new Set([...first.rows, ...second.rows].map((row) => `${row.kind}${row.id}`)).size).toBe(
      TIMELINE_PAGE_SIZE + 4,
    )
  })

  it('offers the divisions and the completed items as filters', async () => {
    const { actor, company, items, divisions } = await acme()
    await insertArticle(company, { title: 'Never read' })
    const options = await timelineOptions(asker(actor))
    expect(options.divisions.map((d) => d.id)).toEqual([divisions.ops.id, divisions.sales.id])
    expect(options.items.map((item) => [item.key, item.title])).toEqual([
      [`article-${items.drill.id}`, 'Fire drill'],
      [`article-${items.hazards.id}`, 'Hazards'],
      [`course-${items.course.id}`, 'Safety basics'],
    ])
  })

  it('exports the filtered rows as CSV, quoted and safe from formulas', async () => {
    const { actor, company, people } = await acme()
    const tricky = await insertArticle(company, { title: '=HYPERLINK("http://x", "Click, me")' })
    await insertAcknowledgement(people.pia.membership, tricky.id, new Date('2026-03-08T10:15:00Z'))
    const berlin = { ...actor, timezone: 'Europe/Berlin' }

    const csv = await exportCompletionTimelineCsv(asker(berlin), query({ person: 'Pia' }))

    expect(csv.split('\r\n')).toEqual([
      'When (Europe/Berlin),Person,Email,Division,Kind,Item,How,Status',
      `2026-03-08 11:15,Pia Park,${people.pia.user.email},Sales,Article,"'=HYPERLINK(""http://x"", ""Click, me"")",Signature,Current`,
      `2026-03-06 10:00,Pia Park,${people.pia.user.email},Sales,Article,Fire drill,Signature,Current`,
      `2026-03-01 10:00,Pia Park,${people.pia.user.email},Sales,Article,Fire drill,Signature,Superseded`,
      '',
    ])
  })

  it('is refused to people who are not KB admins', async () => {
    const { company, people } = await acme()
    const { actor } = await signedIn(people.pia.user, company)
    await expect(listCompletionTimeline(asker(actor), query())).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
    await expect(exportCompletionTimelineCsv(asker(actor), query())).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
  })
})
