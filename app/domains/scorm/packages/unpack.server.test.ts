import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { sharedTestFile } from '#tests/support/shared-testdata'
import { zipBytes, zipFile, type ZipEntrySpec } from '#tests/factories/zips'
import { PATH_PROBLEMS } from './package-paths'
import { UNPACK_PROBLEMS, unpackZip } from './unpack.server'
import { UNPACK_LIMITS } from './unpack-limits'

let staging = ''
afterEach(async () => {
  if (staging) await rm(staging, { recursive: true, force: true })
})

async function unpack(entries: ZipEntrySpec[], limits = UNPACK_LIMITS) {
  staging = await mkdtemp(path.join(tmpdir(), 'gw-staging-'))
  return unpackZip(await zipFile(entries), staging, limits)
}

/** The message a refused unpack gives on the upload's file field. */
async function refusal(entries: ZipEntrySpec[], limits = UNPACK_LIMITS) {
  const error = await unpack(entries, limits).then(
    () => null,
    (thrown: unknown) => thrown as { code: string; fieldErrors: Record<string, string[]> },
  )
  expect(error?.code).toBe('VALIDATION')
  return error!.fieldErrors.package![0]
}

const manifestEntry = { name: 'imsmanifest.xml', content: '<manifest/>' }

/** Rewrites every local and central header of a zip to claim `size` uncompressed bytes. */
function claimUncompressedSize(zip: Buffer, size: number): void {
  for (let at = 0; at < zip.length - 4; at++) {
    const signature = zip.readUInt32LE(at)
    if (signature === 0x04034b50) zip.writeUInt32LE(size, at + 22)
    if (signature === 0x02014b50) zip.writeUInt32LE(size, at + 24)
  }
}

describe('unpacking a package', () => {
  it('takes every file of a real package out, with its path and its size', async () => {
    staging = await mkdtemp(path.join(tmpdir(), 'gw-staging-'))
    const files = await unpackZip(
      sharedTestFile('scorm', 'golf_RuntimeBasicCalls_SCORM12.zip'),
      staging,
    )
    expect(files).toHaveLength(44)
    expect(files.find((file) => file.path === 'shared/launchpage.html')?.bytes).toBe(11170)
    expect(files.reduce((sum, file) => sum + file.bytes, 0)).toBe(464029)
  })

  it.each([
    ['a ../ entry', '../evil.html', PATH_PROBLEMS.traversal],
    ['a ../ deeper in', 'shared/../../evil.html', PATH_PROBLEMS.traversal],
    ['a ..\\ entry', 'shared\\..\\..\\evil.html', PATH_PROBLEMS.traversal],
    ['an absolute path', '/etc/cron.d/evil', PATH_PROBLEMS.absolute],
    ['a drive letter', 'C:/Windows/evil.dll', PATH_PROBLEMS.drive],
    ['a backslash path', 'shared\\evil.html', PATH_PROBLEMS.unsafe],
  ])('refuses %s, whatever comes before it', async (_, name, message) => {
    expect(await refusal([manifestEntry, { name, content: 'pwned' }])).toBe(message)
  })

  it('refuses a symbolic link, even one pointing inside the package', async () => {
    const link = { name: 'shared/passwd', content: '/etc/passwd', unixPermissions: 0o120777 }
    expect(await refusal([manifestEntry, link])).toBe(UNPACK_PROBLEMS.symlink)
    const inside = { name: 'a.html', content: 'imsmanifest.xml', unixPermissions: 0o120777 }
    expect(await refusal([manifestEntry, inside])).toBe(UNPACK_PROBLEMS.symlink)
  })

  it('refuses a zip bomb by the bytes it inflates to', async () => {
    // 8 MB of zeros deflate to about 8 KB: a ratio near 1000.
    const zeros = new Uint8Array(8 * 1024 ** 2)
    expect(await refusal([manifestEntry, { name: 'zeros.bin', content: zeros }])).toBe(
      UNPACK_PROBLEMS.bomb,
    )
  })

  it('refuses a bomb whose headers claim it is small: the inflated bytes are what count', async () => {
    const bomb = await zipBytes([{ name: 'zeros.bin', content: new Uint8Array(8 * 1024 ** 2) }])
    claimUncompressedSize(bomb, 1000)
    staging = await mkdtemp(path.join(tmpdir(), 'gw-staging-'))
    const file = path.join(staging, 'liar.zip')
    await writeFile(file, bomb)
    await expect(unpackZip(file, staging)).rejects.toMatchObject({ code: 'VALIDATION' })
    const staged = await readdir(staging)
    expect(staged.filter((name) => name !== 'liar.zip').length).toBeLessThanOrEqual(1)
  })

  it('refuses a zip whose total passes the unpacked-size and file-count limits', async () => {
    const limits = { ...UNPACK_LIMITS, maxUnpackedBytes: 1000, maxFiles: 3 }
    const big = { name: 'big.txt', content: 'x'.repeat(600), compression: 'STORE' as const }
    expect(await refusal([big, { ...big, name: 'big2.txt' }], limits)).toBe(
      UNPACK_PROBLEMS.tooLarge,
    )
    const small = (name: string) => ({ name, content: 'a' })
    expect(await refusal(['1', '2', '3', '4'].map(small), limits)).toBe(
      UNPACK_PROBLEMS.tooManyFiles,
    )
  })

  it('refuses a file that is also a folder, and what is not a zip', async () => {
    expect(
      await refusal([
        { name: 'a', content: 'x' },
        { name: 'a/b', content: 'y' },
      ]),
    ).toBe(UNPACK_PROBLEMS.clash)
    staging = await mkdtemp(path.join(tmpdir(), 'gw-staging-'))
    const notZip = path.join(staging, 'fake.zip')
    await writeFile(notZip, 'PK but not really')
    await expect(unpackZip(notZip, staging)).rejects.toMatchObject({
      fieldErrors: { package: [UNPACK_PROBLEMS.notZip] },
    })
  })
})
