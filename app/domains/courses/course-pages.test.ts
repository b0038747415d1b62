import { describe, expect, it } from 'vitest'
import { makeMember } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import { courseWorkshop } from '#tests/factories/courses'
import { makeCategoryRow } from '#tests/factories/knowledge-articles'
import { testMeta } from '#tests/factories/request'
import { multipartForm, pagesOfThisFile } from '#tests/support/browser-pages'
import { CourseListQuerySchema, CourseSchema } from './courses.schema'
import { createCourse, getCourse, listCourses } from './courses.server'

/*
 * The courses admin pages as a browser without JavaScript uses them, through the app's real
 * request handler: the structural buttons show the form again as typed, Save keeps the order,
 * a stale save is a 409 showing both versions, and members are refused.
 */

const PATHS = [
  '/knowledgebase/courses',
  '/knowledgebase/courses/create',
  '/knowledgebase/courses/1/edit',
  '/knowledgebase/courses/bulk',
  '/knowledgebase/course-categories',
  '/knowledgebase/articles/create',
]
const { get, post } = pagesOfThisFile(PATHS)

async function admin() {
  const shop = await courseWorkshop()
  return { ...shop, cookie: await browserCookie(shop.admin) }
}

describe('the course form without JavaScript', () => {
  it('adds a section and items, moves an item, keeps what was typed, and saves the order', async () => {
    const { cookie, first, quiz, actor } = await admin()
    const create = '/knowledgebase/courses/create'
    const added = await post(
      cookie,
      create,
      multipartForm([
        ['name', 'Fire safety'],
        ['description', 'Read before your first shift'],
        ['intent', 'add-section'],
      ]),
    )
    expect(added.status).toBe(200)
    expect(added.body).toContain('value="Fire safety"')
    expect(added.page).toContain('Read before your first shift')
    expect(added.body).toContain('name="sections[0].title"')

    const typed: [string, string][] = [
      ['name', 'Fire safety'],
      ['sections[0].title', 'Basics'],
      ['sections[0].section_items[0].kind', 'article'],
      ['sections[0].section_items[0].article', String(first.id)],
      ['sections[0].new_item', `quiz:${quiz.id}`],
    ]
    const withQuiz = await post(cookie, create, multipartForm([...typed, ['intent', 'add-item:0']]))
    expect(withQuiz.status).toBe(200)
    expect(withQuiz.page).toMatch(/Fire exits[\s\S]*Fire quiz/)
    expect(withQuiz.body).toContain('value="Basics"')

    const both: [string, string][] = [
      ...typed.slice(0, 4),
      ['sections[0].section_items[1].kind', 'quiz'],
      ['sections[0].section_items[1].quiz', String(quiz.id)],
    ]
    const moved = await post(cookie, create, multipartForm([...both, ['intent', 'item-up:0:1']]))
    expect(moved.page).toMatch(/Fire quiz[\s\S]*Fire exits/)

    const saved = await post(
      cookie,
      create,
      multipartForm([
        ['name', 'Fire safety'],
        ['sections[0].title', 'Basics'],
        ['sections[0].section_items[0].kind', 'quiz'],
        ['sections[0].section_items[0].quiz', String(quiz.id)],
        ['sections[0].section_items[1].kind', 'article'],
        ['sections[0].section_items[1].article', String(first.id)],
        ['intent', 'save'],
      ]),
    )
    expect(saved.status).toBe(302)
    expect(saved.location).toBe('/knowledgebase/courses')
    const list = await get(cookie, '/knowledgebase/courses')
    expect(list.page).toContain('Fire safety')
    expect(list.page).toContain('1 sections, 2 items')
    const [row] = (await listCourses(actor, CourseListQuerySchema.parse({}), testMeta())).results
    const course = await getCourse(actor, row!.id, testMeta())
    expect(course.sections[0]!.section_items.map((item) => item.title)).toEqual([
      'Fire quiz',
      'Fire exits',
    ])
  })

  it('answers a stale save with 409, the course as saved now and what was typed', async () => {
    const { cookie, actor } = await admin()
    const course = await createCourse(actor, CourseSchema.parse({ name: 'Ladders' }), testMeta())
    const edit = `/knowledgebase/courses/${course.id}/edit`
    const first = await post(
      cookie,
      edit,
      multipartForm([
        ['name', 'Ladders 101'],
        ['version', '1'],
      ]),
    )
    expect(first.status).toBe(302)
    const stale = await post(
      cookie,
      edit,
      multipartForm([
        ['name', 'Ladder safety'],
        ['version', '1'],
      ]),
    )
    expect(stale.status).toBe(409)
    expect(stale.page).toContain('The course as it is saved now')
    expect(stale.page).toContain('Ladders 101')
    expect(stale.body).toContain('value="Ladder safety"')
    expect((await getCourse(actor, course.id, testMeta())).name).toBe('Ladders 101')
  })

  it('adds a category inline, keeping what was typed', async () => {
    const { cookie } = await admin()
    const added = await post(
      cookie,
      '/knowledgebase/courses/create',
      multipartForm([
        ['name', 'Ergonomics'],
        ['new_category_name', 'Wellbeing'],
        ['intent', 'add-category'],
      ]),
    )
    expect(added.status).toBe(200)
    expect(added.body).toContain('value="Ergonomics"')
    expect(added.body).toMatch(/<option value="\d+" selected="">Wellbeing<\/option>/)
  })

  it('refuses a member the admin pages', async () => {
    const { company } = await admin()
    const member = await makeMember(company)
    const cookie = await browserCookie(member)
    expect((await get(cookie, '/knowledgebase/courses')).status).toBe(403)
    expect((await get(cookie, '/knowledgebase/courses/create')).status).toBe(403)
    const refused = await post(
      cookie,
      '/knowledgebase/courses/create',
      multipartForm([['name', 'X']]),
    )
    expect(refused.status).toBe(403)
  })
})

