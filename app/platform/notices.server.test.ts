import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompany, makeMember } from '#tests/factories/accounts'
import { outboxTo, withMailOutbox } from '#tests/factories/outbox'
import { memberships } from '~/domains/accounts/accounts.tables'
import { db } from './db.server'
import { queueNoticeTo } from './notices.server'

describe('notices', () => {
  it('queues one email per active person with the sentence and the link, only if the change commits', async () => {
    const company = await makeCompany()
    const eve = await makeMember(company, { firstName: 'Eve <3' })
    const gone = await makeMember(company, { firstName: 'Gus' })
    await db
      .update(memberships)
      .set({ isActive: false })
      .where(eq(memberships.id, gone.membership.id))
    const notice = {
      companyId: company.id,
      template: 'request_waiting',
      subject: 'Request waiting for your approval: Boots',
      sentence: 'Eve asks for "Boots". It is waiting for your decision.',
      path: '/request/details/7',
    }
    const ids = [eve.membership.id, gone.membership.id, eve.membership.id]

    await withMailOutbox(async () => {
      const rolledBack = db.transaction(async (tx) => {
        await queueNoticeTo(tx, notice, ids)
        throw new Error('the change failed')
      })
      await expect(rolledBack).rejects.toThrow('the change failed')
      expect(await outboxTo(eve.user.email)).toEqual([])

      expect(await db.transaction((tx) => queueNoticeTo(tx, notice, ids))).toBe(1)
    })
    const [mail, ...more] = await outboxTo(eve.user.email)
    expect(more).toEqual([])
    expect(mail).toMatchObject({ template: 'request_waiting', subject: notice.subject })
    expect(mail!.textBody).toMatch(
      /^Hello Eve <3,\n\nEve asks for "Boots"\. .*\n\S+\/request\/details\/7\n$/,
    )
    expect(mail!.htmlBody).toContain('<p>Hello Eve &#60;3,</p>')
    expect(await outboxTo(gone.user.email)).toEqual([])
  })
})
