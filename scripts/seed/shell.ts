import { and, count, eq } from 'drizzle-orm'
import { companyMenuLinks } from '~/domains/company/menu-links.tables'
import { todos } from '~/domains/todos/todos.tables'
import type { Queryable } from '~/platform/db.server'

/** A group with two submenu items and a top-level link, unless the company has links already. */
export async function ensureDemoMenuLinks(q: Queryable, companyId: number): Promise<void> {
  const [existing] = await q
    .select({ n: count() })
    .from(companyMenuLinks)
    .where(eq(companyMenuLinks.companyId, companyId))
  if ((existing?.n ?? 0) > 0) return
  const [group] = await q
    .insert(companyMenuLinks)
    .values({ companyId, name: 'Team tools', icon: 'feather icon-tool', order: 1, url: '/' })
    .returning()
  await q.insert(companyMenuLinks).values([
    {
      companyId,
      parentId: group!.id,
      name: 'Shared calendar',
      icon: 'feather icon-calendar',
      order: 1,
      url: 'https://calendar.example.com/acme',
    },
    {
      companyId,
      parentId: group!.id,
      name: 'Expense policy',
      icon: 'feather icon-file-text',
      order: 2,
      url: '/knowledgebase',
    },
    { companyId, name: 'Company website', order: 2, url: 'https://www.example.com/' },
  ])
}

/** Two to-dos on a person's dashboard, unless they have some already. */
export async function ensureDemoTodos(
  q: Queryable,
  companyId: number,
  membershipId: number,
): Promise<void> {
  const [existing] = await q
    .select({ n: count() })
    .from(todos)
    .where(and(eq(todos.companyId, companyId), eq(todos.membershipId, membershipId)))
  if ((existing?.n ?? 0) > 0) return
  const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)
  await q.insert(todos).values([
    { companyId, membershipId, title: 'Invite the team to Groundwork', dueDate: inAWeek },
    { companyId, membershipId, title: 'Add the company logo', isDone: true },
  ])
}
