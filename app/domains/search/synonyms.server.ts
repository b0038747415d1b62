import { asc } from 'drizzle-orm'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { deleteOwned, insertOwned, updateVersioned } from '~/platform/owned-rows.server'
import { findOwned, ownedBy } from '~/platform/tenancy.server'
import { can } from './search.policy'
import { searchSynonymGroups } from './search.tables'
import {
  SYNONYM_MESSAGES,
  type SynonymGroupCreateInput,
  type SynonymGroupUpdateInput,
} from './synonyms.schema'

/** The REST and page shape of a synonym group. */
export interface SynonymGroupDto {
  id: number
  terms: string[]
  version: number
}

const ENTITY = 'search_synonym_group'
const AUDIT = {
  create: 'search_synonym_group.create',
  update: 'search_synonym_group.update',
  delete: 'search_synonym_group.delete',
} as const

const toDto = (row: typeof searchSynonymGroups.$inferSelect): SynonymGroupDto => ({
  id: row.id,
  terms: row.terms,
  version: row.version,
})
const details = (row: typeof searchSynonymGroups.$inferSelect) => ({ terms: row.terms })

/** The company's synonym groups, oldest first; every member may read them. */
export async function listSynonymGroups(companyId: number): Promise<SynonymGroupDto[]> {
  const rows = await db
    .select()
    .from(searchSynonymGroups)
    .where(ownedBy(searchSynonymGroups, { companyId }))
    .orderBy(asc(searchSynonymGroups.id))
  return rows.map(toDto)
}

export async function createSynonymGroup(
  asker: Asker,
  input: SynonymGroupCreateInput,
): Promise<SynonymGroupDto> {
  await authorize(asker, can, 'synonyms.manage')
  const row = await insertOwned(db, asker, searchSynonymGroups, input, {
    action: AUDIT.create,
    entityType: ENTITY,
    details,
  })
  return toDto(row)
}

export async function updateSynonymGroup(
  asker: Asker,
  id: number,
  input: SynonymGroupUpdateInput,
): Promise<SynonymGroupDto> {
  await authorize(asker, can, 'synonyms.manage', { type: ENTITY, id })
  await findSynonymGroup(asker, id)
  const row = await updateVersioned(db, asker, searchSynonymGroups, {
    id,
    version: input.version,
    set: { terms: input.terms },
    stale: SYNONYM_MESSAGES.stale,
    action: AUDIT.update,
    entityType: ENTITY,
    details,
  })
  return toDto(row)
}

export async function deleteSynonymGroup(asker: Asker, id: number): Promise<void> {
  await authorize(asker, can, 'synonyms.manage', { type: ENTITY, id })
  await deleteOwned(asker, searchSynonymGroups, id, {
    action: AUDIT.delete,
    entityType: ENTITY,
    notFound: SYNONYM_MESSAGES.notFound,
    details,
  })
}

/** One group of the actor's company; another company's id is a recorded 404. */
export async function findSynonymGroup(asker: Asker, id: number): Promise<SynonymGroupDto> {
  const row = await findOwned(asker, searchSynonymGroups, id, {
    action: `${ENTITY}.read`,
    entityType: ENTITY,
    message: SYNONYM_MESSAGES.notFound,
  })
  return toDto(row)
}
