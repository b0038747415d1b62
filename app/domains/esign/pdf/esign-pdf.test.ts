import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { createDiskStore } from '~/platform/storage.server'
import { renderPdfPages } from './render-pages.server'

/** A real third-party PDF: the PDF Association's "Simple PDF 2.0 file" (CC BY-SA 4.0), 612 × 396 pt. */
const THIRD_PARTY_PDF = new Uint8Array(
  readFileSync(path.resolve('tests/fixtures/esign/pdf-association-simple-pdf-2.0.pdf')),
)

/** A PNG's pixel size, read from its IHDR chunk. */
const pngSize = (png: Uint8Array) => {
  const bytes = Buffer.from(png)
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

describe('page images', () => {
  it('renders each page at the asked width and keeps them in the store under the key', async () => {
    const store = createDiskStore(await mkdtemp(path.join(tmpdir(), 'esign-store-')))
    const cacheKey = '1/esign-pages/00000000-0000-4000-8000-000000000001.bin'
    const pages = await renderPdfPages(THIRD_PARTY_PDF, { width: 600, cacheKey, store })
    expect(pages.map(({ page, widthPt, heightPt }) => ({ page, widthPt, heightPt }))).toEqual([
      { page: 1, widthPt: 612, heightPt: 396 },
    ])
    expect(pngSize(pages[0]!.png)).toEqual({ width: 600, height: 389 })
    expect(await store.size(cacheKey)).toBeGreaterThan(pages[0]!.png.length)
    // Served from the store: a different PDF under the same key still answers the stored pages.
    const again = await renderPdfPages(new Uint8Array([1, 2, 3]), { width: 600, cacheKey, store })
    expect(Buffer.from(again[0]!.png).equals(Buffer.from(pages[0]!.png))).toBe(true)
  })
})
