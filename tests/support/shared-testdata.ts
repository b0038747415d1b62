import path from 'node:path'

/**
 * The product's shared third-party test files (SCORM packages, Word and Excel documents), kept in
 * `shared/testdata` beside the checkout: CI clones the repo into another folder with a copy of
 * shared/ next to it, so the path is found from the repo, never written out absolute.
 */
export const SHARED_TESTDATA = path.resolve(process.cwd(), '..', 'shared', 'testdata')

export const sharedTestFile = (...parts: string[]) => path.join(SHARED_TESTDATA, ...parts)
