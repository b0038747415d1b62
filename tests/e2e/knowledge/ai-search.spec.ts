import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'

/**
 * The AI search and the writing helper against the chat-completions stand-in
 * (tests/support/chat-completions-server.ts): it cites the first article of the prompt, and a
 * keyword in the prompt (an article's title, the writer's request) makes it slow or fail.
 */
const knowledge = () => import('#tests/factories/knowledge-reading')

async function travelCompany() {
  const { makeCompanyWithAdmin, makeMember } = await factories()
  const { insertArticle } = await knowledge()
  const { company, admin } = await makeCompanyWithAdmin()
  const staff = await makeMember(company, { firstName: 'Sam', lastName: 'Reader' })
  const other = await makeMember(company)
  const policy = await insertArticle(company, {
    title: 'Travel expenses policy',
    body: '<p>Receipts are required for travel expenses over 20 euros.</p>',
  })
  await insertArticle(company, {
    title: 'Travel expenses for directors',
    body: '<p>Directors fly business class.</p>',
    visibility: 2,
    assign: { membershipIds: [other.membership.id] },
  })
  await insertArticle(company, { title: 'Parking rules e2e-slow', body: '<p>Park nose in.</p>' })
  return { company, admin, staff, policy }
}

async function expectAnswerWithSource(page: Page, scope: ReturnType<Page['locator']>) {
  await expect(scope.getByTestId('ai-answer')).toContainText('The articles answer this.')
  const found = scope.getByTestId('found-articles')
  const first = found.getByRole('listitem').first()
  await expect(first.getByRole('link', { name: 'Travel expenses policy' })).toBeVisible()
  await expect(first).toContainText('Source Article')
  await expect(first).toContainText(/\d+% match/)
  await expect(found).not.toContainText('directors')
  await expect(found).toContainText('New and edited articles are searchable immediately.')
}

test('the AI Search dialog answers from the articles, lists them with the source badged, and says when the AI is too slow', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'Without JavaScript the button is a link to the search page.')
  const { staff, policy } = await travelCompany()
  await signInAs(page, staff)
  await page.getByTestId('ai-search-button').click()
  const dialog = page.getByRole('dialog', { name: 'Knowledge Base Search (AI Powered)' })
  const box = dialog.getByLabel('Ask a question or search the knowledge base')
  await expect(box).toBeVisible()
  await expect(page).toHaveURL(/\/account\/dashboard/)

  // An empty question is ignored.
  await dialog.getByRole('button', { name: 'Search' }).click()
  await expect(dialog.getByRole('alert')).toHaveCount(0)
  await expect(dialog.getByTestId('ai-answer')).toHaveCount(0)

  await box.fill('travel expenses policy')
  await box.press('Enter')
  await expectAnswerWithSource(page, dialog)
  await expect(
    dialog.getByTestId('ai-answer').getByRole('link', { name: 'Travel expenses policy' }),
  ).toHaveAttribute('href', `/knowledgebase/articles/${policy.id}`)
  await expectNoSeriousA11yViolations(page)

  await box.fill('zzqxv wwkj')
  await dialog.getByRole('button', { name: 'Search' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('No relevant articles found for your query.')

  // The stand-in waits 10 s for prompts holding this article; the app gives it 3 s.
  await box.fill('parking rules')
  await dialog.getByRole('button', { name: 'Search' }).click()
  await expect(dialog.getByTestId('found-articles')).toBeVisible()
  await expect(dialog.getByTestId('ai-answer').getByRole('alert')).toHaveText(
    'AI processing took too long please try again later',
  )

  // Closing resets the dialog.
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(box).toBeHidden()
  await page.getByTestId('ai-search-button').click()
  await expect(box).toBeVisible()
  await expect(box).toHaveValue('')
  await expect(dialog.getByTestId('found-articles')).toHaveCount(0)
})

