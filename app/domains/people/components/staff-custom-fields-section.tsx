import { useTranslation } from '~/components/translation'
import type { StaffCustomFieldsData } from '../custom-fields.server'
import { ProfileSection } from './profile-section'

/** The profile's custom field values, with an edit link for those who may change them. */
export function StaffCustomFieldsSection({ data }: { data: StaffCustomFieldsData }) {
  const { t } = useTranslation()
  if (data.values.length === 0) return null
  return (
    <ProfileSection
      id="custom-fields-title"
      title={t('Custom fields')}
      link={
        data.canEdit && {
          to: `/account/employee/${data.membershipId}/custom-fields`,
          label: t('Edit custom fields'),
        }
      }
    >
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
        {data.values.map((value) => (
          <div key={value.field} className="contents">
            <dt className="font-semibold">{value.name}</dt>
            <dd className="whitespace-pre-line">
              {value.display === ''
                ? t('Not set')
                : value.field_type === 'checkbox'
                  ? t(value.display)
                  : value.display}
            </dd>
          </div>
        ))}
      </dl>
    </ProfileSection>
  )
}
