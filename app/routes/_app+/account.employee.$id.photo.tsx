import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { PHOTO_FIELD, PHOTO_MAX_BYTES, STAFF_MESSAGES } from '~/domains/people/staff.schema'
import { readStaffPhoto, uploadStaffPhoto } from '~/domains/people/staff-photos.server'
import { safeRedirectPath } from '~/platform/auth.server'
import { isAppError } from '~/platform/errors.server'
import { routeId, signedIn } from '~/platform/request-context.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { readUploadForm, uploadIn } from '~/platform/uploads.server'

/**
 * The photo's bytes, for the same company only. The URL carries the storage key's name
 * (`?v=`), so a new photo has a new URL: the browser may keep this one for a long time, privately.
 */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, params }) => {
    const bytes = await readStaffPhoto(actor, routeId(params.id))
    return new Response(Buffer.from(bytes), {
      headers: {
        'Content-Type': 'image/webp',
        'Cache-Control': 'private, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  })

/**
 * upload_photo from the profile's form; a refused file comes back as a message on the profile.
 * This is a resource route (no page), so the loader's bytes are the response.
 */
export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params, request }) => {
    const id = routeId(params.id)
    // Where the form was: the own profile or the person's page (never another site).
    const back = safeRedirectPath(
      new URL(request.url).searchParams.get('back'),
      `/account/employee/${id}`,
    )
    try {
      const form = await readUploadForm(request, {
        maxBytes: PHOTO_MAX_BYTES,
        fileField: PHOTO_FIELD,
      })
      await uploadStaffPhoto(actor, id, await uploadIn(form, PHOTO_FIELD), meta)
      return redirectWithFlash(back, { kind: 'success', message: STAFF_MESSAGES.photoUpdated })
    } catch (error) {
      if (isAppError(error) && error.code === 'VALIDATION') {
        return redirectWithFlash(back, { kind: 'error', message: error.message })
      }
      throw error
    }
  })
