import { and, eq, isNotNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companies } from '~/domains/company/company.tables'
import { courseItems, courses } from '~/domains/courses/courses.tables'
import { articleCategories, articles } from '~/domains/knowledge/knowledge.tables'
import { db } from '~/platform/db.server'
import {
  DEMO_LIBRARY_ARTICLE_COUNT,
  DEMO_LIBRARY_COURSE,
} from '../../../scripts/seed/library-courses'

describe('demo library course', () => {
  it('subscribes Acme once to a library course, its articles filed under Acme’s own Safety', async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    const copies = await db
      .select()
      .from(courses)
      .where(and(eq(courses.companyId, acme!.id), isNotNull(courses.libraryCourseKey)))
    expect(copies.map((course) => course.libraryCourseKey)).toEqual([DEMO_LIBRARY_COURSE])

    const filed = await db
      .select({ category: articleCategories.name, parent: articleCategories.parentId })
      .from(courseItems)
      .innerJoin(articles, eq(articles.id, courseItems.articleId))
      .innerJoin(articleCategories, eq(articleCategories.id, articles.categoryId))
      .where(eq(courseItems.courseId, copies[0]!.id))
    expect(filed).toHaveLength(DEMO_LIBRARY_ARTICLE_COUNT)
    expect(new Set(filed.map((row) => row.category))).toEqual(new Set(['Safety']))
    const safety = await db
      .select()
      .from(articleCategories)
      .where(and(eq(articleCategories.companyId, acme!.id), eq(articleCategories.name, 'Safety')))
    expect(safety).toHaveLength(1)
  })
})
