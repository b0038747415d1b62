import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { pageTitle } from '~/components/page-title'
import { ProfileSections } from '~/domains/people/components/profile-sections'
import { StaffProfile } from '~/domains/people/components/staff-profile'
import { loadProfileSections, profileAbilities } from '~/domains/people/staff-page.server'
import { getStaffDetail } from '~/domains/people/staff.server'
import { msg } from '~/i18n'
import { asErrorPage, routeId } from '~/platform/request-context.server'
import { requireActor } from '~/platform/auth.server'
import { requestMeta } from '~/platform/request-meta.server'

export const meta: MetaFunction = ({ matches }) => pageTitle(matches, msg('Employee Profile'))

/**
 * A colleague's profile: anyone in the company sees an active colleague; a deactivated person
 * only profile admins; another company's id is the 404 page.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  const id = routeId(params.id)
  const staff = await getStaffDetail(actor, id, requestMeta(request)).catch(asErrorPage)
  const sections = await loadProfileSections(actor, staff.id, requestMeta(request))
  return json({
    staff,
    abilities: profileAbilities(actor, staff),
    viewerTimezone: actor.timezone,
    sections,
  })
}

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
