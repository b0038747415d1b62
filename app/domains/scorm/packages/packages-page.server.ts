import { redirectWithFlash } from '~/platform/flash.server'
import { NO_FIELDS } from '~/platform/form-fields'
import { handleForm } from '~/platform/forms.server'
import { isAppError } from '~/platform/errors.server'
import type { SignedInArgs } from '~/platform/request-context.server'
import { withPackageForm } from './package-upload.server'
import { authorizeManage, SCORM_ACTIONS, uploadPackage } from './packages.server'
import { SCORM_MESSAGES, ScormUploadSchema } from './packages.schema'
import { SCORM_PATH } from './page-paths'
import { PACKAGE_FIELD, refuse } from './unpack.server'

/** The upload page is for those who manage packages (the layout's guard says so too). */
export function packagesPageAccess({ actor, meta }: SignedInArgs): Promise<void> {
  return authorizeManage({ actor, meta }, SCORM_ACTIONS.upload)
}

/**
 * The upload page's action: permission first (a refused person's zip is never read), then the
 * zip to disk, then the form protocol. A zip refused while it was read (too large, not
 * multipart) is the form's message like any other refusal; the zip is never echoed back.
 */
export async function uploadPackageAction({ actor, meta, request }: SignedInArgs) {
  const asker = { actor, meta }
  await authorizeManage(asker, SCORM_ACTIONS.upload)
  try {
    return await withPackageForm(request, ({ formData, zip }) =>
      handleForm(
        request,
        ScormUploadSchema,
        async ({ title }) => {
          if (!zip) throw refuse(SCORM_MESSAGES.chooseZip)
          await uploadPackage(asker, zip, { title })
          return redirectWithFlash(SCORM_PATH, {
            kind: 'success',
            message: SCORM_MESSAGES.uploaded,
          })
        },
        {
          formData,
          hideFields: [PACKAGE_FIELD],
          errorPages: ['FORBIDDEN'],
          unexpected: SCORM_MESSAGES.uploadFailed,
        },
      ),
    )
  } catch (error) {
    if (!isAppError(error)) throw error
    return handleForm(request, NO_FIELDS, () => Promise.reject(error), {
      formData: new FormData(),
    })
  }
}
