import { Form } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import type { ReactNode } from 'react'
import { useTranslation } from '~/components/translation'
import { Field } from '~/components/ui/field'
import { ColorDot } from '~/components/ui/page'
import { dateTimeFormat, msg } from '~/i18n'
import { Button, buttonClasses } from '~/components/ui/button'
import { ROLE_FLAGS } from '~/platform/actor'
import { ACCEPTED_IMAGE_TYPES_LIST } from '../photo-types'
import type { ProfileAbilities } from '../staff-page.server'
import type { StaffDetail, StaffRef } from '../staff.server'
import { Avatar } from './avatar'

/** How a role flag reads on the profile. */
export const ROLE_FLAG_LABELS = {
  user_is_admin: msg('Admin'),
  user_is_assignment_admin: msg('Assignment admin'),
  user_is_attendance_admin: msg('Attendance admin'),
  user_is_checklist_admin: msg('Checklist admin'),
  user_is_kb_admin: msg('Knowledge base admin'),
  user_is_pr_approver: msg('Purchase request approver'),
  user_is_pr_payer: msg('Purchase request payer'),
  user_is_profile_admin: msg('Profile admin'),
  user_is_request_admin: msg('Request admin'),
  user_is_stat_admin: msg('Statistics admin'),
} as const satisfies Record<(typeof ROLE_FLAGS)[number], string>

export const employeePath = (id: number) => `/account/employee/${id}`

function fullName(person: Pick<StaffRef, 'first_name' | 'last_name'>) {
  return `${person.first_name} ${person.last_name}`.trim()
}

function PersonLink({ person }: { person: StaffRef }) {
  return (
    <Link to={employeePath(person.id)} className="inline-flex items-center gap-2 underline">
      <Avatar staff={person} size="sm" />
      {fullName(person)}
    </Link>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </>
  )
}

/** A moment in the viewer's time zone; rendered the same on the server and in the browser. */
function Moment({ iso, timezone }: { iso: string; timezone: string }) {
  const { i18n } = useTranslation()
  const text = dateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: timezone,
  }).format(new Date(iso))
  return <time dateTime={iso}>{text}</time>
}

/**
 * A staff member's profile (seed §3 Staff detail). The sections of custom field values and
 * employee files are another part's (`loadStaffCustomFields` / `loadEmployeeFiles` with
 * `<StaffCustomFieldsSection>` / `<EmployeeFilesSection>`): the caller passes them as `extra`.
 */
export function StaffProfile({
  staff,
  abilities,
  viewerTimezone,
  photoBack,
  ownLinks,
  extra,
}: {
  staff: StaffDetail
  abilities: ProfileAbilities
  viewerTimezone: string
  photoBack: string
  ownLinks?: ReactNode
  extra?: ReactNode
}) {
  const { t } = useTranslation()
  const none = <span className="text-slate-600">{t('Not set')}</span>
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center gap-6">
        <Avatar staff={staff} size="lg" />
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-bold">{staff.get_full_name}</h1>
          {staff.position ? <p className="text-lg text-slate-700">{staff.position.name}</p> : null}
          {!staff.is_active ? (
            <p className="mt-1 font-semibold text-red-800">{t('Deactivated')}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          {ownLinks}
          {abilities.edit ? (
            <Link to={`${employeePath(staff.id)}/edit`} className={buttonClasses('primary')}>
              {t('Edit profile')}
            </Link>
          ) : null}
          {abilities.delete ? (
            <Link to={`${employeePath(staff.id)}/delete`} className={buttonClasses('danger')}>
              {t('Deactivate')}
            </Link>
          ) : null}
          {abilities.restore ? (
            <Form method="post" action="/account/employees/deactivated">
              <input type="hidden" name="id" value={staff.id} />
              <Button>{t('Restore')}</Button>
            </Form>
          ) : null}
        </div>
      </div>

      <section aria-labelledby="contact-title" className="mt-8">
        <h2 id="contact-title" className="text-xl font-bold">
          {t('Contact and work')}
        </h2>
        <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
          <Row label={t('Email')}>
            <a href={`mailto:${staff.email}`} className="underline">
              {staff.email}
            </a>
          </Row>
          <Row label={t('Personal phone')}>{staff.personal_phone ?? none}</Row>
          <Row label={t('Positions')}>
            {staff.positions.length ? (
              <ul>
                {staff.positions.map((position, index) => (
                  <li key={position.id}>
                    {position.name}
                    {index === 0 && staff.positions.length > 1 ? ` (${t('primary')})` : ''}
                  </li>
                ))}
              </ul>
            ) : (
              none
            )}
          </Row>
          <Row label={t('Division')}>
            {staff.staff_division ? (
              <ColorDot color={staff.staff_division.division_color}>
                {staff.staff_division.division_name}
              </ColorDot>
            ) : (
              none
            )}
          </Row>
          <Row label={t('Manager')}>
            {staff.manager ? <PersonLink person={staff.manager} /> : none}
          </Row>
          <Row label={t('Direct reports')}>
            {staff.juniors.length ? (
              <ul className="space-y-1">
                {staff.juniors.map((junior) => (
                  <li key={junior.id}>
                    <PersonLink person={junior} />
                  </li>
                ))}
              </ul>
            ) : (
              none
            )}
          </Row>
          <Row label={t('Time zone')}>{staff.timezone}</Row>
          <Row label={t('Last login')}>
            {staff.last_login ? <Moment iso={staff.last_login} timezone={viewerTimezone} /> : none}
          </Row>
          {staff.hired_on ? <Row label={t('Hired on')}>{staff.hired_on}</Row> : null}
          {abilities.seeRoles ? (
            <>
              <Row label={t('User type')}>{t(staff.user_type.user_type)}</Row>
              <Row label={t('Role flags')}>
                {ROLE_FLAGS.some((flag) => staff.user_roles[flag]) ? (
                  <ul>
                    {ROLE_FLAGS.filter((flag) => staff.user_roles[flag]).map((flag) => (
                      <li key={flag}>{t(ROLE_FLAG_LABELS[flag])}</li>
                    ))}
                  </ul>
                ) : (
                  none
                )}
              </Row>
            </>
          ) : null}
        </dl>
      </section>

      {abilities.uploadPhoto ? (
        <section aria-labelledby="photo-title" className="mt-8">
          <h2 id="photo-title" className="text-xl font-bold">
            {t('Photo')}
          </h2>
          <Form
            method="post"
            action={`${employeePath(staff.id)}/photo?back=${encodeURIComponent(photoBack)}`}
            encType="multipart/form-data"
            className="mt-3 flex flex-wrap items-end gap-4"
          >
            <Field
              label={t('Choose a photo')}
              hint={t('JPEG, PNG or WebP, at most 10 MB.')}
              className=""
              inputProps={{
                id: 'photo',
                name: 'photo',
                type: 'file',
                required: true,
                accept: ACCEPTED_IMAGE_TYPES_LIST,
                className: '',
              }}
            />
            <Button variant="secondary">{t('Upload photo')}</Button>
          </Form>
        </section>
      ) : null}

      {/* Custom field values and employee files: the fields-files part's sections go here. */}
      {extra}
    </main>
  )
}
