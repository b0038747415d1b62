import { AppError } from '~/platform/errors.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import type { SignedInArgs } from '~/platform/request-context.server'
import { LIBRARY_MESSAGES, SubscribeSchema } from './library.schema'
import { authorizeSubscribe, subscribeToLibraryCourse } from './library.server'

/** What a Subscribe post answers for a course the company already has: its copy. */
export interface ExistingCopy {
  course_id: number
}

/**
 * The library pages' Subscribe button (kept here, not in the routes, so the pages' browser
 * bundle carries no zod): the copy is made and the page comes back with the news, or, for a
 * course the company already has, the form's 409 names the existing copy so the page links to it.
 */
export async function subscribeFromForm({ actor, meta, request }: SignedInArgs, backTo: string) {
  // Only those who may subscribe learn the form's rules: anyone else is refused before it is read.
  await authorizeSubscribe({ actor, meta })
  let existing: ExistingCopy | undefined
  return handleForm(
    request,
    SubscribeSchema,
    async ({ library_course_id }) => {
      const outcome = await subscribeToLibraryCourse({ actor, meta }, library_course_id)
      if (!outcome.created) {
        existing = { course_id: outcome.courseId }
        throw new AppError('CONFLICT', LIBRARY_MESSAGES.alreadySubscribed)
      }
      return redirectWithFlash(backTo, { kind: 'success', message: LIBRARY_MESSAGES.subscribed })
    },
    { current: async (): Promise<ExistingCopy | undefined> => existing },
  )
}
