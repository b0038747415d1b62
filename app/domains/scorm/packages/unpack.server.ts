import { createWriteStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import yauzl, { type Entry } from 'yauzl'
import { msg } from '~/i18n'
import { AppError } from '~/platform/errors.server'
import { PATH_PROBLEMS, packagePathProblem } from './package-paths'
import { UNPACK_LIMITS, type UnpackLimits } from './unpack-limits'

/** The upload form's file field; every refusal of the zip is its message. */
export const PACKAGE_FIELD = 'package'

export const UNPACK_PROBLEMS = {
  notZip: msg('The file is not a readable zip archive.'),
  symlink: msg('The zip holds a symbolic link; the package was not saved.'),
  special: msg(
    'The zip holds something that is not a file or a folder; the package was not saved.',
  ),
  encrypted: msg('The zip is password-protected; upload it without a password.'),
  compression: msg(
    'The zip uses a compression method we cannot read; zip it again with the usual (deflate) method.',
  ),
  duplicate: msg('The zip holds the same file twice; the package was not saved.'),
  clash: msg('The zip holds a file and a folder of the same name; the package was not saved.'),
  tooManyFiles: msg('The zip holds too many files (at most 10,000).'),
  tooLarge: msg('The zip unpacks to more than 1 GB.'),
  bomb: msg(
    'The zip unpacks to far more than its own size (a zip bomb?); the package was not saved.',
  ),
} as const

export const refuse = (message: string) => AppError.invalidField(PACKAGE_FIELD, message)

/** A file taken out of the zip into the staging folder, not yet in the store. */
export interface UnpackedFile {
  /** Its path inside the package ('shared/launchpage.html'). */
  path: string
  /** Where it waits in the staging folder. */
  stagedPath: string
  bytes: number
}

const UNIX = 3
const FILE_TYPE_MASK = 0o170000
const REGULAR_FILE = 0o100000
const DIRECTORY = 0o040000
const SYMBOLIC_LINK = 0o120000

/** The entry's Unix file type from its external attributes, when a Unix zip tool made it. */
function unixFileType(entry: Entry): number | null {
  if (entry.versionMadeBy >> 8 !== UNIX) return null
  return (entry.externalFileAttributes >>> 16) & FILE_TYPE_MASK
}

/** The refusal for an entry whose name or kind we never unpack, or null. */
function entryProblem(entry: Entry, name: string): string | null {
  const pathProblem = packagePathProblem(name)
  if (pathProblem) return PATH_PROBLEMS[pathProblem]
  const type = unixFileType(entry)
  if (type === SYMBOLIC_LINK) return UNPACK_PROBLEMS.symlink
  if (type !== null && type !== 0 && type !== REGULAR_FILE && type !== DIRECTORY) {
    return UNPACK_PROBLEMS.special
  }
  if (entry.isEncrypted()) return UNPACK_PROBLEMS.encrypted
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
    return UNPACK_PROBLEMS.compression
  }
  return null
}

/**
 * Counts the bytes actually inflated, entry by entry and in all, and stops the moment a limit
 * is passed: the sizes a zip's headers claim are never trusted (yauzl also fails an entry whose
 * data outgrows its header).
 */
class InflationBudget {
  total = 0
  constructor(
    private readonly limits: UnpackLimits,
    private readonly zipBytes: number,
  ) {}

  meter(entry: Entry): Transform {
    let inflated = 0
    const compressed = Math.max(entry.compressedSize, 1)
    return new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        inflated += chunk.length
        this.total += chunk.length
        done(this.problem(inflated, compressed), chunk)
      },
    })
  }

  private problem(inflated: number, compressed: number): AppError | null {
    const { maxUnpackedBytes, maxEntryRatio, maxTotalRatio, ratioFloorBytes } = this.limits
    if (this.total > maxUnpackedBytes) return refuse(UNPACK_PROBLEMS.tooLarge)
    if (inflated > ratioFloorBytes && inflated / compressed > maxEntryRatio) {
      return refuse(UNPACK_PROBLEMS.bomb)
    }
    if (this.total > ratioFloorBytes && this.total / this.zipBytes > maxTotalRatio) {
      return refuse(UNPACK_PROBLEMS.bomb)
    }
    return null
  }
}

/** A file whose path is also another file's folder could not be written. */
function assertNoClash(files: UnpackedFile[]): void {
  const folders = new Set(
    files.flatMap((file) =>
      file.path
        .split('/')
        .slice(0, -1)
        .map((_, index, segments) => segments.slice(0, index + 1).join('/')),
    ),
  )
  if (files.some((file) => folders.has(file.path))) throw refuse(UNPACK_PROBLEMS.clash)
}

/**
 * Unpacks the zip at `zipPath` into `stagingDir` (named by entry number, never by the entry's
 * own name), entry by entry, refusing (a 400 on the package field) the first entry that would
 * leave the package's folder (`../`, absolute paths, drive letters), a symbolic link or other
 * special file, an encrypted entry, and any zip past the limits on files, unpacked size and
 * compression ratio. The caller removes the staging folder whatever happens; nothing reaches the
 * store from here.
 */
export async function unpackZip(
  zipPath: string,
  stagingDir: string,
  limits: UnpackLimits = UNPACK_LIMITS,
): Promise<UnpackedFile[]> {
  const budget = new InflationBudget(limits, Math.max((await stat(zipPath)).size, 1))
  const files: UnpackedFile[] = []
  const seen = new Set<string>()
  try {
    const zip = await yauzl.openPromise(zipPath, {
      lazyEntries: true,
      decodeStrings: false,
      validateEntrySizes: true,
    })
    for await (const entry of zip.eachEntry()) {
      const name = yauzl.getFileNameLowLevel(
        entry.generalPurposeBitFlag,
        entry.fileName as unknown as Buffer,
        entry.extraFields,
        true,
      )
      const problem = entryProblem(entry, name)
      if (problem) throw refuse(problem)
      if (name.endsWith('/') || unixFileType(entry) === DIRECTORY) continue
      if (seen.has(name)) throw refuse(UNPACK_PROBLEMS.duplicate)
      seen.add(name)
      if (files.length >= limits.maxFiles) throw refuse(UNPACK_PROBLEMS.tooManyFiles)
      const stagedPath = path.join(stagingDir, String(files.length))
      const before = budget.total
      await pipeline(
        await zip.openReadStreamPromise(entry),
        budget.meter(entry),
        createWriteStream(stagedPath, { flags: 'wx' }),
      )
      files.push({ path: name, stagedPath, bytes: budget.total - before })
    }
  } catch (error) {
    if (error instanceof AppError || isFileSystemError(error)) throw error
    // yauzl's and zlib's complaints: a truncated, corrupt or lying archive.
    throw refuse(UNPACK_PROBLEMS.notZip)
  }
  assertNoClash(files)
  return files
}

/** Our own disk failing (full, unwritable) is not the zip's fault: it stays a 500. */
const isFileSystemError = (error: unknown) =>
  error instanceof Error &&
  'syscall' in error &&
  (error as NodeJS.ErrnoException).path !== undefined
