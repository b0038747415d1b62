import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { makeDivision, makePosition, placeInOrg } from '#tests/factories/org'
import { db } from '~/platform/db.server'
import { memberships, users } from '../accounts/accounts.tables'
import {
  customFieldChoices,
  customFieldDefinitions,
  staffCustomFieldValues,
} from './custom-fields.tables'
import type { CustomFieldType } from './custom-field-types'
import {
  DIRECTORY_PAGE_SIZE,
  EMPTY_DIRECTORY_QUERY,
  parseDirectoryQuery,
  type DirectoryQuery,
} from './directory.schema'
import { csvCell } from '~/platform/csv'
import { exportDirectoryCsv, loadDirectory } from './directory.server'
import { testMeta } from '#tests/factories/request'
import { createDivision, updateDivision } from '../org/divisions.server'
import { DivisionCreateSchema, DivisionUpdateSchema } from '../org/divisions.schema'

async function field(
  companyId: number,
  name: string,
  fieldType: CustomFieldType,
  labels: string[] = [],
) {
  const [definition] = await db
    .insert(customFieldDefinitions)
    .values({ companyId, name, fieldType })
    .returning()
  const choices = labels.length
    ? await db
        .insert(customFieldChoices)
        .values(labels.map((label) => ({ companyId, definitionId: definition!.id, label })))
        .returning()
    : []
  return { ...definition!, choices }
}

async function setValue(
  companyId: number,
  membershipId: number,
  definitionId: number,
  value: string | number | boolean | number[],
) {
  await db.insert(staffCustomFieldValues).values({ companyId, membershipId, definitionId, value })
}

/**
 * Acme: Ada Admin, Bea Baker (Sales, Account manager, reports to Ada), Cal Cruz (Engineering,
 * Engineer), Dee Diaz (deactivated). Globex: Gus Globex.
 */
async function acme() {
  const { company, admin } = await makeCompanyWithAdmin()
  const sales = await makeDivision(company, { name: 'Sales', color: '#ff0000' })
  const engineering = await makeDivision(company, { name: 'Engineering', color: '#00ff00' })
  const accountManager = await makePosition(company, 'Account manager')
  const engineer = await makePosition(company, 'Engineer')
  const bea = await makeMember(company, {
    firstName: 'Bea',
    lastName: 'Baker',
    email: `bea-${company.id}@acme.test`,
    roles: ['user_is_kb_admin'],
  })
  const cal = await makeMember(company, { firstName: 'Cal', lastName: 'Cruz' })
  const dee = await makeMember(company, { firstName: 'Dee', lastName: 'Diaz' })
  await placeInOrg(bea.membership, {
    divisionId: sales.id,
    managerId: admin.membership.id,
    positionIds: [accountManager.id],
  })
  await placeInOrg(cal.membership, {
    divisionId: engineering.id,
    managerId: bea.membership.id,
    positionIds: [engineer.id, accountManager.id],
  })
  await db
    .update(memberships)
    .set({ isActive: false, deactivatedAt: new Date() })
    .where(eq(memberships.id, dee.membership.id))
  const globex = await makeCompanyWithAdmin()
  await makeMember(globex.company, { firstName: 'Gus', lastName: 'Globex' })
  const { actor } = await signedIn(admin.user, company)
  const staff = await signedIn(cal.user, company)
  return {
    company,
    actor,
    staffActor: staff.actor,
    admin,
    bea,
    cal,
    dee,
    sales,
    engineering,
    accountManager,
    engineer,
    globex,
  }
}

const q = (change: Partial<DirectoryQuery>): DirectoryQuery => ({
  ...EMPTY_DIRECTORY_QUERY,
  ...change,
})
const names = (page: { rows: { firstName: string }[] }) => page.rows.map((row) => row.firstName)

