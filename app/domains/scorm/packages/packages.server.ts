import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm'
import { users, memberships } from '~/domains/accounts/accounts.tables'
import { containsPattern } from '~/domains/company/like'
import { courseItems, courses } from '~/domains/courses/courses.tables'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { dataDir } from '~/platform/env.server'
import { AppError } from '~/platform/errors.server'
import {
  deleteOwned,
  givenFields,
  insertOwned,
  updateVersioned,
} from '~/platform/owned-rows.server'
import { newPackageFolder } from '~/platform/storage.server'
import { findOwned, ownedBy } from '~/platform/tenancy.server'
import { SCORM_PACKAGE_NOT_FOUND, type ScormPackageRow } from '../scorm-access.server'
import { allows } from '../scorm.policy'
import { scormPackages } from '../scorm.tables'
import {
  MANIFEST_FILE,
  MANIFEST_PROBLEMS,
  ManifestProblem,
  MAX_MANIFEST_BYTES,
  parseManifest,
} from './manifest.server'
import { removePackageFiles, storePackageFiles } from './package-files.server'
import {
  SCORM_MESSAGES,
  type ScormListQueryInput,
  type ScormSettingsInput,
} from './packages.schema'
import { refuse, unpackZip, type UnpackedFile } from './unpack.server'

export const SCORM_PAGE_SIZE = 25

/** The audited actions of the package pages and API. */
export const SCORM_ACTIONS = {
  list: 'scorm.list',
  read: 'scorm.read',
  upload: 'scorm.upload',
  update: 'scorm.update',
  delete: 'scorm.delete',
} as const

const manager = allows('scorm.manage')

/** Refused unless the actor manages packages (about package `id`, when one is named). */
export function authorizeManage(asker: Asker, action: string, id?: number): Promise<void> {
  return authorize(
    asker,
    manager,
    action,
    id === undefined ? undefined : { type: 'scorm_package', id },
  )
}

const notFoundAs = (action: string) => ({
  action,
  entityType: 'scorm_package',
  message: SCORM_PACKAGE_NOT_FOUND,
})

/** A zip the person sent, waiting on our disk: where, and the name it had. */
export interface ZipUpload {
  zipPath: string
  fileName: string
}

/** The manifest's text, from the top of the package (with the reason when it is not there). */
async function manifestText(files: UnpackedFile[]): Promise<string> {
  const manifest = files.find((file) => file.path === MANIFEST_FILE)
  if (!manifest) {
    const nested = files.some((file) => file.path.endsWith(`/${MANIFEST_FILE}`))
    throw refuse(MANIFEST_PROBLEMS[nested ? 'nested' : 'missing'])
  }
  if (manifest.bytes > MAX_MANIFEST_BYTES) throw refuse(MANIFEST_PROBLEMS.tooLarge)
  return readFile(manifest.stagedPath, 'utf8')
}

function readManifest(xml: string, files: UnpackedFile[]) {
  try {
    return parseManifest(xml, new Set(files.map((file) => file.path)))
  } catch (error) {
    if (error instanceof ManifestProblem) throw refuse(error.message)
    throw error
  }
}

/** A package's row as unpacking and storing it gives it: everything but who uploaded it. */
export type StoredPackage = Omit<typeof scormPackages.$inferInsert, 'companyId'> & {
  title: string
  storagePrefix: string
  files: string[]
}

/**
 * Unpacks a zip safely into a staging folder, reads its manifest, then stores its files (all or
 * nothing) in a new folder of the company: the row to insert. Any refusal (a 400 on the
 * `package` field, saying why) leaves nothing in the store; the staging folder always goes. The
 * caller removes the stored files if it cannot save the row (removePackageFiles).
 */
