import { and, count, desc, eq, sql } from 'drizzle-orm'
import { audit, deny } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { fileStore, newStorageKey } from '~/platform/storage.server'
import type { Upload } from '~/platform/uploads.server'
import type { Actor } from '~/platform/actor'
import { isViewable } from '../files/file-kinds'
import { checkUpload, fileResponse, type CheckedFile } from '../files/stored-files.server'
import { can } from './company-files.policy'
import {
  COMPANY_FILE_MESSAGES,
  COMPANY_FILES_PAGE_SIZE,
  type CompanyFileCreateInput,
  type CompanyFileUpdateInput,
} from './company-files.schema'
import { checkFileTypeChoice } from './file-types.server'
import { companyFiles, fileTypes, type CompanyFile } from './files.tables'

export interface CompanyFileDto {
  id: number
  company: number
  title: string
  description: string
  file_name: string
  file_type: number | null
  file_type_name: string | null
  content_type: string
  size: number
  created_at: string
  viewable: boolean
  version: number
}

export interface CompanyFilesPage {
  count: number
  page: number
  pages: number
  results: CompanyFileDto[]
}

function toDto(file: CompanyFile, typeName: string | null): CompanyFileDto {
  return {
    id: file.id,
    company: file.companyId,
    title: file.title,
    description: file.description,
    file_name: file.fileName,
    file_type: file.fileTypeId,
    file_type_name: typeName,
    content_type: file.contentType,
    size: file.sizeBytes,
    created_at: file.createdAt.toISOString(),
    viewable: isViewable(file.fileName),
    version: file.version,
  }
}

/** The path names a company: only the actor's own exists for them (else a recorded 404). */
async function ownCompany(actor: Actor, companyId: number, meta: RequestMeta, action: string) {
  if (companyId !== actor.companyId) {
    await deny(actor, meta, action, AppError.notFound(), { type: 'company', id: companyId })
  }
}

/** Managing is one permission; the refusal is audited under the write's own action. */
function authorizeManage(actor: Actor, meta: RequestMeta, action: string, id?: number) {
  const entity = id === undefined ? undefined : { type: 'company_file', id }
  return authorize({ actor, meta }, (who) => can(who, 'companyFile.manage'), action, entity)
}

/** One page of the company's files, newest first (page numbers start at 1). */
export async function listCompanyFiles(
  actor: Actor,
  companyId: number,
  page: number,
  meta: RequestMeta,
): Promise<CompanyFilesPage> {
  await ownCompany(actor, companyId, meta, 'company_file.read')
  const [total] = await db
    .select({ n: count() })
    .from(companyFiles)
    .where(ownedBy(companyFiles, actor))
  const pages = Math.max(1, Math.ceil((total?.n ?? 0) / COMPANY_FILES_PAGE_SIZE))
  const current = Math.min(Math.max(1, page), pages)
  const rows = await db
    .select({ file: companyFiles, typeName: fileTypes.name })
    .from(companyFiles)
    .leftJoin(fileTypes, eq(fileTypes.id, companyFiles.fileTypeId))
    .where(ownedBy(companyFiles, actor))
    .orderBy(desc(companyFiles.createdAt), desc(companyFiles.id))
    .limit(COMPANY_FILES_PAGE_SIZE)
    .offset((current - 1) * COMPANY_FILES_PAGE_SIZE)
  return {
    count: total?.n ?? 0,
    page: current,
    pages,
    results: rows.map(({ file, typeName }) => toDto(file, typeName)),
  }
}

async function findFile(
  actor: Actor,
  companyId: number,
  id: number,
  meta: RequestMeta,
  action: string,
) {
  await ownCompany(actor, companyId, meta, action)
  const [row] = await db
    .select({ file: companyFiles, typeName: fileTypes.name })
    .from(companyFiles)
    .leftJoin(fileTypes, eq(fileTypes.id, companyFiles.fileTypeId))
    .where(ownedRow(companyFiles, actor, id))
  if (!row) return deny(actor, meta, action, AppError.notFound(), { type: 'company_file', id })
  return row
}

export async function getCompanyFile(
  actor: Actor,
  companyId: number,
  id: number,
  meta: RequestMeta,
): Promise<CompanyFileDto> {
  const { file, typeName } = await findFile(actor, companyId, id, meta, 'company_file.read')
  return toDto(file, typeName)
}

async function store(actor: Actor, file: CheckedFile): Promise<string> {
  const key = newStorageKey(actor.companyId, 'company-files', file.extension)
  await fileStore.put(key, file.bytes, file.contentType)
  return key
}

