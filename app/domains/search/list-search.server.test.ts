import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { insertArticle, insertCategory } from '#tests/factories/knowledge-reading'
import { articleFiltersFrom, listArticles } from '../knowledge/reading/article-reading.server'
import { testMeta } from '#tests/factories/request'
import { ARTICLE_VISIBILITY } from '../knowledge/knowledge.tables'
import { createSynonymGroup } from './synonyms.server'

async function titles(actor: Parameters<typeof listArticles>[0], search: string) {
  const page = await listArticles(actor, articleFiltersFrom(new URLSearchParams({ search })))
  return page.results.map((article) => article.title)
}

describe('the articles list search', () => {
  it('matches fragments, whole words in any order and word starts in titles and tags, most relevant first', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const category = await insertCategory(company)
    const add = (title: string, tags: string[] = [], body = '<p>Text.</p>') =>
      insertArticle(company, { title, tags, body, categoryId: category.id })
    // Oldest first: without relevance the list shows the newest edits first.
    await add('Leave policy')
    await add('Policy on parental leave')
    await add('Sick days', ['leave'])
    await add('Holiday calendar', [], '<p>Annual leave dates.</p>')
    await add('Cleaver safety')
    const { actor } = await signedIn(admin.user, company)

    expect(await titles(actor, 'leave policy')).toEqual([
      'Leave policy',
      'Policy on parental leave',
    ])
    expect(await titles(actor, 'leave')).toEqual([
      'Leave policy',
      'Policy on parental leave',
      // "cLEAVEr" holds the text; a tag match comes after the titles.
      'Cleaver safety',
      'Sick days',
    ])
    // Word starts, in any order (equally relevant: newest edits first); bodies are not searched
    // by the list ("Search title or tags").
    expect(await titles(actor, 'pol leav')).toEqual(['Policy on parental leave', 'Leave policy'])
    expect(await titles(actor, 'annual')).toEqual([])
  })

  it('forgives typos, joins split words and expands synonyms, exact matches first (ADR 038)', async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const category = await insertCategory(company)
    const add = (title: string) => insertArticle(company, { title, categoryId: category.id })
    await add('Forklift inspection')
    await add('Loading dock safety')
    await add('PTO policy')
    await add('Saftey notes (sic)')
    await createSynonymGroup(
      { actor: (await signedIn(admin.user, company)).actor, meta: testMeta() },
      { terms: ['pto', 'vacation'] },
    )
    const { actor } = await signedIn(admin.user, company)
    expect(await titles(actor, 'saftey')).toEqual(['Saftey notes (sic)', 'Loading dock safety'])
    expect(await titles(actor, 'fork lift inspektion')).toEqual(['Forklift inspection'])
    expect(await titles(actor, 'vacation')).toEqual(['PTO policy'])
  })

  it('keeps the access rule: an ASSIGNED ONLY article is not listed for someone not assigned', async () => {
    const { company } = await makeCompanyWithAdmin()
    const reader = await makeMember(company)
    await insertArticle(company, {
      title: 'Salary bands',
      visibility: ARTICLE_VISIBILITY.assignedOnly,
    })
    const { actor } = await signedIn(reader.user, company)
    expect(await titles(actor, 'salary bands')).toEqual([])
  })
})
