import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { auditChange, deny } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { db, type Queryable, type Transaction } from '~/platform/db.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { givenFields, insertOwned, updateVersioned } from '~/platform/owned-rows.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { byName } from './category-tree'
import { allows } from '../knowledge.policy'
import { plainText, termPattern, type FoundDefinition } from './definition-annotation.server'
import { sanitizeArticleHtml } from '../html.server'
import { definitionCategories, definitions } from '../knowledge.tables'
import { deleteTaxonomyRow, findTaxonomyRow } from './taxonomy-rows.server'
import {
  TAXONOMY_MESSAGES,
  type DefinitionCategoryUpdateInput,
  type DefinitionCreateInput,
  type DefinitionUpdateInput,
} from './taxonomy.schema'

export {
  annotateDefinitions,
  type DefinitionFootnote,
  type FoundDefinition,
} from './definition-annotation.server'

/** The REST and page shape of a glossary term. */
export interface DefinitionDto {
  id: number
  term: string
  /** Sanitized HTML. */
  definition: string
  category: number | null
  category_name: string | null
  version: number
}

export interface DefinitionCategoryDto {
  id: number
  name: string
  version: number
}

const AUDIT = {
  create: 'definition.create',
  update: 'definition.update',
  delete: 'definition.delete',
  categoryCreate: 'definition_category.create',
  categoryUpdate: 'definition_category.update',
  categoryDelete: 'definition_category.delete',
} as const

const DEFINITION = {
  table: definitions,
  permission: 'definition.manage',
  entityType: 'definition',
  notFound: TAXONOMY_MESSAGES.definitionNotFound,
} as const

const DEFINITION_CATEGORY = {
  table: definitionCategories,
  permission: 'definition.manage',
  entityType: 'definition_category',
  notFound: TAXONOMY_MESSAGES.definitionCategoryNotFound,
} as const

function definitionQuery(q: Queryable, companyId: number) {
  return q
    .select({
      id: definitions.id,
      term: definitions.term,
      definition: definitions.definition,
      category: definitions.categoryId,
      category_name: definitionCategories.name,
      version: definitions.version,
    })
    .from(definitions)
    .leftJoin(definitionCategories, eq(definitionCategories.id, definitions.categoryId))
    .where(ownedBy(definitions, { companyId }))
    .$dynamic()
}

/** The company's glossary, by term; every member reads it (optionally one category). */
export async function listDefinitions(
  actor: Actor,
  filter: { category?: number } = {},
): Promise<DefinitionDto[]> {
  const query = definitionQuery(db, actor.companyId)
  if (filter.category !== undefined) {
    query.where(and(ownedBy(definitions, actor), eq(definitions.categoryId, filter.category)))
  }
  return query.orderBy(asc(sql`lower(${definitions.term})`), asc(definitions.id))
}

export async function getDefinition(actor: Actor, id: number, meta: RequestMeta) {
  const [row] = await definitionQuery(db, actor.companyId).where(ownedRow(definitions, actor, id))
  if (!row) {
    return deny(
      actor,
      meta,
      'definition.read',
      AppError.notFound(TAXONOMY_MESSAGES.definitionNotFound),
      { type: 'definition', id },
    )
  }
  return row
}

/** A definition category must be the actor's company's; anything else is a field error. */
async function checkDefinitionCategory(q: Queryable, actor: Actor, id: number | null) {
  if (id === null) return
  const [row] = await q
    .select({ id: definitionCategories.id })
    .from(definitionCategories)
    .where(ownedRow(definitionCategories, actor, id))
  if (!row) throw AppError.invalidField('category', TAXONOMY_MESSAGES.definitionCategoryNotFound)
}

/** A term is unique per company, whatever its case. */
async function termTaken(q: Queryable, actor: Actor, term: string, exceptId?: number) {
  const [row] = await q
    .select({ id: definitions.id })
    .from(definitions)
    .where(
      and(
        ownedBy(definitions, actor),
        sql`lower(${definitions.term}) = lower(${term})`,
        exceptId === undefined ? undefined : ne(definitions.id, exceptId),
      ),
    )
  return Boolean(row)
}

