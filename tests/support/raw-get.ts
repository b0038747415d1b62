import { get, type IncomingHttpHeaders } from 'node:http'

export interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
}

/** A GET with the body as sent: fetch would decompress it and hide the encoding. */
export function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<RawResponse>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode!,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      )
    }).on('error', reject)
  })
}

/** The Accept-Encoding header a browser would send, if any. */
export const accepting = (encodings?: string): Record<string, string> =>
  encodings ? { 'Accept-Encoding': encodings } : {}
