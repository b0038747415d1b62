import { CLIENT_IP_HEADER } from '~/platform/request-meta.server'
import { action as apiAction, loader as apiLoader } from '~/routes/$module.api.$'
import { uniqueIp } from './request'

/** The smallest real files of a few kinds, as their first bytes are checked on upload. */
export const SAMPLE_FILES = {
  pdf: new TextEncoder().encode(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
  png: new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  ]),
  txt: new TextEncoder().encode('Shift notes: bring the keys.\n'),
  html: new TextEncoder().encode('<!doctype html><html><script>alert(1)</script></html>'),
  mp3: new Uint8Array([0x49, 0x44, 0x33, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]),
  mp4: new Uint8Array([0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x6d, 0x70, 0x34, 0x32]),
  exe: new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]),
}

/** A multipart REST call through the API route, as a browser's FormData upload sends it. */
export async function multipartApi(
  method: string,
  path: string,
  options: {
    token?: string
    fields?: Record<string, string>
    file?: { name: string; bytes: Uint8Array; field?: string }
  },
) {
  const form = new FormData()
  for (const [key, value] of Object.entries(options.fields ?? {})) form.set(key, value)
  if (options.file) {
    form.set(
      options.file.field ?? 'file',
      new Blob([new Uint8Array(options.file.bytes)]),
      options.file.name,
    )
  }
  const headers = new Headers({ [CLIENT_IP_HEADER]: uniqueIp(), 'user-agent': 'api-client/1.0' })
  if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  const request = new Request(`http://localhost${path}`, { method, headers, body: form })
  const response = await apiAction({ request, params: {}, context: {} })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any JSON shape
  const json = response.status === 204 ? null : ((await response.json()) as any)
  return { status: response.status, json }
}

/** A REST download through the API route: its status, headers and bytes. */
export async function apiDownload(path: string, token: string) {
  const headers = new Headers({
    [CLIENT_IP_HEADER]: uniqueIp(),
    'user-agent': 'api-client/1.0',
    authorization: `Bearer ${token}`,
  })
  const request = new Request(`http://localhost${path}`, { headers })
  const response = await apiLoader({ request, params: {}, context: {} })
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  }
}
