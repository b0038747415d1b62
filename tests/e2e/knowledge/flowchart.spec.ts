import type { Page, Route } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'
import { companyWithCategory } from './articles-helpers'

/**
 * The article's decision chart (seed 001 §2, §4): with JavaScript the @xyflow editor in the
 * article form (mouse and keyboard, autosave, reload); without, the server-drawn chart on the
 * reader page and a form that still saves.
 */

/** An article showing the sample chart, saved through the services as an earlier edit would. */
async function articleWithChart(title: string) {
  const { company, admin, category } = await companyWithCategory()
  const f = await factories()
  const [
    { createArticle },
    { ArticleSchema },
    { createFlowChart },
    { SAMPLE_CHART },
    { testMeta },
  ] = await Promise.all([
    import('~/domains/knowledge/articles/articles.server'),
    import('~/domains/knowledge/articles/articles.schema'),
    import('~/domains/flowchart/flowchart.server'),
    import('~/domains/flowchart/flowchart.constants'),
    import('#tests/factories/request'),
  ])
  const { actor } = await f.signedIn(admin.user, company)
  const chart = await createFlowChart(actor, structuredClone(SAMPLE_CHART), testMeta())
  const article = await createArticle(
    actor,
    ArticleSchema.parse({
      title,
      article_category: category.id,
      body: '<p>Read the chart below.</p>',
      blocks: ['text', 'decision_chart'],
      flow_chart: String(chart.id),
    }),
    testMeta(),
  )
  return { company, admin, article, chart, actor }
}

const canvas = (page: Page) => page.getByRole('group', { name: 'Decision chart editor' })
const nodeNamed = (page: Page, label: string) =>
  canvas(page).locator('.react-flow__node', { hasText: label })

/**
 * The next autosave the server answers with success (and whose body holds `holding`, when given:
 * a save of an earlier edit may still be in flight when the next edit is made).
 */
const nextSave = (page: Page, holding?: string) =>
  page.waitForResponse(
    (response) =>
      response.url().includes('/flowchart/flow-charts') &&
      ['PATCH', 'POST'].includes(response.request().method()) &&
      response.ok() &&
      (!holding || (response.request().postData() ?? '').includes(holding)),
  )

