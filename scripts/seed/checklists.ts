import { and, eq, inArray } from 'drizzle-orm'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import type { ItemKind, Recurrence } from '~/domains/checklists/checklist-constants'
import {
  checklistItems,
  checklists,
  checklistTemplateItems,
  checklistTemplates,
} from '~/domains/checklists/checklists.tables'
import { addDays } from '~/domains/dashboard/upcoming-events'
import { divisions, positions } from '~/domains/org/org.tables'
import type { Queryable } from '~/platform/db.server'
import { onePagePdf, stored } from './fields-files'

interface DemoItem {
  kind: ItemKind
  label: string
  required?: boolean
  options?: string[]
}

interface DemoTemplate {
  title: string
  description: string
  recurrence: Recurrence
  /** Whom it is for: a position or a division of Acme, by name; none for "whoever starts it". */
  for?: { position: string } | { division: string }
  items: DemoItem[]
}

/** Acme's checklist templates (issue 21): two shifts, an onboarding and a vehicle inspection. */
export const DEMO_TEMPLATES: DemoTemplate[] = [
  {
    title: 'Opening shift',
    description: 'Before the doors open: the site is safe, warm and ready.',
    recurrence: 'daily',
    for: { position: 'Operations Team Lead' },
    items: [
      { kind: 'section', label: 'Front of house' },
      { kind: 'checkbox', label: 'Alarm switched off', required: true },
      { kind: 'checkbox', label: 'Lights on', required: true },
      { kind: 'number', label: 'Fridge temperature (°C)', required: true },
      { kind: 'choice', label: 'Floor', options: ['Clean', 'Needs mopping'] },
      { kind: 'section', label: 'Sign-off' },
      { kind: 'signature', label: 'Shift lead', required: true },
    ],
  },
  {
    title: 'Closing shift',
    description: 'At the end of the day: cash counted, doors locked, notes for tomorrow.',
    recurrence: 'daily',
    for: { division: 'Operations' },
    items: [
      { kind: 'checkbox', label: 'Till counted', required: true },
      { kind: 'number', label: 'Cash in the till', required: true },
      {
        kind: 'choice',
        label: 'Doors',
        options: ['Locked', 'Left open (reported)'],
        required: true,
      },
      { kind: 'text', label: 'Notes for the morning' },
      { kind: 'signature', label: 'Closed by', required: true },
    ],
  },
  {
    title: 'New-hire onboarding',
    description: 'Everything a new colleague needs before and during their first week.',
    recurrence: 'none',
    items: [
      { kind: 'section', label: 'Before day one' },
      { kind: 'checkbox', label: 'Laptop ordered', required: true },
      { kind: 'checkbox', label: 'Accounts created', required: true },
      { kind: 'date', label: 'First day', required: true },
      { kind: 'section', label: 'First week' },
      { kind: 'checkbox', label: 'Met the team' },
      { kind: 'text', label: 'Buddy' },
      { kind: 'signature', label: 'New colleague' },
    ],
  },
  {
    title: 'Vehicle inspection',
    description: 'The weekly walk-round of every forklift and van before it is driven.',
    recurrence: 'weekly',
    for: { position: 'Forklift Operator' },
    items: [
      { kind: 'choice', label: 'Tyres', options: ['Good', 'Worn', 'Replace now'], required: true },
      { kind: 'number', label: 'Odometer (km)', required: true },
      { kind: 'checkbox', label: 'Lights and indicators work' },
      { kind: 'checkbox', label: 'Brakes tested', required: true },
      { kind: 'text', label: 'Damage noted' },
      { kind: 'file', label: 'Inspection report' },
      { kind: 'signature', label: 'Driver', required: true },
    ],
  },
]

/** A demo checklist: its template, for whom, due in `dueIn` days, the answers given by label. */
interface DemoChecklist {
  template: string
  title: string
  for: { person: string } | { position: string } | { division: string }
  dueIn: number
  answers: Record<string, string>
  /** File items' uploads by label: the file's name and the line of text of its one PDF page. */
  files?: Record<string, { fileName: string; text: string }>
  /** Days ago it was completed (every required item is answered then). */
  completedDaysAgo?: number
}

const DEMO_CHECKLISTS: DemoChecklist[] = [
  {
    template: 'Opening shift',
    title: 'Opening shift (yesterday)',
    for: { person: 'employee@acme.test' },
    dueIn: -1,
    answers: {
      'Alarm switched off': 'true',
      'Lights on': 'true',
      'Fridge temperature (°C)': '3.5',
      Floor: 'Clean',
      'Shift lead': 'Eddie Evans',
    },
    completedDaysAgo: 1,
  },
  {
    template: 'Opening shift',
    title: 'Opening shift (today)',
    for: { person: 'employee@acme.test' },
    dueIn: 0,
    answers: { 'Alarm switched off': 'true', 'Lights on': 'true' },
  },
  {
    template: 'Closing shift',
    title: 'Closing shift (three days ago)',
    for: { division: 'Operations' },
    dueIn: -3,
    answers: { 'Till counted': 'true', 'Cash in the till': '412.50' },
  },
  {
    template: 'New-hire onboarding',
    title: 'Onboarding: Eddie Evans',
    for: { person: 'employee@acme.test' },
    dueIn: 7,
    answers: { 'Laptop ordered': 'true' },
  },
  {
    template: 'Vehicle inspection',
    title: 'Vehicle inspection: van 2',
    for: { position: 'Forklift Operator' },
    dueIn: -10,
    answers: {},
  },
  {
    template: 'Vehicle inspection',
    title: 'Vehicle inspection: forklift 1',
    for: { person: 'admin@acme.test' },
    dueIn: -7,
    answers: {
      Tyres: 'Good',
      'Odometer (km)': '18250',
      'Lights and indicators work': 'true',
      'Brakes tested': 'true',
      Driver: 'Alice Anderson',
    },
    files: {
      'Inspection report': {
        fileName: 'Forklift_1_inspection.pdf',
        text: 'Forklift 1: tyres good, brakes tested, no damage.',
      },
    },
    completedDaysAgo: 7,
  },
]

