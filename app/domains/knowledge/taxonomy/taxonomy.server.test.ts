import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import {
  fileArticle,
  makeArticleType,
  makeCategory,
  makeDefinitionCategory,
} from '#tests/factories/knowledge-taxonomy'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'

import {
  createArticleType,
  deleteArticleType,
  listArticleTypes,
  updateArticleType,
} from './article-types.server'
import {
  categoryPage,
  createCategory,
  deleteCategory,
  listCategoryTree,
  resolveCategoryChoice,
  updateCategory,
} from './categories.server'
import {
  createDefinition,
  createDefinitionCategory,
  deleteDefinitionCategory,
  listDefinitions,
  updateDefinition,
} from './definitions.server'
import { ARTICLE_STATUS, ARTICLE_VISIBILITY, articleCategories } from '../knowledge.tables'
import {
  ArticleTypeCreateSchema,
  CategoryCreateSchema,
  DefinitionCreateSchema,
  TAXONOMY_MESSAGES,
} from './taxonomy.schema'

async function kbCompany() {
  const { company, admin } = await makeCompanyWithAdmin()
  const actor = (await signedIn(admin.user, company)).actor
  const kbAdmin = await makeMember(company, { roles: ['user_is_kb_admin'] })
  const staff = await makeMember(company)
  return {
    company,
    admin: actor,
    kbAdmin: (await signedIn(kbAdmin.user, company)).actor,
    staff: (await signedIn(staff.user, company)).actor,
    staffMembership: staff.membership,
  }
}

const names = (nodes: { name: string; children: unknown[] }[]): unknown[] =>
  nodes.map((node) =>
    node.children.length ? [node.name, names(node.children as typeof nodes)] : node.name,
  )

