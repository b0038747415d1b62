import { describe, expect, it } from 'vitest'
import { makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { courseWorkshop, makeCourseCategoryRow } from '#tests/factories/courses'
import { makeDivision } from '#tests/factories/org'
import { makeScormPackage } from '#tests/factories/scorm'
import { testMeta } from '#tests/factories/request'
import { CourseSchema, COURSE_MESSAGES, CourseListQuerySchema } from './courses.schema'
import {
  bulkDeleteCourses,
  bulkUpdateCourses,
  createCourse,
  deleteCourse,
  duplicateCourse,
  getCourse,
  listCourses,
  updateCourse,
} from './courses.server'
import {
  createCourseCategory,
  deleteCourseCategory,
  listCourseCategories,
  renameCourseCategory,
} from './course-categories.server'

const meta = testMeta()
const input = (fields: Record<string, unknown>) => CourseSchema.parse(fields)
const titlesOf = (course: { sections: { title: string; section_items: { title: string }[] }[] }) =>
  course.sections.map((section) => [section.title, section.section_items.map((i) => i.title)])

async function twoSectionCourse() {
  const shop = await courseWorkshop()
  const course = await createCourse(
    shop.actor,
    input({
      name: 'Fire safety',
      category: shop.category.id,
      sections: [
        {
          title: 'Basics',
          section_items: [
            { kind: 'article', article: shop.first.id },
            { kind: 'quiz', quiz: shop.quiz.id },
          ],
        },
        { title: 'Equipment', section_items: [{ kind: 'article', article: shop.second.id }] },
      ],
      has_certificate: true,
      reassign_month_duration: 6,
    }),
    meta,
  )
  return { ...shop, course }
}

describe('courses', () => {
  it('creates a course with its ordered sections and items, audited', async () => {
    const { course, admin, category } = await twoSectionCourse()
    expect(course).toMatchObject({
      name: 'Fire safety',
      category: category.id,
      category_name: 'Safety',
      priority: 2,
      has_certificate: true,
      reassign_month_duration: 6,
      version: 1,
    })
    expect(titlesOf(course)).toEqual([
      ['Basics', ['Fire exits', 'Fire quiz']],
      ['Equipment', ['Extinguishers']],
    ])
    expect(course.sections.map((s) => s.order)).toEqual([0, 1])
    const audited = await auditEntries({ action: 'course.create', actorUserId: admin.user.id })
    expect(audited).toHaveLength(1)
  })

  it("refuses another company's article, quiz, category or division as a field error and saves nothing", async () => {
    const mine = await courseWorkshop()
    const theirs = await courseWorkshop()
    const division = await makeDivision(theirs.company)
    const attempt = createCourse(
      mine.actor,
      input({
        name: 'Stolen',
        category: theirs.category.id,
        divisions: [division.id],
        sections: [
          {
            title: 'One',
            section_items: [
              { kind: 'article', article: mine.first.id },
              { kind: 'article', article: theirs.first.id },
              { kind: 'quiz', quiz: 999_999 },
            ],
          },
        ],
      }),
      meta,
    )
    await expect(attempt).rejects.toMatchObject({
      code: 'VALIDATION',
      fieldErrors: {
        category: [COURSE_MESSAGES.badId],
        divisions: [COURSE_MESSAGES.badId],
        'sections[0].section_items[1].article': [COURSE_MESSAGES.badItem],
        'sections[0].section_items[2].quiz': [COURSE_MESSAGES.badItem],
      },
    })
    const list = await listCourses(mine.actor, CourseListQuerySchema.parse({}), meta)
    expect(list.count).toBe(0)
  })

  it('holds a SCORM package of the company as an item, and refuses another company’s', async () => {
    const mine = await courseWorkshop()
    const theirs = await courseWorkshop()
    const golf = await makeScormPackage(mine.company, { title: 'Golf Explained' })
    const foreign = await makeScormPackage(theirs.company)
    const course = await createCourse(
      mine.actor,
      input({
        name: 'Golf',
        sections: [{ title: 'Play', section_items: [{ kind: 'scorm', scorm_package: golf.id }] }],
      }),
      meta,
    )
    expect(course.sections[0]!.section_items).toMatchObject([
      { kind: 'scorm', scorm_package: golf.id, title: 'Golf Explained' },
    ])
    const stolen = createCourse(
      mine.actor,
      input({
        name: 'Stolen',
        sections: [
          { title: 'Play', section_items: [{ kind: 'scorm', scorm_package: foreign.id }] },
        ],
      }),
      meta,
    )
    await expect(stolen).rejects.toMatchObject({
      fieldErrors: { 'sections[0].section_items[0].scorm_package': [COURSE_MESSAGES.badItem] },
    })
  })

  it('refuses a member without the KB flag, and reads another company’s course as not found', async () => {
    const { course, company } = await twoSectionCourse()
    const member = await makeMember(company)
    const { actor: memberActor } = await signedIn(member.user, company)
    await expect(getCourse(memberActor, course.id, meta)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
    const stranger = await courseWorkshop()
    await expect(getCourse(stranger.actor, course.id, meta)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    await expect(
      updateCourse(stranger.actor, course.id, { version: 1, name: 'Mine now' }, meta),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(deleteCourse(stranger.actor, course.id, meta)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })

  it('saves a reorder of sections and items, and refuses a stale version with 409', async () => {
    const { course, actor, first, second, quiz } = await twoSectionCourse()
    const moved = await updateCourse(
      actor,
      course.id,
      {
        version: course.version,
        sections: [
          {
            title: 'Equipment',
            section_items: [
              { kind: 'article', article: second.id, quiz: null, scorm_package: null },
            ],
          },
          {
            title: 'Basics',
            section_items: [
              { kind: 'quiz', quiz: quiz.id, article: null, scorm_package: null },
              { kind: 'article', article: first.id, quiz: null, scorm_package: null },
            ],
          },
        ],
      },
      meta,
    )
    expect(moved.version).toBe(2)
    expect(titlesOf(moved)).toEqual([
      ['Equipment', ['Extinguishers']],
      ['Basics', ['Fire quiz', 'Fire exits']],
    ])
    expect(moved.name).toBe('Fire safety')

    await expect(
      updateCourse(actor, course.id, { version: 1, name: 'Late' }, meta),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: COURSE_MESSAGES.stale })
    expect((await getCourse(actor, course.id, meta)).name).toBe('Fire safety')
  })

  it('duplicates a course with its sections, items and assignments as "Copy of …"', async () => {
    const { course, actor, company } = await twoSectionCourse()
    const division = await makeDivision(company)
    const assigned = await updateCourse(
      actor,
      course.id,
      { version: 1, divisions: [division.id], is_assigned_to_everyone: true },
      meta,
    )
    const copy = await duplicateCourse(actor, assigned.id, meta)
    expect(copy.id).not.toBe(course.id)
    expect(copy).toMatchObject({
      name: 'Copy of Fire safety',
      divisions: [division.id],
      is_assigned_to_everyone: true,
      has_certificate: true,
      version: 1,
    })
    expect(titlesOf(copy)).toEqual(titlesOf(assigned))
  })

  it('lists with search, category filter, ordering and pages', async () => {
    const { actor, company } = await twoSectionCourse()
    const other = await makeCourseCategoryRow(company, 'Wellbeing')
    await createCourse(actor, input({ name: 'Stretching', category: other.id, priority: 3 }), meta)
    await createCourse(actor, input({ name: 'Ergonomics', priority: 1 }), meta)
    const query = (q: Record<string, unknown>) => CourseListQuerySchema.parse(q)
    const names = async (q: Record<string, unknown>) =>
      (await listCourses(actor, query(q), meta)).results.map((row) => row.name)
    expect(await names({})).toEqual(['Ergonomics', 'Fire safety', 'Stretching'])
    expect(await names({ ordering: '-priority' })).toEqual([
      'Stretching',
      'Fire safety',
      'Ergonomics',
    ])
    expect(await names({ search: 'stretch' })).toEqual(['Stretching'])
    expect(await names({ category: other.id })).toEqual(['Stretching'])
    const list = await listCourses(actor, query({ search: 'fire' }), meta)
    expect(list.results[0]).toMatchObject({
      section_count: 2,
      item_count: 3,
      category_name: 'Safety',
    })
    expect(await names({ page: 2 })).toEqual([])
  })

  it('bulk-updates and bulk-deletes all or none', async () => {
    const { course, actor } = await twoSectionCourse()
    const second = await createCourse(actor, input({ name: 'Second' }), meta)
    const stranger = await courseWorkshop()
    const foreign = await createCourse(stranger.actor, input({ name: 'Theirs' }), meta)

    const refused = await bulkUpdateCourses(actor, [course.id, foreign.id], { priority: 3 }, meta)
    expect(refused).toEqual({ ok: false, errors: [{ id: foreign.id, error: 'Course not found.' }] })
    expect((await getCourse(actor, course.id, meta)).priority).toBe(2)

    const updated = await bulkUpdateCourses(
      actor,
      [course.id, second.id],
      { priority: 3, has_certificate: false, reassign_month_duration: 12 },
      meta,
    )
    expect(updated).toEqual({ ok: true, ids: [course.id, second.id] })
    expect(await getCourse(actor, second.id, meta)).toMatchObject({
      priority: 3,
      reassign_month_duration: 12,
      version: 2,
    })

    expect((await bulkDeleteCourses(actor, [second.id, foreign.id], meta)).ok).toBe(false)
    expect(await bulkDeleteCourses(actor, [course.id, second.id], meta)).toEqual({
      ok: true,
      ids: [course.id, second.id],
    })
    await expect(getCourse(actor, course.id, meta)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect((await getCourse(stranger.actor, foreign.id, meta)).name).toBe('Theirs')
  })
})

describe('course categories', () => {
  it('creates, renames (version-checked), refuses a taken name and deletes, leaving courses uncategorised', async () => {
    const { actor, course, category } = await twoSectionCourse()
    const created = await createCourseCategory(actor, 'Onboarding', meta)
    await expect(createCourseCategory(actor, 'onboarding', meta)).rejects.toMatchObject({
      fieldErrors: { name: [COURSE_MESSAGES.categoryTaken] },
    })
    const renamed = await renameCourseCategory(
      actor,
      created.id,
      { name: 'First week', version: 1 },
      meta,
    )
    expect(renamed).toMatchObject({ name: 'First week', version: 2 })
    await expect(
      renameCourseCategory(actor, created.id, { name: 'Late', version: 1 }, meta),
    ).rejects.toMatchObject({ code: 'CONFLICT' })
    expect((await listCourseCategories(actor)).map((c) => c.name)).toEqual(['First week', 'Safety'])

    await deleteCourseCategory(actor, category.id, meta)
    expect((await getCourse(actor, course.id, meta)).category).toBeNull()
    const stranger = await courseWorkshop()
    await expect(deleteCourseCategory(stranger.actor, created.id, meta)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })
})
