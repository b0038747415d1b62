import type { Company } from '~/domains/company/company.tables'
import { createTemplate } from '~/domains/checklists/checklist-templates.server'
import { TemplateSchema } from '~/domains/checklists/checklists.schema'
import type { Asker } from '~/platform/authorize.server'
import { makeCompanyWithAdmin, makeMember, signedIn } from './accounts'
import { testMeta } from './request'

/** A company with its admin and an employee without flags, both signed in (as askers). */
export async function checklistCompany() {
  const { company, admin } = await makeCompanyWithAdmin()
  const staff = await makeMember(company, { firstName: 'Sam', lastName: 'Staff' })
  const asAdmin: Asker = { actor: (await signedIn(admin.user, company)).actor, meta: testMeta() }
  const asStaff: Asker = { actor: (await signedIn(staff.user, company)).actor, meta: testMeta() }
  return { company, admin, staff, asAdmin, asStaff }
}

/** An "Opening shift" template of every item kind but a file, through the service. */
export function openingShift(asker: Asker, values: Record<string, unknown> = {}) {
  return createTemplate(
    asker,
    TemplateSchema.parse({
      title: 'Opening shift',
      items: [
        { kind: 'section', label: 'Front of house' },
        { kind: 'checkbox', label: 'Lights on', required: true },
        { kind: 'number', label: 'Fridge temperature (°C)', required: true },
        { kind: 'choice', label: 'Floor', options: ['Clean', 'Needs mopping'] },
        { kind: 'date', label: 'Delivery expected' },
        { kind: 'text', label: 'Notes' },
        { kind: 'signature', label: 'Signed by the shift lead', required: true },
      ],
      ...values,
    }),
  )
}

/** Another company's member, signed in. */
export async function stranger(): Promise<Asker & { company: Company }> {
  const { company, admin } = await makeCompanyWithAdmin()
  return { company, actor: (await signedIn(admin.user, company)).actor, meta: testMeta() }
}
