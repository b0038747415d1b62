import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { makeCourse } from '#tests/factories/courses'
import { makeArticle } from '#tests/factories/knowledge-articles'
import { placeInOrg, positionInput } from '#tests/factories/org'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { isAppError } from '~/platform/errors.server'
import { coursePositions, courses } from '../courses/courses.tables'
import { assignedTo } from '../knowledge/articles/article-access.server'
import {
  ARTICLE_STATUS,
  ARTICLE_VISIBILITY,
  articlePositions,
  articleResponsibilities,
  articles,
} from '../knowledge/knowledge.tables'
import { employeeResponsibilities } from './org.tables'
import { createPosition, getPosition, positionChoices, updatePosition } from './positions.server'
import {
  createResponsibility,
  getResponsibility,
  updateResponsibility,
} from './responsibilities.server'

/*
 * Articles and courses linked to a position (article_positions, course_positions) and articles
 * linked to a responsibility (article_responsibilities): written with the record, in its
 * transaction; another company's ids refused before anything is written.
 */

const meta = testMeta()

async function companyWithLinkables() {
  const { company, admin } = await makeCompanyWithAdmin()
  const { actor } = await signedIn(admin.user, company)
  const handbook = await makeArticle(company, {
    title: 'Handbook',
    visibility: ARTICLE_VISIBILITY.assignedOnly,
  })
  const safety = await makeArticle(company, { title: 'Safety rules' })
  const draft = await makeArticle(company, { title: 'Draft notes', status: ARTICLE_STATUS.draft })
  const forklift = await makeCourse(company, { name: 'Forklift licence' })
  const firstAid = await makeCourse(company, { name: 'First aid' })
  return { company, actor, handbook, safety, draft, forklift, firstAid }
}

const input = positionInput

async function refusal(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (isAppError(error)) return { code: error.code, message: error.message }
    throw error
  }
  throw new Error('expected a refusal')
}

const linkedArticles = async (positionId: number) =>
  (await db.select().from(articlePositions).where(eq(articlePositions.positionId, positionId))).map(
    (row) => row.articleId,
  )

/** The article is assigned to the person (the rule the article pages and lists apply). */
async function isAssigned(articleId: number, membershipId: number) {
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.id, articleId), assignedTo(membershipId)))
  return rows.length === 1
}

describe("a position's articles and courses", () => {
  it('writes, replaces and removes them with the position, audited with it', async () => {
    const { actor, handbook, safety, forklift, firstAid } = await companyWithLinkables()
    const position = await createPosition(
      actor,
      input({ name: 'Driver', articles: [handbook.id], courses: [forklift.id, firstAid.id] }),
      meta,
    )
    expect(position).toMatchObject({
      articles: [handbook.id],
      courses: [forklift.id, firstAid.id].sort((a, b) => a - b),
    })
    const [created] = await auditEntries({ action: 'position.create', entityId: position.id })
    expect(created!.details).toMatchObject({ articles: [handbook.id] })

    const updated = await updatePosition(
      actor,
      position.id,
      input({ name: 'Driver', articles: [safety.id], courses: [] }),
      position.version,
      meta,
    )
    expect(updated).toMatchObject({ articles: [safety.id], courses: [], version: 2 })
    expect(await linkedArticles(position.id)).toEqual([safety.id])
    expect(
      await db.select().from(coursePositions).where(eq(coursePositions.positionId, position.id)),
    ).toEqual([])
    const [audited] = await auditEntries({ action: 'position.update', entityId: position.id })
    expect(audited!.details).toMatchObject({ articles: [safety.id], courses: [] })
  })

  it('gives the articles and courses whose links changed a new version, and no other', async () => {
    const { actor, handbook, safety, forklift, firstAid } = await companyWithLinkables()
    const position = await createPosition(
      actor,
      input({ name: 'Driver', articles: [handbook.id], courses: [forklift.id] }),
      meta,
    )
    await updatePosition(
      actor,
      position.id,
      input({ name: 'Driver', articles: [handbook.id, safety.id], courses: [firstAid.id] }),
      1,
      meta,
    )
    const versions = async (table: typeof articles | typeof courses, ids: number[]) =>
      (
        await db
          .select({ version: table.version })
          .from(table)
          .where(inArray(table.id, ids))
          .orderBy(table.id)
      ).map((row) => row.version)
    // An article or course form opened before either save is refused (409), not allowed to undo it.
    expect(await versions(articles, [handbook.id, safety.id])).toEqual([2, 2])
    expect(await versions(courses, [forklift.id, firstAid.id])).toEqual([3, 2])
  })

  it('assigns its articles to everyone who holds the position', async () => {
    const { company, actor, handbook } = await companyWithLinkables()
    const holder = await makeMember(company)
    const other = await makeMember(company)
    const position = await createPosition(actor, input({ name: 'Driver' }), meta)
    await placeInOrg(holder.membership, { positionIds: [position.id] })
    expect(await isAssigned(handbook.id, holder.membership.id)).toBe(false)

    await updatePosition(
      actor,
      position.id,
      input({ name: 'Driver', articles: [handbook.id] }),
      1,
      meta,
    )
    expect(await isAssigned(handbook.id, holder.membership.id)).toBe(true)
    expect(await isAssigned(handbook.id, other.membership.id)).toBe(false)
  })

  it("refuses another company's article or course as not found, and changes nothing", async () => {
    const acme = await companyWithLinkables()
    const globex = await companyWithLinkables()
    const position = await createPosition(
      acme.actor,
      input({ name: 'Driver', articles: [acme.handbook.id] }),
      meta,
    )
    for (const values of [{ articles: [globex.handbook.id] }, { courses: [globex.forklift.id] }]) {
      expect(
        await refusal(createPosition(acme.actor, input({ name: 'Sneaky', ...values }), meta)),
      ).toMatchObject({ code: 'NOT_FOUND' })
      expect(
        await refusal(
          updatePosition(
            acme.actor,
            position.id,
            input({ name: 'Renamed', articles: [acme.safety.id], ...values }),
            1,
            meta,
          ),
        ),
      ).toMatchObject({ code: 'NOT_FOUND', message: 'Error updating position' })
    }
    expect(await getPosition(acme.actor, position.id, meta)).toMatchObject({
      name: 'Driver',
      articles: [acme.handbook.id],
      courses: [],
      version: 1,
    })
    const [denied] = await auditEntries({ action: 'position.update', entityId: globex.forklift.id })
    expect(denied).toMatchObject({ outcome: 'denied', entityType: 'course' })
  })

  it('keeps the links as they were when the version is stale', async () => {
    const { actor, handbook, safety } = await companyWithLinkables()
    const position = await createPosition(
      actor,
      input({ name: 'Driver', articles: [handbook.id] }),
      meta,
    )
    await updatePosition(
      actor,
      position.id,
      input({ name: 'Lead driver', articles: [handbook.id] }),
      1,
      meta,
    )
    expect(
      await refusal(
        updatePosition(
          actor,
          position.id,
          input({ name: 'Driver', articles: [safety.id] }),
          1,
          meta,
        ),
      ),
    ).toMatchObject({ code: 'CONFLICT' })
    expect(await linkedArticles(position.id)).toEqual([handbook.id])
  })

  it('offers published articles and every course of the company, and the chosen draft', async () => {
    const acme = await companyWithLinkables()
    const globex = await companyWithLinkables()
    const fresh = await positionChoices(acme.actor)
    expect(fresh.articles.map((choice) => choice.title)).toEqual(['Handbook', 'Safety rules'])
    expect(fresh.courses.map((choice) => choice.title)).toEqual(['First aid', 'Forklift licence'])
    const chosen = await positionChoices(acme.actor, {
      responsibilities: [],
      articles: [acme.draft.id, globex.safety.id],
      courses: [],
    })
    expect(chosen.articles.map((choice) => choice.title)).toEqual([
      'Draft notes',
      'Handbook',
      'Safety rules',
    ])
  })
})

