import { readFileSync } from 'node:fs'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { makeCategoryRow } from '#tests/factories/knowledge-articles'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import type { FormReply } from '~/platform/form-reply'
import { articleFormAction } from './article-pages.server'
import { resolveTypeChoice } from '../taxonomy/article-types.server'
import { ArticleEditSchema, ArticleSchema } from './articles.schema'
import { createArticle, updateArticle } from './articles.server'
import { loadArticle } from './article-records.server'
import { articles, articleTypes, knowledgeFiles } from '../knowledge.tables'
import { divisions } from '../../org/org.tables'
import type { KnowledgeFileView } from '../files/knowledge-files'
import type { ArticleConflict } from './components/article-form'

const PDF = readFileSync('tests/fixtures/knowledge/Safety_Handbook-2024.pdf')

async function kbAdmin() {
  const { company, admin } = await makeCompanyWithAdmin()
  const category = await makeCategoryRow(company, 'Policies')
  const staff = await makeMember(company)
  return {
    company,
    category,
    actor: (await signedIn(admin.user, company)).actor,
    staff: (await signedIn(staff.user, company)).actor,
  }
}

/** The create page's form as a browser without JavaScript posts it (multipart). */
function noJsPost(fields: Record<string, string | string[]>, files: File[] = []) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of [value].flat()) body.append(name, item)
  }
  for (const file of files) body.append('files', file)
  return new Request('http://localhost/knowledgebase/articles/create', { method: 'POST', body })
}

/** Runs the create action's form handling; a saved article answers 201 with its id. */
async function submit(actor: Awaited<ReturnType<typeof kbAdmin>>['actor'], request: Request) {
  const meta = testMeta()
  const response = await articleFormAction(
    { request, actor, meta },
    {
      schema: ArticleSchema,
      save: async (value) =>
        Response.json({ id: (await createArticle(actor, value, meta, 0)).id }, { status: 201 }),
      saved: async () => null,
    },
  )
  const body = (await response.json()) as FormReply<{ files: KnowledgeFileView[] }> & { id: number }
  return { status: response.status, body, files: body.carried?.files }
}

describe('the article form without JavaScript', () => {
  it('shows a file sent with a refused form again, and a second submit attaches it', async () => {
    const { actor, category, company } = await kbAdmin()
    const pdf = new File([PDF], 'Safety_Handbook-2024.pdf', { type: 'application/pdf' })

    const refused = await submit(
      actor,
      noJsPost({ title: '', article_category: String(category.id), blocks: ['text', 'files'] }, [
        pdf,
      ]),
    )

    expect(refused.status).toBe(400)
    expect(refused.body.error?.title).toEqual(['A title is required'])
    expect(refused.files).toMatchObject([{ fileName: 'Safety_Handbook-2024.pdf' }])
    const stored = refused.files![0]!
    expect((refused.body.initialValue as { file_ids: unknown }).file_ids).toEqual(String(stored.id))

    // The re-rendered form posts the file back as a ticked `file_ids` box.
    const saved = await submit(
      actor,
      noJsPost({
        title: 'Handbook',
        article_category: String(category.id),
        blocks: ['text', 'files'],
        file_ids: String(stored.id),
      }),
    )
    expect(saved.status).toBe(201)
    expect((await loadArticle(db, actor.companyId, saved.body.id))!.file_ids).toEqual([stored.id])
    expect(
      await db.select().from(knowledgeFiles).where(eq(knowledgeFiles.companyId, company.id)),
    ).toHaveLength(1)
  })

  it('keeps files already attached in the answer, but never another company’s', async () => {
    const { actor, category } = await kbAdmin()
    const other = await kbAdmin()
    const pdf = new File([PDF], 'Theirs.pdf', { type: 'application/pdf' })
    const theirs = await submit(other.actor, noJsPost({ title: '' }, [pdf]))
    const theirId = String(theirs.files![0]!.id)

    const refused = await submit(
      actor,
      noJsPost({ title: '', article_category: String(category.id), file_ids: [theirId, 'x'] }),
    )

    expect(refused.status).toBe(400)
    expect(refused.files).toEqual([])
  })

  it('creates a typed new type with the article and chooses it instead of the select', async () => {
    const { actor, category, company } = await kbAdmin()

    const saved = await submit(
      actor,
      noJsPost({
        title: 'Lifting',
        article_category: String(category.id),
        type: '',
        new_type_name: ' Procedure ',
        new_type_color: '#1E88E5',
      }),
    )

    expect(saved.status).toBe(201)
    const [type] = await db
      .select()
      .from(articleTypes)
      .where(eq(articleTypes.companyId, company.id))
    expect(type).toMatchObject({ name: 'Procedure', color: '#1e88e5', isDefault: false })
    expect((await loadArticle(db, actor.companyId, saved.body.id))!.type).toBe(type!.id)
    expect(
      await auditEntries({ action: 'article_type.create', companyId: company.id }),
    ).toHaveLength(1)
  })

  it("asks for the new type's name and colour with the type's messages, creating nothing", async () => {
    const { actor, category, company } = await kbAdmin()

    const refused = await submit(
      actor,
      noJsPost({ title: 'Lifting', article_category: String(category.id), new_type_color: 'blue' }),
    )

    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatchObject({
      new_type_name: ['This field is required'],
      new_type_color: ['Enter a colour as # and six hexadecimal digits, such as #1e88e5'],
    })
    // Typed values come back, so nothing typed is lost.
    expect(refused.body.initialValue).toMatchObject({ new_type_color: 'blue' })
    expect(
      await db.select().from(articleTypes).where(eq(articleTypes.companyId, company.id)),
    ).toEqual([])
  })

  it('adds a division from the form: it comes back as typed with the division ticked, nothing saved', async () => {
    const { actor, category, company } = await kbAdmin()
    const typed = { title: 'Forklift basics', article_category: String(category.id) }

    const refused = await submit(actor, noJsPost({ ...typed, intent: 'add-division' }))
    expect(refused.body.error?.new_division_name).toEqual(['This field is required'])

    const added = await submit(
      actor,
      noJsPost({
        ...typed,
        intent: 'add-division',
        new_division_name: 'Logistics',
        new_division_color: '#0cb2fc',
        new_division_order: '',
      }),
    )
    const [logistics] = await db
      .select()
      .from(divisions)
      .where(and(eq(divisions.companyId, company.id), eq(divisions.name, 'Logistics')))
    expect(logistics).toMatchObject({ color: '#0cb2fc', order: 1 })
    expect(added.body.initialValue).toMatchObject({
      title: 'Forklift basics',
      division: [String(logistics!.id)],
      new_division_name: '',
    })
    expect(await db.select().from(articles).where(eq(articles.companyId, company.id))).toEqual([])
    const [entry] = await auditEntries({ action: 'division.create', entityId: logistics!.id })
    expect(entry).toBeDefined()
  })
})

