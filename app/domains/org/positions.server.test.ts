import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { makeDivision, placeInOrg, positionInput } from '#tests/factories/org'
import { testMeta } from '#tests/factories/request'
import { db } from '~/platform/db.server'
import { isAppError } from '~/platform/errors.server'
import { positionResponsibilities, positions, responsibilities } from './org.tables'
import { orderChoices, POSITION_MESSAGES } from './positions.schema'
import {
  createPosition,
  deletePosition,
  getPosition,
  listPositions,
  updatePosition,
} from './positions.server'
import { buildTree, closesLoop, selfAndJuniors } from './positions-tree'
import { bulkDeletePositions, bulkEditPositions } from './positions-bulk.server'
import { divisionPositionHierarchy, employeePositionHierarchy } from './position-hierarchy.server'

const meta = testMeta()

async function adminOfNewCompany() {
  const { company, admin } = await makeCompanyWithAdmin()
  const { actor } = await signedIn(admin.user, company)
  const division = await makeDivision(company, { name: 'Operations' })
  return { company, admin, actor, division }
}

type Actor = Awaited<ReturnType<typeof adminOfNewCompany>>['actor']

const input = positionInput

async function refusal(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    if (isAppError(error))
      return { code: error.code, message: error.message, fields: error.fieldErrors }
    throw error
  }
  throw new Error('expected a refusal')
}

/** CEO → VP → Director, the way the form builds a chain. */
async function chain(actor: Actor, division: number) {
  const ceo = await createPosition(actor, input({ name: 'CEO', division }), meta)
  const vp = await createPosition(actor, input({ name: 'VP', division, manager: ceo.id }), meta)
  const director = await createPosition(
    actor,
    input({ name: 'Director', division, manager: vp.id }),
    meta,
  )
  return { ceo, vp, director }
}

describe('the tree rules', () => {
  const managerOf = new Map<number, number | null>([
    [1, null],
    [2, 1],
    [3, 2],
    [4, 1],
  ])

  it('sees a loop through any number of juniors, and none where there is none', () => {
    expect(closesLoop(managerOf, 1, 3)).toBe(true)
    expect(closesLoop(managerOf, 2, 3)).toBe(true)
    expect(closesLoop(managerOf, 3, 4)).toBe(false)
    expect(
      closesLoop(
        new Map([
          [1, 2],
          [2, 1],
        ]),
        3,
        1,
      ),
    ).toBe(false)
  })

  it('lists a position with all its juniors', () => {
    expect([...selfAndJuniors(managerOf, 1)].sort()).toEqual([1, 2, 3, 4])
    expect([...selfAndJuniors(managerOf, 2)].sort()).toEqual([2, 3])
  })

  it('orders juniors by order then name, and breaks a loop in the data instead of hiding it', () => {
    const tree = buildTree([
      { id: 1, name: 'Root', manager: null, order: 1 },
      { id: 2, name: 'B', manager: 1, order: 2 },
      { id: 3, name: 'A', manager: 1, order: 2 },
      { id: 4, name: 'Z', manager: 1, order: 1 },
      { id: 5, name: 'Loop one', manager: 6, order: 1 },
      { id: 6, name: 'Loop two', manager: 5, order: 1 },
    ])
    expect(tree[0]!.children.map((node) => node.item.name)).toEqual(['Z', 'A', 'B'])
    const all = (nodes: typeof tree): number[] =>
      nodes.flatMap((node) => [node.item.id, ...all(node.children)])
    expect(all(tree).sort()).toEqual([1, 2, 3, 4, 5, 6])
  })

  it('offers order choices 1 to the number of positions plus one', () => {
    expect(orderChoices(0)).toEqual([1])
    expect(orderChoices(3)).toEqual([1, 2, 3, 4])
  })
})

