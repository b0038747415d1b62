import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { findUserByEmail, signedIn } from '#tests/factories/accounts'
import { companies } from '~/domains/company/company.tables'
import { articles } from '~/domains/knowledge/knowledge.tables'
import { listResponsibilities } from '~/domains/org/responsibilities.server'
import { db } from '~/platform/db.server'

describe('demo responsibility articles', () => {
  it('has Acme’s safety responsibilities assign their articles, once', async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    const employee = await signedIn((await findUserByEmail('employee@acme.test'))!, acme!)
    const titles = new Map(
      (
        await db
          .select({ id: articles.id, title: articles.title })
          .from(articles)
          .where(eq(articles.companyId, acme!.id))
      ).map((article) => [article.id, article.title]),
    )
    const list = await listResponsibilities(employee.actor, { page: 1, pageSize: 100 })
    const assigned = Object.fromEntries(
      list.results
        .filter((duty) => duty.responsibility_articles.length > 0)
        .map((duty) => [duty.title, duty.responsibility_articles.map((id) => titles.get(id))]),
    )
    expect(assigned).toEqual({
      'Fire warden': ['Fire evacuation'],
      'First aider': ['First aid kits'],
      'Health and safety checks': expect.arrayContaining([
        'Incident reporting',
        'Working at height',
      ]),
    })
  })
})
