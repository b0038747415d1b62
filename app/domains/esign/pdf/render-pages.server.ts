import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileStore, type FileStore } from '~/platform/storage.server'
import { openPdf, pageGeometry, UnreadablePdfError, type PageGeometry } from './pdf-document.server'

/** One page as an image for the signing page and the field editor. */
export interface PageImage {
  /** 1-based page number. */
  page: number
  png: Uint8Array
  /** The page's shown size in PDF points (rotation applied). */
  widthPt: number
  heightPt: number
}

/** This server cannot draw page images: poppler-utils is not installed. */
export class PdfRendererMissingError extends Error {
  constructor() {
    super(
      'Page images cannot be shown: this server lacks pdftoppm. An administrator can install it with "apt-get install poppler-utils".',
    )
    this.name = 'PdfRendererMissingError'
  }
}

export const MAX_RENDERED_PAGES = 200
export const MIN_RENDER_WIDTH = 200
export const MAX_RENDER_WIDTH = 2000
/** A page taller than this many pixels at the asked width (a 1 × 100 inch strip) is refused. */
const MAX_PAGE_PIXELS = 20_000_000
/**
 * pdftoppm is killed after 20 s plus 2 s a page: a text-heavy letter page takes about 0.2 CPU-s
 * at 1,000 px, so this leaves room for a busy machine but not for a PDF built to never finish.
 */
const renderTimeout = (pages: number) => 20_000 + 2_000 * pages
/** Renders at once per process: each pdftoppm takes a core. */
const MAX_PARALLEL_RENDERS = 2

/**
 * The pages of a PDF as PNG images `width` pixels wide, drawn on the server by poppler's
 * pdftoppm so any browser (no PDF viewer, no JavaScript) can show them. With `cacheKey` (a
 * storage key the caller derives from the document's version and the width) the images are kept
 * in the file store and rendered only once; requests for a key still being rendered share it.
 */
export async function renderPdfPages(
  pdf: Uint8Array,
  options: { width: number; cacheKey?: string; store?: FileStore },
): Promise<PageImage[]> {
  const { width, cacheKey, store = fileStore } = options
  if (!Number.isInteger(width) || width < MIN_RENDER_WIDTH || width > MAX_RENDER_WIDTH) {
    throw new RangeError(`render width must be ${MIN_RENDER_WIDTH}–${MAX_RENDER_WIDTH} pixels`)
  }
  if (!cacheKey) return renderLimited(pdf, width)
  const shared = inFlight.get(cacheKey)
  if (shared) return shared
  const rendering = cachedOrRendered(pdf, width, cacheKey, store).finally(() =>
    inFlight.delete(cacheKey),
  )
  inFlight.set(cacheKey, rendering)
  return rendering
}

const inFlight = new Map<string, Promise<PageImage[]>>()

async function cachedOrRendered(
  pdf: Uint8Array,
  width: number,
  cacheKey: string,
  store: FileStore,
): Promise<PageImage[]> {
  const stored = await store.get(cacheKey)
  const cached = stored && readBundle(stored, width)
  if (cached) return cached
  const pages = await renderLimited(pdf, width)
  await store.put(cacheKey, packPages(pages, width), 'application/octet-stream')
  return pages
}

let activeRenders = 0
const waiting: (() => void)[] = []

async function renderLimited(pdf: Uint8Array, width: number): Promise<PageImage[]> {
  while (activeRenders >= MAX_PARALLEL_RENDERS) await new Promise<void>((go) => waiting.push(go))
  activeRenders++
  try {
    return await renderWithPoppler(pdf, width)
  } finally {
    activeRenders--
    waiting.shift()?.()
  }
}

