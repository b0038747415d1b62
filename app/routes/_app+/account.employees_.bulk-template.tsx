import type { LoaderFunctionArgs } from '@remix-run/node'
import { authorizeStaffAdmin } from '~/domains/people/staff-page.server'
import { BULK_COLUMNS } from '~/domains/people/staff.schema'
import { signedIn } from '~/platform/request-context.server'
import { attachmentDisposition } from '~/platform/uploads.server'

/** The bulk-create template: the columns and one example line. */
export const loader = (args: LoaderFunctionArgs) =>
  signedIn(args, async ({ actor, meta }) => {
    await authorizeStaffAdmin({ actor, meta })
    const example = ['Jane', 'Doe', 'jane.doe@example.com', '', '', '', 'staff']
    return new Response(`${BULK_COLUMNS.join(',')}\n${example.join(',')}\n`, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': attachmentDisposition('staff-template.csv'),
      },
    })
  })
