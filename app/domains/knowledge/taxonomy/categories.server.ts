import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { deny } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { db, type Queryable, type Transaction } from '~/platform/db.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import {
  deleteOwned,
  givenFields,
  insertOwned,
  updateVersioned,
} from '~/platform/owned-rows.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { readableArticles } from '../articles/article-access.server'
import {
  buildCategoryTree,
  flattenCategoryTree,
  subtreeIds,
  type CategoryNode,
} from './category-tree'
import { articleCategories, articles, articleTypes } from '../knowledge.tables'
import { allows, can } from '../knowledge.policy'
import {
  TAXONOMY_MESSAGES,
  type CategoryCreateInput,
  type CategoryUpdateInput,
} from './taxonomy.schema'

/** The REST shape of seed 001 §3: id, category, parent, is_subsection, subcategories. */
export interface CategoryDto {
  id: number
  category: string
  parent: number | null
  is_subsection: boolean
  version: number
  subcategories: CategoryDto[]
}

export function toCategoryDto(node: CategoryNode): CategoryDto {
  return {
    id: node.id,
    category: node.name,
    parent: node.parentId,
    is_subsection: node.isSubsection,
    version: node.version,
    subcategories: node.children.map(toCategoryDto),
  }
}

const AUDIT = {
  create: 'article_category.create',
  update: 'article_category.update',
  delete: 'article_category.delete',
} as const

async function categoryRows(q: Queryable, companyId: number) {
  return q
    .select({
      id: articleCategories.id,
      name: articleCategories.name,
      parentId: articleCategories.parentId,
      version: articleCategories.version,
    })
    .from(articleCategories)
    .where(ownedBy(articleCategories, { companyId }))
}

/** The company's category tree, sorted alphabetically at every level; every member reads it. */
export async function listCategoryTree(companyId: number, q: Queryable = db) {
  return buildCategoryTree(await categoryRows(q, companyId))
}

/** Inserts a category under a parent of the actor's company (or at the top). */
async function insertCategory(
  tx: Transaction,
  actor: Actor,
  meta: RequestMeta,
  input: { name: string; parentId: number | null },
  parentField: string,
) {
  if (input.parentId !== null) {
    const [parent] = await tx
      .select({ id: articleCategories.id })
      .from(articleCategories)
      .where(ownedRow(articleCategories, actor, input.parentId))
    if (!parent) throw AppError.invalidField(parentField, TAXONOMY_MESSAGES.categoryNotFound)
  }
  return insertOwned(
    tx,
    { actor, meta },
    articleCategories,
    { name: input.name, parentId: input.parentId, isSubsection: input.parentId !== null },
    {
      action: AUDIT.create,
      entityType: 'article_category',
      details: (row) => ({ name: row.name, parent: row.parentId }),
    },
  )
}

export async function createCategory(
  actor: Actor,
  input: CategoryCreateInput,
  meta: RequestMeta,
): Promise<CategoryDto> {
  await authorize({ actor, meta }, allows('category.manage'), AUDIT.create)
  const row = await db.transaction((tx) =>
    insertCategory(tx, actor, meta, { name: input.category, parentId: input.parent }, 'parent'),
  )
  return toCategoryDto({ ...row, isSubsection: row.parentId !== null, children: [] })
}

/**
 * The category of an article form (CategoryField): a new category typed in wins over the chosen
 * one (so nothing typed is lost without JS), created in the article's transaction; otherwise the
 * chosen category must be the company's. Messages are the article form's (seed 001 §5).
 */
export async function resolveCategoryChoice(
  tx: Transaction,
  actor: Actor,
  meta: RequestMeta,
  choice: {
    categoryId: number | null
    newCategoryName?: string | null
    newCategoryParentId?: number | null
  },
): Promise<number> {
  const newName = choice.newCategoryName?.trim() ?? ''
  if (newName) {
    // Inside the caller's transaction: a refusal is thrown, not recorded with the global handle.
    if (!can(actor, 'category.manage')) throw AppError.forbidden()
    const row = await insertCategory(
      tx,
      actor,
      meta,
      { name: newName.slice(0, 100), parentId: choice.newCategoryParentId ?? null },
      'new_category_parent',
    )
    return row.id
  }
  if (choice.categoryId !== null) {
    const [row] = await tx
      .select({ id: articleCategories.id })
      .from(articleCategories)
      .where(ownedRow(articleCategories, actor, choice.categoryId))
    if (row) return row.id
  }
  throw AppError.invalidField('article_category', TAXONOMY_MESSAGES.selectCategory)
}

