import { Link } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import type { StaffCustomFieldsData } from '../custom-fields.server'

/** The profile's custom field values, with an edit link for those who may change them. */
export function StaffCustomFieldsSection({ data }: { data: StaffCustomFieldsData }) {
  const { t } = useTranslation()
  if (data.values.length === 0) return null
  return (
    <section aria-labelledby="custom-fields-title" className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-4">
        <h2 id="custom-fields-title" className="text-2xl font-bold">
          {t('Custom fields')}
        </h2>
        {data.canEdit ? (
          <Link
            to={`/account/employee/${data.membershipId}/custom-fields`}
            className={buttonClasses('link')}
          >
            {t('Edit custom fields')}
          </Link>
        ) : null}
      </div>
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
    </section>
  )
}
