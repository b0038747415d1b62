import type { Context } from 'hono'
import { allowedBy, apiRoutes, pathId, validated, validBody } from '~/platform/api.server'
import { SCORM_PACKAGE_NOT_FOUND, type ScormPackageRow } from '../scorm-access.server'
import { withPackageForm } from './package-upload.server'
import {
  authorizeManage,
  deletePackage,
  getPackage,
  listPackages,
  SCORM_ACTIONS,
  updatePackage,
  uploadPackage,
} from './packages.server'
import {
  SCORM_MESSAGES,
  ScormListQuery,
  ScormPatchSchema,
  ScormUploadSchema,
} from './packages.schema'
import { refuse } from './unpack.server'

const packageIdOf = (c: Context) => pathId(c.req.param('id'), SCORM_PACKAGE_NOT_FOUND)

/** A package as the API shows it: its manifest (the table of contents), not its storage. */
export const packageDto = (row: ScormPackageRow) => ({
  id: row.id,
  title: row.title,
  scorm_version: row.scormVersion,
  sco_count: row.scoCount,
  file_count: row.fileCount,
  unpacked_bytes: row.unpackedBytes,
  completion_rule: row.completionRule,
  default_organization: row.defaultOrganization,
  manifest: row.manifest,
  uploaded_by: row.uploadedByMembershipId,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
  version: row.version,
})

/**
 * knowledgebase/api/scorm-packages: the package list, upload (multipart: `package`, the .zip,
 * and an optional `title`), settings and delete, thin over the package services. All of it is
 * for KB admins, refused before the body is read.
 */
export const scormPackagesApi = apiRoutes()
  .get('/scorm-packages', async (c) => {
    const query = ScormListQuery.parse(c.req.query())
    return c.json(await listPackages(c.var, query))
  })
  .post(
    '/scorm-packages',
    allowedBy((asker) => authorizeManage(asker, SCORM_ACTIONS.upload)),
    async (c) =>
      withPackageForm(c.req.raw, async ({ formData, zip }) => {
        const { title } = validated(ScormUploadSchema, { title: formData.get('title') ?? '' })
        if (!zip) throw refuse(SCORM_MESSAGES.chooseZip)
        return c.json(packageDto(await uploadPackage(c.var, zip, { title })), 201)
      }),
  )
  .get('/scorm-packages/:id', async (c) =>
    c.json(packageDto(await getPackage(c.var, packageIdOf(c)))),
  )
  .patch(
    '/scorm-packages/:id',
    allowedBy((asker, c) => authorizeManage(asker, SCORM_ACTIONS.update, packageIdOf(c))),
    async (c) => {
      const input = await validBody(c, ScormPatchSchema)
      return c.json(packageDto(await updatePackage(c.var, packageIdOf(c), input)))
    },
  )
  .delete('/scorm-packages/:id', async (c) => {
    await deletePackage(c.var, packageIdOf(c))
    return c.body(null, 204)
  })