/** One category of the actor's company for the API (GET category/list-edit/{id}/). */
export async function getCategory(actor: Actor, id: number, meta: RequestMeta) {
  const { node } = await categoryInTree(actor, meta, 'article_category.read', id)
  return toCategoryDto(node)
}

/** The company's tree and its category `id`; another company's id is a 404 recorded as `action`. */
async function categoryInTree(actor: Actor, meta: RequestMeta, action: string, id: number) {
  const tree = await listCategoryTree(actor.companyId)
  const node = findNode(tree, id)
  if (node) return { tree, node }
  return deny(actor, meta, action, AppError.notFound(), { type: 'article_category', id })
}

function findNode(tree: readonly CategoryNode[], id: number): CategoryNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node
    const below = findNode(node.children, id)
    if (below) return below
  }
  return undefined
}

/** Renames or moves a category made from `input.version`; a stale version is a 409. */
export async function updateCategory(
  actor: Actor,
  id: number,
  input: CategoryUpdateInput,
  meta: RequestMeta,
): Promise<CategoryDto> {
  const entity = { type: 'article_category', id }
  await authorize({ actor, meta }, allows('category.manage'), AUDIT.update, entity)
  const { tree } = await categoryInTree(actor, meta, AUDIT.update, id)
  if (input.parent != null) {
    if (!findNode(tree, input.parent)) {
      throw AppError.invalidField('parent', TAXONOMY_MESSAGES.categoryNotFound)
    }
    if (subtreeIds(tree, id).has(input.parent)) {
      throw AppError.invalidField('parent', TAXONOMY_MESSAGES.ownParent)
    }
  }
  const row = await updateVersioned(db, { actor, meta }, articleCategories, {
    id,
    version: input.version,
    set: givenFields({
      name: input.category,
      parentId: input.parent,
      isSubsection: input.parent === undefined ? undefined : input.parent !== null,
    }),
    stale: TAXONOMY_MESSAGES.stale,
    action: AUDIT.update,
    entityType: entity.type,
    details: (row) => ({ from_version: input.version, name: row.name, parent: row.parentId }),
  })
  const fresh = findNode(await listCategoryTree(actor.companyId), row.id)!
  return toCategoryDto(fresh)
}

/** What deleting a category would remove: its subcategories, and whether articles block it. */
export async function categoryDeleteImpact(actor: Actor, id: number, meta: RequestMeta) {
  const { tree, node } = await categoryInTree(actor, meta, AUDIT.delete, id)
  const ids = [...subtreeIds(tree, id)]
  const [used] = await db
    .select({ n: count() })
    .from(articles)
    .where(and(ownedBy(articles, actor), inArray(articles.categoryId, ids)))
  return {
    category: { id: node.id, name: node.name, version: node.version },
    subcategories: ids.length - 1,
    articles: used?.n ?? 0,
  }
}

/**
 * Deletes a category and its subcategories (the tree cascades). A category that still holds
 * articles (drafts included), itself or below, is refused with a clear message: an article must
 * always have a category, and moving them silently would file them where nobody chose.
 */
export async function deleteCategory(actor: Actor, id: number, meta: RequestMeta): Promise<void> {
  const entity = { type: 'article_category', id }
  await authorize({ actor, meta }, allows('category.manage'), AUDIT.delete, entity)
  const impact = await categoryDeleteImpact(actor, id, meta)
  if (impact.articles > 0) throw new AppError('CONFLICT', TAXONOMY_MESSAGES.categoryInUse)
  await deleteOwned({ actor, meta }, articleCategories, id, {
    action: AUDIT.delete,
    entityType: entity.type,
    notFound: TAXONOMY_MESSAGES.categoryNotFound,
    details: (row) => ({ name: row.name, subcategories: impact.subcategories }),
  })
}

