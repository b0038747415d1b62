import { and, asc, count, eq } from 'drizzle-orm'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { compareMoney, lineTotal, sumMoney } from '~/domains/purchase-requests/money'
import type {
  LookupKind,
  PurchaseStatus,
} from '~/domains/purchase-requests/purchase-requests.constants'
import {
  purchaseLookups,
  purchaseRequestEvents,
  purchaseRequestItems,
  purchaseRequests,
  purchaseSettings,
} from '~/domains/purchase-requests/purchase-requests.tables'
import type { TaskPriority, TaskStatus } from '~/domains/tasks/tasks.constants'
import { taskComments, taskSteps, tasks } from '~/domains/tasks/tasks.tables'
import type { Queryable } from '~/platform/db.server'

const DAY_MS = 24 * 60 * 60 * 1000
const THRESHOLD = '500.00'
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS)
const dayFromNow = (days: number) => daysFromNow(days).toISOString().slice(0, 10)

interface DemoTask {
  title: string
  status: TaskStatus
  priority: TaskPriority
  /** Index into Acme's people (by membership id), or null for unassigned. */
  assignee: number | null
  /** Days from today; negative is overdue unless done. */
  due: number | null
  steps?: [title: string, done: boolean][]
  comment?: string
}

/** Acme's board: twenty tasks of a warehouse and office team, in every column. */
const DEMO_TASKS: DemoTask[] = [
  {
    title: 'Restock aisle 4 shelving',
    status: 'todo',
    priority: 'high',
    assignee: 1,
    due: 2,
    steps: [
      ['Count stock', false],
      ['Order what is short', false],
    ],
  },
  {
    title: 'Replace the broken loading-dock light',
    status: 'todo',
    priority: 'urgent',
    assignee: 2,
    due: -1,
    comment: 'The electrician comes Thursday.',
  },
  {
    title: 'Update the fire evacuation map',
    status: 'todo',
    priority: 'medium',
    assignee: 0,
    due: 10,
  },
  { title: 'Order new safety vests', status: 'todo', priority: 'medium', assignee: null, due: 14 },
  { title: 'Plan the summer team outing', status: 'todo', priority: 'low', assignee: 3, due: 30 },
  {
    title: 'Clean up the shared drive',
    status: 'todo',
    priority: 'low',
    assignee: null,
    due: null,
  },
  {
    title: 'Service forklift #2',
    status: 'in_progress',
    priority: 'urgent',
    assignee: 4,
    due: 1,
    steps: [
      ['Book the technician', true],
      ['Take it out of rotation', true],
      ['Sign the service sheet', false],
    ],
  },
  {
    title: 'Onboard the new warehouse hires',
    status: 'in_progress',
    priority: 'high',
    assignee: 0,
    due: 5,
    steps: [
      ['Prepare badges', true],
      ['Book safety training', false],
    ],
    comment: 'Two start on Monday, one the week after.',
  },
  {
    title: 'Renew the cleaning contract',
    status: 'in_progress',
    priority: 'medium',
    assignee: 5,
    due: -3,
  },
  {
    title: 'Migrate the rota to the new app',
    status: 'in_progress',
    priority: 'medium',
    assignee: 1,
    due: 12,
  },
  {
    title: 'Fix the leaking break-room tap',
    status: 'in_progress',
    priority: 'low',
    assignee: 2,
    due: null,
  },
  {
    title: 'Quarterly stock count',
    status: 'in_review',
    priority: 'high',
    assignee: 3,
    due: 0,
    steps: [
      ['Count zone A', true],
      ['Count zone B', true],
      ['Reconcile', true],
    ],
  },
  {
    title: 'Draft the new visitor policy',
    status: 'in_review',
    priority: 'medium',
    assignee: 0,
    due: 4,
    comment: 'Legal wants to see it before it goes live.',
  },
  {
    title: 'Test the backup generator',
    status: 'in_review',
    priority: 'high',
    assignee: 4,
    due: -2,
  },
  { title: 'Label the new racking', status: 'in_review', priority: 'low', assignee: 5, due: 7 },
  {
    title: 'Install the new time clock',
    status: 'done',
    priority: 'medium',
    assignee: 1,
    due: -10,
  },
  {
    title: 'First-aid kit check',
    status: 'done',
    priority: 'high',
    assignee: 2,
    due: -5,
    steps: [
      ['Check dates', true],
      ['Refill plasters', true],
    ],
  },
  { title: 'Repaint the car-park lines', status: 'done', priority: 'low', assignee: 3, due: -20 },
  { title: 'Set up the returns desk', status: 'done', priority: 'medium', assignee: 0, due: -8 },
  { title: 'Archive last year’s invoices', status: 'done', priority: 'low', assignee: 5, due: -15 },
]

