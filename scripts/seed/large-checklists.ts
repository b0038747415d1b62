import { count, eq, sql } from 'drizzle-orm'
import { checklistTemplates } from '~/domains/checklists/checklists.tables'
import type { Queryable } from '~/platform/db.server'

/** Checklists of the large company (issue 21: some thousands, in every state). */
const LARGE_TEMPLATE_COUNT = 20
const LARGE_CHECKLIST_COUNT = 5_000
/** Each template's items: a heading, then five to fill (two required). */
const ITEMS = [
  { kind: 'section', label: 'Checks', required: false },
  { kind: 'checkbox', label: 'Area safe', required: true },
  { kind: 'checkbox', label: 'Equipment ready', required: false },
  { kind: 'number', label: 'Reading', required: true },
  { kind: 'text', label: 'Notes', required: false },
  { kind: 'signature', label: 'Signed by', required: false },
] as const

/**
 * 20 templates and 5,000 checklists of the large company, each for one of its people, due over
 * the last 60 and next 30 days: two in five completed, one in five half filled, the rest not
 * started (so the overdue list is long). Deterministic from the row numbers and set-based; run
 * once (a company that has checklist templates already is left as it is).
 */
export async function ensureLargeChecklists(q: Queryable, companyId: number): Promise<void> {
  const [existing] = await q
    .select({ n: count() })
    .from(checklistTemplates)
    .where(eq(checklistTemplates.companyId, companyId))
  if ((existing?.n ?? 0) > 0) return
  // All or nothing, so a run cut short leaves no templates that would stop the next one.
  await q.transaction((tx) => insertLargeChecklists(tx, companyId))
}

async function insertLargeChecklists(q: Queryable, companyId: number) {
  const items = sql.join(
    ITEMS.map(
      (item, order) =>
        sql`(${order}::smallint, ${item.kind}::text, ${item.label}::text, ${item.required}::boolean)`,
    ),
    sql`, `,
  )
  await q.execute(sql`
    insert into checklist_templates (company_id, title, description)
    select ${companyId}, 'Routine check ' || n, 'A routine the team repeats (' || n || ').'
    from generate_series(1, ${LARGE_TEMPLATE_COUNT}) as n`)
  await q.execute(sql`
    insert into checklist_template_items (template_id, "order", kind, label, required)
    select t.id, i.ord, i.kind, i.label, i.required
    from checklist_templates t, (values ${items}) as i(ord, kind, label, required)
    where t.company_id = ${companyId}`)
  // Checklist n: template n mod 20, the n-th person (round the company), due between 60 days
  // ago and 30 days ahead; n mod 5 in (0, 1) completed, 2 half filled.
  await q.execute(sql`
    with people as (
      select id, row_number() over (order by id) - 1 as k, count(*) over () as total
      from memberships where company_id = ${companyId} and is_active
    ), templates as (
      select id, title, row_number() over (order by id) - 1 as k from checklist_templates
      where company_id = ${companyId}
    )
    insert into checklists (company_id, template_id, title, for_membership_id, due_on,
                            completed_at, completed_by_membership_id, created_at)
    select ${companyId}, t.id, t.title, p.id, current_date - 60 + (n % 91),
           case when n % 5 in (0, 1) then now() - make_interval(days => 60 - n % 91) end,
           case when n % 5 in (0, 1) then p.id end,
           now() - make_interval(days => 90 - n % 91)
    from generate_series(0, ${LARGE_CHECKLIST_COUNT - 1}) as n
    join templates t on t.k = n % ${LARGE_TEMPLATE_COUNT}
    join people p on p.k = n % p.total`)
  await q.execute(sql`
    insert into checklist_items (checklist_id, "order", kind, label, required, value,
                                 done_by_membership_id, done_at)
    select c.id, ti."order", ti.kind, ti.label, ti.required, a.value,
           case when a.value is not null then c.for_membership_id end,
           case when a.value is not null then coalesce(c.completed_at, now()) end
    from checklists c
    join checklist_template_items ti on ti.template_id = c.template_id
    cross join lateral (
      select case
        when ti.kind = 'section' then null
        when c.completed_at is not null or (c.id % 5 = 2 and ti."order" <= 2)
          then case ti.kind when 'checkbox' then 'true' when 'number' then '42'
                            when 'text' then 'All fine' else 'Signed' end
      end as value
    ) a
    where c.company_id = ${companyId}`)
}
