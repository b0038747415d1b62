/**
 * TODO(merge): stand-ins for the taxonomy and reading parts' services until their branches land.
 * Same names and signatures as the contracts of issue 6; at merge, import the real ones
 * (categories.server.ts, article-types.server.ts, acknowledgements.server.ts) and delete this file.
 */
import { and, asc, eq, isNull } from 'drizzle-orm'
import { db, type Transaction } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '../accounts/accounts.policy'
import { ARTICLE_MESSAGES } from './articles.schema'
import { articleAcknowledgements, articleCategories, articleTypes } from './knowledge.tables'

export interface CategoryNode {
  id: number
  name: string
  parentId: number | null
  isSubsection: boolean
  children: CategoryNode[]
}

export async function listCategoryTree(companyId: number): Promise<CategoryNode[]> {
  const rows = await db
    .select()
    .from(articleCategories)
    .where(eq(articleCategories.companyId, companyId))
    .orderBy(asc(articleCategories.name))
  const nodes = new Map<number, CategoryNode>(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        name: row.name,
        parentId: row.parentId,
        isSubsection: row.isSubsection,
        children: [],
      },
    ]),
  )
  const roots: CategoryNode[] = []
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId)
    if (parent) parent.children.push(node)
    else roots.push(node)
  }
  return roots
}

export function listArticleTypes(companyId: number) {
  return db
    .select({
      id: articleTypes.id,
      name: articleTypes.name,
      color: articleTypes.color,
      description: articleTypes.description,
      isDefault: articleTypes.isDefault,
    })
    .from(articleTypes)
    .where(eq(articleTypes.companyId, companyId))
    .orderBy(asc(articleTypes.name))
}

/** The chosen category, or a new one typed in the no-JS form; another company's is refused. */
export async function resolveCategoryChoice(
  tx: Transaction,
  actor: Actor,
  _meta: RequestMeta,
  choice: {
    categoryId: number | null
    newCategoryName: string
    newCategoryParentId: number | null
  },
): Promise<number> {
  const own = async (id: number | null) =>
    id !== null &&
    (
      await tx
        .select({ id: articleCategories.id })
        .from(articleCategories)
        .where(and(eq(articleCategories.id, id), eq(articleCategories.companyId, actor.companyId)))
    ).length > 0
  if (choice.newCategoryName) {
    const parentId = (await own(choice.newCategoryParentId)) ? choice.newCategoryParentId : null
    const [row] = await tx
      .insert(articleCategories)
      .values({ companyId: actor.companyId, name: choice.newCategoryName, parentId })
      .returning({ id: articleCategories.id })
    return row!.id
  }
  if (await own(choice.categoryId)) return choice.categoryId!
  throw AppError.invalidField('article_category', ARTICLE_MESSAGES.categoryRequired)
}

/** Update & Notify: every current completion is superseded, so past readers must read again. */
export async function reassignToPastReaders(
  tx: Transaction,
  _meta: RequestMeta,
  articleId: number,
): Promise<number> {
  const rows = await tx
    .update(articleAcknowledgements)
    .set({ supersededAt: new Date() })
    .where(
      and(
        eq(articleAcknowledgements.articleId, articleId),
        isNull(articleAcknowledgements.supersededAt),
      ),
    )
    .returning({ id: articleAcknowledgements.id })
  return rows.length
}