const DEMO_LOOKUPS: Record<LookupKind, string[]> = {
  purchase_method: ['Purchase order', 'Company credit card', 'Reimbursement'],
  purchase_type: ['Goods', 'Services', 'Software subscription'],
  set_aside: ['None', 'Small business', 'Woman-owned business', 'Veteran-owned business'],
}

interface DemoPurchase {
  title: string
  vendor: string
  status: PurchaseStatus
  /** Index into Acme's people: the requester. */
  requester: number
  method: string
  type: string
  items: [description: string, quantity: string, unitPrice: string][]
  comment?: string
}

/** Pending, approved, paid and rejected requests; the threshold is 500.00 USD. */
const DEMO_PURCHASES: DemoPurchase[] = [
  {
    title: 'Laptops for the new hires',
    vendor: 'Dell',
    status: 'pending',
    requester: 1,
    method: 'Purchase order',
    type: 'Goods',
    items: [
      ['Latitude 5440 laptop', '3', '1049.00'],
      ['USB-C dock', '3', '189.99'],
    ],
  },
  {
    title: 'Warehouse label printer',
    vendor: 'Zebra',
    status: 'pending',
    requester: 4,
    method: 'Company credit card',
    type: 'Goods',
    items: [
      ['ZD421 label printer', '1', '612.50'],
      ['Label rolls (box of 12)', '2', '48.75'],
    ],
  },
  {
    title: 'Safety vests',
    vendor: 'SafetyFirst Supplies',
    status: 'approved',
    requester: 2,
    method: 'Purchase order',
    type: 'Goods',
    items: [
      ['Hi-vis vest, size L', '20', '7.95'],
      ['Hi-vis vest, size XL', '10', '8.45'],
    ],
  },
  {
    title: 'Forklift service contract',
    vendor: 'LiftCare',
    status: 'approved',
    requester: 4,
    method: 'Purchase order',
    type: 'Services',
    items: [['Annual service, two forklifts', '1', '2400.00']],
    comment: 'Budgeted for this year.',
  },
  {
    title: 'Team chat subscription',
    vendor: 'Slack',
    status: 'paid',
    requester: 0,
    method: 'Company credit card',
    type: 'Software subscription',
    items: [['Pro plan, per user per month', '25', '8.75']],
  },
  {
    title: 'Coffee machine repair',
    vendor: 'BrewFix',
    status: 'paid',
    requester: 3,
    method: 'Reimbursement',
    type: 'Services',
    items: [
      ['Call-out', '1', '85.00'],
      ['Replacement pump', '1', '129.90'],
    ],
  },
  {
    title: 'Standing desks for the office',
    vendor: 'Fully',
    status: 'rejected',
    requester: 5,
    method: 'Purchase order',
    type: 'Goods',
    items: [['Standing desk', '8', '649.00']],
    comment: 'Not this quarter; ask again in January.',
  },
]

/** The path each status took, from raising to where it is now. */
const STATUS_PATHS: Record<PurchaseStatus, PurchaseStatus[]> = {
  pending: ['pending'],
  approved: ['pending', 'approved'],
  paid: ['pending', 'approved', 'paid'],
  rejected: ['pending', 'rejected'],
  cancelled: ['pending', 'cancelled'],
}

/** Acme's people, by membership id: who the demo's tasks and requests name. */
async function acmePeople(q: Queryable, companyId: number): Promise<number[]> {
  const rows = await q
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.isActive, true)))
    .orderBy(asc(memberships.id))
    .limit(12)
  return rows.map((row) => row.id)
}

async function hasRows(
  q: Queryable,
  table: typeof tasks | typeof purchaseRequests,
  companyId: number,
) {
  const [row] = await q.select({ n: count() }).from(table).where(eq(table.companyId, companyId))
  return (row?.n ?? 0) > 0
}