describe('article categories', () => {
  it('lists the tree alphabetically at every level, whatever the case or the order of creation', async () => {
    const { company } = await kbCompany()
    const safety = await makeCategory(company, 'safety')
    await makeCategory(company, 'Warehouse', safety.id)
    await makeCategory(company, 'Forklifts', safety.id)
    const policies = await makeCategory(company, 'Company Policies')
    await makeCategory(company, 'IT Policies', policies.id)
    await makeCategory(company, 'HR Policies', policies.id)
    await makeCategory(company, 'Onboarding')
    await makeCategory(company, 'Step 10')
    await makeCategory(company, 'Step 9')
    const other = await makeCompanyWithAdmin()
    await makeCategory(other.company, 'Another company')

    const tree = await listCategoryTree(company.id)

    expect(names(tree)).toEqual([
      ['Company Policies', ['HR Policies', 'IT Policies']],
      'Onboarding',
      ['safety', ['Forklifts', 'Warehouse']],
      'Step 9',
      'Step 10',
    ])
    expect(tree[0]!.children[0]).toMatchObject({ isSubsection: true, parentId: policies.id })
    expect(tree[1]).toMatchObject({ isSubsection: false, parentId: null })
  })

  it('requires a name, with the form message', () => {
    const parsed = CategoryCreateSchema.safeParse({ category: '   ' })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.flatten().fieldErrors.category).toEqual(['This field is required'])
  })

  it('lets KB admins and company admins write, and refuses staff with a recorded 403', async () => {
    const { admin, kbAdmin, staff, company } = await kbCompany()
    await createCategory(admin, { category: 'By admin', parent: null }, testMeta())
    const top = await createCategory(kbAdmin, { category: 'By KB admin', parent: null }, testMeta())

    await expect(
      createCategory(staff, { category: 'By staff', parent: null }, testMeta()),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 })
    await expect(
      updateCategory(staff, top.id, { category: 'Renamed', version: 1 }, testMeta()),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })
    await expect(deleteCategory(staff, top.id, testMeta())).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })

    expect(names(await listCategoryTree(company.id))).toEqual(['By admin', 'By KB admin'])
    for (const action of [
      'article_category.create',
      'article_category.update',
      'article_category.delete',
    ]) {
      const [entry] = await auditEntries({
        action,
        companyId: company.id,
        actorUserId: staff.userId,
      })
      expect(entry).toMatchObject({ outcome: 'denied' })
    }
  })

  it("treats another company's category as not found, as a parent too", async () => {
    const acme = await kbCompany()
    const globex = await kbCompany()
    const theirs = await makeCategory(globex.company, 'Theirs')

    await expect(
      updateCategory(acme.admin, theirs.id, { category: 'Mine now', version: 1 }, testMeta()),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(deleteCategory(acme.admin, theirs.id, testMeta())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    await expect(categoryPage(acme.staff, theirs.id, 1, testMeta())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    await expect(
      createCategory(acme.admin, { category: 'Child', parent: theirs.id }, testMeta()),
    ).rejects.toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { parent: ['Category not found.'] },
    })
    expect(names(await listCategoryTree(globex.company.id))).toEqual(['Theirs'])
  })

  it('moves a category under another, but never inside itself or its own subcategory', async () => {
    const { admin, company } = await kbCompany()
    const a = await makeCategory(company, 'A')
    const b = await makeCategory(company, 'B', a.id)
    const c = await makeCategory(company, 'C')

    await expect(
      updateCategory(admin, a.id, { parent: b.id, version: a.version }, testMeta()),
    ).rejects.toMatchObject({ fieldErrors: { parent: [TAXONOMY_MESSAGES.ownParent] } })
    const moved = await updateCategory(admin, c.id, { parent: b.id, version: 1 }, testMeta())

    expect(moved).toMatchObject({ parent: b.id, is_subsection: true, version: 2 })
    expect(names(await listCategoryTree(company.id))).toEqual([['A', [['B', ['C']]]]])
    await expect(
      updateCategory(admin, c.id, { category: 'Stale', version: 1 }, testMeta()),
    ).rejects.toMatchObject({ code: 'CONFLICT' })
  })

  it('refuses to delete a category that still has articles (below it too), with a clear message', async () => {
    const { admin, company } = await kbCompany()
    const top = await makeCategory(company, 'Safety')
    const child = await makeCategory(company, 'Warehouse', top.id)
    const article = await fileArticle(company, child.id, { status: ARTICLE_STATUS.draft })

    await expect(deleteCategory(admin, top.id, testMeta())).rejects.toMatchObject({
      code: 'CONFLICT',
      message: TAXONOMY_MESSAGES.categoryInUse,
    })
    await expect(deleteCategory(admin, child.id, testMeta())).rejects.toMatchObject({
      code: 'CONFLICT',
    })
    expect(names(await listCategoryTree(company.id))).toEqual([['Safety', ['Warehouse']]])

    const empty = await makeCategory(company, 'Empty')
    await makeCategory(company, 'Empty child', empty.id)
    await deleteCategory(admin, empty.id, testMeta())
    expect(names(await listCategoryTree(company.id))).toEqual([['Safety', ['Warehouse']]])
    expect(article.categoryId).toBe(child.id)
  })

  it('shows on a category page only the articles the reader may read, with its path and subcategories', async () => {
    const { admin, staff, company, staffMembership } = await kbCompany()
    const top = await makeCategory(company, 'Safety')
    const here = await makeCategory(company, 'Warehouse', top.id)
    await makeCategory(company, 'Forklifts', here.id)
    await fileArticle(company, here.id, { title: 'Lifting rules' })
    await fileArticle(company, here.id, { title: 'Draft rules', status: ARTICLE_STATUS.draft })
    await fileArticle(company, here.id, {
      title: 'Only for assigned',
      visibility: ARTICLE_VISIBILITY.assignedOnly,
    })
    expect(staffMembership.id).toBeGreaterThan(0)

    const seenByStaff = await categoryPage(staff, here.id, 1, testMeta())
    const seenByAdmin = await categoryPage(admin, here.id, 1, testMeta())

    expect(seenByStaff.category.path).toEqual(['Safety', 'Warehouse'])
    expect(seenByStaff.ancestors).toEqual([{ id: top.id, name: 'Safety' }])
    expect(seenByStaff.subcategories.map((sub) => sub.name)).toEqual(['Forklifts'])
    expect(seenByStaff.articles.map((article) => article.title)).toEqual(['Lifting rules'])
    expect(seenByStaff.total).toBe(1)
    expect(seenByAdmin.articles.map((article) => article.title)).toEqual([
      'Draft rules',
      'Lifting rules',
      'Only for assigned',
    ])
  })
})

