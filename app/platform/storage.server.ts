import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { AwsClient } from 'aws4fetch'
import { dataDir, env } from './env.server'

/**
 * Where uploaded bytes live. Rows in the database keep the key, the original name, the type and
 * the size; the store keeps only bytes under a key the server generated, so an uploaded name can
 * never choose a path. Local disk by default (DATA_DIR/files), S3-compatible object storage when
 * S3_BUCKET is set (ARCHITECTURE §1: several app processes then share one store).
 */
export interface FileStore {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The bytes under a key, or null when nothing is stored there. */
  get(key: string): Promise<Uint8Array | null>
  /** Removes the bytes; removing a missing key is not an error. */
  remove(key: string): Promise<void>
  /** The stored size in bytes, or null when nothing is stored there. */
  size(key: string): Promise<number | null>
  /** Takes over a finished local file (a resumable upload's staging file) under a key. */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>
  /**
   * The bytes under a key (only `range` of them when given) as a stream, so a 30 GB video is
   * never held in memory; null when nothing is stored there.
   */
  stream(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null>
  /**
   * A URL a browser can PUT the bytes to directly, valid for `expiresIn` seconds; only stores
   * that support it (S3) have it.
   */
  presignPut?(key: string, contentType: string, expiresIn: number): Promise<string>
  /** Uploads in parts straight from the browser (S3 only: one PUT is capped at 5 GB there). */
  multipart?: MultipartUploads
}

/** Bytes `start` to `end`, both included (HTTP's Range arithmetic). */
export interface ByteRange {
  start: number
  end: number
}

/** S3's multipart upload: start, presign each part's PUT, then complete (or abort). */
export interface MultipartUploads {
  /** Starts an upload of `key`; answers its upload id. */
  start(key: string, contentType: string): Promise<string>
  /** A URL the browser PUTs part `partNumber` (1–10,000) to; its answer's ETag names the part. */
  presignPart(key: string, uploadId: string, partNumber: number, expiresIn: number): Promise<string>
  /** Joins the parts (in part-number order) into the object under `key`. */
  complete(key: string, uploadId: string, parts: UploadedPart[]): Promise<void>
  /** Drops the upload and every part sent; an upload already gone is not an error. */
  abort(key: string, uploadId: string): Promise<void>
}

export interface UploadedPart {
  partNumber: number
  etag: string
}

/** Areas of the store; each key starts with the company id, then the area. */
export type StorageArea =
  | 'photos'
  | 'logos'
  | 'employee-files'
  | 'company-files'
  | 'knowledge-files'
  | 'request-files'
  | 'checklist-files'
  | 'esign-documents'
  /** PDFs converted from office documents and presentations for their viewer (ADR 042). */
  | 'file-previews'
  /** The installation self-check's probe objects, removed right after they are read back. */
  | 'self-check'

const KEY_PATTERN = /^\d+\/[a-z-]+\/[0-9a-f-]{36}(\.[a-z0-9]{1,10})?$/

/**
 * An unpacked package's files keep their own relative paths (a SCORM page links to its images
 * by path) under a folder the server generated: `12/scorm/<uuid>/shared/launchpage.html`. The
 * unpacker refuses unsafe paths with a message; this only makes sure none gets past it.
 */
const PACKAGE_FILE_KEY = /^\d+\/scorm\/[0-9a-f-]{36}\/(.+)$/
const isSafeSegment = (segment: string) =>
  segment !== '' &&
  segment !== '.' &&
  segment !== '..' &&
  segment.length <= 255 &&
  // eslint-disable-next-line no-control-regex
  !/[\\\u0000-\u001f\u007f]/.test(segment)

/** A fresh folder for a package's files, such as `12/scorm/<uuid>`. */
export function newPackageFolder(companyId: number): string {
  return `${companyId}/scorm/${randomUUID()}`
}

/** The key of a package's file: its folder, then its path inside the package. */
export function packageFileKey(folder: string, relativePath: string): string {
  const key = `${folder}/${relativePath}`
  assertKey(key)
  return key
}

function isPackageFileKey(key: string): boolean {
  const inside = PACKAGE_FILE_KEY.exec(key)?.[1]
  return inside !== undefined && inside.split('/').every(isSafeSegment)
}

/** A fresh key such as `12/employee-files/<uuid>.pdf`; the extension is kept for humans only. */
export function newStorageKey(companyId: number, area: StorageArea, extension = ''): string {
  const ext = extension
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 10)
  return `${companyId}/${area}/${randomUUID()}${ext ? `.${ext}` : ''}`
}

function assertKey(key: string): void {
  if (!KEY_PATTERN.test(key) && !isPackageFileKey(key)) {
    throw new Error(`not a storage key: ${key}`)
  }
}