async function insertDefinitions(
  tx: Transaction,
  actor: Actor,
  meta: RequestMeta,
  inputs: readonly DefinitionCreateInput[],
) {
  const created: number[] = []
  for (const [index, input] of inputs.entries()) {
    const field = (name: string) => (inputs.length === 1 ? name : `${index}.${name}`)
    try {
      await checkDefinitionCategory(tx, actor, input.category)
    } catch {
      throw AppError.invalidField(field('category'), TAXONOMY_MESSAGES.definitionCategoryNotFound)
    }
    // The unique index (company, lower(term)) refuses a duplicate; nothing returned means taken.
    const [row] = await tx
      .insert(definitions)
      .values({
        companyId: actor.companyId,
        term: input.term,
        definition: sanitizeArticleHtml(input.definition),
        categoryId: input.category,
      })
      .onConflictDoNothing()
      .returning({ id: definitions.id, term: definitions.term })
    if (!row) throw AppError.invalidField(field('term'), TAXONOMY_MESSAGES.duplicateTerm)
    await auditChange(
      tx,
      { actor, meta },
      AUDIT.create,
      { type: 'definition', id: row.id },
      { term: row.term },
    )
    created.push(row.id)
  }
  return created
}

async function definitionsByIds(actor: Actor, ids: number[]) {
  const rows = await listDefinitions(actor)
  return ids.map((id) => rows.find((row) => row.id === id)!)
}

export async function createDefinition(
  actor: Actor,
  input: DefinitionCreateInput,
  meta: RequestMeta,
): Promise<DefinitionDto> {
  await authorize({ actor, meta }, allows('definition.manage'), AUDIT.create)
  const [id] = await db.transaction((tx) => insertDefinitions(tx, actor, meta, [input]))
  return getDefinition(actor, id!, meta)
}

/** definitions/bulk-create/: every definition is written, or none (field errors name the index). */
export async function bulkCreateDefinitions(
  actor: Actor,
  inputs: readonly DefinitionCreateInput[],
  meta: RequestMeta,
): Promise<DefinitionDto[]> {
  await authorize({ actor, meta }, allows('definition.manage'), AUDIT.create)
  const terms = new Set<string>()
  for (const [index, input] of inputs.entries()) {
    const key = input.term.toLowerCase()
    if (terms.has(key))
      throw AppError.invalidField(`${index}.term`, TAXONOMY_MESSAGES.duplicateTerm)
    terms.add(key)
  }
  const ids = await db.transaction((tx) => insertDefinitions(tx, actor, meta, inputs))
  return definitionsByIds(actor, ids)
}

export async function updateDefinition(
  actor: Actor,
  id: number,
  input: DefinitionUpdateInput,
  meta: RequestMeta,
): Promise<DefinitionDto> {
  const entity = { type: 'definition', id }
  await authorize({ actor, meta }, allows('definition.manage'), AUDIT.update, entity)
  await getDefinition(actor, id, meta)
  await db.transaction(async (tx) => {
    if (input.category !== undefined) await checkDefinitionCategory(tx, actor, input.category)
    if (input.term !== undefined && (await termTaken(tx, actor, input.term, id))) {
      throw AppError.invalidField('term', TAXONOMY_MESSAGES.duplicateTerm)
    }
    await updateVersioned(tx, { actor, meta }, definitions, {
      id,
      version: input.version,
      set: givenFields({
        term: input.term,
        definition:
          input.definition === undefined ? undefined : sanitizeArticleHtml(input.definition),
        categoryId: input.category,
      }),
      stale: TAXONOMY_MESSAGES.stale,
      action: AUDIT.update,
      entityType: entity.type,
      details: (row) => ({ from_version: input.version, term: row.term }),
    })
  })
  return getDefinition(actor, id, meta)
}

export async function deleteDefinition(actor: Actor, id: number, meta: RequestMeta) {
  await deleteTaxonomyRow({ actor, meta }, DEFINITION, id, AUDIT.delete, (row) => ({
    term: row.term,
  }))
}