describe('resolveCategoryChoice (the article form without JS)', () => {
  async function resolve(
    actor: Awaited<ReturnType<typeof kbCompany>>['admin'],
    choice: Parameters<typeof resolveCategoryChoice>[3],
  ) {
    return db.transaction((tx) => resolveCategoryChoice(tx, actor, testMeta(), choice))
  }

  it('creates a typed new category under the chosen parent, so nothing typed is lost', async () => {
    const { admin, company } = await kbCompany()
    const parent = await makeCategory(company, 'Safety')
    const other = await makeCategory(company, 'Other')

    const id = await resolve(admin, {
      categoryId: other.id,
      newCategoryName: ' Ladders ',
      newCategoryParentId: parent.id,
    })

    const [row] = await db.select().from(articleCategories).where(eq(articleCategories.id, id))
    expect(row).toMatchObject({ name: 'Ladders', parentId: parent.id, isSubsection: true })
    expect(await resolve(admin, { categoryId: other.id, newCategoryName: '' })).toBe(other.id)
  })

  it("says 'Please select a category' for none or another company's, and refuses staff", async () => {
    const acme = await kbCompany()
    const globex = await kbCompany()
    const theirs = await makeCategory(globex.company, 'Theirs')
    const message = { article_category: ['Please select a category'] }

    await expect(resolve(acme.admin, { categoryId: null })).rejects.toMatchObject({
      fieldErrors: message,
    })
    await expect(resolve(acme.admin, { categoryId: theirs.id })).rejects.toMatchObject({
      fieldErrors: message,
    })
    await expect(
      resolve(acme.admin, {
        categoryId: null,
        newCategoryName: 'Child',
        newCategoryParentId: theirs.id,
      }),
    ).rejects.toMatchObject({ fieldErrors: { new_category_parent: ['Category not found.'] } })
    await expect(
      resolve(acme.staff, { categoryId: null, newCategoryName: 'Sneaky' }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' })
    expect(await listCategoryTree(acme.company.id)).toEqual([])
  })
})

describe('article types', () => {
  it("requires type and colour with 'This field is required', and a colour like #1e88e5", () => {
    const empty = ArticleTypeCreateSchema.safeParse({ type: '', color: '' })
    expect(empty.error?.flatten().fieldErrors).toEqual({
      type: ['This field is required'],
      color: ['This field is required'],
    })
    const bad = ArticleTypeCreateSchema.safeParse({ type: 'Policy', color: 'red' })
    expect(bad.error?.flatten().fieldErrors.color).toEqual([TAXONOMY_MESSAGES.badColor])
  })

  it('lets KB admins add, edit and delete types, keeps one default, and refuses staff (403)', async () => {
    const { kbAdmin, staff, company } = await kbCompany()
    const policy = await createArticleType(
      kbAdmin,
      ArticleTypeCreateSchema.parse({ type: 'Policy', color: '#E53935', is_default: 'on' }),
      testMeta(),
    )
    const howTo = await createArticleType(
      kbAdmin,
      ArticleTypeCreateSchema.parse({ type: 'How-to', color: '#1e88e5' }),
      testMeta(),
    )
    await updateArticleType(
      kbAdmin,
      howTo.id,
      { is_default: true, version: howTo.version },
      testMeta(),
    )

    expect(await listArticleTypes(company.id)).toEqual([
      expect.objectContaining({ name: 'How-to', isDefault: true }),
      expect.objectContaining({ name: 'Policy', color: '#e53935', isDefault: false }),
    ])
    await expect(
      createArticleType(
        staff,
        ArticleTypeCreateSchema.parse({ type: 'Mine', color: '#000000' }),
        testMeta(),
      ),
    ).rejects.toMatchObject({ status: 403 })
    await expect(deleteArticleType(staff, policy.id, testMeta())).rejects.toMatchObject({
      status: 403,
    })
    await deleteArticleType(kbAdmin, policy.id, testMeta())
    expect((await listArticleTypes(company.id)).map((type) => type.name)).toEqual(['How-to'])
  })

  it("treats another company's type as not found", async () => {
    const acme = await kbCompany()
    const globex = await kbCompany()
    const theirs = await makeArticleType(globex.company, 'Theirs')
    await expect(
      updateArticleType(acme.admin, theirs.id, { type: 'Mine', version: 1 }, testMeta()),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(deleteArticleType(acme.admin, theirs.id, testMeta())).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    expect((await listArticleTypes(globex.company.id)).map((type) => type.name)).toEqual(['Theirs'])
  })
})

describe('definitions', () => {
  async function define(actor: Parameters<typeof createDefinition>[0], fields: object) {
    return createDefinition(
      actor,
      DefinitionCreateSchema.parse({ term: 'PTO', definition: 'Paid time off', ...fields }),
      testMeta(),
    )
  }

  it('stores sanitized definitions, one per term whatever its case, and refuses staff (403)', async () => {
    const { kbAdmin, staff } = await kbCompany()
    const created = await define(kbAdmin, {
      definition: '<p onclick="steal()">Paid <script>alert(1)</script>time off</p>',
    })
    expect(created.definition).toBe('<p>Paid time off</p>')

    await expect(define(kbAdmin, { term: 'pto' })).rejects.toMatchObject({
      fieldErrors: { term: [TAXONOMY_MESSAGES.duplicateTerm] },
    })
    await expect(define(staff, { term: 'SLA' })).rejects.toMatchObject({ status: 403 })
    expect((await listDefinitions(staff)).map((row) => row.term)).toEqual(['PTO'])
  })

  it('files definitions in categories; deleting a category keeps its definitions', async () => {
    const { kbAdmin, company } = await kbCompany()
    const hr = await createDefinitionCategory(kbAdmin, { name: 'HR' }, testMeta())
    const pto = await define(kbAdmin, { category: hr.id })
    expect(pto).toMatchObject({ category: hr.id, category_name: 'HR' })

    await deleteDefinitionCategory(kbAdmin, hr.id, testMeta())
    expect(await listDefinitions(kbAdmin)).toEqual([
      expect.objectContaining({ term: 'PTO', category: null, category_name: null }),
    ])
    const other = await makeCompanyWithAdmin()
    const theirs = await makeDefinitionCategory(other.company, 'Theirs')
    await expect(define(kbAdmin, { term: 'SLA', category: theirs.id })).rejects.toMatchObject({
      fieldErrors: { category: [TAXONOMY_MESSAGES.definitionCategoryNotFound] },
    })
    expect(company.id).not.toBe(other.company.id)
  })

  it("refuses a stale edit (409) and another company's definition (404)", async () => {
    const acme = await kbCompany()
    const globex = await kbCompany()
    const pto = await define(acme.kbAdmin, {})
    await updateDefinition(acme.kbAdmin, pto.id, { term: 'P.T.O.', version: 1 }, testMeta())
    await expect(
      updateDefinition(acme.kbAdmin, pto.id, { term: 'Late', version: 1 }, testMeta()),
    ).rejects.toMatchObject({ code: 'CONFLICT' })
    await expect(
      updateDefinition(globex.admin, pto.id, { term: 'Mine', version: 2 }, testMeta()),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect((await listDefinitions(acme.staff)).map((row) => row.term)).toEqual(['P.T.O.'])
  })
})
