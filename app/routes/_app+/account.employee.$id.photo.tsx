import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { json } from '@remix-run/node'
import { useActionData } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Notice } from '~/components/ui/notice'
import { refusalAsResponse, staffIdParam } from '~/domains/people/staff-page.server'
import { PHOTO_FIELD, PHOTO_MAX_BYTES, STAFF_MESSAGES } from '~/domains/people/staff.schema'
import { readStaffPhoto, uploadStaffPhoto } from '~/domains/people/staff.server'
import { requireActor, safeRedirectPath } from '~/platform/auth.server'
import { isAppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { requestMeta } from '~/platform/request-meta.server'
import { readUploadForm, uploadIn } from '~/platform/uploads.server'

/**
 * The photo's bytes, for the same company only. The URL carries the storage key's name
 * (`?v=`), so a new photo has a new URL: the browser may keep this one for a long time, privately.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  const bytes = await readStaffPhoto(actor, staffIdParam(params.id)).catch(refusalAsResponse)
  return new Response(Buffer.from(bytes), {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': 'private, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** upload_photo from the profile's form; problems come back as a message on the profile. */
export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireActor(request)
  const id = staffIdParam(params.id)
  const fallback = `/account/employee/${id}`
  try {
    const form = await readUploadForm(request, {
      maxBytes: PHOTO_MAX_BYTES,
      fileField: PHOTO_FIELD,
    })
    const back = safeRedirectPath(String(form.get('back') ?? ''), fallback)
    await uploadStaffPhoto(actor, id, await uploadIn(form, PHOTO_FIELD), requestMeta(request))
    return redirectWithFlash(back, { kind: 'success', message: STAFF_MESSAGES.photoUpdated })
  } catch (error) {
    if (isAppError(error) && error.code === 'VALIDATION') {
      return json({ error: error.message, back: fallback }, { status: 400 })
    }
    return refusalAsResponse(error)
  }
}

/** Shown only when an upload was refused (a plain form post lands here). */
export default function PhotoUploadProblem() {
  const data = useActionData<typeof action>()
  const { t } = useTranslation()
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">{t('The photo was not saved')}</h1>
      <div className="mt-6">
        <Notice kind="error">{t(data?.error ?? 'Error uploading file')}</Notice>
      </div>
      <a href={data?.back ?? '/account/profile'} className="underline">
        {t('Back to the profile')}
      </a>
    </main>
  )
}
