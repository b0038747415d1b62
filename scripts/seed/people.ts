import { and, count, eq, inArray } from 'drizzle-orm'
import { memberships, users, type Membership } from '~/domains/accounts/accounts.tables'
import type { Company } from '~/domains/company/company.tables'
import { divisions, membershipPositions, positions } from '~/domains/org/org.tables'
import type { Queryable } from '~/platform/db.server'
import { idsByName } from './named'

type Gender = 'MALE' | 'FEMALE' | 'OTHER'

/** Acme's divisions: name and colour. */
const DEMO_DIVISIONS = [
  ['Leadership', '#0cb2fc'],
  ['Operations', '#16a34a'],
  ['People', '#db2777'],
  ['Sales', '#ea580c'],
  ['Customer Support', '#7c3aed'],
] as const

type DivisionName = (typeof DEMO_DIVISIONS)[number][0]

/**
 * Acme's organisation: who reports to whom (by email), their division and position. The three
 * people who already exist (admin, employee, multi) are placed in it too; everyone else is new.
 */
interface DemoPerson {
  email: string
  firstName: string
  lastName: string
  gender: Gender
  division: DivisionName
  position: string
  manager: string | null
}

const person = (
  email: string,
  name: string,
  gender: Gender,
  division: DivisionName,
  position: string,
  manager: string | null,
): DemoPerson => {
  const [firstName, lastName] = name.split(' ') as [string, string]
  return { email, firstName, lastName, gender, division, position, manager }
}

const CEO = 'admin@acme.test'
const OPS = 'olivia.ortiz@acme.test'
const HR = 'hannah.hughes@acme.test'
const SALES = 'samuel.stone@acme.test'
const SUPPORT = 'priya.patel@acme.test'
const OPS_LEAD = 'tom.tran@acme.test'
const SALES_LEAD = 'lucia.lopez@acme.test'
const SUPPORT_LEAD = 'kofi.mensah@acme.test'

const DEMO_PEOPLE: DemoPerson[] = [
  person(CEO, 'Alice Anderson', 'FEMALE', 'Leadership', 'Chief Executive Officer', null),
  person(OPS, 'Olivia Ortiz', 'FEMALE', 'Operations', 'Operations Manager', CEO),
  person(HR, 'Hannah Hughes', 'FEMALE', 'People', 'HR Manager', CEO),
  person(SALES, 'Samuel Stone', 'MALE', 'Sales', 'Sales Director', CEO),
  person(SUPPORT, 'Priya Patel', 'FEMALE', 'Customer Support', 'Support Manager', CEO),
  person(OPS_LEAD, 'Tom Tran', 'MALE', 'Operations', 'Team Lead', OPS),
  person(
    'employee@acme.test',
    'Eddie Evans',
    'MALE',
    'Operations',
    'Warehouse Associate',
    OPS_LEAD,
  ),
  person('multi@acme.test', 'Morgan Miles', 'OTHER', 'Operations', 'Logistics Coordinator', OPS),
  person('ravi.rao@acme.test', 'Ravi Rao', 'MALE', 'Operations', 'Warehouse Associate', OPS_LEAD),
  person(
    'nina.novak@acme.test',
    'Nina Novak',
    'FEMALE',
    'Operations',
    'Warehouse Associate',
    OPS_LEAD,
  ),
  person(
    'omar.haddad@acme.test',
    'Omar Haddad',
    'MALE',
    'Operations',
    'Forklift Operator',
    OPS_LEAD,
  ),
  person('jade.kim@acme.test', 'Jade Kim', 'FEMALE', 'Operations', 'Logistics Coordinator', OPS),
  person(
    'felix.braun@acme.test',
    'Felix Braun',
    'MALE',
    'Operations',
    'Facilities Technician',
    OPS,
  ),
  person('sam.rivera@acme.test', 'Sam Rivera', 'OTHER', 'Operations', 'Quality Inspector', OPS),
  person('ivy.chen@acme.test', 'Ivy Chen', 'FEMALE', 'People', 'Recruiter', HR),
  person('noah.becker@acme.test', 'Noah Becker', 'MALE', 'People', 'Payroll Specialist', HR),
  person('zara.ali@acme.test', 'Zara Ali', 'FEMALE', 'People', 'Learning Coordinator', HR),
  person(SALES_LEAD, 'Lucia Lopez', 'FEMALE', 'Sales', 'Team Lead', SALES),
  person('mark.otto@acme.test', 'Mark Otto', 'MALE', 'Sales', 'Sales Representative', SALES_LEAD),
  person(
    'emma.wilson@acme.test',
    'Emma Wilson',
    'FEMALE',
    'Sales',
    'Sales Representative',
    SALES_LEAD,
  ),
  person('leo.martin@acme.test', 'Leo Martin', 'MALE', 'Sales', 'Sales Representative', SALES_LEAD),
  person('ana.souza@acme.test', 'Ana Souza', 'FEMALE', 'Sales', 'Sales Representative', SALES_LEAD),
  person('yusuf.demir@acme.test', 'Yusuf Demir', 'MALE', 'Sales', 'Account Manager', SALES),
  person('chloe.dubois@acme.test', 'Chloe Dubois', 'FEMALE', 'Sales', 'Account Manager', SALES),
  person(
    'alex.morgan@acme.test',
    'Alex Morgan',
    'OTHER',
    'Sales',
    'Sales Operations Analyst',
    SALES,
  ),
  person(SUPPORT_LEAD, 'Kofi Mensah', 'MALE', 'Customer Support', 'Team Lead', SUPPORT),
  person(
    'mia.rossi@acme.test',
    'Mia Rossi',
    'FEMALE',
    'Customer Support',
    'Support Specialist',
    SUPPORT_LEAD,
  ),
  person(
    'ben.carter@acme.test',
    'Ben Carter',
    'MALE',
    'Customer Support',
    'Support Specialist',
    SUPPORT_LEAD,
  ),
  person(
    'sofia.garcia@acme.test',
    'Sofia Garcia',
    'FEMALE',
    'Customer Support',
    'Support Specialist',
    SUPPORT_LEAD,
  ),
  person(
    'daniel.cho@acme.test',
    'Daniel Cho',
    'MALE',
    'Customer Support',
    'Support Specialist',
    SUPPORT_LEAD,
  ),
  person(
    'fatima.said@acme.test',
    'Fatima Said',
    'FEMALE',
    'Customer Support',
    'Support Specialist',
    SUPPORT_LEAD,
  ),
  person(
    'liam.oneill@acme.test',
    'Liam Oneill',
    'MALE',
    'Customer Support',
    'Technical Writer',
    SUPPORT,
  ),
  person(
    'grace.adeyemi@acme.test',
    'Grace Adeyemi',
    'FEMALE',
    'Customer Support',
    'Support Specialist',
    SUPPORT_LEAD,
  ),
  person(
    'hugo.laurent@acme.test',
    'Hugo Laurent',
    'MALE',
    'Operations',
    'Warehouse Associate',
    OPS_LEAD,
  ),
  person(
    'elif.yilmaz@acme.test',
    'Elif Yilmaz',
    'FEMALE',
    'Operations',
    'Warehouse Associate',
    OPS_LEAD,
  ),
  person('jonas.berg@acme.test', 'Jonas Berg', 'MALE', 'Sales', 'Sales Representative', SALES_LEAD),
  person('aisha.bello@acme.test', 'Aisha Bello', 'FEMALE', 'People', 'HR Assistant', HR),
  person('tariq.aziz@acme.test', 'Tariq Aziz', 'MALE', 'Operations', 'Forklift Operator', OPS_LEAD),
  person(
    'nora.lind@acme.test',
    'Nora Lind',
    'FEMALE',
    'Customer Support',
    'Support Specialist',
    SUPPORT_LEAD,
  ),
  person(
    'victor.hale@acme.test',
    'Victor Hale',
    'MALE',
    'Leadership',
    'Chief Financial Officer',
    CEO,
  ),
]

