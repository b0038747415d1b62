import { randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import {
  MaxPartSizeExceededError,
  NodeOnDiskFile,
  unstable_composeUploadHandlers,
  unstable_createFileUploadHandler,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
} from '@remix-run/node'
import { msg } from '~/i18n'
import { dataDir } from '~/platform/env.server'
import { AppError } from '~/platform/errors.server'
import { UPLOAD_ERROR } from '~/platform/uploads.server'
import type { ZipUpload } from './packages.server'
import { PACKAGE_FIELD, refuse } from './unpack.server'
import { UNPACK_LIMITS } from './unpack-limits'

const TOO_LARGE = msg('The zip is too large: at most 512 MB.')
const SEND_AS_MULTIPART = msg('Send the file as multipart/form-data.')

/** What a package upload form (page or API) sent: its text fields, and its zip if one came. */
export interface PackageForm {
  formData: FormData
  zip: ZipUpload | null
}

/**
 * Reads a package upload form with the zip written straight to disk (a package may be far larger
 * than what a request should hold in memory), at most UNPACK_LIMITS.maxZipBytes, then runs
 * `handle` and removes the zip whatever happens. A refused read is thrown as a 400 (or 415) on
 * the package field.
 */
export async function withPackageForm<Result>(
  request: Request,
  handle: (form: PackageForm) => Promise<Result>,
): Promise<Result> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('multipart/form-data')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', SEND_AS_MULTIPART)
  }
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > UNPACK_LIMITS.maxZipBytes + 1024 ** 2) throw refuse(TOO_LARGE)
  const handler = unstable_composeUploadHandlers(
    unstable_createFileUploadHandler({
      directory: path.join(dataDir, 'scorm-staging'),
      file: () => `${randomUUID()}.zip`,
      maxPartSize: UNPACK_LIMITS.maxZipBytes,
      filter: ({ name }) => name === PACKAGE_FIELD,
    }),
    unstable_createMemoryUploadHandler({ maxPartSize: 64 * 1024 }),
  )
  let formData: FormData
  try {
    formData = await unstable_parseMultipartFormData(request, handler)
  } catch (error) {
    throw refuse(error instanceof MaxPartSizeExceededError ? TOO_LARGE : UPLOAD_ERROR)
  }
  const file = formData.get(PACKAGE_FIELD)
  const onDisk = file instanceof NodeOnDiskFile ? file : null
  try {
    const zip =
      onDisk && onDisk.size > 0 ? { zipPath: onDisk.getFilePath(), fileName: onDisk.name } : null
    return await handle({ formData, zip })
  } finally {
    if (onDisk) await rm(onDisk.getFilePath(), { force: true })
  }
}