describe('creating and changing positions', () => {
  it('creates a position with its division, manager, texts and responsibilities, audited', async () => {
    const { company, admin, actor, division } = await adminOfNewCompany()
    const [duty] = await db
      .insert(responsibilities)
      .values({ companyId: company.id, title: 'Safety', description: 'Keeps people safe' })
      .returning()
    const ceo = await createPosition(actor, input({ name: 'CEO', division: division.id }), meta)
    const created = await createPosition(
      actor,
      input({
        name: ' Head of Ops ',
        division: division.id,
        manager: ceo.id,
        order: 2,
        above_text: 'Operations',
        description: 'Runs the warehouse',
        responsibilities: [duty!.id],
      }),
      meta,
    )
    expect(created).toMatchObject({
      name: ' Head of Ops ',
      division: division.id,
      division_name: 'Operations',
      manager: ceo.id,
      manager_name: 'CEO',
      order: 2,
      above_text: 'Operations',
      description: 'Runs the warehouse',
      responsibilities: [duty!.id],
      users_count: 0,
      version: 1,
    })
    const [entry] = await auditEntries({ action: 'position.create', entityId: created.id })
    expect(entry).toMatchObject({ actorUserId: admin.user.id, companyId: company.id })
  })

  it('refuses an order beyond the number of positions plus one', async () => {
    const { actor, division } = await adminOfNewCompany()
    await createPosition(actor, input({ name: 'One', division: division.id }), meta)
    expect(
      await refusal(createPosition(actor, input({ name: 'Two', order: 3 }), meta)),
    ).toMatchObject({ code: 'VALIDATION', fields: { order: [POSITION_MESSAGES.order] } })
    await createPosition(actor, input({ name: 'Two', order: 2 }), meta)
  })

  it('refuses a position as its own manager, directly or through its juniors', async () => {
    const { actor, division } = await adminOfNewCompany()
    const { ceo, vp, director } = await chain(actor, division.id)
    const self = await refusal(
      updatePosition(actor, ceo.id, input({ name: 'CEO', manager: ceo.id }), 1, meta),
    )
    expect(self).toMatchObject({ fields: { manager: [POSITION_MESSAGES.ownManager] } })
    for (const junior of [vp, director]) {
      const loop = await refusal(
        updatePosition(actor, ceo.id, input({ name: 'CEO', manager: junior.id }), 1, meta),
      )
      expect(loop).toMatchObject({ fields: { manager: [POSITION_MESSAGES.loop] } })
    }
    expect(await getPosition(actor, ceo.id, meta)).toMatchObject({ manager: null, version: 1 })
  })

  it('refuses the second of two edits that together would close a loop', async () => {
    const { actor, division } = await adminOfNewCompany()
    const a = await createPosition(actor, input({ name: 'A', division: division.id }), meta)
    const b = await createPosition(actor, input({ name: 'B', division: division.id }), meta)
    const results = await Promise.allSettled([
      updatePosition(actor, a.id, input({ name: 'A', manager: b.id }), 1, meta),
      updatePosition(actor, b.id, input({ name: 'B', manager: a.id }), 1, meta),
    ])
    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected'])
    const rows = await db
      .select({ id: positions.id, manager: positions.managerPositionId })
      .from(positions)
      .where(eq(positions.companyId, division.companyId))
    expect(rows.filter((row) => row.manager !== null)).toHaveLength(1)
  })

  it('answers 409 to a change made from a stale version and keeps the newer data', async () => {
    const { actor } = await adminOfNewCompany()
    const position = await createPosition(actor, input({ name: 'Clerk' }), meta)
    await updatePosition(actor, position.id, input({ name: 'Senior clerk' }), 1, meta)
    const stale = await refusal(
      updatePosition(actor, position.id, input({ name: 'Junior clerk' }), 1, meta),
    )
    expect(stale).toMatchObject({ code: 'CONFLICT', message: POSITION_MESSAGES.stale })
    expect(await getPosition(actor, position.id, meta)).toMatchObject({
      name: 'Senior clerk',
      version: 2,
    })
  })

  it('replaces the responsibilities of a position on update', async () => {
    const { company, actor } = await adminOfNewCompany()
    const [one, two] = await db
      .insert(responsibilities)
      .values([
        { companyId: company.id, title: 'One', description: '1' },
        { companyId: company.id, title: 'Two', description: '2' },
      ])
      .returning()
    const position = await createPosition(
      actor,
      input({ name: 'Clerk', responsibilities: [one!.id] }),
      meta,
    )
    await updatePosition(
      actor,
      position.id,
      input({ name: 'Clerk', responsibilities: [two!.id] }),
      1,
      meta,
    )
    const links = await db
      .select()
      .from(positionResponsibilities)
      .where(eq(positionResponsibilities.positionId, position.id))
    expect(links.map((link) => link.responsibilityId)).toEqual([two!.id])
  })

  it("treats another company's division, manager, responsibility and position as not found", async () => {
    const acme = await adminOfNewCompany()
    const globex = await adminOfNewCompany()
    const foreignPosition = await createPosition(globex.actor, input({ name: 'Globex CEO' }), meta)
    const [foreignDuty] = await db
      .insert(responsibilities)
      .values({ companyId: globex.company.id, title: 'Secret', description: 'x' })
      .returning()
    for (const values of [
      { division: globex.division.id },
      { manager: foreignPosition.id },
      { responsibilities: [foreignDuty!.id] },
    ]) {
      expect(
        await refusal(createPosition(acme.actor, input({ name: 'Sneaky', ...values }), meta)),
      ).toMatchObject({ code: 'NOT_FOUND' })
    }
    expect(await refusal(getPosition(acme.actor, foreignPosition.id, meta))).toMatchObject({
      code: 'NOT_FOUND',
    })
    expect(
      await refusal(
        updatePosition(acme.actor, foreignPosition.id, input({ name: 'Hijack' }), 1, meta),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' })
    expect(await refusal(deletePosition(acme.actor, foreignPosition.id, meta))).toMatchObject({
      code: 'NOT_FOUND',
    })
    expect(await getPosition(globex.actor, foreignPosition.id, meta)).toMatchObject({
      name: 'Globex CEO',
    })
    expect((await listPositions(acme.actor, { page: 1, search: '' })).count).toBe(0)
  })

  it('refuses staff without profile admin rights, and records it', async () => {
    const { company, actor } = await adminOfNewCompany()
    const staff = await makeMember(company)
    const { actor: staffActor } = await signedIn(staff.user, company)
    expect(await refusal(createPosition(staffActor, input({ name: 'Mine' }), meta))).toMatchObject({
      code: 'FORBIDDEN',
    })
    const position = await createPosition(actor, input({ name: 'Theirs' }), meta)
    expect(await refusal(deletePosition(staffActor, position.id, meta))).toMatchObject({
      code: 'FORBIDDEN',
    })
    const [entry] = await auditEntries({ action: 'position.delete', actorUserId: staff.user.id })
    expect(entry).toMatchObject({ outcome: 'denied' })
  })
})

describe('deleting positions', () => {
  it('moves the juniors of a deleted position to its manager', async () => {
    const { actor, division } = await adminOfNewCompany()
    const { ceo, vp, director } = await chain(actor, division.id)
    await deletePosition(actor, vp.id, meta)
    expect(await getPosition(actor, director.id, meta)).toMatchObject({
      manager: ceo.id,
      version: 2,
    })
    const [entry] = await auditEntries({ action: 'position.delete', entityId: vp.id })
    expect(entry).toMatchObject({ outcome: 'success', details: { name: 'VP', juniors_moved: 1 } })
  })

  it('deletes many at once, or none when one of them cannot be, with a line per id', async () => {
    const { actor, division } = await adminOfNewCompany()
    const globex = await adminOfNewCompany()
    const foreign = await createPosition(globex.actor, input({ name: 'Globex' }), meta)
    const { ceo, vp, director } = await chain(actor, division.id)
    const refused = await bulkDeletePositions(actor, [vp.id, foreign.id, 99_999_999], meta)
    expect(refused).toEqual({
      ok: false,
      errors: [
        { id: foreign.id, error: POSITION_MESSAGES.notFound },
        { id: 99_999_999, error: POSITION_MESSAGES.notFound },
      ],
    })
    expect(await getPosition(actor, vp.id, meta)).toMatchObject({ name: 'VP' })
    expect(await getPosition(globex.actor, foreign.id, meta)).toMatchObject({ name: 'Globex' })

    expect(await bulkDeletePositions(actor, [ceo.id, vp.id], meta)).toEqual({
      ok: true,
      ids: [ceo.id, vp.id],
    })
    expect(await getPosition(actor, director.id, meta)).toMatchObject({ manager: null })
  })
})

describe('bulk edit', () => {
  it('sets the division and manager of many positions, refusing the ones that would loop', async () => {
    const { company, actor, division } = await adminOfNewCompany()
    const sales = await makeDivision(company, { name: 'Sales' })
    const { ceo, vp, director } = await chain(actor, division.id)
    const clerk = await createPosition(actor, input({ name: 'Clerk' }), meta)

    const refused = await bulkEditPositions(
      actor,
      [ceo.id, clerk.id],
      { manager: director.id },
      meta,
    )
    expect(refused).toEqual({ ok: false, errors: [{ id: ceo.id, error: POSITION_MESSAGES.loop }] })
    expect(await getPosition(actor, clerk.id, meta)).toMatchObject({ manager: null })

    const self = await bulkEditPositions(actor, [vp.id], { manager: vp.id }, meta)
    expect(self).toEqual({
      ok: false,
      errors: [{ id: vp.id, error: POSITION_MESSAGES.ownManager }],
    })

    const done = await bulkEditPositions(
      actor,
      [clerk.id, director.id],
      { division: sales.id, manager: ceo.id },
      meta,
    )
    expect(done.ok).toBe(true)
    expect(await getPosition(actor, clerk.id, meta)).toMatchObject({
      division: sales.id,
      manager: ceo.id,
      version: 2,
    })
  })
})

describe('reading', () => {
  it('lists by name with search, division, manager and the number of active holders', async () => {
    const { company, actor, division } = await adminOfNewCompany()
    const { ceo, vp } = await chain(actor, division.id)
    const holder = await makeMember(company)
    const gone = await makeMember(company)
    await placeInOrg(holder.membership, { divisionId: division.id, positionIds: [vp.id] })
    await placeInOrg(gone.membership, { divisionId: division.id, positionIds: [vp.id] })
    const { memberships } = await import('~/domains/accounts/accounts.tables')
    await db
      .update(memberships)
      .set({ isActive: false })
      .where(eq(memberships.id, gone.membership.id))

    const all = await listPositions(actor, { page: 1, search: '' })
    expect(all.rows.map((row) => row.name)).toEqual(['CEO', 'Director', 'VP'])
    const found = await listPositions(actor, { page: 1, search: 'v' })
    expect(found.rows).toEqual([
      expect.objectContaining({
        id: vp.id,
        division_name: 'Operations',
        manager: ceo.id,
        manager_name: 'CEO',
        users_count: 1,
      }),
    ])
    expect((await listPositions(actor, { page: 1, search: '%' })).count).toBe(0)
  })

  it('groups positions by division as trees, and lists people in the positions tree', async () => {
    const { company, actor, division } = await adminOfNewCompany()
    const { ceo, vp, director } = await chain(actor, division.id)
    const loose = await createPosition(actor, input({ name: 'Freelancer' }), meta)
    const person = await makeMember(company, { firstName: 'Zed', lastName: 'Zebra' })
    await placeInOrg(person.membership, { divisionId: division.id, positionIds: [director.id] })

    const byDivision = await divisionPositionHierarchy(actor)
    expect(byDivision.map((group) => group.division_name)).toEqual(['Operations', null])
    expect(byDivision[0]!.positions[0]).toMatchObject({
      id: ceo.id,
      children: [{ id: vp.id, children: [{ id: director.id, children: [] }] }],
    })
    expect(byDivision[1]!.positions).toEqual([expect.objectContaining({ id: loose.id })])

    const people = await employeePositionHierarchy(actor)
    expect(people.map((node) => node.id).sort()).toEqual([ceo.id, loose.id].sort())
    const searched = await employeePositionHierarchy(actor, 'zebra')
    expect(searched).toEqual([
      expect.objectContaining({
        id: ceo.id,
        employee_count: 0,
        children: [
          expect.objectContaining({
            id: vp.id,
            children: [
              expect.objectContaining({
                id: director.id,
                employee_count: 1,
                employees: [
                  expect.objectContaining({ id: person.membership.id, first_name: 'Zed' }),
                ],
              }),
            ],
          }),
        ],
      }),
    ])
  })
})