export function createDiskStore(root: string): FileStore {
  const fileOf = (key: string) => {
    assertKey(key)
    return path.join(root, ...key.split('/'))
  }
  return {
    async put(key, bytes) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      await writeFile(file, bytes)
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true })
    },
    async size(key) {
      try {
        return (await stat(fileOf(key))).size
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async stream(key, range) {
      const file = fileOf(key)
      if ((await this.size(key)) === null) return null
      const source = createReadStream(file, range ?? {})
      return Readable.toWeb(source) as ReadableStream<Uint8Array>
    },
    async putFile(key, sourcePath) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      try {
        // Same file system (both under DATA_DIR): a rename, whatever the size.
        await rename(sourcePath, file)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error
        await copyFile(sourcePath, file)
        await rm(sourcePath, { force: true })
      }
    },
  }
}

export interface S3Config {
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
}

/** Path-style requests (`{endpoint}/{bucket}/{key}`), which every S3-compatible server accepts. */
export function createS3Store(config: S3Config): FileStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: 's3',
    region: config.region,
  })
  const urlOf = (key: string) => {
    assertKey(key)
    // A package's file names may hold spaces, '#' or '?': each segment is escaped.
    const escaped = key.split('/').map(encodeURIComponent).join('/')
    return `${config.endpoint.replace(/\/$/, '')}/${config.bucket}/${escaped}`
  }
  const failed = (what: string, response: Response) =>
    new Error(`object storage ${what} failed: HTTP ${response.status}`)
  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(urlOf(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': contentType },
      })
      if (!response.ok) throw failed('upload', response)
    },
    async get(key) {
      const response = await client.fetch(urlOf(key))
      if (response.status === 404) return null
      if (!response.ok) throw failed('download', response)
      return new Uint8Array(await response.arrayBuffer())
    },
    async remove(key) {
      const response = await client.fetch(urlOf(key), { method: 'DELETE' })
      if (!response.ok && response.status !== 404) throw failed('delete', response)
    },
    async size(key) {
      const response = await client.fetch(urlOf(key), { method: 'HEAD' })
      if (response.status === 404) return null
      if (!response.ok) throw failed('inspection', response)
      return Number(response.headers.get('content-length') ?? 0)
    },
    async stream(key, range) {
      const response = await client.fetch(urlOf(key), {
        headers: range ? { range: `bytes=${range.start}-${range.end}` } : {},
      })
      if (response.status === 404) return null
      if (!response.ok) throw failed('download', response)
      return response.body!
    },
    async putFile(key, sourcePath, contentType) {
      await this.put(key, new Uint8Array(await readFile(sourcePath)), contentType)
      await rm(sourcePath, { force: true })
    },
    async presignPut(key, contentType, expiresIn) {
      const url = new URL(urlOf(key))
      url.searchParams.set('X-Amz-Expires', String(expiresIn))
      const signed = await client.sign(url.toString(), {
        method: 'PUT',
        headers: { 'content-type': contentType },
        aws: { signQuery: true },
      })
      return signed.url
    },
    multipart: {
      async start(key, contentType) {
        const response = await client.fetch(`${urlOf(key)}?uploads`, {
          method: 'POST',
          headers: { 'content-type': contentType },
        })
        if (!response.ok) throw failed('multipart start', response)
        const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(await response.text())?.[1]
        if (!uploadId) throw new Error('object storage multipart start failed: no UploadId')
        return uploadId
      },
      async presignPart(key, uploadId, partNumber, expiresIn) {
        const url = new URL(urlOf(key))
        url.searchParams.set('partNumber', String(partNumber))
        url.searchParams.set('uploadId', uploadId)
        url.searchParams.set('X-Amz-Expires', String(expiresIn))
        const signed = await client.sign(url.toString(), {
          method: 'PUT',
          aws: { signQuery: true },
        })
        return signed.url
      },
      async complete(key, uploadId, parts) {
        const xml = [...parts]
          .sort((a, b) => a.partNumber - b.partNumber)
          .map(
            (part) =>
              `<Part><PartNumber>${part.partNumber}</PartNumber><ETag>${xmlText(part.etag)}</ETag></Part>`,
          )
          .join('')
        const response = await client.fetch(
          `${urlOf(key)}?uploadId=${encodeURIComponent(uploadId)}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/xml' },
            body: `<CompleteMultipartUpload>${xml}</CompleteMultipartUpload>`,
          },
        )
        // S3 may answer 200 and still report an error in the body (a slow join that failed).
        if (!response.ok || (await response.text()).includes('<Error>')) {
          throw failed('multipart completion', response)
        }
      },
      async abort(key, uploadId) {
        const response = await client.fetch(
          `${urlOf(key)}?uploadId=${encodeURIComponent(uploadId)}`,
          { method: 'DELETE' },
        )
        if (!response.ok && response.status !== 404) throw failed('multipart abort', response)
      },
    },
  }
}

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function storeFromEnv(): FileStore {
  if (!env.S3_BUCKET) return createDiskStore(path.join(dataDir, 'files'))
  if (!env.S3_ENDPOINT || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) {
    throw new Error('S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY')
  }
  return createS3Store({
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  })
}

/** The store this process uses. */
export const fileStore: FileStore = storeFromEnv()
