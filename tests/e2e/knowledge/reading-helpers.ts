import type { Page } from '@playwright/test'
import { expect, factories, signInAs } from '../fixtures'

const knowledge = () => import('#tests/factories/knowledge-reading')

/**
 * A company with a KB admin, a reader (Sam Reader) and a colleague (Olive Outsider), and a few
 * articles: two for all staff in a small category tree, one ASSIGNED ONLY to the reader, one
 * signature and one question article assigned to the reader.
 */
export async function readingCompany() {
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { insertArticle, insertArticleType, insertCategory } = await knowledge()
  const { company, admin } = await makeCompanyWithAdmin()
  const reader = await makeMember(company, { firstName: 'Sam', lastName: 'Reader' })
  const outsider = await makeMember(company, { firstName: 'Olive', lastName: 'Outsider' })
  const policies = await insertCategory(company, 'Policies')
  const hr = await insertCategory(company, 'HR', policies.id)
  const other = await insertCategory(company, 'Other')
  const howTo = await insertArticleType(company, 'How-to', '#1e88e5')
  const toReader = { membershipIds: [reader.membership.id] }
  const articles = {
    leave: await insertArticle(company, {
      title: 'Leave policy',
      categoryId: hr.id,
      tags: ['pto'],
    }),
    laptop: await insertArticle(company, {
      title: 'Laptop setup',
      categoryId: other.id,
      typeId: howTo.id,
      tags: ['it'],
    }),
    secret: await insertArticle(company, {
      title: 'Secret plan',
      categoryId: other.id,
      visibility: 2,
      assign: toReader,
    }),
    fireDrill: await insertArticle(company, {
      title: 'Fire drill',
      categoryId: policies.id,
      body: '<h2>Where to meet</h2><p>Meet at the car park.</p>',
      visibility: 2,
      assign: toReader,
    }),
    safetyQuiz: await insertArticle(company, {
      title: 'Safety quiz',
      categoryId: policies.id,
      visibility: 2,
      acknowledgementType: 2,
      acknowledgementQuestion: 'What must you wear on the floor?',
      answers: [
        { answer: 'Helmet', isCorrect: true },
        { answer: 'Boots', isCorrect: true },
        { answer: 'Sandals', isCorrect: false },
      ],
      assign: toReader,
    }),
  }
  return { company, admin, reader, outsider, categories: { policies, hr, other }, articles }
}

/** The titles in the article list's table, sorted. */
async function listedTitles(page: Page): Promise<string[]> {
  return (await page.locator('tbody th').allTextContents()).sort()
}

/**
 * The list shows exactly these articles (in any order); retried, since with JavaScript the
 * filters navigate on the client.
 */
export async function expectListed(page: Page, titles: string[]): Promise<void> {
  await expect.poll(() => listedTitles(page)).toEqual([...titles].sort())
}

export async function openArticles(page: Page, member: Parameters<typeof signInAs>[1]) {
  await signInAs(page, member, { at: '/knowledgebase/articles' })
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible()
}
