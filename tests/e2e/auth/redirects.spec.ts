import {
  DASHBOARD_URL,
  expect,
  expectNoSeriousA11yViolations,
  factories,
  signIn,
  submitSignIn,
  test,
} from '../fixtures'

const signinWith = (redirectTo: string) =>
  `/auth/signin?${new URLSearchParams({ redirectTo }).toString()}`

for (const wanted of ['/account/dashboard?x=1', '/switch-company']) {
  test(`a signed-out visit to ${wanted} asks to sign in, then lands there`, async ({
    page,
    baseURL,
  }) => {
    const { makeCompanyWithAdmin, TEST_PASSWORD } = await factories()
    const { admin } = await makeCompanyWithAdmin()

    await page.goto(wanted)
    expect(page.url()).toBe(`${baseURL}${signinWith(wanted)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in')
    await expectNoSeriousA11yViolations(page)

    await submitSignIn(page, admin.user.email, TEST_PASSWORD)
    await expect(page).toHaveURL(`${baseURL}${wanted}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      wanted.startsWith('/switch-company') ? 'Switch Company' : 'Welcome, Ada',
    )
    await expectNoSeriousA11yViolations(page)
  })
}

// A browser drops tabs and newlines, so '/\t/evil.example' would be '//evil.example' to it.
for (const evil of [
  '//evil.example',
  'https://evil.example',
  '/\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
]) {
  test(`a redirectTo of ${JSON.stringify(evil)} is ignored: sign-in lands on the dashboard`, async ({
    page,
    baseURL,
  }) => {
    const { makeCompanyWithAdmin, TEST_PASSWORD } = await factories()
    const { admin } = await makeCompanyWithAdmin()

    await page.goto(signinWith(evil))
    await submitSignIn(page, admin.user.email, TEST_PASSWORD)
    await expect(page).toHaveURL(`${baseURL}/account/dashboard`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada')
  })
}

test('a signed-in visit to sign-in or sign-up goes on to the app', async ({ page }) => {
  const { makeCompanyWithAdmin, TEST_PASSWORD } = await factories()
  const { admin } = await makeCompanyWithAdmin()
  await signIn(page, admin.user.email, TEST_PASSWORD)

  for (const path of ['/auth/signin', '/signin', '/auth/signup']) {
    await page.goto(path)
    await expect(page).toHaveURL(DASHBOARD_URL)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Ada')
  }
  // …never to another site, even through a tab the browser would drop…
  await page.goto(signinWith('/\t/evil.example'))
  await expect(page).toHaveURL(DASHBOARD_URL)
  // …and honours a redirectTo of this site.
  await page.goto(signinWith('/switch-company'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Switch Company')
})
