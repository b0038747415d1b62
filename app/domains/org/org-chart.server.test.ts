import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { makeDivision, makePosition, placeInOrg } from '#tests/factories/org'
import { db } from '~/platform/db.server'
import { memberships, users } from '../accounts/accounts.tables'
import { buildForest } from './org-chart-forest.server'
import {
  loadOrgChart,
  loadOrgChartBranch,
  loadOrgChartForExport,
  loadPublicOrgChart,
  searchOrgChart,
} from './org-chart.server'
import type { OrgChartNode } from './org-chart.types'
import { positions } from './org.tables'

const TOP = { root: null, focus: null, page: 1 }

/** Every node of a loaded tree, depth first. */
function flat(nodes: OrgChartNode[]): OrgChartNode[] {
  return nodes.flatMap((node) => [node, ...flat(node.children)])
}
const named = (nodes: OrgChartNode[], name: string) => flat(nodes).find((n) => n.name === name)

async function person(company: Parameters<typeof makeMember>[0], name: string) {
  const [firstName, lastName] = name.split(' ')
  return makeMember(company, { firstName, lastName })
}

/**
 * Ada Admin heads Bea and Cal; Dee reports to Bea; Eve has no manager; Finn reports to Eve;
 * Gus (deactivated) managed Hal, who is therefore a root.
 */
async function smallCompany() {
  const { company, admin } = await makeCompanyWithAdmin()
  const [bea, cal, dee, eve, finn, gus, hal] = await Promise.all(
    ['Bea Baker', 'Cal Cruz', 'Dee Diaz', 'Eve Evans', 'Finn Ford', 'Gus Gone', 'Hal Hale'].map(
      (name) => person(company, name),
    ),
  )
  await placeInOrg(bea!.membership, { managerId: admin.membership.id })
  await placeInOrg(cal!.membership, { managerId: admin.membership.id })
  await placeInOrg(dee!.membership, { managerId: bea!.membership.id })
  await placeInOrg(finn!.membership, { managerId: eve!.membership.id })
  await placeInOrg(hal!.membership, { managerId: gus!.membership.id })
  await db
    .update(memberships)
    .set({ isActive: false })
    .where(eq(memberships.id, gus!.membership.id))
  const { actor } = await signedIn(admin.user, company)
  const { actor: staffActor } = await signedIn(dee!.user, company)
  return {
    company,
    admin,
    bea: bea!,
    cal: cal!,
    dee: dee!,
    eve: eve!,
    finn: finn!,
    actor,
    staffActor,
  }
}

describe('buildForest', () => {
  it('breaks every loop at its lowest id, whatever order the rows come in', () => {
    const items = [
      { key: 'c', id: 3, parent: 'a' },
      { key: 'a', id: 1, parent: 'b' },
      { key: 'b', id: 2, parent: 'c' },
      { key: 'd', id: 4, parent: 'd' },
      { key: 'e', id: 5, parent: 'b' },
    ]
    for (const rows of [items, [...items].reverse()]) {
      const forest = buildForest(rows)
      expect(forest.roots).toEqual(['a', 'd'])
      expect(forest.loops).toEqual(expect.arrayContaining([['a', 'b', 'c'], ['d']]))
      expect(forest.childrenOf.get('b')).toEqual(['e'])
    }
  })

  it('puts the largest tree first, whatever the names, and people who manage no one last', () => {
    const forest = buildForest([
      { key: 'alone', id: 1, parent: null },
      { key: 'small', id: 2, parent: null },
      { key: 'small-report', id: 3, parent: 'small' },
      { key: 'ceo', id: 4, parent: null },
      { key: 'vp', id: 5, parent: 'ceo' },
      { key: 'lead', id: 6, parent: 'vp' },
    ])
    expect(forest.roots).toEqual(['ceo', 'small', 'alone'])
  })
})