async function acmeIds(q: Queryable, companyId: number) {
  const [people, positionRows, divisionRows] = await Promise.all([
    q
      .select({ id: memberships.id, email: users.email })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.companyId, companyId),
          inArray(users.email, ['employee@acme.test', 'admin@acme.test']),
        ),
      ),
    q
      .select({ id: positions.id, name: positions.name })
      .from(positions)
      .where(eq(positions.companyId, companyId)),
    q
      .select({ id: divisions.id, name: divisions.name })
      .from(divisions)
      .where(eq(divisions.companyId, companyId)),
  ])
  const byName = (rows: { id: number; name: string }[]) =>
    new Map(rows.map((row) => [row.name, row.id]))
  return {
    people: new Map(people.map((row) => [row.email, row.id])),
    positions: byName(positionRows),
    divisions: byName(divisionRows),
  }
}

type Ids = Awaited<ReturnType<typeof acmeIds>>

/** A demo checklist's uploads, stored as a person's upload would be: by item label. */
async function storedUploads(companyId: number, files: NonNullable<DemoChecklist['files']>) {
  const uploads = new Map<string, { fileName: string; storageKey: string }>()
  for (const [label, file] of Object.entries(files)) {
    const bytes = onePagePdf(file.text)
    uploads.set(label, await stored(companyId, 'checklist-files', file.fileName, bytes))
  }
  return uploads
}

/** The three columns of whom a row is for (a name the demo does not have leaves it for nobody). */
function forColumns(ids: Ids, assignee: DemoChecklist['for'] | undefined) {
  return {
    forMembershipId:
      assignee && 'person' in assignee ? (ids.people.get(assignee.person) ?? null) : null,
    forPositionId:
      assignee && 'position' in assignee ? (ids.positions.get(assignee.position) ?? null) : null,
    forDivisionId:
      assignee && 'division' in assignee ? (ids.divisions.get(assignee.division) ?? null) : null,
  }
}

/**
 * Acme's checklist templates with checklists in every state: completed, in progress, overdue
 * and not started. Once: a company that has an "Opening shift" template is left as it is.
 */
export async function ensureDemoChecklists(q: Queryable, companyId: number): Promise<void> {
  const [existing] = await q
    .select({ id: checklistTemplates.id })
    .from(checklistTemplates)
    .where(
      and(
        eq(checklistTemplates.companyId, companyId),
        eq(checklistTemplates.title, 'Opening shift'),
      ),
    )
  if (existing) return
  const ids = await acmeIds(q, companyId)
  const admin = ids.people.get('admin@acme.test') ?? null
  const templates = new Map<string, { id: number; items: DemoItem[] }>()
  for (const template of DEMO_TEMPLATES) {
    const [row] = await q
      .insert(checklistTemplates)
      .values({
        companyId,
        title: template.title,
        description: template.description,
        recurrence: template.recurrence,
        ...forColumns(ids, template.for),
        createdByMembershipId: admin,
      })
      .returning({ id: checklistTemplates.id })
    await q
      .insert(checklistTemplateItems)
      .values(template.items.map((item, order) => ({ ...item, order, templateId: row!.id })))
    templates.set(template.title, { id: row!.id, items: template.items })
  }
  const today = new Date().toISOString().slice(0, 10)
  for (const demo of DEMO_CHECKLISTS) {
    const template = templates.get(demo.template)!
    const answeredBy = 'person' in demo.for ? (ids.people.get(demo.for.person) ?? admin) : admin
    const doneAt = new Date(`${addDays(today, Math.min(demo.dueIn, 0))}T08:30:00Z`)
    const completedAt =
      demo.completedDaysAgo === undefined
        ? null
        : new Date(`${addDays(today, -demo.completedDaysAgo)}T09:00:00Z`)
    const [row] = await q
      .insert(checklists)
      .values({
        companyId,
        templateId: template.id,
        title: demo.title,
        ...forColumns(ids, demo.for),
        dueOn: addDays(today, demo.dueIn),
        createdByMembershipId: admin,
        completedAt,
        completedByMembershipId: completedAt ? answeredBy : null,
      })
      .returning({ id: checklists.id })
    const uploads = await storedUploads(companyId, demo.files ?? {})
    await q.insert(checklistItems).values(
      template.items.map((item, order) => {
        const upload = uploads.get(item.label)
        const value = upload?.fileName ?? demo.answers[item.label] ?? null
        return {
          ...item,
          order,
          checklistId: row!.id,
          value,
          storageKey: upload?.storageKey ?? null,
          doneByMembershipId: value === null ? null : answeredBy,
          doneAt: value === null ? null : doneAt,
        }
      }),
    )
  }
}
