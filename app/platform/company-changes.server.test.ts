import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, signedIn, TEST_PASSWORD } from '#tests/factories/accounts'
import { testMeta } from '#tests/factories/request'
import { signIn, signOut } from '~/domains/accounts/accounts.server'
import { SignInSchema } from '~/domains/accounts/accounts.schema'
import { createMenuLink } from '~/domains/company/menu-links.server'
import { MenuLinkCreateSchema } from '~/domains/company/menu-links.schema'
import { companyVersion } from './company-changes.server'

/*
 * What is kept of a company's pages (the public pages, company-memo.server.ts) is kept against
 * the company's version, which every audited change moves: staff signing in and out, which
 * changes nothing the pages show, must not move it.
 */
describe("a company's version", () => {
  it('moves with a change made through the app, not with a sign-in or sign-out', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const start = companyVersion(company.id).version

    const { actor } = await signedIn(admin.user, company)
    await signIn(
      SignInSchema.parse({ email: admin.user.email, password: TEST_PASSWORD }),
      testMeta(),
    )
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
