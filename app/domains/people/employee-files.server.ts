import { and, desc, eq } from 'drizzle-orm'
import { deny, auditChange } from '~/platform/audit.server'
import { authorize, type AuditedEntity } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { checkFileTypeChoice } from '../company/file-types.server'
import { employeeFiles, fileTypes, type EmployeeFile } from '../company/files.tables'
import type { IncomingFile } from '../files/file-uploads.server'
import {
  checkIncoming,
  deleteFileRecord,
  storeOrClaim,
  typedFileFields,
  viewedOrDownloaded,
  type FileMode,
  type TypedFileFields,
} from '../files/file-records.server'
import { can } from './employee-files.policy'
import { findStaffTarget } from './staff-target.server'

/** The seed's text (§8) for a file that does not exist or belongs to someone else. */
export const FILE_NOT_FOUND = 'file not found'

export interface EmployeeFileDto extends TypedFileFields {
  id: number
  staff: number
}

export interface EmployeeFilesData {
  membershipId: number
  files: EmployeeFileDto[]
  canManage: boolean
  canDownload: boolean
}

const NO_META: RequestMeta = { ip: 'unknown', userAgent: null }

async function seeable(actor: Actor, membershipId: number, meta: RequestMeta, action: string) {
  const target = await findStaffTarget(actor, membershipId, meta, action)
  await authorize({ actor, meta }, () => can(actor, 'employeeFile.see', membershipId), action, {
    type: 'staff',
    id: membershipId,
  })
  return target
}

/** Uploading and deleting a person's files: profile admins only. */
function authorizeManage(
  actor: Actor,
  meta: RequestMeta,
  membershipId: number,
  action: string,
  entity: AuditedEntity,
) {
  return authorize(
    { actor, meta },
    () => can(actor, 'employeeFile.manage', membershipId),
    action,
    entity,
  )
}

async function listFor(
  owner: Pick<Actor, 'companyId'>,
  membershipId: number,
): Promise<EmployeeFileDto[]> {
  const rows = await db
    .select({ file: employeeFiles, typeName: fileTypes.name })
    .from(employeeFiles)
    .leftJoin(fileTypes, eq(fileTypes.id, employeeFiles.fileTypeId))
    .where(and(eq(employeeFiles.membershipId, membershipId), ownedBy(employeeFiles, owner)))
    .orderBy(desc(employeeFiles.createdAt), desc(employeeFiles.id))
  return rows.map(({ file, typeName }) => toDto(file, typeName))
}

function toDto(file: EmployeeFile, typeName: string | null): EmployeeFileDto {
  return {
    id: file.id,
    staff: file.membershipId,
    ...typedFileFields(file, typeName),
  }
}

/** The profile's files section (the staff part's contract): who may see them, and what. */
export async function loadEmployeeFiles(
  actor: Actor,
  membershipId: number,
  meta: RequestMeta = NO_META,
): Promise<EmployeeFilesData | null> {
  await findStaffTarget(actor, membershipId, meta, 'employee_file.read')
  if (!can(actor, 'employeeFile.see', membershipId)) return null
  return {
    membershipId,
    files: await listFor(actor, membershipId),
    canManage: can(actor, 'employeeFile.manage', membershipId),
    canDownload: can(actor, 'employeeFile.download', membershipId),
  }
}

/** The files page: the person's name with the section's data; others' files are a 403. */
export async function loadEmployeeFilesPage(actor: Actor, membershipId: number, meta: RequestMeta) {
  const target = await seeable(actor, membershipId, meta, 'employee_file.read')
  const data = (await loadEmployeeFiles(actor, membershipId, meta))!
  return { target, data }
}

export async function listEmployeeFiles(actor: Actor, membershipId: number, meta: RequestMeta) {
  await seeable(actor, membershipId, meta, 'employee_file.read')
  return listFor(actor, membershipId)
}

