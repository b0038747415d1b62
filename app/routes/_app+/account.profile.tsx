import { json, type MetaFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { pageTitle } from '~/components/page-title'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { ProfileSections } from '~/domains/people/components/profile-sections'
import { StaffProfile } from '~/domains/people/components/staff-profile'
import { profilePage } from '~/domains/people/staff-page.server'
import { getStaffDetail } from '~/domains/people/staff.server'
import { msg } from '~/i18n'
import { signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('My Profile'))

/**
 * The signed-in person's own profile. Their private info is edited where it already lives
 * (profile settings: name, phone, positions; settings: language, theme, time zone).
 */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    const staff = await getStaffDetail(actor, actor.membershipId, meta)
    return json(await profilePage(actor, staff, meta))
  })

export default function MyProfilePage() {
  const { staff, abilities, viewerTimezone, sections } = useLoaderData<typeof loader>()
  const { t } = useTranslation()
  return (
    <StaffProfile
      staff={staff}
      abilities={{ ...abilities, delete: false }}
      viewerTimezone={viewerTimezone}
      extra={<ProfileSections sections={sections} />}
      photoBack="/account/profile"
      ownLinks={
        <>
          <Link to="/auth/profile-settings" className={buttonClasses('primary')}>
            {t('Edit my details')}
          </Link>
          <Link to="/account/settings" className={buttonClasses('secondary')}>
            {t('Settings')}
          </Link>
        </>
      }
    />
  )
}
