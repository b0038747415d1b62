import { and, count, desc, eq, sql } from 'drizzle-orm'
import { audit, deny } from '~/platform/audit.server'
import { authorize } from '~/platform/authorize.server'
import { ownedBy, ownedRow } from '~/platform/tenancy.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import { fileStore } from '~/platform/storage.server'
import type { Actor } from '~/platform/actor'
import type { IncomingFile } from '../files/file-uploads.server'
import {
  checkIncoming,
  deleteFileRecord,
  storeOrClaim,
  typedFileFields,
  viewedOrDownloaded,
  type FileMode,
  type StoredFileColumns,
  type TypedFileFields,
} from '../files/file-records.server'
import { officePreview, removePreview } from '../files/office-previews.server'
import { COMPANY_FILES_PATH } from './company-files.messages'
import { can } from './company-files.policy'
import {
  COMPANY_FILE_MESSAGES,
  COMPANY_FILES_PAGE_SIZE,
  type CompanyFileCreateInput,
  type CompanyFileUpdateInput,
} from './company-files.schema'
import { checkFileTypeChoice } from './file-types.server'
import { companyFiles, fileTypes, type CompanyFile } from './files.tables'

export interface CompanyFileDto extends TypedFileFields {
  id: number
  company: number
  title: string
  description: string
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
    ...typedFileFields(file, typeName),
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
export function authorizeManage(actor: Actor, meta: RequestMeta, action: string, id?: number) {
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

/** A file for its page: its details and, for an office file, its preview (ADR 042). */
export async function viewCompanyFile(actor: Actor, id: number, meta: RequestMeta) {
  const { file, typeName } = await findFile(actor, actor.companyId, id, meta, 'company_file.read')
  const preview = await officePreview(actor.companyId, file, `${COMPANY_FILES_PATH}/${id}/preview`)
  return { file: toDto(file, typeName), preview }
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

/** Files are added to one's own company (another is not found) by those who manage them. */
export async function authorizeCreate(actor: Actor, meta: RequestMeta, companyId: number) {
  await ownCompany(actor, companyId, meta, 'company_file.create')
  await authorizeManage(actor, meta, 'company_file.create')
}

export async function createCompanyFile(
  actor: Actor,
  companyId: number,
  input: CompanyFileCreateInput & { upload: IncomingFile | null },
  meta: RequestMeta,
): Promise<CompanyFileDto> {
  await authorizeCreate(actor, meta, companyId)
  const file = checkIncoming(input.upload)
  await checkFileTypeChoice(actor, input.file_type, true)
  const id = await storeOrClaim(actor, 'company-files', file, (stored) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(companyFiles)
        .values({
          companyId: actor.companyId,
          fileTypeId: input.file_type,
          title: input.title || stored.fileName,
          description: input.description,
          ...stored,
          uploadedByMembershipId: actor.membershipId,
        })
        .returning()
      await audit(tx, meta, {
        action: 'company_file.create',
        companyId: actor.companyId,
        actorUserId: actor.userId,
        entityType: 'company_file',
        entityId: row!.id,
        details: { title: row!.title, file_name: stored.fileName, size: stored.sizeBytes },
      })
      return row!.id
    }),
  )
  return getCompanyFile(actor, companyId, id, meta)
}

/** Writes a change of the details (and of the stored file, when `stored`): 409 when stale. */
function recordUpdate(
  actor: Actor,
  meta: RequestMeta,
  id: number,
  input: CompanyFileUpdateInput,
  stored: StoredFileColumns | null,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(companyFiles)
      .set({
        ...(input.title === undefined ? {} : { title: input.title }),
        ...(input.description === undefined ? {} : { description: input.description }),
        ...(input.file_type === undefined ? {} : { fileTypeId: input.file_type }),
        ...stored,
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
      details: { title: row.title, replaced: stored !== null, from_version: input.version },
    })
  })
}

/** Changes the details and, when a file is sent, replaces the stored file (409 when stale). */
export async function updateCompanyFile(
  actor: Actor,
  companyId: number,
  id: number,
  input: CompanyFileUpdateInput & { upload: IncomingFile | null },
  meta: RequestMeta,
): Promise<CompanyFileDto> {
  await authorizeManage(actor, meta, 'company_file.update', id)
  const { file: current } = await findFile(actor, companyId, id, meta, 'company_file.update')
  if (input.file_type !== undefined) await checkFileTypeChoice(actor, input.file_type, true)
  if (input.upload) {
    const replacement = checkIncoming(input.upload)
    await storeOrClaim(actor, 'company-files', replacement, (stored) =>
      recordUpdate(actor, meta, id, input, stored),
    )
    // The old bytes go once the row names the new ones.
    await fileStore.remove(current.storageKey)
    await removePreview(current.storageKey)
  } else {
    await recordUpdate(actor, meta, id, input, null)
  }
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
  await deleteFileRecord({ actor, meta }, companyFiles, file, {
    action: 'company_file.delete',
    entityType: 'company_file',
    details: { title: file.title, file_name: file.fileName },
  })
}

/**
 * The bytes: inline for everyone (viewable kinds), as a download for admins only; the office
 * preview's PDF for everyone.
 */
export async function companyFileResponse(
  actor: Actor,
  id: number,
  mode: FileMode,
  meta: RequestMeta,
  request?: Request,
): Promise<Response> {
  const action = mode === 'inline' ? 'company_file.read' : 'company_file.download'
  const { file } = await findFile(actor, actor.companyId, id, meta, action)
  if (mode === 'attachment') {
    await authorize({ actor, meta }, (who) => can(who, 'companyFile.download'), action, {
      type: 'company_file',
      id,
    })
  }
  return viewedOrDownloaded(file, mode, request)
}
