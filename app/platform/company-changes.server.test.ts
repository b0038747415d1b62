import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, signedIn, TEST_PASSWORD } from '#tests/factories/accounts'
import { testMeta } from '#tests/factories/request'
import { signIn, signOut } from '~/domains/accounts/accounts.server'
import { SignInSchema } from '~/domains/accounts/accounts.schema'
import { createMenuLink } from '~/domains/company/menu-links.server'
import { MenuLinkCreateSchema } from '~/domains/company/menu-links.schema'
import { createTodo } from '~/domains/todos/todos.server'
import { TodoCreateSchema } from '~/domains/todos/todos.schema'
import { companyVersion } from './company-changes.server'

/*
 * What is kept of a company's pages (the public pages, company-memo.server.ts) is kept against
 * the company's version, which every audited change moves: a person's own records (signing in
 * and out, their to-dos), which change nothing the pages show, must not move it.
 */
describe("a company's version", () => {
  it('moves with a change made through the app, not with a sign-in or a to-do', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const start = companyVersion(company.id).version

    const { actor } = await signedIn(admin.user, company)
    await signIn(
      SignInSchema.parse({ email: admin.user.email, password: TEST_PASSWORD }),
      testMeta(),
    )
    await createTodo(actor, TodoCreateSchema.parse({ title: 'Read the handbook' }), testMeta())
    await signOut(actor, testMeta())
    expect(companyVersion(company.id).version).toBe(start)

    await createMenuLink(
      actor,
      MenuLinkCreateSchema.parse({ name: 'Wiki', url: 'https://wiki.example/' }),
      testMeta(),
    )
    expect(companyVersion(company.id)).toEqual({
      version: start + 1,
      changedAt: expect.any(Number),
    })
  })
})
