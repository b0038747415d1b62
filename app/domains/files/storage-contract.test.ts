import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  createDiskStore,
  createS3Store,
  newPackageFolder,
  newStorageKey,
  packageFileKey,
  type FileStore,
} from '~/platform/storage.server'

/**
 * One contract for both stores: what is put comes back byte for byte, a missing key reads as
 * null, and removing (even twice) leaves nothing. S3 is a real S3-compatible server (s3rver) on
 * loopback, so the signed requests of createS3Store are checked too.
 */
function storeContract(name: string, open: () => FileStore) {
  describe(name, () => {
    it('gives back what was put, and nothing once removed', async () => {
      const store = open()
      const key = newStorageKey(7, 'employee-files', 'pdf')
      const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x10])
      await store.put(key, bytes, 'application/pdf')
      expect(Array.from((await store.get(key))!)).toEqual(Array.from(bytes))

      await store.remove(key)
      expect(await store.get(key)).toBeNull()
      await expect(store.remove(key)).resolves.toBeUndefined()
    })

    it('streams what was put, or only the range asked for', async () => {
      const store = open()
      const key = newStorageKey(7, 'company-files', 'txt')
      await store.put(key, new TextEncoder().encode('0123456789'), 'text/plain')
      const text = async (body: ReadableStream<Uint8Array> | null) => new Response(body).text()
      expect(await text(await store.stream(key))).toBe('0123456789')
      expect(await text(await store.stream(key, { start: 2, end: 5 }))).toBe('2345')
      expect(await text(await store.stream(key, { start: 9, end: 9 }))).toBe('9')
      expect(await store.stream(newStorageKey(7, 'company-files', 'txt'))).toBeNull()
      await store.remove(key)
    })

    it('keeps a package’s files under their own paths, whatever characters they hold', async () => {
      const store = open()
      const folder = newPackageFolder(7)
      const key = packageFileKey(folder, 'Golf #1/Par ? (café).html')
      await store.put(key, new TextEncoder().encode('<p>Par</p>'), 'text/html')
      expect(new TextDecoder().decode((await store.get(key))!)).toBe('<p>Par</p>')
      expect(await store.get(packageFileKey(folder, 'Golf #1/Par.html'))).toBeNull()
      await store.remove(key)
      expect(() => packageFileKey(folder, '../../7/company-files/x')).toThrow(/not a storage key/)
      expect(() => packageFileKey(folder, 'a//b')).toThrow(/not a storage key/)
    })

    it('reads a key never written as null and refuses a key it did not generate', async () => {
      const store = open()
      expect(await store.get(newStorageKey(7, 'company-files', 'txt'))).toBeNull()
      await expect(store.get('../../etc/passwd')).rejects.toThrow(/not a storage key/)
    })
  })
}

let diskRoot = ''
let s3Dir = ''
let s3: S3rver
let endpoint = ''

beforeAll(async () => {
  diskRoot = await mkdtemp(path.join(tmpdir(), 'gw-disk-'))
  s3Dir = await mkdtemp(path.join(tmpdir(), 'gw-s3-'))
  s3 = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Dir,
    configureBuckets: [{ name: 'groundwork-test', configs: [] }],
  })
  const address = await s3.run()
  endpoint = `http://127.0.0.1:${address.port}`
})

afterAll(async () => {
  await s3?.close()
  await rm(diskRoot, { recursive: true, force: true })
  await rm(s3Dir, { recursive: true, force: true })
})

const s3Store = () =>
  createS3Store({
    endpoint,
    bucket: 'groundwork-test',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  })

storeContract('disk store', () => createDiskStore(diskRoot))
storeContract('S3 store (s3rver on loopback)', s3Store)

describe('S3 multipart uploads (s3rver on loopback)', () => {
  it('joins parts PUT to their presigned URLs, in part-number order', async () => {
    const store = s3Store()
    const key = newStorageKey(7, 'knowledge-files', 'txt')
    const uploadId = await store.multipart!.start(key, 'text/plain')
    const partBytes = 5 * 1024 * 1024
    const first = new Uint8Array(partBytes).fill(0x61)
    const second = new TextEncoder().encode('the end')
    const sendPart = async (number: number, body: Uint8Array) => {
      const url = await store.multipart!.presignPart(key, uploadId, number, 600)
      expect(new URL(url).searchParams.get('partNumber')).toBe(String(number))
      const response = await fetch(url, { method: 'PUT', body: new Uint8Array(body) })
      expect(response.status).toBe(200)
      return { partNumber: number, etag: response.headers.get('etag')! }
    }
    // Sent out of order, as parallel or retried parts arrive.
    const parts = [await sendPart(2, second), await sendPart(1, first)]
    await store.multipart!.complete(key, uploadId, parts)

    expect(await store.size(key)).toBe(partBytes + second.length)
    const tail = await store.stream(key, { start: partBytes - 2, end: partBytes + 6 })
    expect(await new Response(tail).text()).toBe('aathe end')
    await store.remove(key)
  })
})
