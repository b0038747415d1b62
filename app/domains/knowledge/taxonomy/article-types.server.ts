import { authorize } from '~/platform/authorize.server'
import { db, type Queryable, type Transaction } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import {
  clearOtherDefaults,
  givenFields,
  insertOwned,
  updateVersioned,
} from '~/platform/owned-rows.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { byName } from './category-tree'
import { allows, can } from '../knowledge.policy'
import { articleTypes } from '../knowledge.tables'
import { deleteTaxonomyRow, findTaxonomyRow } from './taxonomy-rows.server'
import {
  ArticleTypeCreateSchema,
  newTypeErrors,
  TAXONOMY_MESSAGES,
  type ArticleTypeCreateInput,
  type ArticleTypeUpdateInput,
} from './taxonomy.schema'

/** What pages and the article form read (client-safe shape). */
export interface ArticleTypeView {
  id: number
  name: string
  color: string
  description: string
  isDefault: boolean
  version: number
}

/** The REST shape of seed 001 §3: id, type, color, description, is_default. */
export interface ArticleTypeDto {
  id: number
  type: string
  color: string
  description: string
  is_default: boolean
  version: number
}

export function toArticleTypeDto(view: ArticleTypeView): ArticleTypeDto {
  return {
    id: view.id,
    type: view.name,
    color: view.color,
    description: view.description,
    is_default: view.isDefault,
    version: view.version,
  }
}

const AUDIT = {
  create: 'article_type.create',
  update: 'article_type.update',
  delete: 'article_type.delete',
} as const

const ARTICLE_TYPE = {
  table: articleTypes,
  permission: 'articleType.manage',
  entityType: 'article_type',
  notFound: TAXONOMY_MESSAGES.typeNotFound,
} as const

/** The company's article types, alphabetically; every member reads them (badges, filters). */
export async function listArticleTypes(
  companyId: number,
  q: Queryable = db,
): Promise<ArticleTypeView[]> {
  const rows = await q
    .select({
      id: articleTypes.id,
      name: articleTypes.name,
      color: articleTypes.color,
      description: articleTypes.description,
      isDefault: articleTypes.isDefault,
      version: articleTypes.version,
    })
    .from(articleTypes)
    .where(ownedBy(articleTypes, { companyId }))
  return rows.sort(byName)
}

const toView = (row: typeof articleTypes.$inferSelect): ArticleTypeView => ({
  id: row.id,
  name: row.name,
  color: row.color,
  description: row.description,
  isDefault: row.isDefault,
  version: row.version,
})

/** Inserts a type of the actor's company (the only default if it is one), audited. */
async function insertArticleType(
  tx: Transaction,
  actor: Actor,
  meta: RequestMeta,
  input: ArticleTypeCreateInput,
): Promise<ArticleTypeView> {
  const row = await insertOwned(
    tx,
    { actor, meta },
    articleTypes,
    {
      name: input.type,
      color: input.color,
      description: input.description,
      isDefault: input.is_default,
    },
    {
      action: AUDIT.create,
      entityType: 'article_type',
      details: (row) => ({ type: row.name, color: row.color }),
    },
  )
  if (row.isDefault) await clearOtherDefaults(tx, articleTypes, actor.companyId, row.id)
  return toView(row)
}

/** Adds a type (KB admins only, seed 001 §6). */
export async function createArticleType(
  actor: Actor,
  input: ArticleTypeCreateInput,
  meta: RequestMeta,
): Promise<ArticleTypeView> {
  await authorize({ actor, meta }, allows('articleType.manage'), AUDIT.create)
  return db.transaction((tx) => insertArticleType(tx, actor, meta, input))
}

/**
 * The type of an article form (ArticleTypeField): a new type typed in without JS (name and
 * colour, the type's own rules under the form's field names) wins over the chosen one and is
 * created in the article's transaction, KB admins only. The chosen type is checked with the
 * article's other references.
 */
export async function resolveTypeChoice(
  tx: Transaction,
  actor: Actor,
  meta: RequestMeta,
  choice: { typeId: number | null; newTypeName?: string | null; newTypeColor?: string | null },
): Promise<number | null> {
  const name = choice.newTypeName?.trim() ?? ''
  const color = choice.newTypeColor?.trim() ?? ''
  if (!name && !color) return choice.typeId
  // Inside the caller's transaction: a refusal is thrown, not recorded with the global handle.
  if (!can(actor, 'articleType.manage')) throw AppError.forbidden()
  const parsed = ArticleTypeCreateSchema.safeParse({ type: name, color })
  if (!parsed.success) {
    const errors = newTypeErrors(name, color)
    throw new AppError('VALIDATION', Object.values(errors)[0]![0]!, errors)
  }
  return (await insertArticleType(tx, actor, meta, parsed.data)).id
}

/** One type of the actor's company; another company's id is a 404 (recorded). */
export async function getArticleType(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<ArticleTypeView> {
  return toView(await findTaxonomyRow({ actor, meta }, ARTICLE_TYPE, id))
}

/** Changes a type made from `input.version`; a stale version is a 409, nothing is written. */
export async function updateArticleType(
  actor: Actor,
  id: number,
  input: ArticleTypeUpdateInput,
  meta: RequestMeta,
): Promise<ArticleTypeView> {
  const entity = { type: 'article_type', id }
  await authorize({ actor, meta }, allows('articleType.manage'), AUDIT.update, entity)
  await getArticleType(actor, id, meta)
  return db.transaction(async (tx) => {
    const row = await updateVersioned(tx, { actor, meta }, articleTypes, {
      id,
      version: input.version,
      set: givenFields({
        name: input.type,
        color: input.color,
        description: input.description,
        isDefault: input.is_default,
      }),
      stale: TAXONOMY_MESSAGES.stale,
      action: AUDIT.update,
      entityType: entity.type,
      details: (row) => ({ from_version: input.version, type: row.name, color: row.color }),
    })
    if (row.isDefault) await clearOtherDefaults(tx, articleTypes, actor.companyId, row.id)
    return toView(row)
  })
}

/** Deletes a type; its articles keep their content and simply have no type (foreign key). */
export async function deleteArticleType(actor: Actor, id: number, meta: RequestMeta) {
  await deleteTaxonomyRow({ actor, meta }, ARTICLE_TYPE, id, AUDIT.delete, (row) => ({
    type: row.name,
  }))
}
