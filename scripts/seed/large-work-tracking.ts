import { count, eq, sql } from 'drizzle-orm'
import { purchaseRequests } from '~/domains/purchase-requests/purchase-requests.tables'
import { tasks } from '~/domains/tasks/tasks.tables'
import type { Queryable } from '~/platform/db.server'

/** The large company's board and purchasing (issue 21), for measuring the lists and the kanban. */
const LARGE_TASK_COUNT = 5_000
const STEPS_PER_TASK = 2
const LARGE_PURCHASE_COUNT = 2_000

/** The company's active people numbered 0 … n-1 in id order, as a CTE body. */
const numberedPeople = (companyId: number) => sql`
  select id, (row_number() over (order by id) - 1)::int as n
  from memberships where company_id = ${companyId} and is_active`

/**
 * 5,000 tasks spread over the four columns, the priorities and the staff (due dates from a month
 * ago to two months ahead), two steps each; 2,000 purchase requests of two lines each in every
 * status with their history. Deterministic and set-based; run once (a company that has tasks
 * already is left as it is).
 */
export async function ensureLargeWorkTracking(q: Queryable, companyId: number): Promise<void> {
  const [existing] = await q
    .select({ n: count() })
    .from(tasks)
    .where(eq(tasks.companyId, companyId))
  if ((existing?.n ?? 0) > 0) return
  await insertTasks(q, companyId)
  await insertPurchaseRequests(q, companyId)
}

async function insertTasks(q: Queryable, companyId: number) {
  await q.execute(sql`
    with people as (${numberedPeople(companyId)}),
    total as (select count(*)::int as n from people)
    insert into tasks (company_id, title, status, priority, assignee_id, created_by_id, due_date,
                       completed_at)
    select ${companyId}, 'Task ' || g || ': check area ' || (g % 97),
           (array['todo','in_progress','in_review','done'])[1 + g % 4],
           (array['urgent','high','medium','low'])[1 + (g / 4) % 4],
           assignee.id, creator.id,
           current_date + ((g % 90) - 30),
           case when g % 4 = 3 then now() - ((g % 30) || ' days')::interval end
    from generate_series(1, ${LARGE_TASK_COUNT}) as g
    cross join total
    join people assignee on assignee.n = g % total.n
    join people creator on creator.n = (g * 7) % total.n`)
  await q.execute(sql`
    insert into task_steps (company_id, task_id, position, title, is_done)
    select t.company_id, t.id, s, 'Step ' || (s + 1), t.status = 'done' or s = 0
    from tasks t, generate_series(0, ${STEPS_PER_TASK - 1}) as s
    where t.company_id = ${companyId}`)
}

async function insertPurchaseRequests(q: Queryable, companyId: number) {
  await q.execute(sql`
    with people as (${numberedPeople(companyId)}),
    total as (select count(*)::int as n from people)
    insert into purchase_requests (company_id, title, requester_id, vendor, status, needs_approval,
                                   created_at)
    select ${companyId}, 'Purchase ' || g, requester.id, 'Vendor ' || (g % 40),
           (array['pending','approved','paid','rejected','cancelled'])[1 + g % 5], true,
           now() - ((g % 365) || ' days')::interval
    from generate_series(1, ${LARGE_PURCHASE_COUNT}) as g
    cross join total
    join people requester on requester.n = (g * 3) % total.n`)
  // Two lines each: quantity 1–5 at 10.00–999.99, the line total computed exactly by numeric.
  await q.execute(sql`
    insert into purchase_request_items (company_id, purchase_request_id, position, description,
                                        quantity, unit_price, currency, line_total)
    select p.company_id, p.id, l, 'Item ' || (l + 1), q.quantity, q.price, 'USD',
           round(q.quantity * q.price, 2)
    from purchase_requests p, generate_series(0, 1) as l,
         lateral (select (1 + (p.id + l) % 5)::numeric as quantity,
                         (10 + ((p.id::bigint * 37 + l * 11) % 99000) / 100.0)::numeric(16, 2) as price) q
    where p.company_id = ${companyId}`)
  await q.execute(sql`
    insert into purchase_request_events (company_id, purchase_request_id, actor_id, from_status,
                                         to_status, created_at)
    select company_id, id, requester_id, null, status, created_at
    from ${purchaseRequests} where company_id = ${companyId}`)
}