describe('the people chart', () => {
  it('shows several roots with their direct report counts; a deactivated manager leaves a root', async () => {
    const { actor } = await smallCompany()
    const view = await loadOrgChart(actor, 'people', TOP)
    expect(view.roots.map((n) => n.name)).toEqual(['Ada Admin', 'Eve Evans', 'Hal Hale'])
    expect(named(view.roots, 'Ada Admin')!.directReports).toBe(2)
    expect(named(view.roots, 'Bea Baker')!.directReports).toBe(1)
    expect(named(view.roots, 'Dee Diaz')!.directReports).toBe(0)
    expect(named(view.roots, 'Eve Evans')!.children.map((n) => n.name)).toEqual(['Finn Ford'])
    expect(named(view.roots, 'Gus Gone')).toBeUndefined()
    expect(view.total).toBe(7)
    expect(view.loops).toEqual([])
  })

  it('follows every change to the people made after it was drawn, whoever makes it', async () => {
    const { company, actor, bea, cal, eve, finn } = await smallCompany()
    const names = async (chart: 'people' | 'division' = 'people') =>
      flat((await loadOrgChart(actor, chart, TOP)).roots).map((n) => n.name)
    expect(named((await loadOrgChart(actor, 'people', TOP)).roots, 'Cal Cruz')).toBeDefined()
    await placeInOrg(cal.membership, { managerId: eve.membership.id })
    expect(named((await loadOrgChart(actor, 'people', TOP)).roots, 'Eve Evans')!.children).toEqual([
      expect.objectContaining({ name: 'Cal Cruz' }),
      expect.objectContaining({ name: 'Finn Ford' }),
    ])
    await db
      .update(memberships)
      .set({ isActive: false })
      .where(eq(memberships.id, finn.membership.id))
    expect(await names()).not.toContain('Finn Ford')
    await person(company, 'Ivy Irwin')
    expect(await names()).toContain('Ivy Irwin')
    await db.update(users).set({ firstName: 'Zoe' }).where(eq(users.id, bea.user.id))
    expect((await names()).filter((name) => name !== 'Ada Admin').slice(0, 2)).toEqual([
      'Zoe Baker',
      'Dee Diaz',
    ])
    const sales = await makeDivision(company, { name: 'Sales' })
    expect(await names('division')).toEqual(expect.arrayContaining(['Sales', 'No division']))
    await placeInOrg(eve.membership, { divisionId: sales.id })
    const view = await loadOrgChart(actor, 'division', TOP)
    expect(view.roots[0]!.children.map((n) => n.name)).toEqual(['Eve Evans'])
  })

  it('gives each box its title, division and photo data', async () => {
    const { company, actor, bea } = await smallCompany()
    const sales = await makeDivision(company, { name: 'Sales', color: '#b91c1c' })
    const lead = await makePosition(company, 'Sales lead')
    await placeInOrg(bea.membership, { divisionId: sales.id, positionIds: [lead.id] })
    const node = named((await loadOrgChart(actor, 'people', TOP)).roots, 'Bea Baker')!
    expect(node).toMatchObject({
      key: `p-${bea.membership.id}`,
      kind: 'person',
      title: 'Sales lead',
      division: { name: 'Sales', color: '#b91c1c' },
      person: { id: bea.membership.id, photo: null },
    })
  })

  it('breaks a manager loop at its lowest id and names it to admins only', async () => {
    const { company, actor, staffActor } = await smallCompany()
    // One after another: ids in name order.
    const x = await person(company, 'Xia Xu')
    const y = await person(company, 'Yan Yu')
    const z = await person(company, 'Zed Zhu')
    await placeInOrg(x.membership, { managerId: z.membership.id })
    await placeInOrg(y.membership, { managerId: x.membership.id })
    await placeInOrg(z.membership, { managerId: y.membership.id })
    const view = await loadOrgChart(actor, 'people', TOP)
    const xia = view.roots.find((n) => n.name === 'Xia Xu')!
    expect(xia.directReports).toBe(1)
    expect(flat([xia]).map((n) => n.name)).toEqual(['Xia Xu', 'Yan Yu', 'Zed Zhu'])
    expect(view.loops).toEqual([
      [
        // Each reports to the next: Xia to Zed, Zed to Yan, Yan to Xia.
        { id: x.membership.id, name: 'Xia Xu' },
        { id: z.membership.id, name: 'Zed Zhu' },
        { id: y.membership.id, name: 'Yan Yu' },
      ],
    ])
    expect((await loadOrgChart(staffActor, 'people', TOP)).loops).toBeNull()
  })

  it('labels dotted-line managers', async () => {
    const { actor, cal, dee } = await smallCompany()
    await db
      .update(memberships)
      .set({ dottedManagerId: dee.membership.id })
      .where(eq(memberships.id, cal.membership.id))
    const node = named((await loadOrgChart(actor, 'people', TOP)).roots, 'Cal Cruz')!
    expect(node.dottedManagerKeys).toEqual([`p-${dee.membership.id}`])
    expect(node.dottedManagers).toEqual([{ key: `p-${dee.membership.id}`, name: 'Dee Diaz' }])
  })

  it('loads the top three levels, then the rest on demand or from a new root', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    let manager = admin.membership
    const chain = []
    for (const name of ['L1 One', 'L2 Two', 'L3 Three', 'L4 Four']) {
      const member = await person(company, name)
      await placeInOrg(member.membership, { managerId: manager.id })
      chain.push(member)
      manager = member.membership
    }
    const { actor } = await signedIn(admin.user, company)
    const view = await loadOrgChart(actor, 'people', TOP)
    const two = named(view.roots, 'L2 Two')!
    expect(two.directReports).toBe(1)
    expect(two.children).toEqual([])
    expect(named(view.roots, 'L3 Three')).toBeUndefined()

    const branch = await loadOrgChartBranch(actor, 'people', two.key)
    expect(branch.map((n) => n.name)).toEqual(['L3 Three'])
    expect(branch[0]!.children.map((n) => n.name)).toEqual(['L4 Four'])

    const rerooted = await loadOrgChart(actor, 'people', { ...TOP, root: two.key })
    expect(rerooted.roots.map((n) => n.name)).toEqual(['L2 Two'])
    expect(rerooted.trail.map((crumb) => crumb.name)).toEqual(['Ada Admin', 'L1 One', 'L2 Two'])
    expect(named(rerooted.roots, 'L4 Four')).toBeDefined()
  })

  it('finds people by name and opens the chart down to them', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    let manager = admin.membership
    for (const name of ['Deep One', 'Deep Two', 'Deep Three', 'Deep Four']) {
      const member = await person(company, name)
      await placeInOrg(member.membership, { managerId: manager.id })
      manager = member.membership
    }
    const { actor } = await signedIn(admin.user, company)
    const found = await searchOrgChart(actor, 'people', 'four')
    expect(found.map((s) => s.name)).toEqual(['Deep Four'])
    const view = await loadOrgChart(actor, 'people', { ...TOP, focus: found[0]!.key })
    expect(view.focus).toBe(found[0]!.key)
    expect(named(view.roots, 'Deep Four')).toBeDefined()
    expect(view.highlightPath).toHaveLength(4)
    const search = await loadOrgChart(actor, 'people', {
      ...TOP,
      focus: found[0]!.key,
      rootAboveFocus: true,
    })
    expect(search.roots.map((n) => n.name)).toEqual(['Deep Three'])
  })

  it("refuses another company's boxes as not found", async () => {
    const { actor } = await smallCompany()
    const other = await smallCompany()
    const key = `p-${other.bea.membership.id}`
    await expect(loadOrgChart(actor, 'people', { ...TOP, root: key })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    await expect(loadOrgChartBranch(actor, 'people', key)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    await expect(loadOrgChartForExport(actor, 'people', key)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
    // 'Baker', not 'Bea': the search also reads emails, and a factory email's random hex part
    // held "bea" about once in a hundred runs.
    expect(await searchOrgChart(actor, 'people', 'Baker')).toEqual([
      expect.objectContaining({ key: expect.not.stringContaining(key) }),
    ])
    // A focus on another company's person is ignored, not shown.
    const view = await loadOrgChart(actor, 'people', { ...TOP, focus: key })
    expect(view.focus).toBeNull()
  })
})

describe('the division chart', () => {
  it('groups people by division, with the people without one last', async () => {
    const { company, actor, admin, bea, cal, dee } = await smallCompany()
    const sales = await makeDivision(company, { name: 'Sales' })
    const tech = await makeDivision(company, { name: 'Tech' })
    await placeInOrg(admin.membership, { divisionId: sales.id })
    await placeInOrg(bea.membership, { divisionId: sales.id })
    await placeInOrg(dee.membership, { divisionId: sales.id })
    await placeInOrg(cal.membership, { divisionId: tech.id })
    const view = await loadOrgChart(actor, 'division', TOP)
    expect(view.roots.map((n) => [n.kind, n.name, n.peopleCount])).toEqual([
      ['division', 'Sales', 3],
      ['division', 'Tech', 1],
      ['division', 'No division', 3],
    ])
    const salesNode = view.roots[0]!
    expect(salesNode.children.map((n) => n.name)).toEqual(['Ada Admin'])
    expect(named([salesNode], 'Ada Admin')!.directReports).toBe(1)
    // Cal's manager works in Sales: Cal heads Tech's tree.
    expect(view.roots[1]!.children.map((n) => n.name)).toEqual(['Cal Cruz'])
    expect(view.total).toBe(7)
  })
})

describe('the positions chart', () => {
  it('draws the positions tree with a bounded list of the people in each', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const head = await makePosition(company, 'Head of Support')
    const agent = await makePosition(company, 'Support Agent')
    await db
      .update(positions)
      .set({ managerPositionId: head.id, aboveText: 'Front line' })
      .where(eq(positions.id, agent.id))
    await placeInOrg(admin.membership, { divisionId: null, positionIds: [head.id] })
    for (let i = 1; i <= 7; i++) {
      const member = await person(company, `Agent ${i}`)
      await placeInOrg(member.membership, { divisionId: null, positionIds: [agent.id] })
    }
    const { actor } = await signedIn(admin.user, company)
    const view = await loadOrgChart(actor, 'positions', TOP)
    expect(view.roots.map((n) => n.name)).toEqual(['Head of Support'])
    expect(view.roots[0]!.people).toEqual([{ id: admin.membership.id, name: 'Ada Admin' }])
    const node = view.roots[0]!.children[0]!
    expect(node).toMatchObject({ name: 'Support Agent', title: 'Front line', peopleCount: 7 })
    expect(node.people).toHaveLength(5)
    expect(view.total).toBe(2)
    const found = await searchOrgChart(actor, 'positions', 'Agent 3')
    expect(found).toEqual([{ key: `pos-${agent.id}`, name: 'Agent 3', title: 'Support Agent' }])
  })
})

