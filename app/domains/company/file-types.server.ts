import { and, asc, count, eq } from 'drizzle-orm'
import { authorize } from '~/platform/authorize.server'
import { findOwned, ownedBy } from '~/platform/tenancy.server'
import { db } from '~/platform/db.server'
import {
  deleteOwned,
  givenFields,
  insertOwned,
  updateVersioned,
} from '~/platform/owned-rows.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { can } from './file-types.policy'
import {
  FILE_TYPE_MESSAGES,
  type FileTypeCreateInput,
  type FileTypeUpdateInput,
} from './file-types.schema'
import { companyFiles, employeeFiles, fileTypes, type FileType } from './files.tables'

export interface FileTypeDto {
  id: number
  name: string
  company_type: boolean
  company: number
  version: number
}

function toDto(row: FileType): FileTypeDto {
  return {
    id: row.id,
    name: row.name,
    company_type: row.companyType,
    company: row.companyId,
    version: row.version,
  }
}

/** HR types (`companyType` false) or company types, by name. */
export async function listFileTypes(
  actor: Actor,
  options: { companyType?: boolean } = {},
): Promise<FileTypeDto[]> {
  const rows = await db
    .select()
    .from(fileTypes)
    .where(
      and(
        ownedBy(fileTypes, actor),
        options.companyType === undefined
          ? undefined
          : eq(fileTypes.companyType, options.companyType),
      ),
    )
    .orderBy(asc(fileTypes.name), asc(fileTypes.id))
  return rows.map(toDto)
}

/** Managing is one permission; the refusal is audited under the write's own action. */
function authorizeManage(actor: Actor, meta: RequestMeta, action: string, id?: number) {
  const entity = id === undefined ? undefined : { type: 'file_type', id }
  return authorize({ actor, meta }, (who) => can(who, 'fileType.manage'), action, entity)
}

/** One type of the actor's company; another company's id is not found (and recorded). */
export async function getFileType(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<FileTypeDto> {
  const row = await findOwned({ actor, meta }, fileTypes, id, {
    action: 'file_type.read',
    entityType: 'file_type',
  })
  return toDto(row)
}

/**
 * A file type id chosen for a file: it must be the actor's company's and of the right kind
 * (HR types for employee files, company types for company files), else the field is invalid.
 */
export async function checkFileTypeChoice(
  actor: Actor,
  id: number | null,
  companyType: boolean,
): Promise<void> {
  if (id === null) return
  const [row] = await db
    .select({ id: fileTypes.id })
    .from(fileTypes)
    .where(
      and(eq(fileTypes.id, id), ownedBy(fileTypes, actor), eq(fileTypes.companyType, companyType)),
    )
  if (!row) throw AppError.invalidField('file_type', 'Choose a file type from the list')
}

export async function createFileType(
  actor: Actor,
  input: FileTypeCreateInput,
  meta: RequestMeta,
): Promise<FileTypeDto> {
  await authorizeManage(actor, meta, 'file_type.create')
  const row = await insertOwned(
    db,
    { actor, meta },
    fileTypes,
    { name: input.name, companyType: input.company_type },
    {
      action: 'file_type.create',
      entityType: 'file_type',
      details: (row) => ({ name: row.name, company_type: row.companyType }),
    },
  )
  return toDto(row)
}

/** Applies a change made from `input.version`; a stale version is a 409. */
export async function updateFileType(
  actor: Actor,
  id: number,
  input: FileTypeUpdateInput,
  meta: RequestMeta,
): Promise<FileTypeDto> {
  await authorizeManage(actor, meta, 'file_type.update', id)
  await getFileType(actor, id, meta)
  const row = await updateVersioned(db, { actor, meta }, fileTypes, {
    id,
    version: input.version,
    set: givenFields({ name: input.name, companyType: input.company_type }),
    stale: FILE_TYPE_MESSAGES.stale,
    action: 'file_type.update',
    entityType: 'file_type',
    details: (row) => ({ name: row.name, from_version: input.version }),
  })
  return toDto(row)
}

/** Deletes a type that no file uses (files keep their type; deleting it would lose it). */
export async function deleteFileType(actor: Actor, id: number, meta: RequestMeta): Promise<void> {
  await authorizeManage(actor, meta, 'file_type.delete', id)
  await getFileType(actor, id, meta)
  await deleteOwned({ actor, meta }, fileTypes, id, {
    action: 'file_type.delete',
    entityType: 'file_type',
    details: (row) => ({ name: row.name }),
    before: async (tx) => {
      const [employee] = await tx
        .select({ n: count() })
        .from(employeeFiles)
        .where(eq(employeeFiles.fileTypeId, id))
      const [company] = await tx
        .select({ n: count() })
        .from(companyFiles)
        .where(eq(companyFiles.fileTypeId, id))
      if ((employee?.n ?? 0) + (company?.n ?? 0) > 0) {
        throw new AppError('CONFLICT', FILE_TYPE_MESSAGES.inUse)
      }
    },
  })
}
