import { afterEach, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, signedIn } from '#tests/factories/accounts'
import { articleFormChoices } from '~/domains/knowledge/articles/article-choices.server'

const nothingChosen = { responsibilities: [], divisions: [], positions: [], people: [], files: [] }

afterEach(() => {
  delete process.env.AI_API_KEY
})

describe('the article form and the AI writing helper', () => {
  it('is told whether an AI provider is configured', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const { actor } = await signedIn(admin.user, company)
    expect((await articleFormChoices(actor, nothingChosen)).aiWriting).toBe(false)
    process.env.AI_API_KEY = 'sk-test'
    expect((await articleFormChoices(actor, nothingChosen)).aiWriting).toBe(true)
  })
})
