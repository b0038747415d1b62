import type { Company } from '~/domains/company/company.tables'
import { requests } from '~/domains/requests/requests.tables'
import { db } from '~/platform/db.server'
import { makeRequestSetup } from './requests'

/**
 * Approved time off written directly (as the approval chain leaves it), for the calendar's tests:
 * `person` is away from `startsOn` to `endsOn` on the company's "Vacation".
 */
export async function makeTimeOffBook(company: Company) {
  const setup = await makeRequestSetup(company)
  return async (person: { id: number }, startsOn: string, endsOn: string, days = '1.00') => {
    const [request] = await db
      .insert(requests)
      .values({
        companyId: company.id,
        typeId: setup.timeOff.id,
        requesterId: person.id,
        title: 'Away',
        status: 'approved',
        timeOffKindId: setup.vacation.id,
        startsOn,
        endsOn,
        days,
      })
      .returning()
    return request!
  }
}
