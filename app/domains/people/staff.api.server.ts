import type { Context } from 'hono'
import {
  allowedBy,
  apiRoutes,
  pathId,
  readBody,
  validBody,
  type ApiEnv,
} from '~/platform/api.server'
import { authorize } from '~/platform/authorize.server'
import { appOrigin } from '~/platform/env.server'
import { AppError, isAppError } from '~/platform/errors.server'
import { readUploadForm, uploadIn } from '~/platform/uploads.server'
import {
  bulkCreateStaff,
  bulkDeactivateStaff,
  bulkEditStaff,
  parseStaffCsv,
  type BulkRow,
} from './staff-bulk.server'
import {
  BULK_CSV_MAX_BYTES,
  BulkCreateApiSchema,
  BulkDeleteApiSchema,
  BulkEditApiSchema,
  patched,
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  StaffCreateApiSchema,
  StaffPatchApiSchema,
  STAFF_MESSAGES,
} from './staff.schema'
import { uploadStaffPhoto } from './staff-photos.server'
import { createStaff, updateStaff } from './staff-writes.server'
import { can, type StaffAction } from './staff.policy'
import {
  authorizedStaff,
  deactivateStaff,
  getStaffDetail,
  getStaffSimple,
  inputOf,
  listUserTypes,
  STAFF_AUDIT,
} from './staff.server'
import { bulkReply } from '~/platform/bulk.server'

const staffIdOf = (c: Context<ApiEnv>) => pathId(c.req.param('id'), STAFF_MESSAGES.notFound)

/**
 * Refuses, before the body is read, someone who may not do `action` to the person the path names,
 * as the service would (their audit name, a colleague outside the company a 404).
 */
const aboutStaff = (action: StaffAction, auditedAs: string) =>
  allowedBy(async ({ actor, meta }, c) => {
    await authorizedStaff(actor, meta, staffIdOf(c), action, auditedAs)
  })

/** Refuses, before the body is read, someone the staff policy refuses `action` (bulk routes). */
const mayStaff = (action: StaffAction, auditedAs: string) =>
  allowedBy((asker) => authorize(asker, () => can(asker.actor, action), auditedAs))

const updatingStaff = aboutStaff('staff.update', STAFF_AUDIT.update)

/** PATCH update_staff/ and POST update_staff_info/{id}/: partial changes, version-checked. */
async function patchStaff(c: Context<ApiEnv>) {
  const { actor, meta } = c.var
  const id = staffIdOf(c)
  const patch = await validBody(c, StaffPatchApiSchema)
  const current = await getStaffDetail(actor, id, meta)
  try {
    return c.json(
      await updateStaff(actor, id, patched(inputOf(current), patch), meta, patch.version),
    )
  } catch (error) {
    // Never a silent overwrite: the client gets what is saved now, to merge and send again.
    if (isAppError(error) && error.code === 'CONFLICT') {
      return c.json({ detail: error.message, current: await getStaffDetail(actor, id, meta) }, 409)
    }
    throw error
  }
}

/** account/api/staffs/* and the bulk endpoints (seed §7 "Staff, org and account"). */
export const staffApi = apiRoutes()
  .get('/staffs/:id{[0-9]+}', async (c) => {
    const { actor, meta } = c.var
    const id = pathId(c.req.param('id'), STAFF_MESSAGES.notFound)
    if (c.req.query('simple') === 'true') return c.json(await getStaffSimple(actor, id, meta))
    return c.json(await getStaffDetail(actor, id, meta))
  })
  .patch('/staffs/:id/update_staff', updatingStaff, patchStaff)
  .post('/update_staff_info/:id', updatingStaff, patchStaff)
  .delete('/staffs/:id/delete_staff', async (c) => {
    const actor = c.var.actor
    await deactivateStaff(actor, pathId(c.req.param('id'), STAFF_MESSAGES.notFound), c.var.meta)
    return c.body(null, 204)
  })
  .post('/staffs/create_company_staff', mayStaff('staff.create', STAFF_AUDIT.create), async (c) => {
    const { actor, meta } = c.var
    const input = await validBody(c, StaffCreateApiSchema)
    const created = await createStaff(actor, input, meta, appOrigin(c.req.raw))
    return c.json(
      { ...(await getStaffDetail(actor, created.id, meta)), existing_user: created.existingUser },
      201,
    )
  })
  .put(
    '/staffs/:id/upload_photo',
    aboutStaff('staff.uploadPhoto', STAFF_AUDIT.photo),
    async (c) => {
      const actor = c.var.actor
      const id = staffIdOf(c)
      const form = await readUploadForm(c.req.raw, {
        maxBytes: PHOTO_MAX_BYTES,
        fileField: PHOTO_FIELD,
      })
      const meta = c.var.meta
      await uploadStaffPhoto(actor, id, await uploadIn(form, PHOTO_FIELD), meta)
      return c.json(await getStaffDetail(actor, id, meta))
    },
  )
  .post('/bulk-create-staff', mayStaff('staff.create', 'staff.bulk_create'), async (c) => {
    const { actor, meta } = c.var
    let rows: BulkRow[]
    if ((c.req.header('content-type') ?? '').includes('multipart/form-data')) {
      const form = await readUploadForm(c.req.raw, {
        maxBytes: BULK_CSV_MAX_BYTES,
        fileField: 'file',
      })
      const file = await uploadIn(form, 'file')
      if (!file) throw AppError.invalidField('file', STAFF_MESSAGES.required)
      rows = parseStaffCsv(new TextDecoder().decode(file.bytes))
    } else {
      const body = BulkCreateApiSchema.safeParse(await readBody(c))
      if (!body.success) throw AppError.invalidField('rows', STAFF_MESSAGES.createFailed)
      rows = 'csv' in body.data ? parseStaffCsv(body.data.csv) : body.data.rows
    }
    const result = await bulkCreateStaff(actor, rows, meta, appOrigin(c.req.raw))
    return result.ok
      ? c.json({ ids: result.ids }, 201)
      : bulkReply(c, result, STAFF_MESSAGES.createFailed)
  })
  .post('/bulk-edit-staff', mayStaff('staff.update', 'staff.bulk_update'), async (c) => {
    const actor = c.var.actor
    const { ids, change } = await validBody(c, BulkEditApiSchema)
    const result = await bulkEditStaff(actor, ids, change, c.var.meta)
    return bulkReply(c, result, STAFF_MESSAGES.updateFailed)
  })
  .delete('/bulk-edit-staff', mayStaff('staff.delete', 'staff.bulk_delete'), async (c) => {
    const actor = c.var.actor
    const { ids } = await validBody(c, BulkDeleteApiSchema)
    const result = await bulkDeactivateStaff(actor, ids, c.var.meta)
    return bulkReply(c, result, STAFF_MESSAGES.deleteFailed)
  })
  .get('/user-type', async (c) => {
    return c.json(listUserTypes())
  })
