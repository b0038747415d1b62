import { and, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { makeCourse } from '#tests/factories/courses'
import { makeDivision, makePosition, placeInOrg } from '#tests/factories/org'
import { memberships } from '~/domains/accounts/accounts.tables'
import type { Company } from '~/domains/company/company.tables'
import { db } from '~/platform/db.server'
import { employeeResponsibilities, responsibilities } from '../../org/org.tables'
import { assignedMembers, readableArticles } from './article-access.server'
import {
  ARTICLE_STATUS,
  ARTICLE_VISIBILITY,
  articleCategories,
  articleDivisions,
  articleIndividuals,
  articlePositions,
  articleResponsibilities,
  articles,
} from '../knowledge.tables'

async function newArticle(
  company: Company,
  title: string,
  fields: Partial<typeof articles.$inferInsert> = {},
) {
  const [category] = await db
    .insert(articleCategories)
    .values({ companyId: company.id, name: 'General' })
    .returning()
  const [article] = await db
    .insert(articles)
    .values({ companyId: company.id, title, categoryId: category!.id, ...fields })
    .returning()
  return article!
}

async function titlesReadableBy(actor: Parameters<typeof readableArticles>[0], ids: number[]) {
  const rows = await db
    .select({ title: articles.title })
    .from(articles)
    .where(and(readableArticles(actor), inArray(articles.id, ids)))
  return rows.map((row) => row.title).sort()
}

async function assignedIds(articleId: number) {
  const rows = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(inArray(memberships.id, assignedMembers(articleId)))
  return rows.map((row) => row.id).sort((a, b) => a - b)
}

describe('who reads which article', () => {
  it('staff read published PUBLIC and ALL STAFF articles, ASSIGNED ONLY ones only when assigned, and no drafts', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const reader = await makeMember(company)
    const { actor } = await signedIn(reader.user, company)
    const open = await newArticle(company, 'Open', { visibility: ARTICLE_VISIBILITY.allStaff })
    const published = await newArticle(company, 'Public', { visibility: ARTICLE_VISIBILITY.public })
    const hidden = await newArticle(company, 'Hidden', {
      visibility: ARTICLE_VISIBILITY.assignedOnly,
    })
    const mine = await newArticle(company, 'Mine', { visibility: ARTICLE_VISIBILITY.assignedOnly })
    await db
      .insert(articleIndividuals)
      .values({ articleId: mine.id, membershipId: reader.membership.id })
    const draft = await newArticle(company, 'Draft', { status: ARTICLE_STATUS.draft })
    const ids = [open.id, published.id, hidden.id, mine.id, draft.id]

    expect(await titlesReadableBy(actor, ids)).toEqual(['Mine', 'Open', 'Public'])
    const { actor: adminActor } = await signedIn(admin.user, company)
    expect(await titlesReadableBy(adminActor, ids)).toEqual([
      'Draft',
      'Hidden',
      'Mine',
      'Open',
      'Public',
    ])
  })

  it('staff read an ASSIGNED ONLY article that is an item of a course assigned to them', async () => {
    const { company } = await makeCompanyWithAdmin()
    const learner = await makeMember(company)
    const other = await makeMember(company)
    const inCourse = await newArticle(company, 'In the course', {
      visibility: ARTICLE_VISIBILITY.assignedOnly,
    })
    await makeCourse(company, {
      sections: [{ title: 'Basics', items: [{ article: inCourse.id }] }],
      assign: { membershipIds: [learner.membership.id] },
    })
    const { actor } = await signedIn(learner.user, company)
    expect(await titlesReadableBy(actor, [inCourse.id])).toEqual(['In the course'])
    const { actor: otherActor } = await signedIn(other.user, company)
    expect(await titlesReadableBy(otherActor, [inCourse.id])).toEqual([])
  })

  it('KB admins read drafts and ASSIGNED ONLY articles; another company reads none of them', async () => {
    const { company } = await makeCompanyWithAdmin()
    const kbAdmin = await makeMember(company, { roles: ['user_is_kb_admin'] })
    const { actor } = await signedIn(kbAdmin.user, company)
    const draft = await newArticle(company, 'Draft', { status: ARTICLE_STATUS.draft })
    const hidden = await newArticle(company, 'Hidden', {
      visibility: ARTICLE_VISIBILITY.assignedOnly,
    })
    expect(await titlesReadableBy(actor, [draft.id, hidden.id])).toEqual(['Draft', 'Hidden'])

    const other = await makeCompanyWithAdmin()
    const { actor: outsider } = await signedIn(other.admin.user, other.company)
    expect(await titlesReadableBy(outsider, [draft.id, hidden.id])).toEqual([])
  })
})

describe('who an article is assigned to', () => {
  it('resolves everyone, individuals, divisions, positions and responsibilities to active members', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const [byName, inDivision, inPosition, holder, bystander, gone] = await Promise.all(
      Array.from({ length: 6 }, () => makeMember(company)),
    )
    const division = await makeDivision(company, { name: 'Warehouse' })
    const position = await makePosition(company, 'Forklift driver')
    await placeInOrg(inDivision!.membership, { divisionId: division.id })
    await placeInOrg(inPosition!.membership, { positionIds: [position.id] })
    const [duty] = await db
      .insert(responsibilities)
      .values({ companyId: company.id, title: 'First aid', description: 'Kit checks' })
      .returning()
    await db.insert(employeeResponsibilities).values({
      companyId: company.id,
      responsibilityId: duty!.id,
      membershipId: holder!.membership.id,
    })
    await placeInOrg(gone!.membership, { divisionId: division.id })
    await db
      .update(memberships)
      .set({ isActive: false })
      .where(inArray(memberships.id, [gone!.membership.id]))

    const article = await newArticle(company, 'Safety', {
      visibility: ARTICLE_VISIBILITY.assignedOnly,
    })
    await db
      .insert(articleIndividuals)
      .values({ articleId: article.id, membershipId: byName!.membership.id })
    await db.insert(articleDivisions).values({ articleId: article.id, divisionId: division.id })
    await db.insert(articlePositions).values({ articleId: article.id, positionId: position.id })
    await db
      .insert(articleResponsibilities)
      .values({ articleId: article.id, responsibilityId: duty!.id })

    const expected = [byName, inDivision, inPosition, holder].map((m) => m!.membership.id)
    expect(await assignedIds(article.id)).toEqual(expected.sort((a, b) => a - b))

    for (const member of [holder!, inPosition!]) {
      const { actor } = await signedIn(member.user, company)
      expect(await titlesReadableBy(actor, [article.id])).toEqual(['Safety'])
    }
    const { actor: outsider } = await signedIn(bystander!.user, company)
    expect(await titlesReadableBy(outsider, [article.id])).toEqual([])

    const everyone = await newArticle(company, 'All hands', { isAssignedToEveryone: true })
    const all = [admin, byName, inDivision, inPosition, holder, bystander].map(
      (m) => m!.membership.id,
    )
    expect(await assignedIds(everyone.id)).toEqual(all.sort((a, b) => a - b))
  })
})
