import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import { makeCourse } from '#tests/factories/courses'
import { makeArticle } from '#tests/factories/knowledge-articles'
import { makeDivision, makePosition } from '#tests/factories/org'
import { uniqueIp } from '#tests/factories/request'
import { postForm } from '#tests/support/post-form'
import { remixHandler } from '#tests/support/remix-handler'
import { db } from '~/platform/db.server'
import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'
import { action as editPositionAction } from '~/routes/_app+/account.positions_.$id.edit'
import { action as editResponsibilityAction } from '~/routes/_app+/account.responsibilities.$id.edit'
import { coursePositions } from '../courses/courses.tables'
import {
  ARTICLE_STATUS,
  articlePositions,
  articleResponsibilities,
} from '../knowledge/knowledge.tables'
import { positions, responsibilities } from './org.tables'

/*
 * The position and responsibility pages without JavaScript: the Articles and Courses lists are
 * tick boxes posted with the form; unticking one removes the link; a forged foreign id is the
 * 404 page and nothing is saved.
 */

async function orgAdmin() {
  const { company, admin } = await makeCompanyWithAdmin()
  const division = await makeDivision(company)
  const position = await makePosition(company, 'Driver')
  await db.update(positions).set({ divisionId: division.id }).where(eq(positions.id, position.id))
  const handbook = await makeArticle(company, { title: 'Handbook' })
  const draft = await makeArticle(company, { title: 'Unpublished', status: ARTICLE_STATUS.draft })
  const forklift = await makeCourse(company, { name: 'Forklift licence' })
  return {
    company,
    division,
    position,
    handbook,
    draft,
    forklift,
    cookie: await browserCookie(admin),
  }
}

/** A page as the browser gets it, through the app's request handler. */
async function openPage(cookie: string, path: string) {
  const handler = await remixHandler([path])
  const response = await handler(
    new Request(`http://app.test${path}`, {
      headers: { cookie, [CLIENT_IP_HEADER]: uniqueIp(), 'user-agent': 'Googlebot/2.1' },
    }),
    {},
  )
  return { status: response.status, html: await response.text() }
}

/** The tick box of `value` in the list `name`, as rendered (checked or not), or undefined. */
const box = (html: string, name: string, value: number) =>
  html
    .match(/<input[^>]*>/g)
    ?.find((tag) => tag.includes(` name="${name}"`) && tag.includes(` value="${value}"`))

const positionLinks = async (positionId: number) => ({
  articles: (
    await db.select().from(articlePositions).where(eq(articlePositions.positionId, positionId))
  ).map((row) => row.articleId),
  courses: (
    await db.select().from(coursePositions).where(eq(coursePositions.positionId, positionId))
  ).map((row) => row.courseId),
})

describe('the position form’s articles and courses', () => {
  it('offers published articles and courses, and keeps what was ticked, unticked', async () => {
    const { division, position, handbook, draft, forklift, cookie } = await orgAdmin()
    const path = `/account/positions/${position.id}/edit`
    const post = (fields: Record<string, string | number | string[]>) =>
      postForm(
        editPositionAction,
        path,
        cookie,
        { name: 'Driver', division: division.id, order: 1, ...fields },
        { id: String(position.id) },
      )

    const form = await openPage(cookie, path)
    expect(form.status).toBe(200)
    expect(box(form.html, 'articles', handbook.id)).not.toContain('checked')
    expect(box(form.html, 'courses', forklift.id)).toBeDefined()
    expect(box(form.html, 'articles', draft.id)).toBeUndefined()

    expect(
      (
        await post({
          articles: String(handbook.id),
          courses: String(forklift.id),
          version: position.version,
        })
      ).status,
    ).toBe(302)
    expect(await positionLinks(position.id)).toEqual({
      articles: [handbook.id],
      courses: [forklift.id],
    })
    const saved = await openPage(cookie, path)
    expect(box(saved.html, 'articles', handbook.id)).toContain('checked')
    expect(box(saved.html, 'courses', forklift.id)).toContain('checked')

    // Nothing ticked: the links are removed.
    expect((await post({ version: position.version + 1 })).status).toBe(302)
    expect(await positionLinks(position.id)).toEqual({ articles: [], courses: [] })
  })

  it('answers a forged id of another company with the 404 page and saves nothing', async () => {
    const acme = await orgAdmin()
    const globex = await orgAdmin()
    const answer = await postForm(
      editPositionAction,
      `/account/positions/${acme.position.id}/edit`,
      acme.cookie,
      {
        name: 'Renamed',
        division: acme.division.id,
        order: 1,
        articles: [String(acme.handbook.id)],
        courses: [String(globex.forklift.id)],
        version: acme.position.version,
      },
      { id: String(acme.position.id) },
    ).catch((page: Response) => page)
    expect(answer.status).toBe(404)
    const [kept] = await db.select().from(positions).where(eq(positions.id, acme.position.id))
    expect(kept).toMatchObject({ name: 'Driver', version: acme.position.version })
    expect(await positionLinks(acme.position.id)).toEqual({ articles: [], courses: [] })
  })
})

describe('the responsibility form’s articles', () => {
  it('saves the ticked articles and keeps them ticked through a staff search', async () => {
    const { company, handbook, cookie } = await orgAdmin()
    const [duty] = await db
      .insert(responsibilities)
      .values({ companyId: company.id, title: 'Fire warden', description: 'Checks exits' })
      .returning()
    const path = `/account/responsibilities/${duty!.id}/edit`
    const answer = await postForm(
      editResponsibilityAction,
      path,
      cookie,
      {
        title: 'Fire warden',
        description: 'Checks exits',
        responsibility_articles: String(handbook.id),
        version: duty!.version,
      },
      { id: String(duty!.id) },
    )
    expect(answer.status).toBe(302)
    const links = await db
      .select()
      .from(articleResponsibilities)
      .where(eq(articleResponsibilities.responsibilityId, duty!.id))
    expect(links.map((link) => link.articleId)).toEqual([handbook.id])
    expect(
      box((await openPage(cookie, path)).html, 'responsibility_articles', handbook.id),
    ).toContain('checked')

    // "Search staff" is a GET carrying the form: an unticked article stays unticked.
    const searched = await openPage(
      cookie,
      `${path}?title=Fire+warden&description=Checks+exits&staff_search=&searched=1`,
    )
    expect(box(searched.html, 'responsibility_articles', handbook.id)).not.toContain('checked')
  })
})