describe('loadDirectory', () => {
  // The filter options are kept per company (app/platform/company-memo.server.ts).
  it('offers a division added or renamed through the app on the next page', async () => {
    const { actor } = await acme()
    const divisionNames = async () =>
      (await loadDirectory(actor, q({}))).options.divisions.map((division) => division.name)
    expect(await divisionNames()).toEqual(['Engineering', 'Sales'])
    const support = await createDivision(
      actor,
      DivisionCreateSchema.parse({ division_name: 'Support', division_order: 3 }),
      testMeta(),
    )
    expect(await divisionNames()).toEqual(['Engineering', 'Sales', 'Support'])
    await updateDivision(
      actor,
      support.id,
      DivisionUpdateSchema.parse({ division_name: 'Help desk', version: support.version }),
      testMeta(),
    )
    expect(await divisionNames()).toEqual(['Engineering', 'Sales', 'Help desk'])
  })

  it('lists the active staff of the company with position, division and manager', async () => {
    const { actor, admin, bea } = await acme()
    const page = await loadDirectory(actor, q({}))
    expect(names(page)).toEqual(['Ada', 'Bea', 'Cal'])
    expect(page.total).toBe(3)
    expect(page.rows[1]).toMatchObject({
      firstName: 'Bea',
      lastName: 'Baker',
      position: 'Account manager',
      division: { name: 'Sales', color: '#ff0000' },
      manager: { id: admin.membership.id, name: 'Ada Admin' },
    })
    // Cal's primary position is the first one, not the other he holds.
    expect(page.rows[2]).toMatchObject({
      position: 'Engineer',
      manager: { id: bea.membership.id, name: 'Bea Baker' },
    })
  })

  it('searches names, emails and every position held, in any case; % is literal', async () => {
    const { actor, company } = await acme()
    expect(names(await loadDirectory(actor, q({ q: 'BAK' })))).toEqual(['Bea'])
    expect(names(await loadDirectory(actor, q({ q: `bea-${company.id}@ACME` })))).toEqual(['Bea'])
    expect(names(await loadDirectory(actor, q({ q: 'account man' })))).toEqual(['Bea', 'Cal'])
    expect(names(await loadDirectory(actor, q({ q: 'cal cruz' })))).toEqual(['Cal'])
    expect(names(await loadDirectory(actor, q({ q: '%' })))).toEqual([])
    expect(names(await loadDirectory(actor, q({ q: 'Globex' })))).toEqual([])
    expect(names(await loadDirectory(actor, q({ q: 'Diaz' })))).toEqual([])
  })

  it('filters by division, by any position held and by role flag', async () => {
    const { actor, sales, engineer, accountManager } = await acme()
    expect(names(await loadDirectory(actor, q({ division: sales.id })))).toEqual(['Bea'])
    expect(names(await loadDirectory(actor, q({ position: engineer.id })))).toEqual(['Cal'])
    expect(names(await loadDirectory(actor, q({ position: accountManager.id })))).toEqual([
      'Bea',
      'Cal',
    ])
    expect(names(await loadDirectory(actor, q({ role: 'user_is_kb_admin' })))).toEqual([
      'Ada',
      'Bea',
    ])
    // 'baker', not 'bea': random test emails are hex, and 'bea' is hex (the admin matched it).
    expect(names(await loadDirectory(actor, q({ role: 'user_is_pr_payer', q: 'baker' })))).toEqual(
      [],
    )
  })

  it("ignores another company's division and custom field ids", async () => {
    const { actor, globex } = await acme()
    const theirs = await makeDivision(globex.company, { name: 'Theirs' })
    const theirField = await field(globex.company.id, 'Badge', 'text')
    expect(names(await loadDirectory(actor, q({ division: theirs.id })))).toEqual([])
    expect(names(await loadDirectory(actor, q({ custom: { [theirField.id]: 'x' } })))).toEqual([
      'Ada',
      'Bea',
      'Cal',
    ])
    const page = await loadDirectory(actor, q({}))
    expect(page.options.divisions.map((d) => d.name)).toEqual(['Engineering', 'Sales'])
    expect(page.options.customFields).toEqual([])
  })

  it('filters by each type of custom field', async () => {
    const { actor, company, admin, bea, cal } = await acme()
    const c = company.id
    const badge = await field(c, 'Badge', 'text')
    const bio = await field(c, 'Bio', 'long_text')
    const desk = await field(c, 'Desk', 'number')
    const start = await field(c, 'Start', 'date')
    const shirt = await field(c, 'Shirt', 'single_choice', ['S', 'M', 'L'])
    const langs = await field(c, 'Languages', 'multiple_choice', ['English', 'Spanish'])
    const firstAid = await field(c, 'First aider', 'checkbox')
    const [small, medium] = shirt.choices
    const [english, spanish] = langs.choices
    await setValue(c, bea.membership.id, badge.id, 'Gold 100%')
    await setValue(c, cal.membership.id, badge.id, 'Silver')
    await setValue(c, bea.membership.id, bio.id, 'Loves\nchess')
    await setValue(c, bea.membership.id, desk.id, 12)
    await setValue(c, cal.membership.id, desk.id, 120)
    await setValue(c, cal.membership.id, start.id, '2024-02-01')
    await setValue(c, bea.membership.id, shirt.id, small!.id)
    await setValue(c, cal.membership.id, shirt.id, String(medium!.id) as unknown as number)
    await setValue(c, bea.membership.id, langs.id, [english!.id, spanish!.id])
    await setValue(c, cal.membership.id, langs.id, [english!.id])
    await setValue(c, admin.membership.id, firstAid.id, true)
    await setValue(c, bea.membership.id, firstAid.id, false)

    const only = async (definitionId: number, value: string) =>
      names(await loadDirectory(actor, q({ custom: { [definitionId]: value } })))
    expect(await only(badge.id, 'gold 1')).toEqual(['Bea'])
    expect(await only(badge.id, '100%')).toEqual(['Bea'])
    expect(await only(bio.id, 'CHESS')).toEqual(['Bea'])
    expect(await only(desk.id, '12')).toEqual(['Bea'])
    expect(await only(desk.id, '12.0')).toEqual(['Bea'])
    expect(await only(desk.id, 'twelve')).toEqual(['Ada', 'Bea', 'Cal'])
    expect(await only(start.id, '2024-02-01')).toEqual(['Cal'])
    expect(await only(shirt.id, String(small!.id))).toEqual(['Bea'])
    expect(await only(shirt.id, String(medium!.id))).toEqual(['Cal'])
    expect(await only(langs.id, String(spanish!.id))).toEqual(['Bea'])
    expect(await only(langs.id, String(english!.id))).toEqual(['Bea', 'Cal'])
    expect(await only(firstAid.id, 'yes')).toEqual(['Ada'])
    expect(await only(firstAid.id, 'no')).toEqual(['Bea', 'Cal'])
    // Two filters narrow together.
    expect(
      names(
        await loadDirectory(
          actor,
          q({ custom: { [langs.id]: String(english!.id), [desk.id]: '120' } }),
        ),
      ),
    ).toEqual(['Cal'])
  })

  it('sorts by name, position, division and manager, both ways, empty values last', async () => {
    const { actor } = await acme()
    expect(names(await loadDirectory(actor, q({ dir: 'desc' })))).toEqual(['Cal', 'Bea', 'Ada'])
    expect(names(await loadDirectory(actor, q({ sort: 'position' })))).toEqual([
      'Bea',
      'Cal',
      'Ada',
    ])
    expect(names(await loadDirectory(actor, q({ sort: 'position', dir: 'desc' })))).toEqual([
      'Cal',
      'Bea',
      'Ada',
    ])
    expect(names(await loadDirectory(actor, q({ sort: 'division' })))).toEqual([
      'Cal',
      'Bea',
      'Ada',
    ])
    expect(names(await loadDirectory(actor, q({ sort: 'manager' })))).toEqual(['Bea', 'Cal', 'Ada'])
  })

  it('sorts by a manager only while they are active, and shows the same rows in every order', async () => {
    const { actor, admin, dee } = await acme()
    // Ada's manager has left: the column shows none, so she sorts with the empty values.
    await db
      .update(memberships)
      .set({ managerId: dee.membership.id })
      .where(eq(memberships.id, admin.membership.id))
    const byManager = await loadDirectory(actor, q({ sort: 'manager', dir: 'desc' }))
    expect(names(byManager)).toEqual(['Cal', 'Bea', 'Ada'])
    expect(byManager.rows.find((row) => row.firstName === 'Ada')?.manager).toBeNull()
    const byId = (page: { rows: { id: number }[] }) => [...page.rows].sort((a, b) => a.id - b.id)
    const byName = await loadDirectory(actor, q({}))
    for (const sort of ['position', 'division', 'manager'] as const) {
      const sorted = await loadDirectory(actor, q({ sort }))
      expect(byId(sorted)).toEqual(byId(byName))
      expect(sorted.total).toBe(byName.total)
    }
  })

  it('follows a renamed person to their new place in the name order', async () => {
    const { actor, cal } = await acme()
    await db.update(users).set({ firstName: 'Aaron' }).where(eq(users.id, cal.user.id))
    expect(names(await loadDirectory(actor, q({})))).toEqual(['Aaron', 'Ada', 'Bea'])
  })

  it('pages 25 at a time; a page past the end shows the last page', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    for (let i = 0; i < DIRECTORY_PAGE_SIZE + 2; i++) {
      await makeMember(company, { firstName: `P${String(i).padStart(2, '0')}` })
    }
    const { actor } = await signedIn(admin.user, company)
    const first = await loadDirectory(actor, q({}))
    expect(first.rows).toHaveLength(DIRECTORY_PAGE_SIZE)
    expect(first).toMatchObject({ total: 28, page: 1, pageCount: 2 })
    const second = await loadDirectory(actor, q({ page: 2 }))
    expect(names(second)).toEqual(['P24', 'P25', 'P26'])
    const beyond = await loadDirectory(actor, q({ page: 40 }))
    expect(beyond.page).toBe(2)
    expect(names(beyond)).toEqual(['P24', 'P25', 'P26'])
  })

  it('offers bulk editing only to profile and company admins', async () => {
    const { actor, staffActor, company, bea } = await acme()
    expect((await loadDirectory(actor, q({}))).abilities).toEqual({ administer: true })
    expect((await loadDirectory(staffActor, q({}))).abilities).toEqual({ administer: false })
    const profileAdmin = await makeMember(company, { roles: ['user_is_profile_admin'] })
    const { actor: pa } = await signedIn(profileAdmin.user, company)
    expect((await loadDirectory(pa, q({}))).abilities).toEqual({ administer: true })
    const kbAdmin = await signedIn(bea.user, company)
    expect((await loadDirectory(kbAdmin.actor, q({}))).abilities).toEqual({ administer: false })
  })
})