const toCategoryDto = (row: typeof definitionCategories.$inferSelect): DefinitionCategoryDto => ({
  id: row.id,
  name: row.name,
  version: row.version,
})

export async function listDefinitionCategories(actor: Actor): Promise<DefinitionCategoryDto[]> {
  const rows = await db
    .select()
    .from(definitionCategories)
    .where(ownedBy(definitionCategories, actor))
  return rows.map(toCategoryDto).sort(byName)
}

export async function getDefinitionCategory(actor: Actor, id: number, meta: RequestMeta) {
  return toCategoryDto(await findTaxonomyRow({ actor, meta }, DEFINITION_CATEGORY, id))
}

export async function createDefinitionCategory(
  actor: Actor,
  input: { name: string },
  meta: RequestMeta,
): Promise<DefinitionCategoryDto> {
  await authorize({ actor, meta }, allows('definition.manage'), AUDIT.categoryCreate)
  const row = await insertOwned(
    db,
    { actor, meta },
    definitionCategories,
    { name: input.name },
    {
      action: AUDIT.categoryCreate,
      entityType: 'definition_category',
      details: (row) => ({ name: row.name }),
    },
  )
  return toCategoryDto(row)
}

export async function updateDefinitionCategory(
  actor: Actor,
  id: number,
  input: DefinitionCategoryUpdateInput,
  meta: RequestMeta,
): Promise<DefinitionCategoryDto> {
  const entity = { type: 'definition_category', id }
  await authorize({ actor, meta }, allows('definition.manage'), AUDIT.categoryUpdate, entity)
  await getDefinitionCategory(actor, id, meta)
  const row = await updateVersioned(db, { actor, meta }, definitionCategories, {
    id,
    version: input.version,
    set: givenFields({ name: input.name }),
    stale: TAXONOMY_MESSAGES.stale,
    action: AUDIT.categoryUpdate,
    entityType: entity.type,
    details: (row) => ({ from_version: input.version, name: row.name }),
  })
  return toCategoryDto(row)
}

/** Deletes a definition category; its definitions stay, without a category (foreign key). */
export async function deleteDefinitionCategory(actor: Actor, id: number, meta: RequestMeta) {
  await deleteTaxonomyRow(
    { actor, meta },
    DEFINITION_CATEGORY,
    id,
    AUDIT.categoryDelete,
    (row) => ({
      name: row.name,
    }),
  )
}

/**
 * The company's terms that occur in the text of an article body (whole words, any case), in the
 * order they first appear; a term inside a tag or an attribute is not text and does not count.
 */
export async function findDefinitions(
  companyId: number,
  html: string,
  q: Queryable = db,
): Promise<FoundDefinition[]> {
  const text = plainText(sanitizeArticleHtml(html))
  if (!text.trim()) return []
  // A scalar subquery, so the text is flattened once per query: as a plain expression, a reused
  // (generic) plan flattened the whole article again for every definition of the company.
  const flattened = sql`(select regexp_replace(lower(${text}), '\\s+', ' ', 'g'))`
  const rows = await q
    .select({
      id: definitions.id,
      term: definitions.term,
      definition: definitions.definition,
      category: definitionCategories.name,
    })
    .from(definitions)
    .leftJoin(definitionCategories, eq(definitionCategories.id, definitions.categoryId))
    .where(
      and(
        ownedBy(definitions, { companyId }),
        // Only terms that occur in the text at all leave the database (a company may have
        // thousands); the word-boundary test below then runs on those few. Runs of white space
        // count as one, as in termPattern.
        sql`strpos(${flattened}, regexp_replace(lower(trim(${definitions.term})), '\\s+', ' ', 'g')) > 0`,
      ),
    )
  return rows
    .map((row) => ({ row, at: termPattern(row.term).exec(text)?.index ?? -1 }))
    .filter((hit) => hit.at >= 0)
    .sort((a, b) => a.at - b.at || a.row.term.localeCompare(b.row.term))
    .map(({ row }) => ({ ...row, definition: sanitizeArticleHtml(row.definition) }))
}
