import {
  json,
  type MetaFunction,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import type { FormReply } from '~/platform/form-reply'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { AuthCard } from '~/domains/accounts/components/auth-card'
import { DASHBOARD_PATH } from '~/domains/onboarding/onboarding'
import { ProfileForm } from '~/domains/people/components/profile-form'
import { PROFILE_MESSAGES, ProfileSchema } from '~/domains/people/profile.schema'
import {
  getOwnProfile,
  listPositionChoices,
  updateOwnProfile,
} from '~/domains/people/profile.server'
import { redirectWithFlash } from '~/platform/flash.server'
import { handleForm } from '~/platform/forms.server'
import { signedIn } from '~/platform/request-context.server'
import { pageTitle } from '~/components/page-title'
import { msg } from '~/i18n'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Profile settings'))

const PATH = '/auth/profile-settings'

/** The signed-in person edits their own profile: the same form as onboarding's first step. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor }) => {
    const [profile, positions] = await Promise.all([
      getOwnProfile(actor),
      listPositionChoices(actor),
    ])
    return json({ profile, positions })
  })

export const action = (args: ActionFunctionArgs) =>
  signedIn(args, async ({ actor, meta, request }) =>
    handleForm(request, ProfileSchema, async (input) => {
      await updateOwnProfile(actor, input, meta)
      return redirectWithFlash(PATH, { kind: 'success', message: PROFILE_MESSAGES.updated })
    }),
  )

export default function ProfileSettingsPage() {
  const { t } = useTranslation()
  const { profile, positions } = useLoaderData<typeof loader>()
  const lastResult = useActionData<typeof action>() as FormReply | undefined
  return (
    <AuthCard
      title={t('Profile settings')}
      footer={
        <Link to={DASHBOARD_PATH} className="text-brand-700 underline">
          {t('Back to the dashboard')}
        </Link>
      }
    >
      <ProfileForm id="profile" profile={profile} positions={positions} lastResult={lastResult}>
        <Button className="w-full">{t('Save profile')}</Button>
      </ProfileForm>
    </AuthCard>
  )
}