export async function unpackAndStore(companyId: number, zipPath: string): Promise<StoredPackage> {
  await mkdir(path.join(dataDir, 'scorm-staging'), { recursive: true })
  const staging = await mkdtemp(path.join(dataDir, 'scorm-staging', 'upload-'))
  try {
    const files = await unpackZip(zipPath, staging)
    const { manifest, scoCount } = readManifest(await manifestText(files), files)
    const folder = newPackageFolder(companyId)
    await storePackageFiles(folder, files)
    return {
      title: manifest.title,
      scormVersion: manifest.version,
      manifest,
      defaultOrganization: manifest.defaultOrganization,
      scoCount,
      unpackedBytes: files.reduce((sum, file) => sum + file.bytes, 0),
      fileCount: files.length,
      files: files.map((file) => file.path),
      storagePrefix: folder,
    }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}

/**
 * Uploads a SCORM package (one .zip): unpacked, its manifest read and its files stored (see
 * unpackAndStore), then its row written, audited; the files go again if the row cannot be saved.
 */
export async function uploadPackage(
  asker: Asker,
  upload: ZipUpload,
  input: { title?: string } = {},
): Promise<ScormPackageRow> {
  await authorizeManage(asker, SCORM_ACTIONS.upload)
  if (!/\.zip$/i.test(upload.fileName)) throw refuse(SCORM_MESSAGES.onlyZip)
  const stored = await unpackAndStore(asker.actor.companyId, upload.zipPath)
  try {
    return await insertOwned(
      db,
      asker,
      scormPackages,
      {
        ...stored,
        title: input.title || stored.title || upload.fileName.replace(/\.zip$/i, ''),
        uploadedByMembershipId: asker.actor.membershipId,
      },
      {
        action: SCORM_ACTIONS.upload,
        entityType: 'scorm_package',
        details: (row) => ({ title: row.title, version: row.scormVersion, files: row.fileCount }),
      },
    )
  } catch (error) {
    await removePackageFiles(stored.storagePrefix, stored.files)
    throw error
  }
}

/** A package of the company for its settings page or a KB admin's API read. */
export async function getPackage(asker: Asker, id: number): Promise<ScormPackageRow> {
  await authorizeManage(asker, SCORM_ACTIONS.read, id)
  return findOwned(asker, scormPackages, id, notFoundAs(SCORM_ACTIONS.read))
}

/** Renames a package or changes its completion rule, guarded by its version (409 when stale). */
export async function updatePackage(
  asker: Asker,
  id: number,
  input: Partial<ScormSettingsInput> & { version: number },
): Promise<ScormPackageRow> {
  await authorizeManage(asker, SCORM_ACTIONS.update, id)
  await findOwned(asker, scormPackages, id, notFoundAs(SCORM_ACTIONS.update))
  const set = givenFields({ title: input.title, completionRule: input.completion_rule })
  return updateVersioned(db, asker, scormPackages, {
    id,
    version: input.version,
    set,
    stale: SCORM_MESSAGES.stale,
    action: SCORM_ACTIONS.update,
    entityType: 'scorm_package',
    details: () => ({ changed: Object.keys(set), from_version: input.version }),
  })
}

/** The courses whose sections hold each of these packages, by package, in name order. */
async function coursesUsing(packageIds: number[]) {
  if (packageIds.length === 0) return new Map<number, { id: number; name: string }[]>()
  const rows = await db
    .selectDistinct({ packageId: courseItems.scormPackageId, id: courses.id, name: courses.name })
    .from(courseItems)
    .innerJoin(courses, eq(courses.id, courseItems.courseId))
    .where(inArray(courseItems.scormPackageId, packageIds))
    .orderBy(asc(courses.name), asc(courses.id))
  const byPackage = new Map<number, { id: number; name: string }[]>()
  for (const row of rows) {
    const list = byPackage.get(row.packageId!) ?? []
    list.push({ id: row.id, name: row.name })
    byPackage.set(row.packageId!, list)
  }
  return byPackage
}

/**
 * Deletes a package with its learners' attempts, then its files. A package a course uses is
 * refused (409, saying so): the course item would lose what it plays.
 */
export async function deletePackage(asker: Asker, id: number): Promise<void> {
  await authorizeManage(asker, SCORM_ACTIONS.delete, id)
  const found = await findOwned(asker, scormPackages, id, notFoundAs(SCORM_ACTIONS.delete))
  if ((await coursesUsing([id])).has(id)) throw new AppError('CONFLICT', SCORM_MESSAGES.inUse)
  await deleteOwned(asker, scormPackages, id, {
    action: SCORM_ACTIONS.delete,
    entityType: 'scorm_package',
    notFound: SCORM_PACKAGE_NOT_FOUND,
    details: (row) => ({ title: row.title }),
  }).catch((error: unknown) => {
    // A course took the package up since the check: its foreign key refused the delete.
    if (isForeignKeyViolation(error)) throw new AppError('CONFLICT', SCORM_MESSAGES.inUse)
    throw error
  })
  // After the row is gone: a file left by a failed removal is unreachable, never a broken package.
  await removePackageFiles(found.storagePrefix, found.files).catch((error: unknown) =>
    console.error('[scorm] files of a deleted package were not all removed', error),
  )
}

const FOREIGN_KEY_VIOLATION = '23503'
const isForeignKeyViolation = (error: unknown): boolean =>
  error instanceof Error &&
  ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION ||
    isForeignKeyViolation((error as { cause?: unknown }).cause))

export interface ScormListItem {
  id: number
  title: string
  scorm_version: string
  sco_count: number
  unpacked_bytes: number
  file_count: number
  completion_rule: string
  uploaded_by: string | null
  uploaded_at: string
  courses: { id: number; name: string }[]
}

/** One page of the company's packages, newest first, whose title contains `search`. */
export async function listPackages(
  asker: Asker,
  query: ScormListQueryInput,
  pageSize: number = SCORM_PAGE_SIZE,
) {
  await authorizeManage(asker, SCORM_ACTIONS.list)
  const where = and(
    ownedBy(scormPackages, asker.actor),
    query.search ? ilike(scormPackages.title, containsPattern(query.search)) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: scormPackages.id,
        title: scormPackages.title,
        scormVersion: scormPackages.scormVersion,
        scoCount: scormPackages.scoCount,
        unpackedBytes: scormPackages.unpackedBytes,
        fileCount: scormPackages.fileCount,
        completionRule: scormPackages.completionRule,
        createdAt: scormPackages.createdAt,
        uploader: sql<
          string | null
        >`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
      })
      .from(scormPackages)
      .leftJoin(memberships, eq(memberships.id, scormPackages.uploadedByMembershipId))
      .leftJoin(users, eq(users.id, memberships.userId))
      .where(where)
      .orderBy(desc(scormPackages.createdAt), desc(scormPackages.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ n: count() }).from(scormPackages).where(where),
  ])
  const usedIn = await coursesUsing(rows.map((row) => row.id))
  const totalCount = total?.n ?? 0
  return {
    count: totalCount,
    page: query.page,
    page_count: Math.max(1, Math.ceil(totalCount / pageSize)),
    results: rows.map((row): ScormListItem => ({
      id: row.id,
      title: row.title,
      scorm_version: row.scormVersion,
      sco_count: row.scoCount,
      unpacked_bytes: row.unpackedBytes,
      file_count: row.fileCount,
      completion_rule: row.completionRule,
      uploaded_by: row.uploader,
      uploaded_at: row.createdAt.toISOString(),
      courses: usedIn.get(row.id) ?? [],
    })),
  }
}