describe('the article form’s other answers', () => {
  it('adds and removes answers without saving, keeping what was typed', async () => {
    const { actor, category, company } = await kbAdmin()
    const typed = {
      title: 'Lifting',
      article_category: String(category.id),
      'article_answers[0].answer': 'Yes',
      'article_answers[1].answer': 'No',
    }

    const added = await submit(actor, noJsPost({ ...typed, intent: 'add-answer' }))
    const removed = await submit(actor, noJsPost({ ...typed, intent: 'remove-answer:0' }))

    expect(added.status).toBe(200)
    expect(added.body.initialValue).toMatchObject({
      title: 'Lifting',
      article_answers: [{ answer: 'Yes' }, { answer: 'No' }, { answer: '' }],
    })
    expect(added.files).toEqual([])
    expect(removed.body.initialValue).toMatchObject({ article_answers: [{ answer: 'No' }] })
    expect(await auditEntries({ action: 'article.create', companyId: company.id })).toEqual([])
  })

  it('answers a stale version with 409, the saved and the typed versions and their diff', async () => {
    const { actor, category } = await kbAdmin()
    const meta = testMeta()
    const article = await createArticle(
      actor,
      ArticleSchema.parse({
        title: 'Lifting',
        article_category: category.id,
        body: '<p>Bend knees</p>',
      }),
      meta,
      0,
    )
    await updateArticle(
      actor,
      article.id,
      { title: 'Lifting safely', version: article.version, dont_notify: false },
      meta,
    )
    const request = noJsPost({
      title: 'Lifting well',
      article_category: String(category.id),
      body: '<p>Bend your knees</p>',
      version: String(article.version),
    })

    const response = await articleFormAction(
      { request, actor, meta },
      {
        schema: ArticleEditSchema,
        save: async (value) => {
          await updateArticle(actor, article.id, value, meta)
          return new Response(null, { status: 204 })
        },
        saved: async () => (await loadArticle(db, actor.companyId, article.id)) ?? null,
      },
    )

    expect(response.status).toBe(409)
    const reply = (await response.json()) as FormReply<unknown, ArticleConflict>
    expect(reply.conflict).toBe(true)
    expect(reply.current).toMatchObject({
      saved: { title: 'Lifting safely', body: '<p>Bend knees</p>' },
      mine: { title: 'Lifting well', body: '<p>Bend your knees</p>' },
    })
    expect(reply.current!.bodyDiff).toContainEqual(
      expect.objectContaining({ value: expect.stringContaining('your'), added: true }),
    )
    expect((await loadArticle(db, actor.companyId, article.id))!.title).toBe('Lifting safely')
  })
})

describe('resolveTypeChoice (the service side of the no-JS new type)', () => {
  const resolve = (
    actor: Awaited<ReturnType<typeof kbAdmin>>['actor'],
    choice: Parameters<typeof resolveTypeChoice>[3],
  ) => db.transaction((tx) => resolveTypeChoice(tx, actor, testMeta(), choice))

  it('keeps the chosen type when nothing is typed, requires a colour, and refuses staff', async () => {
    const { actor, staff, company } = await kbAdmin()

    expect(await resolve(actor, { typeId: 7, newTypeName: ' ', newTypeColor: '' })).toBe(7)
    await expect(resolve(actor, { typeId: null, newTypeName: 'Guide' })).rejects.toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { new_type_color: ['This field is required'] },
    })
    await expect(
      resolve(staff, { typeId: null, newTypeName: 'Guide', newTypeColor: '#000000' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect(
      await db.select().from(articleTypes).where(eq(articleTypes.companyId, company.id)),
    ).toEqual([])
  })

  it('creates nothing when the article itself is refused (one transaction)', async () => {
    const { actor, company, category } = await kbAdmin()

    await expect(
      createArticle(
        actor,
        ArticleSchema.parse({
          title: 'Lifting',
          article_category: category.id,
          new_type_name: 'Guide',
          new_type_color: '#000000',
          // Checked after the type is created: another company's (or no) division.
          division: [999_999],
        }),
        testMeta(),
        0,
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION', fieldErrors: { division: expect.any(Array) } })
    expect(
      await db.select().from(articleTypes).where(eq(articleTypes.companyId, company.id)),
    ).toEqual([])
  })
})
