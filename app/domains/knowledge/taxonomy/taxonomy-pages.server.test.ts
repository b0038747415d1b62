import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import { postForm } from '#tests/support/post-form'
import {
  makeArticleType,
  makeCategory,
  makeDefinition,
  makeDefinitionCategory,
} from '#tests/factories/knowledge-taxonomy'
import { db } from '~/platform/db.server'
import { action as editTypeAction } from '~/routes/_app+/knowledgebase.article-types_.$id.edit'
import { action as editCategoryAction } from '~/routes/_app+/knowledgebase.categories_.$id.edit'
import { action as editDefinitionCategoryAction } from '~/routes/_app+/knowledgebase.definition-categories_.$id.edit'
import { action as editDefinitionAction } from '~/routes/_app+/knowledgebase.definitions_.$id.edit'
import {
  articleCategories,
  articleTypes,
  definitionCategories,
  definitions,
} from '../knowledge.tables'

/*
 * The no-JS edit pages of the taxonomy: a field the admin empties is cleared (a category's
 * parent, a type's description, a definition's category) or refused (a name), never ignored.
 */

async function kbAdmin() {
  const { company, admin } = await makeCompanyWithAdmin()
  return { company, cookie: await browserCookie(admin) }
}

/** The edit page's form, posted as the browser sends it (intent 'save', the version). */
const save = (
  action: Parameters<typeof postForm>[0],
  path: string,
  cookie: string,
  fields: Record<string, string | number>,
) =>
  postForm(
    action,
    `/knowledgebase/${path}/edit`,
    cookie,
    { intent: 'save', ...fields },
    {
      id: path.split('/')[1]!,
    },
  )

const categoryRow = async (id: number) =>
  (await db.select().from(articleCategories).where(eq(articleCategories.id, id)))[0]

describe('the taxonomy edit pages without JS', () => {
  it('moves a category to the top level when its parent is emptied, and refuses an emptied name', async () => {
    const { company, cookie } = await kbAdmin()
    const parent = await makeCategory(company, 'Policies')
    const child = await makeCategory(company, 'Leave', parent.id)
    const path = `categories/${child.id}`

    const unnamed = await save(editCategoryAction, path, cookie, {
      version: child.version,
      category: '',
      parent: '',
    })
    expect(unnamed.status).toBe(400)
    expect(unnamed.errors).toEqual({ category: ['This field is required'] })
    expect(await categoryRow(child.id)).toMatchObject({ name: 'Leave', parentId: parent.id })

    const moved = await save(editCategoryAction, path, cookie, {
      version: child.version,
      category: 'Leave',
      parent: '',
    })
    expect(moved.status).toBe(302)
    expect(await categoryRow(child.id)).toMatchObject({ name: 'Leave', parentId: null })
  })

  it('clears an emptied type description and refuses an emptied type name or colour', async () => {
    const { company, cookie } = await kbAdmin()
    const type = await makeArticleType(company, 'Policy')
    await db.update(articleTypes).set({ description: 'Rules' }).where(eq(articleTypes.id, type.id))
    const path = `article-types/${type.id}`

    const blank = await save(editTypeAction, path, cookie, {
      version: type.version,
      type: '',
      color: '',
      description: '',
    })
    expect(blank.status).toBe(400)
    expect(blank.errors).toEqual({
      type: ['This field is required'],
      color: ['This field is required'],
    })

    const cleared = await save(editTypeAction, path, cookie, {
      version: type.version,
      type: 'Policy',
      color: '#1e88e5',
      description: '',
    })
    expect(cleared.status).toBe(302)
    const [saved] = await db.select().from(articleTypes).where(eq(articleTypes.id, type.id))
    expect(saved).toMatchObject({ name: 'Policy', description: '' })
  })

  it('takes an emptied category off a definition and refuses an emptied term or text', async () => {
    const { company, cookie } = await kbAdmin()
    const group = await makeDefinitionCategory(company, 'Finance')
    const definition = await makeDefinition(company, 'PTO', 'Paid time off', group.id)
    const path = `definitions/${definition.id}`

    const blank = await save(editDefinitionAction, path, cookie, {
      version: definition.version,
      term: '',
      definition: '',
      category: '',
    })
    expect(blank.status).toBe(400)
    expect(blank.errors).toEqual({
      term: ['This field is required'],
      definition: ['This field is required'],
    })

    const uncategorised = await save(editDefinitionAction, path, cookie, {
      version: definition.version,
      term: 'PTO',
      definition: 'Paid time off',
      category: '',
    })
    expect(uncategorised.status).toBe(302)
    const [saved] = await db.select().from(definitions).where(eq(definitions.id, definition.id))
    expect(saved).toMatchObject({ term: 'PTO', categoryId: null })
  })

  it('refuses an emptied definition category name', async () => {
    const { company, cookie } = await kbAdmin()
    const group = await makeDefinitionCategory(company, 'Finance')

    const blank = await save(
      editDefinitionCategoryAction,
      `definition-categories/${group.id}`,
      cookie,
      {
        version: group.version,
        name: '',
      },
    )

    expect(blank.status).toBe(400)
    expect(blank.errors).toEqual({ name: ['This field is required'] })
    const [saved] = await db
      .select()
      .from(definitionCategories)
      .where(eq(definitionCategories.id, group.id))
    expect(saved?.name).toBe('Finance')
  })
})
