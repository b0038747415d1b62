import { copyFile, mkdtemp, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { makeCourse } from '#tests/factories/courses'
import { testMeta } from '#tests/factories/request'
import { scorm12Manifest, zipFile, type ZipEntrySpec } from '#tests/factories/zips'
import { sharedTestFile } from '#tests/support/shared-testdata'
import { db } from '~/platform/db.server'
import { dataDir } from '~/platform/env.server'
import { fileStore, packageFileKey } from '~/platform/storage.server'
import { scormPackages } from '../scorm.tables'
import { MANIFEST_PROBLEMS } from './manifest.server'
import { PATH_PROBLEMS } from './package-paths'
import {
  deletePackage,
  listPackages,
  updatePackage,
  uploadPackage,
  type ZipUpload,
} from './packages.server'
import { SCORM_MESSAGES } from './packages.schema'
import { UNPACK_PROBLEMS } from './unpack.server'

// A store and staging folder of this file's own: other test files upload packages for companies
// of the same ids (each file has its own database) into the shared test DATA_DIR.
vi.hoisted(() => {
  process.env.DATA_DIR = `${process.env.DATA_DIR}/scorm-uploads-${Math.random().toString(36).slice(2)}`
})

async function team() {
  const { company, admin } = await makeCompanyWithAdmin('Acme Golf')
  const member = await makeMember(company)
  return {
    company,
    admin: { actor: (await signedIn(admin.user, company)).actor, meta: testMeta() },
    member: { actor: (await signedIn(member.user, company)).actor, meta: testMeta() },
  }
}

/** A copy of a shared test package (the upload's zip is the caller's to remove). */
async function sharedZip(name: string): Promise<ZipUpload> {
  const zipPath = path.join(await mkdtemp(path.join(tmpdir(), 'gw-upload-')), name)
  await copyFile(sharedTestFile('scorm', name), zipPath)
  return { zipPath, fileName: name }
}

const GOLF_12 = 'golf_RuntimeBasicCalls_SCORM12.zip'
const GOLF_2004 = 'golf_RuntimeBasicCalls_SCORM20043rdEdition.zip'

/** What the store holds for a company's packages, and what waits in the staging folder. */
async function leftovers(companyId: number) {
  const list = (dir: string) => readdir(dir, { recursive: true }).catch(() => [])
  return {
    stored: await list(path.join(dataDir, 'files', String(companyId), 'scorm')),
    staged: (await list(path.join(dataDir, 'scorm-staging'))).filter((name) =>
      name.startsWith('upload-'),
    ),
  }
}

async function uploadRefusal(
  asker: Awaited<ReturnType<typeof team>>['admin'],
  entries: ZipEntrySpec[],
) {
  const zip = { zipPath: await zipFile(entries), fileName: 'course.zip' }
  const error = await uploadPackage(asker, zip).then(
    () => null,
    (thrown: { code: string; fieldErrors?: Record<string, string[]> }) => thrown,
  )
  expect(error?.code).toBe('VALIDATION')
  return error!.fieldErrors!.package![0]
}

describe('uploading a package', () => {
  it('stores the SCORM 1.2 golf package: its files, its manifest, who uploaded it', async () => {
    const { company, admin } = await team()
    const row = await uploadPackage(admin, await sharedZip(GOLF_12))
    expect(row).toMatchObject({
      title: 'Golf Explained - Run-time Basic Calls',
      scormVersion: '1.2',
      scoCount: 1,
      fileCount: 44,
      unpackedBytes: 464029,
      completionRule: 'status',
      uploadedByMembershipId: admin.actor.membershipId,
    })
    const launch = await fileStore.get(packageFileKey(row.storagePrefix, 'shared/launchpage.html'))
    expect(new TextDecoder().decode(launch!)).toContain('<html')
    expect(await auditEntries({ companyId: company.id, action: 'scorm.upload' })).toHaveLength(1)
    expect((await leftovers(company.id)).staged).toEqual([])
  })

  it('stores the SCORM 2004 golf package under the title given', async () => {
    const { admin } = await team()
    const row = await uploadPackage(admin, await sharedZip(GOLF_2004), { title: 'Golf 2004' })
    expect(row).toMatchObject({ title: 'Golf 2004', scormVersion: '2004 3rd', fileCount: 69 })
    expect(row.manifest.organizations[0]!.sequencing?.controlMode).toEqual({
      choice: true,
      flow: true,
    })
  })

  it.each([
    ['a ../ entry', [{ name: '../../escape.html', content: 'x' }], PATH_PROBLEMS.traversal],
    ['an absolute path', [{ name: '/tmp/escape.html', content: 'x' }], PATH_PROBLEMS.absolute],
    [
      'a symbolic link',
      [{ name: 'shared/link', content: '/etc/passwd', unixPermissions: 0o120777 }],
      UNPACK_PROBLEMS.symlink,
    ],
    [
      'a zip bomb',
      [{ name: 'zeros.bin', content: new Uint8Array(8 * 1024 ** 2) }],
      UNPACK_PROBLEMS.bomb,
    ],
  ])('refuses a package holding %s, and keeps nothing of it', async (_, hostile, message) => {
    const { company, admin } = await team()
    const good = [
      { name: 'imsmanifest.xml', content: scorm12Manifest() },
      { name: 'index.html', content: '<p>Hello</p>' },
    ]
    expect(await uploadRefusal(admin, [...good, ...hostile])).toBe(message)
    expect(await leftovers(company.id)).toEqual({ stored: [], staged: [] })
    expect(
      await db.select().from(scormPackages).where(eq(scormPackages.companyId, company.id)),
    ).toEqual([])
  })

  it('refuses what is not a zip, and a zip without a manifest, saying why', async () => {
    const { company, admin } = await team()
    const notZip = { zipPath: await zipFile([]), fileName: 'course.pdf' }
    await expect(uploadPackage(admin, notZip)).rejects.toMatchObject({
      fieldErrors: { package: [SCORM_MESSAGES.onlyZip] },
    })
    expect(await uploadRefusal(admin, [{ name: 'index.html', content: 'x' }])).toBe(
      MANIFEST_PROBLEMS.missing,
    )
    expect(
      await uploadRefusal(admin, [{ name: 'course/imsmanifest.xml', content: scorm12Manifest() }]),
    ).toBe(MANIFEST_PROBLEMS.nested)
    expect(
      await uploadRefusal(admin, [{ name: 'imsmanifest.xml', content: scorm12Manifest() }]),
    ).toBe(MANIFEST_PROBLEMS.launchMissing)
    expect(await leftovers(company.id)).toEqual({ stored: [], staged: [] })
  })

  it('is for KB admins: a member is refused, audited', async () => {
    const { company, member } = await team()
    await expect(uploadPackage(member, await sharedZip(GOLF_12))).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
    expect(await auditEntries({ companyId: company.id, action: 'scorm.upload' })).toHaveLength(1)
    expect((await leftovers(company.id)).stored).toEqual([])
  })
})

describe('the package list, its settings and deleting', () => {
  it('lists packages with their uploader and the courses using them, searchable', async () => {
    const { company, admin } = await team()
    const golf = await uploadPackage(admin, await sharedZip(GOLF_12), { title: 'Golf basics' })
    await uploadPackage(admin, await sharedZip(GOLF_2004), { title: 'Golf 2004' })
    await makeCourse(company, {
      name: 'Golf for beginners',
      sections: [{ title: 'Play', items: [{ scorm: golf.id }] }],
    })
    const list = await listPackages(admin, { search: 'basics', page: 1 })
    expect(list).toMatchObject({ count: 1, page_count: 1 })
    expect(list.results).toEqual([
      expect.objectContaining({
        title: 'Golf basics',
        scorm_version: '1.2',
        sco_count: 1,
        unpacked_bytes: 464029,
        uploaded_by: 'Ada Admin',
        courses: [{ id: expect.any(Number), name: 'Golf for beginners' }],
      }),
    ])
    expect((await listPackages(admin, { search: '', page: 1 })).count).toBe(2)
  })

  it('changes the title and completion rule at the version it was read; a stale one is a 409', async () => {
    const { admin } = await team()
    const golf = await uploadPackage(admin, await sharedZip(GOLF_12))
    const saved = await updatePackage(admin, golf.id, {
      title: 'Golf',
      completion_rule: 'launch',
      version: golf.version,
    })
    expect(saved).toMatchObject({ title: 'Golf', completionRule: 'launch', version: 2 })
    await expect(
      updatePackage(admin, golf.id, { title: 'Stale', version: golf.version }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: SCORM_MESSAGES.stale })
  })

  it('refuses to delete a package a course uses; deletes an unused one with its files', async () => {
    const { company, admin } = await team()
    const used = await uploadPackage(admin, await sharedZip(GOLF_12))
    await makeCourse(company, { sections: [{ title: 'Play', items: [{ scorm: used.id }] }] })
    await expect(deletePackage(admin, used.id)).rejects.toMatchObject({
      code: 'CONFLICT',
      message: SCORM_MESSAGES.inUse,
    })

    const unused = await uploadPackage(admin, await sharedZip(GOLF_2004))
    await deletePackage(admin, unused.id)
    expect(await fileStore.get(packageFileKey(unused.storagePrefix, 'imsmanifest.xml'))).toBeNull()
    expect(
      await fileStore.get(packageFileKey(used.storagePrefix, 'imsmanifest.xml')),
    ).not.toBeNull()
    expect(await auditEntries({ companyId: company.id, action: 'scorm.delete' })).toHaveLength(1)
  })

  it('answers another company’s package as missing, changing nothing', async () => {
    const { admin } = await team()
    const golf = await uploadPackage(admin, await sharedZip(GOLF_12))
    const other = await team()
    await expect(deletePackage(other.admin, golf.id)).rejects.toMatchObject({ code: 'NOT_FOUND' })
    await expect(
      updatePackage(other.admin, golf.id, { title: 'Mine', version: 1 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' })
    expect((await listPackages(other.admin, { search: '', page: 1 })).count).toBe(0)
    const [still] = await db.select().from(scormPackages).where(eq(scormPackages.id, golf.id))
    expect(still).toMatchObject({ title: golf.title, version: 1 })
  })
})