export async function createCompanyFile(
  actor: Actor,
  companyId: number,
  input: CompanyFileCreateInput & { upload: Upload | null },
  meta: RequestMeta,
): Promise<CompanyFileDto> {
  await ownCompany(actor, companyId, meta, 'company_file.create')
  await authorizeManage(actor, meta, 'company_file.create')
  const file = checkUpload(input.upload)
  await checkFileTypeChoice(actor, input.file_type, true)
  const storageKey = await store(actor, file)
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(companyFiles)
        .values({
          companyId: actor.companyId,
          fileTypeId: input.file_type,
          title: input.title || file.fileName,
          description: input.description,
          storageKey,
          fileName: file.fileName,
          contentType: file.contentType,
          sizeBytes: file.bytes.length,
          uploadedByMembershipId: actor.membershipId,
        })
        .returning()
      await audit(tx, meta, {
        action: 'company_file.create',
        companyId: actor.companyId,
        actorUserId: actor.userId,
        entityType: 'company_file',
        entityId: row!.id,
        details: { title: row!.title, file_name: file.fileName },
      })
      return row!.id
    })
    return getCompanyFile(actor, companyId, id, meta)
  } catch (error) {
    await fileStore.remove(storageKey)
    throw error
  }
}

/** Changes the details and, when a file is sent, replaces the stored file (409 when stale). */
export async function updateCompanyFile(
  actor: Actor,
  companyId: number,
  id: number,
  input: CompanyFileUpdateInput & { upload: Upload | null },
  meta: RequestMeta,
): Promise<CompanyFileDto> {
  await authorizeManage(actor, meta, 'company_file.update', id)
  const { file: current } = await findFile(actor, companyId, id, meta, 'company_file.update')
  if (input.file_type !== undefined) await checkFileTypeChoice(actor, input.file_type, true)
  const replacement = input.upload ? checkUpload(input.upload) : null
  const storageKey = replacement ? await store(actor, replacement) : null
  try {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .update(companyFiles)
        .set({
          ...(input.title === undefined ? {} : { title: input.title }),
          ...(input.description === undefined ? {} : { description: input.description }),
          ...(input.file_type === undefined ? {} : { fileTypeId: input.file_type }),
          ...(replacement && storageKey
            ? {
                storageKey,
                fileName: replacement.fileName,
                contentType: replacement.contentType,
                sizeBytes: replacement.bytes.length,
              }
            : {}),
          version: sql`${companyFiles.version} + 1`,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(companyFiles.id, id),
            ownedBy(companyFiles, actor),
            eq(companyFiles.version, input.version),
          ),
        )
        .returning()
      if (!row) throw new AppError('CONFLICT', COMPANY_FILE_MESSAGES.stale)
      await audit(tx, meta, {
        action: 'company_file.update',
        companyId: actor.companyId,
        actorUserId: actor.userId,
        entityType: 'company_file',
        entityId: id,
        details: { title: row.title, replaced: Boolean(replacement), from_version: input.version },
      })
    })
  } catch (error) {
    if (storageKey) await fileStore.remove(storageKey)
    throw error
  }
  if (storageKey) await fileStore.remove(current.storageKey)
  return getCompanyFile(actor, companyId, id, meta)
}

export async function deleteCompanyFile(
  actor: Actor,
  companyId: number,
  id: number,
  meta: RequestMeta,
): Promise<void> {
  await authorizeManage(actor, meta, 'company_file.delete', id)
  const { file } = await findFile(actor, companyId, id, meta, 'company_file.delete')
  await db.transaction(async (tx) => {
    await tx.delete(companyFiles).where(eq(companyFiles.id, id))
    await audit(tx, meta, {
      action: 'company_file.delete',
      companyId: actor.companyId,
      actorUserId: actor.userId,
      entityType: 'company_file',
      entityId: id,
      details: { title: file.title, file_name: file.fileName },
    })
  })
  await fileStore.remove(file.storageKey)
}

/** The bytes: inline for everyone (viewable kinds), as a download for admins only. */
export async function companyFileResponse(
  actor: Actor,
  id: number,
  mode: 'inline' | 'attachment',
  meta: RequestMeta,
): Promise<Response> {
  const action = mode === 'inline' ? 'company_file.read' : 'company_file.download'
  const { file } = await findFile(actor, actor.companyId, id, meta, action)
  if (mode === 'attachment') {
    await authorize({ actor, meta }, (who) => can(who, 'companyFile.download'), action, {
      type: 'company_file',
      id,
    })
  }
  if (mode === 'inline' && !isViewable(file.fileName)) {
    throw AppError.forbidden('This file cannot be viewed in the browser.')
  }
  return fileResponse(file, mode)
}