test.describe('with JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, 'the editor needs JavaScript')

  test('a KB admin drags a shape in, connects it, relabels it and its connection; it autosaves and comes back', async ({
    page,
  }) => {
    test.slow()
    const { admin } = await companyWithCategory()
    await signInAs(page, admin, { at: '/knowledgebase/articles/create' })
    await page.getByLabel('Title').fill('Coaching decisions')
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Warehouse' })
    const created = nextSave(page)
    await page.getByRole('checkbox', { name: 'Decision chart' }).check()

    // No saved chart: the sample, saved at once so the article keeps it.
    await expect(nodeNamed(page, 'Are They A Good Employee?')).toBeVisible()
    await expect(nodeNamed(page, 'Train Them')).toBeVisible()
    await expect(
      canvas(page).getByRole('button', { name: 'Edit connection label Yes' }),
    ).toBeVisible()
    expect((await created).request().method()).toBe('POST')
    await expect(page.locator('input[name=flow_chart]')).toHaveValue(/^\d+$/)
    await expectNoSeriousA11yViolations(page)

    // Drag the Process shape onto the canvas.
    const pane = canvas(page).locator('.react-flow__pane')
    // Toolbar and drop point both on screen: the drag never scrolls.
    await canvas(page).evaluate((editor) => editor.scrollIntoView({ block: 'start' }))
    await page
      .getByRole('button', { name: 'Add shape Process' })
      .dragTo(pane, { targetPosition: { x: 100, y: 420 } })
    const process = canvas(page).locator('.react-flow__node-processNode')
    await expect(process).toHaveText('Process')

    // Connect Fire Them (bottom handle) to the new shape (top handle).
    await nodeNamed(page, 'Fire Them')
      .locator('.react-flow__handle.source')
      .dragTo(process.locator('.react-flow__handle.target'))
    await expect(canvas(page).locator('.react-flow__edge')).toHaveCount(3)

    // Relabel the shape (double-click) and the new connection (its label button).
    await process.dblclick()
    await canvas(page).getByRole('textbox', { name: 'Shape label' }).fill('Coach them first')
    await canvas(page).getByRole('textbox', { name: 'Shape label' }).press('Enter')
    await expect(process).toHaveText('Coach them first')
    await canvas(page).getByRole('button', { name: 'Add connection label' }).click()
    const saved = nextSave(page)
    await canvas(page).getByRole('textbox', { name: 'Connection label' }).fill('Maybe')
    await canvas(page).getByRole('textbox', { name: 'Connection label' }).press('Enter')
    expect((await saved).request().method()).toBe('PATCH')
    await expect(page.getByTestId('flowchart-status')).toHaveText('Chart saved')
    await page.getByRole('button', { name: 'Maximize' }).click()
    await expect(canvas(page)).toHaveCSS('position', 'fixed')
    await page.getByRole('button', { name: 'Minimize' }).click()
    await expect(canvas(page)).not.toHaveCSS('position', 'fixed')

    await page.getByRole('button', { name: 'Publish' }).click()
    await expect(page.getByRole('heading', { name: 'Coaching decisions' })).toBeVisible()
    const drawing = page.getByTestId('decision-chart')
    await expect(drawing).toContainText('Coach them first')
    await expect(drawing).toContainText('Maybe')
    await expectNoSeriousA11yViolations(page)

    // Back in the form (and after a reload of it) the editor shows the saved chart.
    await page.getByRole('link', { name: 'Edit', exact: true }).click()
    await expect(page).toHaveURL(/\/edit$/)
    await page.reload()
    await expect(nodeNamed(page, 'Coach them first')).toBeVisible()
    await expect(
      canvas(page).getByRole('button', { name: 'Edit connection label Maybe' }),
    ).toBeVisible()
    await expect(canvas(page).locator('.react-flow__node')).toHaveCount(4)
  })

  test('shapes are added, moved, renamed and connected with the keyboard alone', async ({
    page,
  }) => {
    test.slow()
    const { admin, article } = await articleWithChart('Keyboard chart')
    await signInAs(page, admin, { at: `/knowledgebase/articles/${article.id}/edit` })
    await expect(nodeNamed(page, 'Train Them')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // Add a Connector in the middle of the view: it takes the focus.
    await page.getByRole('button', { name: 'Add shape Connector' }).focus()
    await page.keyboard.press('Enter')
    const connector = canvas(page).locator('.react-flow__node-connectorNode')
    await expect(connector).toBeFocused()
    const before = await connector.evaluate((node) => node.style.transform)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => connector.evaluate((node) => node.style.transform)).not.toBe(before)
    const moved = (await connector.evaluate((node) => node.style.transform)).match(/[-\d.]+/g)!
    const was = before.match(/[-\d.]+/g)!
    expect([Number(moved[0]) - Number(was[0]), Number(moved[1]) - Number(was[1])]).toEqual([15, 15])

    // Enter renames it; Shift+F10 opens its actions, where it connects to Train Them.
    await page.keyboard.press('Enter')
    await page.keyboard.type('Ask HR')
    await page.keyboard.press('Enter')
    await expect(connector).toHaveText('Ask HR')
    await expect(connector).toBeFocused()
    await page.keyboard.press('Shift+F10')
    const actions = page.getByRole('group', { name: 'Actions for Ask HR' })
    await expect(actions.getByRole('button', { name: 'Copy' })).toBeFocused()
    await expectNoSeriousA11yViolations(page)
    await actions.getByLabel('Connect to').selectOption({ label: 'Train Them' })
    await actions.getByLabel('Connect to').press('Tab')
    // The rename's save may answer after this point; wait for the one with the connection.
    const saved = nextSave(page, '"source":"connectorNode')
    await page.keyboard.press('Enter')
    await expect(canvas(page).locator('.react-flow__edge')).toHaveCount(3)
    await saved

    await page.reload()
    await expect(nodeNamed(page, 'Ask HR')).toBeVisible()
    await expect(
      canvas(page).getByRole('group', { name: 'Connection from Ask HR to Train Them' }),
    ).toHaveCount(1)
  })

  test('the context menu copies, recolours, resets and deletes shapes (with their connections)', async ({
    page,
  }) => {
    test.slow()
    const { admin, article } = await articleWithChart('Menu chart')
    await signInAs(page, admin, { at: `/knowledgebase/articles/${article.id}/edit` })
    const train = nodeNamed(page, 'Train Them')
    await expect(train).toHaveCount(1)

    await train.click({ button: 'right' })
    const actions = page.getByRole('group', { name: 'Actions for Train Them' })
    await actions.getByRole('button', { name: 'Copy' }).click()
    await expect(train).toHaveCount(2)
    const copy = canvas(page).locator('.react-flow__node.selected')
    await expect(copy).toHaveText('Train Them')
    const [original, copied] = await Promise.all(
      [train.first(), copy].map((node) => node.evaluate((el) => el.style.transform)),
    )
    expect(copied).not.toBe(original)

    await copy.click({ button: 'right' })
    await actions.getByRole('button', { name: 'Change color' }).click()
    await actions.getByLabel('Fill colour').fill('#ff0000')
    await expectNoSeriousA11yViolations(page)
    await actions.getByRole('button', { name: 'Close' }).click()
    await expect(actions).toBeHidden()
    await expect(copy.locator('svg rect')).toHaveAttribute('fill', '#ff0000')
    await copy.click({ button: 'right' })
    await actions.getByRole('button', { name: 'Reset styles' }).click()
    await expect(copy.locator('svg rect')).not.toHaveAttribute('fill', '#ff0000')
    await copy.click({ button: 'right' })
    await actions.getByRole('button', { name: 'Change border color' }).click()
    const borderSaved = nextSave(page, '#0000ff')
    await actions.getByLabel('Border colour').fill('#0000ff')
    await actions.getByRole('button', { name: 'Close' }).click()
    // The colour's own save first: else the next save awaited below may be that one, and the
    // page reloads before the deletion is saved.
    await borderSaved

    await nodeNamed(page, 'Fire Them').click({ button: 'right' })
    const saved = nextSave(page)
    await page
      .getByRole('group', { name: 'Actions for Fire Them' })
      .getByRole('button', { name: 'Delete' })
      .click()
    await expect(nodeNamed(page, 'Fire Them')).toHaveCount(0)
    await expect(canvas(page).locator('.react-flow__edge')).toHaveCount(1)
    await saved

    await page.reload()
    await expect(train).toHaveCount(2)
    await expect(nodeNamed(page, 'Fire Them')).toHaveCount(0)
    await expect(canvas(page).locator('.react-flow__edge')).toHaveCount(1)
    await expect(canvas(page).locator('svg rect[stroke="#0000ff"]')).toHaveCount(1)
  })

  test('a chart changed elsewhere is never overwritten: the editor says so and reloads it', async ({
    page,
  }) => {
    test.slow()
    const { admin, article, chart, actor } = await articleWithChart('Shared chart')
    await signInAs(page, admin, { at: `/knowledgebase/articles/${article.id}/edit` })
    await expect(nodeNamed(page, 'Train Them')).toBeVisible()

    const [{ updateFlowChart }, { testMeta }] = await Promise.all([
      import('~/domains/flowchart/flowchart.server'),
      import('#tests/factories/request'),
    ])
    const elsewhere = structuredClone({ nodes: chart.nodes, edges: chart.edges })
    elsewhere.nodes[1]!.data.label = 'Train Them Twice'
    await updateFlowChart(actor, chart.id, { ...elsewhere, version: chart.version }, testMeta())

    await nodeNamed(page, 'Fire Them').click({ button: 'right' })
    await page
      .getByRole('group', { name: 'Actions for Fire Them' })
      .getByRole('button', { name: 'Reset styles' })
      .click()
    const alert = canvas(page).getByRole('alert')
    await expect(alert).toContainText('Error updating flow chart')
    await expectNoSeriousA11yViolations(page)
    await alert.getByRole('button', { name: 'Reload chart' }).click()
    await expect(nodeNamed(page, 'Train Them Twice')).toBeVisible()
    await expect(alert).toBeHidden()

    // From the reloaded version, saving works again.
    const saved = nextSave(page)
    await nodeNamed(page, 'Fire Them').click({ button: 'right' })
    await page
      .getByRole('group', { name: 'Actions for Fire Them' })
      .getByRole('button', { name: 'Delete' })
      .click()
    expect((await saved).status()).toBe(200)
  })

  test('the editor says when a chart cannot be created or loaded, and recovers once the network is back', async ({
    page,
  }) => {
    test.slow()
    const { admin } = await companyWithCategory()
    await signInAs(page, admin, { at: '/knowledgebase/articles/create' })
    const toggle = page.getByRole('checkbox', { name: 'Decision chart' })
    const chartId = page.locator('input[name=flow_chart]')
    const alert = canvas(page).getByRole('alert')

    // The browser cannot reach the server (page.route: the network is not ours to control).
    const collection = (url: URL) => url.pathname === '/flowchart/flow-charts'
    await page.route(collection, (route) => route.abort('internetdisconnected'))
    await toggle.check()
    await expect(alert).toHaveText('Error creating flow chart')
    await expect(chartId).toHaveValue('')
    await expectNoSeriousA11yViolations(page)

    // Back online, the next edit creates the chart.
    await page.unroute(collection)
    const created = nextSave(page)
    await page.getByRole('button', { name: 'Add shape Connector' }).click()
    expect((await created).request().method()).toBe('POST')
    await expect(alert).toBeHidden()
    await expect(chartId).toHaveValue(/^\d+$/)

    // Switched off and on, the editor loads that chart by id. Until it is here, and when that
    // fails, no editable sample stands in its place (an edit would save a new chart over it).
    const id = await chartId.inputValue()
    const saved = (url: URL) => url.pathname === `/flowchart/flow-charts/${id}`
    let hold: (route: Route) => void = () => {}
    const held = new Promise<Route>((resolve) => (hold = resolve))
    await page.route(saved, (route) => hold(route))
    await toggle.uncheck()
    await toggle.check()
    await expect(canvas(page).getByRole('status')).toHaveText('Loading…')
    await expect(canvas(page).locator('.react-flow__node')).toHaveCount(0)
    await (await held).abort('connectionreset')
    await expect(alert).toContainText('Error loading flow chart')
    await expect(canvas(page).locator('.react-flow__node')).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Add shape Connector' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    await page.unroute(saved)
    await alert.getByRole('button', { name: 'Reload chart' }).click()
    await expect(canvas(page).locator('.react-flow__node-connectorNode')).toHaveCount(1)
    await expect(nodeNamed(page, 'Train Them')).toBeVisible()
    await expect(alert).toBeHidden()
    await expect(chartId).toHaveValue(id)
  })
})

