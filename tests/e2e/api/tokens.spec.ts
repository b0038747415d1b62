import { API_ONLY, apiTokens, expect, factories, test } from '../fixtures'

test(
  'the token endpoints issue an access/refresh pair and refresh the access token',
  API_ONLY,
  async ({ request }) => {
    const { makeCompanyWithAdmin, TEST_PASSWORD } = await factories()
    const { company, admin } = await makeCompanyWithAdmin()

    const { access, refresh } = await apiTokens(request, admin.user.email, TEST_PASSWORD)
    expect(access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(refresh.length).toBeGreaterThan(20)

    const refreshed = await request.post('/account/api/token/refresh/', { data: { refresh } })
    expect(refreshed.status()).toBe(200)
    const { access: newAccess, refresh: newRefresh } = (await refreshed.json()) as {
      access: string
      refresh: string
    }
    expect(newAccess).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    // Each refresh token is exchanged once; the answer names the next one.
    expect(newRefresh).not.toBe(refresh)

    for (const token of [access, newAccess]) {
      const mine = await request.get('/account/api/my_companies/', {
        headers: { Authorization: `Bearer ${token}` },
      })
      expect(mine.status()).toBe(200)
      expect(await mine.json()).toEqual([
        {
          id: company.id,
          company_name: company.name,
          company_slug: company.slug,
          is_current: true,
        },
      ])
    }

    const badRefresh = await request.post('/account/api/token/refresh/', {
      data: { refresh: 'not-a-refresh-token' },
    })
    expect(badRefresh.status()).toBe(401)
    expect(await badRefresh.json()).toEqual({ detail: 'Token is invalid or expired' })

    const badPassword = await request.post('/account/api/token/', {
      data: { email: admin.user.email, password: 'wrong-password' },
    })
    expect(badPassword.status()).toBe(401)
    expect(await badPassword.json()).toEqual({
      detail: 'The email or password you entered is incorrect.',
    })
  },
)

test('an API call without a valid token is a 401 in JSON', API_ONLY, async ({ request }) => {
  const missing = await request.get('/account/api/my_companies/')
  expect(missing.status()).toBe(401)
  expect(missing.headers()['content-type']).toContain('application/json')
  expect(await missing.json()).toEqual({ detail: 'Authentication credentials were not provided.' })

  const garbage = await request.get('/account/api/my_companies/', {
    headers: { Authorization: 'Bearer not.a.jwt' },
  })
  expect(garbage.status()).toBe(401)
  expect(garbage.headers()['content-type']).toContain('application/json')
  expect(await garbage.json()).toEqual({ detail: 'Given token not valid for any token type' })
})
