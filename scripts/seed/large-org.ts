import { asc, eq, sql } from 'drizzle-orm'
import { memberships } from '~/domains/accounts/accounts.tables'
import { divisions, membershipPositions, positions } from '~/domains/org/org.tables'
import {
  customFieldChoices,
  customFieldDefinitions,
  staffCustomFieldValues,
} from '~/domains/people/custom-fields.tables'
import type { Database } from '~/platform/db.server'
import { idsByName } from './named'

/** People reporting to one manager: realistic spans of control are 5 to 10. */
const FAN_OUT = 7
const BATCH = 1000
const DIVISION_NAMES = [
  'Engineering',
  'Sales',
  'Marketing',
  'Operations',
  'Finance',
  'People',
  'Customer Support',
]
const COLOURS = ['#0cb2fc', '#16a34a', '#db2777', '#ea580c', '#7c3aed', '#0d9488', '#ca8a04']
/** Position name per level of the tree; deeper levels are individual contributors. */
const LEVEL_TITLES = [
  'Chief Executive Officer',
  'Vice President',
  'Director',
  'Manager',
  'Team Lead',
]
const CONTRIBUTOR_TITLES = ['Specialist', 'Analyst', 'Associate', 'Coordinator', 'Engineer']
const GENDERS = ['MALE', 'FEMALE', 'OTHER', 'FEMALE', 'MALE'] as const
const OFFICES = ['London', 'New York', 'Berlin', 'Singapore', 'Remote']

/** Parent index of person n in a complete FAN_OUT-ary tree numbered breadth first (0 = root). */
const parentOf = (n: number) => Math.floor((n - 1) / FAN_OUT)

function levelOf(n: number): number {
  let level = 0
  for (let at = n; at > 0; at = parentOf(at)) level++
  return level
}

/** The person's level-1 ancestor decides the division (the root sits in the first). */
function divisionIndexOf(n: number): number {
  let at = n
  while (at > FAN_OUT) at = parentOf(at)
  return Math.max(at - 1, 0) % DIVISION_NAMES.length
}

/**
 * Organises the large company: a manager tree with a fan-out of seven (five levels for
 * 10,000 people), divisions by top-level branch, a position per person by level and division,
 * genders, and an 'Office' choice field, so the directory and org chart are measured on a
 * realistic shape. Overwrites the org data of the company each run (it is measurement data).
 */
export async function organiseLargeCompany(db: Database, companyId: number): Promise<void> {
  const divisionIds = await idsByName(
    db,
    divisions,
    companyId,
    DIVISION_NAMES.map((name, i) => ({ name, color: COLOURS[i]!, order: i + 1 })),
  )
  const positionNames = [
    ...LEVEL_TITLES,
    ...DIVISION_NAMES.flatMap((division) =>
      CONTRIBUTOR_TITLES.map((title) => `${division} ${title}`),
    ),
  ]
  const positionIds = await idsByName(
    db,
    positions,
    companyId,
    positionNames.map((name) => ({ name })),
  )
  const officeChoices = await ensureOfficeField(db, companyId)

  const people = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.companyId, companyId))
    .orderBy(asc(memberships.id))

  for (let start = 0; start < people.length; start += BATCH) {
    const slice = people.slice(start, start + BATCH)
    const place = slice.map((person, i) => {
      const n = start + i
      const level = levelOf(n)
      const division = DIVISION_NAMES[divisionIndexOf(n)]!
      const title =
        level < LEVEL_TITLES.length
          ? LEVEL_TITLES[level]!
          : `${division} ${CONTRIBUTOR_TITLES[n % CONTRIBUTOR_TITLES.length]}`
      return {
        id: person.id,
        managerId: n === 0 ? null : people[parentOf(n)]!.id,
        divisionId: divisionIds.get(division)!,
        positionId: positionIds.get(title)!,
        gender: GENDERS[n % GENDERS.length]!,
        office: officeChoices[n % officeChoices.length]!,
      }
    })
    await db.transaction(async (tx) => {
      const values = sql.join(
        place.map(
          (p) => sql`(${p.id}::int, ${p.managerId}::int, ${p.divisionId}::int, ${p.gender}::text)`,
        ),
        sql`, `,
      )
      await tx.execute(sql`
        update memberships m
        set manager_id = v.manager_id, division_id = v.division_id, gender = v.gender
        from (values ${values}) as v(id, manager_id, division_id, gender)
        where m.id = v.id`)
      await tx.execute(sql`
        delete from membership_positions
        where membership_id in (${sql.join(
          place.map((p) => sql`${p.id}`),
          sql`, `,
        )})`)
      await tx
        .insert(membershipPositions)
        .values(place.map((p) => ({ membershipId: p.id, positionId: p.positionId, rank: 0 })))
      await tx
        .insert(staffCustomFieldValues)
        .values(
          place.map((p) => ({
            companyId,
            membershipId: p.id,
            definitionId: p.office.definitionId,
            value: p.office.choiceId,
          })),
        )
        .onConflictDoNothing()
    })
    process.stdout.write(`\rorganised ${Math.min(start + BATCH, people.length)}/${people.length}`)
  }
}

/** The large company's single-choice 'Office' field and its choices. */
async function ensureOfficeField(db: Database, companyId: number) {
  let [field] = await db
    .select()
    .from(customFieldDefinitions)
    .where(eq(customFieldDefinitions.companyId, companyId))
  if (!field) {
    ;[field] = await db
      .insert(customFieldDefinitions)
      .values({ companyId, name: 'Office', fieldType: 'single_choice' })
      .returning()
    await db
      .insert(customFieldChoices)
      .values(
        OFFICES.map((label, i) => ({ companyId, definitionId: field!.id, label, order: i + 1 })),
      )
  }
  const choices = await db
    .select({ id: customFieldChoices.id })
    .from(customFieldChoices)
    .where(eq(customFieldChoices.definitionId, field!.id))
    .orderBy(asc(customFieldChoices.order))
  return choices.map((choice) => ({ definitionId: field!.id, choiceId: choice.id }))
}
