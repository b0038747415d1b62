import { definitionCategories, definitions } from '~/domains/knowledge/knowledge.tables'
import type { Queryable } from '~/platform/db.server'
import { and, eq } from 'drizzle-orm'

/** Glossary groups and terms that occur in the demo articles (the reader page annotates them). */
const DEMO_DEFINITIONS: Record<string, [term: string, definition: string][]> = {
  'HR terms': [
    ['PTO', '<p>Paid time off: days away from work that are still paid.</p>'],
    [
      'Onboarding',
      '<p>The first weeks of a new colleague: accounts, training and introductions.</p>',
    ],
    ['Probation', '<p>The first months of employment, with a shorter notice period.</p>'],
    ['Payroll', '<p>The monthly run that pays salaries and deducts taxes.</p>'],
    ['Handbook', '<p>The employee handbook: the company policies in one place.</p>'],
    ['Remote work', '<p>Working from home or another place outside the office.</p>'],
    ['Code of conduct', '<p>The rules of behaviour every employee signs.</p>'],
  ],
  Operations: [
    [
      'Forklift',
      '<p>A powered truck that lifts and moves pallets; only certified staff drive it.</p>',
    ],
    [
      'PPE',
      '<p>Personal protective equipment: helmet, gloves, safety shoes, high-visibility vest.</p>',
    ],
    ['Warehouse', '<p>The storage building where goods are received, stored and shipped.</p>'],
    ['Incident', '<p>Any event that hurt, or could have hurt, a person or damaged goods.</p>'],
    ['Pallet', '<p>A flat wooden or plastic base that goods are stacked on.</p>'],
  ],
  'Sales and support': [
    ['SLA', '<p>Service level agreement: the response and resolution times we promise.</p>'],
    ['KPI', '<p>Key performance indicator: a number that shows how well a goal is met.</p>'],
    [
      'Escalation',
      '<p>Handing a case to a more senior person when it cannot be solved in time.</p>',
    ],
    [
      'CRM',
      '<p>Customer relationship management: the system that holds every customer contact.</p>',
    ],
    ['Ticket', '<p>One customer request in the support tool, from opening to closing.</p>'],
    ['Churn', '<p>Customers who stop buying from us in a period.</p>'],
    ['Upsell', '<p>Selling a customer a larger plan or an add-on.</p>'],
    [
      'VPN',
      '<p>Virtual private network: the secure connection to company systems from outside.</p>',
    ],
  ],
}

/** Idempotent: adds the groups and terms a company does not have yet. */
export async function ensureDemoDefinitions(tx: Queryable, companyId: number): Promise<void> {
  for (const [group, terms] of Object.entries(DEMO_DEFINITIONS)) {
    const [existing] = await tx
      .select({ id: definitionCategories.id })
      .from(definitionCategories)
      .where(
        and(eq(definitionCategories.companyId, companyId), eq(definitionCategories.name, group)),
      )
    const categoryId =
      existing?.id ??
      (
        await tx
          .insert(definitionCategories)
          .values({ companyId, name: group })
          .returning({ id: definitionCategories.id })
      )[0]!.id
    await tx
      .insert(definitions)
      .values(terms.map(([term, definition]) => ({ companyId, categoryId, term, definition })))
      .onConflictDoNothing()
  }
}
