import type { StaffCustomFieldsData } from '../custom-fields.server'
import type { EmployeeFilesData } from '../employee-files.server'
import type { PersonResponsibilities } from '../../org/responsibilities.server'
import { PersonResponsibilitiesSection } from '../../org/components/person-responsibilities'
import { EmployeeFilesSection } from './employee-files-section'
import { StaffCustomFieldsSection } from './staff-custom-fields-section'

/** Responsibilities, custom field values and employee files at the end of a profile page. */
export function ProfileSections({
  sections,
}: {
  sections: {
    customFields: StaffCustomFieldsData
    files: EmployeeFilesData | null
    responsibilities: PersonResponsibilities
  }
}) {
  return (
    <>
      <PersonResponsibilitiesSection data={sections.responsibilities} />
      <StaffCustomFieldsSection data={sections.customFields} />
      <EmployeeFilesSection data={sections.files} />
    </>
  )
}
