import { json, type MetaFunction, type LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { ProfileSections } from '~/domains/people/components/profile-sections'
import { StaffProfile } from '~/domains/people/components/staff-profile'
import { profilePage } from '~/domains/people/staff-page.server'
import { getStaffDetail } from '~/domains/people/staff.server'
import { msg } from '~/i18n'
import { routeId, signedIn } from '~/platform/request-context.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Employee Profile'))

/**
 * A colleague's profile: anyone in the company sees an active colleague; a deactivated person
 * only profile admins; another company's id is the 404 page.
 */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta, params }) => {
    const staff = await getStaffDetail(actor, routeId(params.id), meta)
    return json(await profilePage(actor, staff, meta))
  })

export default function EmployeeProfilePage() {
  const { staff, abilities, viewerTimezone, sections } = useLoaderData<typeof loader>()
  return (
    <StaffProfile
      staff={staff}
      abilities={abilities}
      viewerTimezone={viewerTimezone}
      extra={<ProfileSections sections={sections} />}
      photoBack={`/account/employee/${staff.id}`}
    />
  )
}