async function renderWithPoppler(pdf: Uint8Array, width: number): Promise<PageImage[]> {
  const doc = await openPdf(pdf)
  const sizes = doc.getPages().map(pageGeometry)
  if (sizes.length > MAX_RENDERED_PAGES) {
    throw new UnreadablePdfError(`This PDF has more than ${MAX_RENDERED_PAGES} pages.`)
  }
  sizes.forEach(({ widthPt, heightPt }, index) => {
    if (width * width * (heightPt / widthPt) > MAX_PAGE_PIXELS) {
      throw new UnreadablePdfError(`Page ${index + 1} of this PDF is too long to show.`)
    }
  })
  const folder = await mkdtemp(path.join(tmpdir(), 'esign-pages-'))
  try {
    const input = path.join(folder, 'document.pdf')
    await writeFile(input, pdf)
    // pdftoppm scales a page before turning it: a turned page's shown width is its unturned
    // height. Each run of pages turned alike is one call.
    for (const { first, last, turned } of runsTurnedAlike(sizes)) {
      await runPdftoppm(
        [
          '-png',
          ...(turned
            ? ['-scale-to-y', String(width), '-scale-to-x', '-1']
            : ['-scale-to-x', String(width), '-scale-to-y', '-1']),
          ...['-f', String(first), '-l', String(last)],
          input,
          path.join(folder, 'page'),
        ],
        renderTimeout(last - first + 1),
      )
    }
    // pdftoppm names them page-1.png … or page-01.png …, padded to the page count's digits.
    const files = (await readdir(folder))
      .map((name) => ({ name, page: Number(/^page-(\d+)\.png$/.exec(name)?.[1]) }))
      .filter(({ page }) => page > 0)
      .sort((a, b) => a.page - b.page)
    if (files.length !== sizes.length) throw new UnreadablePdfError()
    return Promise.all(
      files.map(async ({ name, page }) => ({
        page,
        png: new Uint8Array(await readFile(path.join(folder, name))),
        widthPt: sizes[page - 1]!.widthPt,
        heightPt: sizes[page - 1]!.heightPt,
      })),
    )
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/** Consecutive pages (1-based, inclusive) that are all turned sideways, or all not. */
function runsTurnedAlike(pages: PageGeometry[]) {
  const runs: { first: number; last: number; turned: boolean }[] = []
  pages.forEach(({ rotation }, index) => {
    const turned = rotation === 90 || rotation === 270
    const run = runs.at(-1)
    if (run && run.turned === turned) run.last = index + 1
    else runs.push({ first: index + 1, last: index + 1, turned })
  })
  return runs
}

function runPdftoppm(args: string[], timeout: number): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile('pdftoppm', args, { timeout, killSignal: 'SIGKILL' }, (error, _stdout, stderr) => {
      if (!error) return resolve()
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return reject(new PdfRendererMissingError())
      }
      if (error.killed) {
        return reject(new UnreadablePdfError('This PDF took too long to show.'))
      }
      reject(new UnreadablePdfError(`This PDF could not be shown (${String(stderr).trim()}).`))
    })
  })
}

/**
 * The cached form: "GWPAGES1", a 4-byte header length, a JSON header (width, and each page's
 * number, size and PNG length), then the PNGs back to back. One object per document version and
 * width, so the store needs no folder of its own.
 */
const BUNDLE_MAGIC = Buffer.from('GWPAGES1')

interface BundleHeader {
  width: number
  pages: { page: number; widthPt: number; heightPt: number; length: number }[]
}

function packPages(pages: PageImage[], width: number): Uint8Array {
  const header: BundleHeader = {
    width,
    pages: pages.map(({ page, widthPt, heightPt, png }) => ({
      page,
      widthPt,
      heightPt,
      length: png.length,
    })),
  }
  const json = Buffer.from(JSON.stringify(header))
  const length = Buffer.alloc(4)
  length.writeUInt32BE(json.length)
  return Buffer.concat([BUNDLE_MAGIC, length, json, ...pages.map(({ png }) => png)])
}

/** The pages of a bundle rendered at `width`, or null (another width, or a damaged bundle). */
function readBundle(bundle: Uint8Array, width: number): PageImage[] | null {
  try {
    return unpackPages(bundle, width)
  } catch {
    return null
  }
}

function unpackPages(bundle: Uint8Array, width: number): PageImage[] | null {
  const bytes = Buffer.from(bundle)
  if (!bytes.subarray(0, BUNDLE_MAGIC.length).equals(BUNDLE_MAGIC)) return null
  const jsonStart = BUNDLE_MAGIC.length + 4
  const jsonEnd = jsonStart + bytes.readUInt32BE(BUNDLE_MAGIC.length)
  const header = JSON.parse(bytes.subarray(jsonStart, jsonEnd).toString()) as BundleHeader
  if (header.width !== width) return null
  let offset = jsonEnd
  return header.pages.map(({ length, ...page }) => {
    if (offset + length > bytes.length) throw new Error('truncated page bundle')
    const png = new Uint8Array(bytes.subarray(offset, offset + length))
    offset += length
    return { ...page, png }
  })
}
