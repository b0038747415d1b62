import { inflateSync } from 'node:zlib'

/** The text a PDF page draws: its content streams inflated, each hex string shown decoded. */
export function pdfText(pdf: Uint8Array): string {
  const raw = Buffer.from(pdf).toString('latin1')
  const streams = [...raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map((match) => {
    const bytes = Buffer.from(match[1]!, 'latin1')
    try {
      return inflateSync(bytes).toString('latin1')
    } catch {
      return bytes.toString('latin1')
    }
  })
  return streams
    .flatMap((stream) => [...stream.matchAll(/<([0-9A-Fa-f]+)> Tj/g)])
    .map((match) => Buffer.from(match[1]!, 'hex').toString('latin1'))
    .join('\n')
}