/** Uploading to someone of the actor's company (else not found) whose files they manage. */
export async function authorizeUpload(actor: Actor, meta: RequestMeta, membershipId: number) {
  await findStaffTarget(actor, membershipId, meta, 'employee_file.create')
  await authorizeManage(actor, meta, membershipId, 'employee_file.create', {
    type: 'staff',
    id: membershipId,
  })
}

/** Stores a file on a person's profile (profile admins; seed `upload_employee_file`). */
export async function uploadEmployeeFile(
  actor: Actor,
  membershipId: number,
  input: { upload: IncomingFile | null; fileTypeId: number | null },
  meta: RequestMeta,
): Promise<EmployeeFileDto> {
  await authorizeUpload(actor, meta, membershipId)
  const file = checkIncoming(input.upload)
  await checkFileTypeChoice(actor, input.fileTypeId, false)
  return storeOrClaim(actor, 'employee-files', file, (stored) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(employeeFiles)
        .values({
          companyId: actor.companyId,
          membershipId,
          fileTypeId: input.fileTypeId,
          ...stored,
          uploadedByMembershipId: actor.membershipId,
        })
        .returning()
      await auditChange(
        tx,
        { actor, meta },
        'employee_file.create',
        { type: 'employee_file', id: row!.id },
        { staff: membershipId, file_name: stored.fileName, size: stored.sizeBytes },
      )
      const [type] = input.fileTypeId
        ? await tx.select().from(fileTypes).where(eq(fileTypes.id, input.fileTypeId))
        : []
      return toDto(row!, type?.name ?? null)
    }),
  )
}

async function findFile(actor: Actor, membershipId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(employeeFiles)
    .where(
      and(
        eq(employeeFiles.id, fileId),
        eq(employeeFiles.membershipId, membershipId),
        ownedBy(employeeFiles, actor),
      ),
    )
  return row
}

/** Deletes a person's file; one that does not exist or is not theirs is 'file not found'. */
export async function deleteEmployeeFile(
  actor: Actor,
  membershipId: number,
  fileId: number,
  meta: RequestMeta,
): Promise<void> {
  const entity = { type: 'employee_file', id: fileId }
  await findStaffTarget(actor, membershipId, meta, 'employee_file.delete')
  await authorizeManage(actor, meta, membershipId, 'employee_file.delete', entity)
  const file = await findFile(actor, membershipId, fileId)
  if (!file)
    return deny(actor, meta, 'employee_file.delete', AppError.notFound(FILE_NOT_FOUND), entity)
  await deleteFileRecord({ actor, meta }, employeeFiles, file, {
    action: 'employee_file.delete',
    entityType: entity.type,
    details: { staff: membershipId, file_name: file.fileName },
  })
}

/** One file for its page (viewer); those who may not see it get 403, other ids 404. */
export async function getEmployeeFile(
  actor: Actor,
  membershipId: number,
  fileId: number,
  meta: RequestMeta,
) {
  const target = await seeable(actor, membershipId, meta, 'employee_file.read')
  const file = await findFile(actor, membershipId, fileId)
  if (!file) {
    return deny(actor, meta, 'employee_file.read', AppError.notFound(FILE_NOT_FOUND), {
      type: 'employee_file',
      id: fileId,
    })
  }
  return { target, file: toDto(file, null), row: file }
}

/**
 * The bytes of a file: `inline` (viewing, for those who may see it, viewable kinds only),
 * `attachment` (downloading, admins only: anyone else gets a recorded 403) or `preview` (an
 * office file's PDF, for those who may see it).
 */
export async function employeeFileResponse(
  actor: Actor,
  membershipId: number,
  fileId: number,
  mode: FileMode,
  meta: RequestMeta,
  request?: Request,
): Promise<Response> {
  const { row } = await getEmployeeFile(actor, membershipId, fileId, meta)
  if (mode === 'attachment') {
    await authorize(
      { actor, meta },
      () => can(actor, 'employeeFile.download', membershipId),
      'employee_file.download',
      { type: 'employee_file', id: fileId },
    )
  }
  return viewedOrDownloaded(row, mode, request)
}