test.describe('without JavaScript', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled, 'the no-JS rendering')

  test('readers see the chart drawn on the server, and the article form still saves', async ({
    page,
  }) => {
    const { company, admin, article } = await articleWithChart('Good employees')
    const staff = await (await factories()).makeMember(company)
    await signInAs(page, staff, { at: `/knowledgebase/articles/${article.id}` })
    const drawing = page.getByTestId('decision-chart')
    await expect(drawing.getByRole('img', { name: 'Decision chart' })).toBeVisible()
    for (const text of ['Are They A Good Employee?', 'Train Them', 'Fire Them', 'Yes', 'No']) {
      await expect(drawing).toContainText(text)
    }
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('link', { name: 'View the decision chart larger' }).click()
    await expect(
      page.getByRole('heading', { name: 'Decision chart: Good employees' }),
    ).toBeVisible()
    await expect(page.getByTestId('decision-chart')).toContainText('Fire Them')
    await expectNoSeriousA11yViolations(page)

    await page.context().clearCookies()
    await signInAs(page, admin, { at: `/knowledgebase/articles/${article.id}/edit` })
    await expect(page.getByTestId('decision-chart')).toContainText('Train Them')
    await expect(
      page.getByText(
        'Editing the decision chart needs JavaScript; the rest of this form works without it.',
      ),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByLabel('Title').fill('Good employees, revised')
    await page.getByRole('button', { name: "Update & Don't Notify" }).click()
    await expect(page.getByRole('heading', { name: 'Good employees, revised' })).toBeVisible()
    await expect(page.getByTestId('decision-chart')).toContainText('Are They A Good Employee?')
  })
})
