import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin } from '#tests/factories/accounts'
import { browserCookie } from '#tests/factories/browser-session'
import { makePublicKb } from '#tests/factories/public-kb'
import { postForm } from '#tests/support/post-form'
import { publicKnowledgebases } from '~/domains/knowledge/knowledge.tables'
import { db } from '~/platform/db.server'
import { action as editAction } from '~/routes/_app+/knowledgebase.public-knowledgebases_.$id.edit'
import { PUBLIC_KB_MESSAGES } from './public-kb.constants'

/*
 * The public knowledge base edit page posts every field: an emptied domain removes it, and an
 * unticked "Default knowledge base" on the default one is refused, not silently kept.
 */

async function defaultKbWithDomain() {
  const { company, admin } = await makeCompanyWithAdmin()
  const kb = await makePublicKb(company, { domain: `docs-${company.id}.example.com` })
  const cookie = await browserCookie(admin)
  const save = (fields: Record<string, string | number>) =>
    postForm(
      editAction,
      `/knowledgebase/public-knowledgebases/${kb.id}/edit`,
      cookie,
      { name: kb.name, url_part: kb.urlPart, version: kb.version, ...fields },
      { id: String(kb.id) },
    )
  const saved = async () =>
    (await db.select().from(publicKnowledgebases).where(eq(publicKnowledgebases.id, kb.id)))[0]
  return { save, saved }
}

describe('the public knowledge base edit page', () => {
  it('removes an emptied domain', async () => {
    const { save, saved } = await defaultKbWithDomain()

    const answer = await save({ domain: '', is_default: 'on' })

    expect(answer.status).toBe(302)
    expect(await saved()).toMatchObject({ domain: null, isDefault: true })
  })

  it('refuses unticking the default of the default knowledge base', async () => {
    const { save, saved } = await defaultKbWithDomain()

    const answer = await save({ domain: '' })

    expect(answer.status).toBe(400)
    expect(answer.errors).toEqual({ is_default: [PUBLIC_KB_MESSAGES.keepDefault] })
    expect(await saved()).toMatchObject({
      isDefault: true,
      domain: expect.stringMatching(/^docs-/),
    })
  })

  it('shows a ticked box still ticked when another field is refused', async () => {
    const { save } = await defaultKbWithDomain()

    const answer = await save({ name: '', domain: '', is_default: 'on' })

    expect(answer.status).toBe(400)
    expect(answer.values).toMatchObject({ is_default: 'on' })
  })
})