test('the search page gives the same answer and articles without the dialog', async ({
  page,
  javaScriptEnabled,
}) => {
  const { staff } = await travelCompany()
  await signInAs(page, staff)
  // Without JavaScript the top bar's button is a link to this page.
  if (javaScriptEnabled) await page.goto('/knowledgebase/search')
  else await page.getByRole('link', { name: 'AI Search' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Knowledge Base Search (AI Powered)' }),
  ).toBeVisible()
  await page
    .getByLabel('Ask a question or search the knowledge base')
    .fill('travel expenses policy')
  await page.getByRole('button', { name: 'Search' }).click()
  await expect(page).toHaveURL(/\/knowledgebase\/search\?query=travel\+expenses\+policy/)
  await expectAnswerWithSource(page, page.getByRole('main'))
  await expectNoSeriousA11yViolations(page)

  await page.goto('/knowledgebase/search?query=parking+rules')
  await expect(page.getByTestId('ai-answer')).toContainText(
    'AI processing took too long please try again later',
  )
})

test('the AI writing helper previews a draft, inserts it, and shows the proxy errors', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'The rich-text editor and its helper need JavaScript.')
  const { admin } = await travelCompany()
  await signInAs(page, admin, { at: '/knowledgebase/articles/create' })
  const editor = page.getByRole('textbox', { name: 'Article text' })
  await expect(editor).toBeVisible()
  await page.getByRole('button', { name: 'AI', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'AI writing helper' })
  const prompt = dialog.getByLabel('What should the AI write?')
  const preview = dialog.getByTestId('ai-writing-preview')

  await prompt.fill('An article about safety shoes')
  await dialog.getByRole('button', { name: 'Generate' }).click()
  await expect(preview.getByRole('heading', { name: 'Generated draft' })).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  // Generating: the button is disabled and says so, until the answer (here: the app's 3 s limit
  // on a stand-in that waits 10 s, a 504 from the proxy) arrives.
  await prompt.fill('Take your time e2e-slow')
  await dialog.getByRole('button', { name: 'Generate' }).click()
  await expect(dialog.getByRole('button', { name: 'Generating...' })).toBeDisabled()
  await expect(preview.getByRole('alert')).toHaveText('Failed to communicate with the ChatGPT API')
  await expect(dialog.getByRole('button', { name: 'Generate' })).toBeEnabled()

  await prompt.fill('Fail please e2e-http-error')
  await dialog.getByRole('button', { name: 'Generate' }).click()
  await expect(preview.getByRole('alert')).toHaveText('Failed to communicate with the ChatGPT API')
  await expect(dialog.getByRole('button', { name: 'Insert' })).toBeDisabled()

  await prompt.fill('Refuse please e2e-error-field')
  await dialog.getByRole('button', { name: 'Generate' }).click()
  await expect(preview.getByRole('alert')).toHaveText(
    'invalid_request_error: The test model refused the prompt.',
  )

  await prompt.fill('An article about safety shoes')
  await dialog.getByRole('button', { name: 'Generate' }).click()
  await expect(preview.getByRole('heading', { name: 'Generated draft' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Insert' }).click()
  await expect(prompt).toBeHidden()
  await expect(editor.getByRole('heading', { name: 'Generated draft' })).toBeVisible()
  await expect(editor).toContainText('Written by the test model.')
})

/**
 * The dialog's own failures (seed 000 §8): the network between the browser and our server is
 * outside the app's control, so these hold or break the browser's request (page.route) and let
 * Playwright's clock run past the client timeouts; the server itself answers as always.
 */
const articleLookup = (url: URL) =>
  url.pathname === '/knowledgebase/ai-search' && url.searchParams.has('query')
const aiStep = (url: URL) =>
  url.pathname === '/knowledgebase/ai-search' && !url.searchParams.has('query')

async function openDialog(page: Page) {
  await page.getByTestId('ai-search-button').click()
  const dialog = page.getByRole('dialog', { name: 'Knowledge Base Search (AI Powered)' })
  const box = dialog.getByLabel('Ask a question or search the knowledge base')
  const ask = async (question: string) => {
    await box.fill(question)
    await dialog.getByRole('button', { name: 'Search' }).click()
  }
  return { dialog, ask }
}

test('the AI Search dialog gives up on a search after 50 s and on the AI step after 30 s', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'Without JavaScript the search page has no client timeouts.')
  const { staff } = await travelCompany()
  await page.clock.install()
  await signInAs(page, staff)
  const { dialog, ask } = await openDialog(page)

  // The article lookup never answers: still searching at 30 s, given up at 50 s.
  await page.route(articleLookup, () => {})
  await ask('travel expenses policy')
  const searching = dialog.getByRole('status').filter({ hasText: 'Searching...' })
  await expect(searching).toBeVisible()
  await page.clock.fastForward(30_000)
  await expect(searching).toBeVisible()
  await page.clock.fastForward(20_000)
  await expect(dialog.getByRole('alert')).toHaveText('Request took too long please try again later')
  await expect(dialog.getByTestId('found-articles')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  // The lookup answers but the AI step never does: the articles stay, the answer gives up at 30 s.
  await page.unroute(articleLookup)
  await page.route(aiStep, () => {})
  await ask('travel expenses policy')
  await expect(
    dialog.getByTestId('found-articles').getByRole('link', { name: 'Travel expenses policy' }),
  ).toBeVisible()
  await expect(dialog.getByTestId('ai-answer')).toContainText('Generating answer...')
  await page.clock.fastForward(30_000)
  await expect(dialog.getByTestId('ai-answer').getByRole('alert')).toHaveText(
    'AI processing took too long please try again later',
  )
  await expect(
    dialog.getByTestId('found-articles').getByRole('link', { name: 'Travel expenses policy' }),
  ).toBeVisible()
})

test('the AI Search dialog says when the search or the AI call fails on the way', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'Without JavaScript the search page reports its own errors.')
  const { staff } = await travelCompany()
  await signInAs(page, staff)
  const { dialog, ask } = await openDialog(page)

  // The article lookup fails: no article list, the search error.
  await page.route(articleLookup, (route) => route.abort('internetdisconnected'))
  await ask('travel expenses policy')
  await expect(dialog.getByRole('alert')).toHaveText(
    'An error occurred while searching. Please try again.',
  )
  await expect(dialog.getByTestId('found-articles')).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)

  // The AI call fails: the found articles stay listed, the answer card says so.
  await page.unroute(articleLookup)
  await page.route(aiStep, (route) => route.abort('connectionreset'))
  await ask('travel expenses policy')
  await expect(dialog.getByTestId('ai-answer').getByRole('alert')).toHaveText(
    'An error occurred while fetching data. Please try again later.',
  )
  await expect(
    dialog.getByTestId('found-articles').getByRole('link', { name: 'Travel expenses policy' }),
  ).toBeVisible()

  // Once the network is back, the same question is answered.
  await page.unroute(aiStep)
  await ask('travel expenses policy')
  await expect(dialog.getByTestId('ai-answer')).toContainText('The articles answer this.')
})

test('the AI writing helper says when its request fails on the way', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'The rich-text editor and its helper need JavaScript.')
  const { admin } = await travelCompany()
  await signInAs(page, admin, { at: '/knowledgebase/articles/create' })
  await expect(page.getByRole('textbox', { name: 'Article text' })).toBeVisible()
  await page.getByRole('button', { name: 'AI', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'AI writing helper' })
  const preview = dialog.getByTestId('ai-writing-preview')

  // The browser never reaches our server (seed 000 §8: 'Error during AI request').
  await page.route('**/knowledgebase/ai-writing', (route) => route.abort('internetdisconnected'))
  await dialog.getByLabel('What should the AI write?').fill('An article about safety shoes')
  await dialog.getByRole('button', { name: 'Generate' }).click()
  await expect(preview.getByRole('alert')).toHaveText('Error during AI request')
  await expect(dialog.getByRole('button', { name: 'Insert' })).toBeDisabled()
  await expectNoSeriousA11yViolations(page)

  await page.unroute('**/knowledgebase/ai-writing')
  await dialog.getByRole('button', { name: 'Generate' }).click()
  await expect(preview.getByRole('heading', { name: 'Generated draft' })).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Insert' })).toBeEnabled()
})
