import { authorize, type Asker } from '~/platform/authorize.server'
import { deleteOwned } from '~/platform/owned-rows.server'
import { findOwned, type CompanyOwnedTable } from '~/platform/tenancy.server'
import { allows, type KnowledgeAction } from '../knowledge.policy'

/** A kind of taxonomy row: its table, who may manage it, its name in the history and its 404. */
export interface TaxonomyKind<Table extends CompanyOwnedTable> {
  table: Table
  permission: KnowledgeAction
  entityType: string
  notFound: string
}

/** One row of the kind of the actor's company; another company's id is a 404 (recorded). */
export function findTaxonomyRow<Table extends CompanyOwnedTable>(
  asker: Asker,
  kind: TaxonomyKind<Table>,
  id: number,
): Promise<Table['$inferSelect']> {
  const { table, entityType, notFound } = kind
  return findOwned(asker, table, id, {
    action: `${entityType}.read`,
    entityType,
    message: notFound,
  })
}

/**
 * Deletes a type, definition or definition category for someone who may manage it (else a
 * recorded 403), audited; an id that is not the company's is a recorded 404.
 */
export async function deleteTaxonomyRow<Table extends CompanyOwnedTable>(
  asker: Asker,
  kind: TaxonomyKind<Table>,
  id: number,
  action: string,
  details: (row: Table['$inferSelect']) => Record<string, unknown>,
): Promise<void> {
  const { table, permission, entityType, notFound } = kind
  await authorize(asker, allows(permission), action, { type: entityType, id })
  await deleteOwned(asker, table, id, { action, entityType, notFound, details })
}
