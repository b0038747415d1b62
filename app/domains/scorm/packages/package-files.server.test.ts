import { mkdtemp, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { zipFile } from '#tests/factories/zips'
import { createDiskStore, newPackageFolder, type FileStore } from '~/platform/storage.server'
import { storePackageFiles } from './package-files.server'
import { unpackZip } from './unpack.server'

/** A disk store whose `putFile` fails from the `failAt`-th file on (a full disk, S3 down). */
function failingStore(root: string, failAt: number): FileStore {
  const store = createDiskStore(root)
  let puts = 0
  return {
    ...store,
    putFile: async (key, source, type) => {
      if (++puts >= failAt) throw new Error('storage is down')
      return store.putFile(key, source, type)
    },
  }
}

describe('storing a package’s files', () => {
  it('removes the files already stored when one fails: all or nothing', async () => {
    const entries = ['a.html', 'b/c.js', 'b/d.css', 'e.png'].map((name) => ({
      name,
      content: name,
    }))
    const staging = await mkdtemp(path.join(tmpdir(), 'gw-staging-'))
    const files = await unpackZip(await zipFile(entries), staging)
    const root = await mkdtemp(path.join(tmpdir(), 'gw-store-'))

    const folder = newPackageFolder(7)
    await expect(storePackageFiles(folder, files, failingStore(root, 3))).rejects.toThrow(
      'storage is down',
    )
    const left = await readdir(root, { recursive: true, withFileTypes: true })
    expect(left.filter((entry) => entry.isFile())).toEqual([])
  })
})
