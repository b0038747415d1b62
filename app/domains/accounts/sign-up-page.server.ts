import { json, type LoaderFunctionArgs } from '@remix-run/node'
import type { z } from 'zod'
import { ONBOARDING_PATH } from '~/domains/onboarding/onboarding'
import { redirectIfSignedIn, redirectSignedIn } from '~/platform/auth.server'
import { handleForm } from '~/platform/forms.server'
import { requestMeta, type RequestMeta } from '~/platform/request-meta.server'

/** A sign-up page's loader: someone signed in already goes on into the app. */
export async function signUpPageLoader({ request }: LoaderFunctionArgs) {
  await redirectIfSignedIn(request)
  return json(null)
}

/**
 * A sign-up page's action: `signUp` creates the company from the form checked with `schema`,
 * and its new administrator is signed in at onboarding's first step (seed §2.5).
 */
export function signUpAction<Schema extends z.ZodTypeAny>(
  request: Request,
  schema: Schema,
  signUp: (input: z.output<Schema>, meta: RequestMeta) => Promise<{ token: string }>,
) {
  return handleForm(
    request,
    schema,
    async (input) => {
      const { token } = await signUp(input, requestMeta(request))
      return redirectSignedIn(request, token, ONBOARDING_PATH)
    },
    { hideFields: ['password'] },
  )
}