/** Acme's kanban (~20 tasks with steps and comments), once. */
export async function ensureDemoTasks(q: Queryable, companyId: number): Promise<void> {
  if (await hasRows(q, tasks, companyId)) return
  const people = await acmePeople(q, companyId)
  const person = (index: number | null) =>
    index === null ? null : (people[index % people.length] ?? null)
  for (const [index, demo] of DEMO_TASKS.entries()) {
    const [task] = await q
      .insert(tasks)
      .values({
        companyId,
        title: demo.title,
        status: demo.status,
        priority: demo.priority,
        assigneeId: person(demo.assignee),
        createdById: person(0),
        dueDate: demo.due === null ? null : dayFromNow(demo.due),
        completedAt: demo.status === 'done' ? daysFromNow(-index / 4) : null,
        createdAt: daysFromNow(-30 + index),
      })
      .returning({ id: tasks.id })
    for (const [position, [title, done]] of (demo.steps ?? []).entries()) {
      await q.insert(taskSteps).values({
        companyId,
        taskId: task!.id,
        position,
        title,
        isDone: done,
        doneById: done ? person(demo.assignee) : null,
        doneAt: done ? daysFromNow(-1) : null,
      })
    }
    if (demo.comment) {
      await q
        .insert(taskComments)
        .values({ companyId, taskId: task!.id, authorId: person(0), body: demo.comment })
    }
  }
}

/** Acme's purchasing (in its USD): approval above 500.00, the three lists and seven requests, once. */
export async function ensureDemoPurchaseRequests(q: Queryable, companyId: number): Promise<void> {
  await q
    .insert(purchaseSettings)
    .values({ companyId, approvalThreshold: THRESHOLD })
    .onConflictDoNothing()
  if (await hasRows(q, purchaseRequests, companyId)) return
  const lookupIds = new Map<string, number>()
  for (const [kind, names] of Object.entries(DEMO_LOOKUPS) as [LookupKind, string[]][]) {
    for (const name of names) {
      const [row] = await q
        .insert(purchaseLookups)
        .values({ companyId, kind, name })
        .onConflictDoNothing()
        .returning({ id: purchaseLookups.id })
      if (row) lookupIds.set(name, row.id)
    }
  }
  const people = await acmePeople(q, companyId)
  const approver = people[0] ?? null
  for (const [index, demo] of DEMO_PURCHASES.entries()) {
    const lines = demo.items.map(([, quantity, unitPrice]) => lineTotal(quantity, unitPrice))
    // At or under the threshold a request is approved as it is raised, as the service does.
    const needsApproval = compareMoney(sumMoney(lines), THRESHOLD) > 0
    const path = STATUS_PATHS[demo.status].filter((s) => needsApproval || s !== 'pending')
    const decided = needsApproval && (path.includes('approved') || path.includes('rejected'))
    const raisedAt = daysFromNow(-20 + index * 2)
    const [request] = await q
      .insert(purchaseRequests)
      .values({
        companyId,
        title: demo.title,
        vendor: demo.vendor,
        requesterId: people[demo.requester % people.length] ?? null,
        purchaseMethodId: lookupIds.get(demo.method) ?? null,
        purchaseTypeId: lookupIds.get(demo.type) ?? null,
        setAsideId: lookupIds.get('None') ?? null,
        status: demo.status,
        needsApproval,
        decidedById: decided ? approver : null,
        decidedAt: decided ? daysFromNow(-18 + index * 2) : null,
        paidById: demo.status === 'paid' ? approver : null,
        paidAt: demo.status === 'paid' ? daysFromNow(-16 + index * 2) : null,
        paymentReference: demo.status === 'paid' ? `INV-${2040 + index}` : '',
        version: path.length,
        createdAt: raisedAt,
      })
      .returning({ id: purchaseRequests.id })
    await q.insert(purchaseRequestItems).values(
      demo.items.map(([description, quantity, unitPrice], position) => ({
        companyId,
        purchaseRequestId: request!.id,
        position,
        description,
        quantity,
        unitPrice,
        currency: 'USD',
        lineTotal: lines[position]!,
      })),
    )
    await q.insert(purchaseRequestEvents).values(
      path.map((status, step) => ({
        companyId,
        purchaseRequestId: request!.id,
        actorId: step === 0 ? (people[demo.requester % people.length] ?? null) : approver,
        fromStatus: step === 0 ? null : path[step - 1]!,
        toStatus: status,
        comment: needsApproval
          ? step === 1
            ? (demo.comment ?? '')
            : ''
          : step === 0
            ? 'Approved automatically: within the approval threshold.'
            : '',
        createdAt: new Date(raisedAt.getTime() + step * DAY_MS),
      })),
    )
  }
}
