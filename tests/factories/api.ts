import { expect } from 'vitest'
import type { User } from '~/domains/accounts/accounts.tables'
import type { Company } from '~/domains/company/company.tables'
import { issueAccessToken } from '~/platform/auth.server'
import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'
import { action as apiAction, loader as apiLoader } from '~/routes/$module.api.$'
import { makeCompanyWithAdmin, makeMember, signedIn } from './accounts'
import { uniqueIp } from './request'

interface Fetcher {
  fetch: (request: Request) => Response | Promise<Response>
}

export interface ApiCallOptions {
  body?: unknown
  form?: Record<string, string>
  /** Sent as multipart/form-data, as a browser form with a file or curl -F would. */
  multipart?: Record<string, string | Blob>
  token?: string
}

/** An access token and the actor of a fresh session, as POST account/api/token/ would give. */
export async function apiSignIn(user: User, company: Company) {
  const { sessionId, actor } = await signedIn(user, company)
  return { actor, token: await issueAccessToken({ sessionId, userId: user.id }) }
}

/** A REST client over an in-process app: `call('PATCH', '/account/api/…', {token, body})`. */
export function apiClient(app: Fetcher) {
  return async function call(method: string, path: string, options: ApiCallOptions = {}) {
    const headers = new Headers({ [CLIENT_IP_HEADER]: uniqueIp(), 'user-agent': 'api-client/1.0' })
    if (options.token) headers.set('authorization', `Bearer ${options.token}`)
    let body: string | FormData | undefined
    if (options.body !== undefined) {
      headers.set('content-type', 'application/json')
      body = JSON.stringify(options.body)
    } else if (options.form) {
      headers.set('content-type', 'application/x-www-form-urlencoded')
      body = new URLSearchParams(options.form).toString()
    } else if (options.multipart) {
      body = new FormData()
      for (const [key, value] of Object.entries(options.multipart)) body.append(key, value)
    }
    const response = await app.fetch(
      new Request(`http://localhost${path}`, { method, headers, body }),
    )
    if (response.status === 204) {
      expect(await response.text()).toBe('')
      return { status: 204, json: null as unknown as Record<string, unknown> }
    }
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any JSON shape
    return { status: response.status, json: (await response.json()) as any }
  }
}

/** The REST API exactly as the $module.api.$ route serves it, so the mount is tested too. */
export const routeApi = apiClient({
  fetch: (request) =>
    (request.method === 'GET' ? apiLoader : apiAction)({ request, params: {}, context: {} }),
})

/** A company with a signed-in admin and a signed-in staff member without role flags. */
export async function adminAndStaffSignedIn() {
  const { company, admin } = await makeCompanyWithAdmin()
  const staff = await makeMember(company)
  return {
    company,
    admin: { ...admin, ...(await apiSignIn(admin.user, company)) },
    staff: { ...staff, ...(await apiSignIn(staff.user, company)) },
  }
}

/**
 * Acme with an admin, a profile admin (staff with only user_is_profile_admin), an employee and
 * another employee, all signed in to the API; and Globex with its own admin and employee.
 */
export async function teamWithProfileAdmin() {
  const acme = await adminAndStaffSignedIn()
  const profileAdmin = await makeMember(acme.company, { roles: ['user_is_profile_admin'] })
  const other = await makeMember(acme.company)
  const globex = await adminAndStaffSignedIn()
  return {
    acme,
    admin: acme.admin,
    profileAdmin: { ...profileAdmin, ...(await apiSignIn(profileAdmin.user, acme.company)) },
    employee: acme.staff,
    other: { ...other, ...(await apiSignIn(other.user, acme.company)) },
    globex,
  }
}

/**
 * POSTs a new record through the API and returns it, failing the test (with the answer) unless
 * the API created it.
 */
export async function createdThroughApi<Created = { id: number; version: number }>(
  path: string,
  token: string,
  body: Record<string, unknown>,
): Promise<Created> {
  const response = await routeApi('POST', path, { token, body })
  expect(response.status, JSON.stringify(response.json)).toBe(201)
  return response.json as Created
}
