import { randomUUID } from 'node:crypto'
import type { Company } from '~/domains/company/company.tables'
import type { ScormManifest } from '~/domains/scorm/scorm-constants'
import { scormPackages } from '~/domains/scorm/scorm.tables'
import { db } from '~/platform/db.server'

/** A one-SCO SCORM 1.2 manifest, as the parser would keep it. */
export function oneScoManifest(title = 'Fire drill'): ScormManifest {
  return {
    identifier: 'fire-drill',
    version: '1.2',
    title,
    defaultOrganization: 'org',
    organizations: [
      {
        identifier: 'org',
        title,
        sequencing: null,
        items: [
          {
            identifier: 'item-1',
            title,
            isVisible: true,
            launch: {
              resourceIdentifier: 'res-1',
              href: 'index.html',
              parameters: '',
              scormType: 'sco',
            },
            masteryScore: null,
            minNormalizedMeasure: null,
            launchData: null,
            completionThreshold: null,
            sequencing: null,
            children: [],
          },
        ],
      },
    ],
  }
}

/**
 * A package row inserted directly (no upload, no files in the store, no audit): for tests of
 * what refers to a package (course items, access, attempts) rather than of uploading one.
 */
export async function makeScormPackage(
  company: Pick<Company, 'id'>,
  values: Partial<typeof scormPackages.$inferInsert> = {},
) {
  const title = values.title ?? 'Fire drill'
  const [row] = await db
    .insert(scormPackages)
    .values({
      companyId: company.id,
      title,
      scormVersion: '1.2',
      manifest: oneScoManifest(title),
      defaultOrganization: 'org',
      scoCount: 1,
      unpackedBytes: 1024,
      fileCount: 2,
      storagePrefix: `${company.id}/scorm/${randomUUID()}`,
      ...values,
    })
    .returning()
  return row!
}