export const CATEGORY_PAGE_SIZE = 25

export interface CategoryArticle {
  id: number
  title: string
  status: number
  type: { name: string; color: string } | null
  lastEditedOn: string
}

function articleColumns() {
  return {
    id: articles.id,
    title: articles.title,
    status: articles.status,
    typeName: articleTypes.name,
    typeColor: articleTypes.color,
    lastEditedOn: articles.lastEditedOn,
  }
}

function toCategoryArticle(row: {
  id: number
  title: string
  status: number
  typeName: string | null
  typeColor: string | null
  lastEditedOn: Date
}): CategoryArticle {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    type: row.typeName === null ? null : { name: row.typeName, color: row.typeColor ?? '' },
    lastEditedOn: row.lastEditedOn.toISOString(),
  }
}

/**
 * A category page (/knowledgebase/categories/{id}/): its path from the root, its subcategories
 * and the articles in it that the actor may read (the shared access rule), newest first.
 */
export async function categoryPage(actor: Actor, id: number, page: number, meta: RequestMeta) {
  const { tree, node } = await categoryInTree(actor, meta, 'article_category.read', id)
  const flat = flattenCategoryTree(tree)
  const path = flat.find((entry) => entry.id === id)!.path
  const ancestors: { id: number; name: string }[] = []
  let at = node.parentId
  while (at !== null) {
    const parent = findNode(tree, at)
    if (!parent) break
    ancestors.unshift({ id: parent.id, name: parent.name })
    at = parent.parentId
  }
  const where = and(readableArticles(actor), eq(articles.categoryId, id))
  const [rows, [total]] = await Promise.all([
    db
      .select(articleColumns())
      .from(articles)
      .leftJoin(articleTypes, eq(articleTypes.id, articles.typeId))
      .where(where)
      .orderBy(asc(articles.title), desc(articles.id))
      .limit(CATEGORY_PAGE_SIZE)
      .offset((page - 1) * CATEGORY_PAGE_SIZE),
    db.select({ n: count() }).from(articles).where(where),
  ])
  return {
    category: { id: node.id, name: node.name, path },
    ancestors,
    subcategories: node.children.map((child) => ({ id: child.id, name: child.name })),
    articles: rows.map(toCategoryArticle),
    total: total?.n ?? 0,
    page,
    pageSize: CATEGORY_PAGE_SIZE,
  }
}

/** How many articles of each category category-with-articles/ lists (the page has the rest). */
export const ARTICLES_PER_CATEGORY = 50

export interface CategoryWithArticlesDto extends Omit<CategoryDto, 'subcategories'> {
  articles: { id: number; title: string; type: string | null }[]
  subcategories: CategoryWithArticlesDto[]
}

/** category-with-articles/: the tree, each category with the first readable articles in it. */
export async function categoriesWithArticles(actor: Actor): Promise<CategoryWithArticlesDto[]> {
  const tree = await listCategoryTree(actor.companyId)
  const ranked = db
    .select({
      id: articles.id,
      title: articles.title,
      categoryId: articles.categoryId,
      type: articleTypes.name,
      rank: sql<number>`row_number() over (partition by ${articles.categoryId} order by ${articles.title}, ${articles.id})`.as(
        'rank',
      ),
    })
    .from(articles)
    .leftJoin(articleTypes, eq(articleTypes.id, articles.typeId))
    .where(readableArticles(actor))
    .as('ranked')
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${ARTICLES_PER_CATEGORY}`)
  const byCategory = new Map<number, CategoryWithArticlesDto['articles']>()
  for (const row of rows) {
    const list = byCategory.get(row.categoryId) ?? []
    list.push({ id: row.id, title: row.title, type: row.type })
    byCategory.set(row.categoryId, list)
  }
  const withArticles = (node: CategoryNode): CategoryWithArticlesDto => ({
    ...toCategoryDto(node),
    articles: byCategory.get(node.id) ?? [],
    subcategories: node.children.map(withArticles),
  })
  return tree.map(withArticles)
}
