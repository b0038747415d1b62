import { expect, expectNoSeriousA11yViolations, factories, signInAs, test } from '../fixtures'

/** A company with a requester and an approver; approval above 100.00 EUR. */
async function purchasingCompany() {
  const { makeCompanyWithAdmin, makeMember, signedIn } = await factories()
  const [{ updatePurchaseSettings }, { testMeta }] = await Promise.all([
    import('~/domains/purchase-requests/purchase-settings.server'),
    import('#tests/factories/request'),
  ])
  const { company, admin } = await makeCompanyWithAdmin(undefined, { currency: 'EUR' })
  const { actor } = await signedIn(admin.user, company)
  await updatePurchaseSettings(
    { actor, meta: testMeta() },
    { approval_threshold: '100.00', version: 0 },
  )
  const requester = await makeMember(company, { firstName: 'Rae', lastName: 'Quest' })
  const approver = await makeMember(company, {
    firstName: 'Abe',
    lastName: 'Prover',
    roles: ['user_is_pr_approver'],
  })
  return { requester, approver }
}

test('a member raises a purchase request and an approver approves it', async ({ page }) => {
  const { requester, approver } = await purchasingCompany()
  await signInAs(page, requester, { at: '/purchase-requests/create' })
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create purchase request' }),
  ).toBeVisible()
  await expectNoSeriousA11yViolations(page)

  await page.getByLabel('What is it for?').fill('Office chairs')
  await page.getByLabel('Vendor (optional)').fill('Ikea')
  await page.getByLabel('Item 1: description').fill('Desk chair')
  await page.getByLabel('Item 1: quantity').fill('3')
  await page.getByLabel('Item 1: unit price').fill('79.99')
  await page.getByLabel('Item 2: description').fill('Floor mat')
  await page.getByLabel('Item 2: quantity').fill('1')
  await page.getByLabel('Item 2: unit price').fill('0.03')
  await page.getByRole('button', { name: 'Submit purchase request' }).click()

  await expect(page.getByText('Purchase request submitted')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Office chairs' })).toBeVisible()
  await expect(page.getByText('Pending approval').first()).toBeVisible()
  await expect(page.getByText('240.00 EUR').first()).toBeVisible()
  const details = page.url()

  await signInAs(page, approver, { at: details })
  await expectNoSeriousA11yViolations(page)
  await page.getByLabel('Comment (needed to reject)').fill('Within budget')
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page.getByText('Purchase request approved')).toBeVisible()
  const history = page.getByRole('region', { name: 'Status history' })
  await expect(history).toContainText('Approved')
  await expect(history).toContainText('Within budget')
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0)
})