/** A US-style phone in the profile form's mask, different for each person. */
const phoneFor = (index: number) =>
  `(555) ${String(200 + index).padStart(3, '0')}-${String(1000 + index * 37).slice(-4)}`

/**
 * Acme Demo's ~40 people: divisions, positions, a four-level manager tree, genders (so the
 * directory shows each default avatar), phones and time zones. Runs only while Acme has fewer
 * than ten members, so a demo a visitor reorganised is left alone.
 */
export async function ensureDemoPeople(
  q: Queryable,
  acme: Company,
  passwordHash: string,
): Promise<void> {
  const [members] = await q
    .select({ n: count() })
    .from(memberships)
    .where(eq(memberships.companyId, acme.id))
  if ((members?.n ?? 0) >= 10) return

  const divisionIds = await idsByName(
    q,
    divisions,
    acme.id,
    DEMO_DIVISIONS.map(([name, color], order) => ({ name, color, order: order + 1 })),
  )
  const positionIds = await idsByName(
    q,
    positions,
    acme.id,
    [...new Set(DEMO_PEOPLE.map((p) => p.position))].map((name) => ({ name })),
  )

  await q
    .insert(users)
    .values(
      DEMO_PEOPLE.map((p) => ({
        email: p.email,
        firstName: p.firstName,
        lastName: p.lastName,
        passwordHash,
      })),
    )
    .onConflictDoNothing()
  const people = await q
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_PEOPLE.map((p) => p.email),
      ),
    )
  const userIdOf = new Map(people.map((row) => [row.email, row.id]))
  await q
    .insert(memberships)
    .values(DEMO_PEOPLE.map((p) => ({ companyId: acme.id, userId: userIdOf.get(p.email)! })))
    .onConflictDoNothing()
  const rows: Pick<Membership, 'id' | 'userId'>[] = await q
    .select({ id: memberships.id, userId: memberships.userId })
    .from(memberships)
    .where(
      and(eq(memberships.companyId, acme.id), inArray(memberships.userId, [...userIdOf.values()])),
    )
  const membershipOf = new Map(rows.map((row) => [row.userId, row.id]))
  const membershipByEmail = (email: string) => membershipOf.get(userIdOf.get(email)!)!

  for (const [index, p] of DEMO_PEOPLE.entries()) {
    const membershipId = membershipByEmail(p.email)
    await q
      .update(memberships)
      .set({
        gender: p.gender,
        divisionId: divisionIds.get(p.division)!,
        managerId: p.manager ? membershipByEmail(p.manager) : null,
        personalPhone: phoneFor(index),
        timezone: index % 3 === 0 ? 'America/New_York' : index % 3 === 1 ? 'Europe/London' : 'UTC',
      })
      .where(eq(memberships.id, membershipId))
    // Someone who already holds positions (the admin's two) keeps them.
    const held = await q
      .select({ positionId: membershipPositions.positionId })
      .from(membershipPositions)
      .where(eq(membershipPositions.membershipId, membershipId))
    if (held.length > 0) continue
    const positionId = positionIds.get(p.position)!
    await q.insert(membershipPositions).values({ membershipId, positionId, rank: 0 })
  }
}
