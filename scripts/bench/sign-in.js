// Signs in through the form, as a browser would, for the load scripts (bench.js, load.js).
const DEMO_ADMIN = 'admin@acme.test'
const DEMO_PASSWORD = 'demo-pass-2026'

/** The session cookie of a signed-in person, for the `cookie` request header. */
export async function signIn(base, email = DEMO_ADMIN, password = DEMO_PASSWORD) {
  const response = await fetch(`${base}/auth/signin`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
  })
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  if (!cookie.includes('__session')) {
    throw new Error(`Could not sign in as ${email} at ${base} (HTTP ${response.status}).`)
  }
  return cookie
}
