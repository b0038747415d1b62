import { fileStore, packageFileKey, type FileStore } from '~/platform/storage.server'
import { contentTypeOf } from './content-types'
import type { UnpackedFile } from './unpack.server'

/**
 * A package's files in the store: all of them or none. Files go in one by one from the staging
 * folder; if one fails, those already stored are removed again before the error goes on, so a
 * refused or failed upload leaves nothing behind.
 */
export async function storePackageFiles(
  folder: string,
  files: UnpackedFile[],
  store: FileStore = fileStore,
): Promise<void> {
  const stored: string[] = []
  try {
    for (const file of files) {
      const key = packageFileKey(folder, file.path)
      await store.putFile(key, file.stagedPath, contentTypeOf(file.path))
      stored.push(file.path)
    }
  } catch (error) {
    await removePackageFiles(folder, stored, store)
    throw error
  }
}

/** Removes a package's files (a missing one is no error), a few at a time. */
export async function removePackageFiles(
  folder: string,
  paths: readonly string[],
  store: FileStore = fileStore,
): Promise<void> {
  const queue = [...paths]
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await store.remove(packageFileKey(folder, path))
    }
  }
  await Promise.all(Array.from({ length: 8 }, worker))
}