describe("a responsibility's articles", () => {
  it('writes and replaces them, and assigns them to whoever holds it', async () => {
    const { company, actor, handbook, safety } = await companyWithLinkables()
    const holder = await makeMember(company)
    const duty = await createResponsibility(
      actor,
      {
        title: 'Fire warden',
        description: 'Checks exits',
        assigned_to: [holder.membership.id],
        responsibility_articles: [handbook.id],
      },
      meta,
    )
    expect(duty.responsibility_articles).toEqual([handbook.id])
    expect(await isAssigned(handbook.id, holder.membership.id)).toBe(true)

    const updated = await updateResponsibility(
      actor,
      duty.id,
      { responsibility_articles: [safety.id], version: duty.version },
      meta,
    )
    expect(updated.responsibility_articles).toEqual([safety.id])
    expect(await isAssigned(handbook.id, holder.membership.id)).toBe(false)
    // A change that does not send the articles keeps them.
    await updateResponsibility(actor, duty.id, { title: 'Warden', version: 2 }, meta)
    expect((await getResponsibility(actor, duty.id, meta)).responsibility_articles).toEqual([
      safety.id,
    ])
    const [audited] = await auditEntries({ action: 'responsibility.update', entityId: duty.id })
    expect(audited).toMatchObject({ outcome: 'success' })
  })

  it("refuses another company's article as not found and changes nothing", async () => {
    const acme = await companyWithLinkables()
    const globex = await companyWithLinkables()
    const holder = await makeMember(acme.company)
    const duty = await createResponsibility(
      acme.actor,
      {
        title: 'Fire warden',
        description: 'Checks exits',
        assigned_to: [],
        responsibility_articles: [acme.handbook.id],
      },
      meta,
    )
    const sneaky = await refusal(
      updateResponsibility(
        acme.actor,
        duty.id,
        {
          title: 'Renamed',
          assigned_to: [holder.membership.id],
          responsibility_articles: [globex.handbook.id],
          version: 1,
        },
        meta,
      ),
    )
    expect(sneaky).toMatchObject({ code: 'NOT_FOUND', message: 'Article not found' })
    expect(
      await refusal(
        createResponsibility(
          acme.actor,
          {
            title: 'Other',
            description: 'x',
            assigned_to: [],
            responsibility_articles: [globex.safety.id],
          },
          meta,
        ),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' })
    expect(await getResponsibility(acme.actor, duty.id, meta)).toMatchObject({
      title: 'Fire warden',
      responsibility_articles: [acme.handbook.id],
      assigned_count: 0,
      version: 1,
    })
    expect(
      await db
        .select()
        .from(articleResponsibilities)
        .where(eq(articleResponsibilities.articleId, globex.safety.id)),
    ).toEqual([])
    expect(
      await db
        .select()
        .from(employeeResponsibilities)
        .where(eq(employeeResponsibilities.responsibilityId, duty.id)),
    ).toEqual([])
  })
})