describe('the public chart', () => {
  it('shows names, titles and divisions only, keyed by place instead of id', async () => {
    const { company, bea, cal, dee } = await smallCompany()
    const sales = await makeDivision(company, { name: 'Sales' })
    await placeInOrg(bea.membership, { divisionId: sales.id })
    await db
      .update(memberships)
      .set({ dottedManagerId: dee.membership.id })
      .where(eq(memberships.id, cal.membership.id))
    const chart = await loadPublicOrgChart(company.id, null)
    const bea2 = named(chart.roots, 'Bea Baker')!
    expect(bea2).toEqual({
      key: 'n-0-0',
      kind: 'person',
      name: 'Bea Baker',
      title: null,
      division: { name: 'Sales', color: '#0cb2fc' },
      directReports: 1,
      children: [expect.objectContaining({ key: 'n-0-0-0', name: 'Dee Diaz' })],
      dottedManagerKeys: [],
    })
    const json = JSON.stringify(chart)
    for (const id of [bea.membership.id, cal.membership.id, dee.membership.id]) {
      expect(json).not.toContain(`p-${id}`)
    }
    expect(json).not.toMatch(/"person":|"photo"|"email"|"dottedManagers"|example\.test/)
    const rerooted = await loadPublicOrgChart(company.id, 'n-0-0')
    expect(rerooted.roots.map((n) => n.name)).toEqual(['Bea Baker'])
    expect(rerooted.trail).toEqual([
      { key: 'n-0', name: 'Ada Admin' },
      { key: 'n-0-0', name: 'Bea Baker' },
    ])
    await expect(loadPublicOrgChart(company.id, 'n-9')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    })
  })
})
