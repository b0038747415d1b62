import type { StaffCustomFieldsData } from '../custom-fields.server'
import type { EmployeeFilesData } from '../employee-files.server'
import { EmployeeFilesSection } from './employee-files-section'
import { StaffCustomFieldsSection } from './staff-custom-fields-section'

/** The custom field values and employee files at the end of a profile page. */
export function ProfileSections({
  sections,
}: {
  sections: { customFields: StaffCustomFieldsData; files: EmployeeFilesData | null }
}) {
  return (
    <>
      <StaffCustomFieldsSection data={sections.customFields} />
      <EmployeeFilesSection data={sections.files} />
    </>
  )
}
