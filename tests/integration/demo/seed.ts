import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { memberships, users } from '~/domains/accounts/accounts.tables'
import { companies } from '~/domains/company/company.tables'
import { companyMenuLinks } from '~/domains/company/menu-links.tables'
import { buildMenuTree } from '~/domains/company/menu-tree'
import { toMenuLinkDto } from '~/domains/company/menu-links.server'
import { todos } from '~/domains/todos/todos.tables'
import { db } from '~/platform/db.server'

describe('demo data', () => {
  it('gives Acme a menu group with two links plus a top-level link, and its admin two to-dos, once', async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    const links = await db
      .select()
      .from(companyMenuLinks)
      .where(eq(companyMenuLinks.companyId, acme!.id))
    const tree = buildMenuTree(links.map(toMenuLinkDto))
    expect(
      tree.map((node) => [node.link.name, node.children.map((child) => child.link.name)]),
    ).toEqual([
      ['Team tools', ['Shared calendar', 'Expense policy']],
      ['Company website', []],
    ])

    const [admin] = await db
      .select({ membershipId: memberships.id })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(eq(users.email, 'admin@acme.test'), eq(memberships.companyId, acme!.id)))
    const adminTodos = await db
      .select()
      .from(todos)
      .where(eq(todos.membershipId, admin!.membershipId))
    expect(adminTodos.map((todo) => todo.title).sort()).toEqual([
      'Add the company logo',
      'Invite the team to Groundwork',
    ])
  })
})
