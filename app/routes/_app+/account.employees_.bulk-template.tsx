import type { LoaderFunctionArgs } from '@remix-run/node'
import { requireStaffAdmin } from '~/domains/people/staff-page.server'
import { BULK_COLUMNS } from '~/domains/people/staff.schema'
import { requireActor } from '~/platform/auth.server'
import { attachmentDisposition } from '~/platform/uploads.server'

/** The bulk-create template: the columns and one example line. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const actor = await requireActor(request, context)
  requireStaffAdmin(actor)
  const example = ['Jane', 'Doe', 'jane.doe@example.com', '', '', '', 'staff']
  return new Response(`${BULK_COLUMNS.join(',')}\n${example.join(',')}\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachmentDisposition('staff-template.csv'),
    },
  })
}