describe('parseDirectoryQuery', () => {
  it('reads every filter and drops values that do not parse', () => {
    expect(
      parseDirectoryQuery(
        new URLSearchParams(
          'q=+ann+&division=3&position=x&role=user_is_kb_admin&cf_7=blue&cf_x=1&cf_8=&sort=manager&dir=desc&page=-2',
        ),
      ),
    ).toEqual({
      q: 'ann',
      division: 3,
      position: null,
      role: 'user_is_kb_admin',
      custom: { 7: 'blue' },
      sort: 'manager',
      dir: 'desc',
      page: 1,
    })
    expect(parseDirectoryQuery(new URLSearchParams('role=root&sort=salary'))).toEqual(
      EMPTY_DIRECTORY_QUERY,
    )
  })
})

describe('exportDirectoryCsv', () => {
  it('exports every page of the current view, formulas defused', async () => {
    const { actor, company } = await acme()
    await makeMember(company, { firstName: '=HYPERLINK("http://evil")', lastName: '+1' })
    const csv = await exportDirectoryCsv(actor, q({ q: 'a', page: 2 }))
    // Dee (deactivated) has an 'a' too, and is not exported.
    expect(csv.split('\r\n')).toEqual([
      'First name,Last name,Email,Position,Division,Manager',
      expect.stringMatching(/^"'=HYPERLINK\(""http:\/\/evil""\)",'\+1,/),
      expect.stringMatching(/^Ada,Admin,/),
      expect.stringMatching(/^Bea,Baker,bea-\d+@acme\.test,Account manager,Sales,Ada Admin$/),
      expect.stringMatching(/^Cal,Cruz,.*,Engineer,Engineering,Bea Baker$/),
      '',
    ])
  })

  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    // A plain negative number stays a number; anything more after a minus is kept as text.
    expect(csvCell('-5')).toBe('-5')
    expect(csvCell('-3.25')).toBe('-3.25')
    expect(csvCell('-5+1')).toBe("'-5+1")
    expect(csvCell('-A1')).toBe("'-A1")
    expect(csvCell('@sum')).toBe("'@sum")
    expect(csvCell('plain')).toBe('plain')
  })
})