describe('the courses admin list', () => {
  it('duplicates a course into its edit form, and bulk-deletes the chosen ones', async () => {
    const { cookie, actor } = await admin()
    const course = await createCourse(actor, CourseSchema.parse({ name: 'Ladders' }), testMeta())
    const copied = await post(
      cookie,
      '/knowledgebase/courses?index',
      multipartForm([
        ['intent', 'duplicate'],
        ['id', String(course.id)],
      ]),
    )
    expect(copied.status).toBe(302)
    const copyId = Number(/courses\/(\d+)\/edit/.exec(copied.location ?? '')![1])
    expect((await getCourse(actor, copyId, testMeta())).name).toBe('Copy of Ladders')

    const bulk = await get(cookie, `/knowledgebase/courses/bulk?id=${course.id}&id=${copyId}`)
    expect(bulk.page).toContain('2 courses chosen')
    const deleted = await post(
      cookie,
      '/knowledgebase/courses/bulk',
      multipartForm([
        ['intent', 'delete'],
        ['ids', String(course.id)],
        ['ids', String(copyId)],
      ]),
    )
    expect(deleted.status).toBe(302)
    expect((await get(cookie, '/knowledgebase/courses')).page).toContain('There are no courses yet')
  })
})

describe('a new article written from a section', () => {
  it('joins that section when published, and the admin is back on the course', async () => {
    const { cookie, actor, company, first } = await admin()
    const course = await createCourse(
      actor,
      CourseSchema.parse({
        name: 'Ladders',
        sections: [
          { title: 'One', section_items: [{ kind: 'article', article: first.id }] },
          { title: 'Two' },
        ],
      }),
      testMeta(),
    )
    const toArticle = await post(
      cookie,
      `/knowledgebase/courses/${course.id}/edit`,
      multipartForm([
        ['name', 'Ladders'],
        ['version', '1'],
        ['sections[0].title', 'One'],
        ['sections[0].section_items[0].kind', 'article'],
        ['sections[0].section_items[0].article', String(first.id)],
        ['sections[1].title', 'Two'],
        ['intent', 'new-article:1'],
      ]),
    )
    expect(toArticle.location).toBe(`/knowledgebase/articles/create?course=${course.id}&section=1`)
    const articleForm = await get(cookie, toArticle.location!)
    expect(articleForm.status).toBe(200)
    // Cancel goes back to the course.
    expect(articleForm.body).toMatch(
      new RegExp(`<a[^>]*href="/knowledgebase/courses/${course.id}/edit"[^>]*>Cancel</a>`),
    )
    const category = await makeCategoryRow(company, 'Ladders')
    const published = await post(
      cookie,
      toArticle.location!,
      multipartForm([
        ['title', 'Ladder checks'],
        ['article_category', String(category.id)],
        ['intent', 'publish'],
      ]),
    )
    expect(published.location).toBe(`/knowledgebase/courses/${course.id}/edit`)
    const saved = await getCourse(actor, course.id, testMeta())
    expect(saved.sections[1]!.section_items.map((item) => item.title)).toEqual(['Ladder checks'])
  })
})
