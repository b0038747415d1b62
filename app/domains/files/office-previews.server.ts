import { spawn } from 'node:child_process'
import { accessSync, constants } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { eq } from 'drizzle-orm'
import { db } from '~/platform/db.server'
import { queueJob, type JobDefinition } from '~/platform/jobs.server'
import { fileStore, newStorageKey } from '~/platform/storage.server'
import { extensionOf, hasOfficePreview, type OfficePreview } from './file-kinds'
import { filePreviews, type FilePreview } from './file-previews.tables'
import { fileResponse } from './stored-files.server'

/*
 * Office documents and presentations are shown as a PDF that LibreOffice makes on this server
 * (ADR 042): no third-party viewer ever sees a company's documents. The conversion runs in a
 * pg-boss job, once per stored file version; its row says whether the PDF is ready.
 * Rows are found by the original's storage key, which the caller read from a row of the actor's
 * own company (and which starts with that company's id).
 */

export const OFFICE_PREVIEW_JOB = 'office-preview'

export interface ConversionLimits {
  /** Larger originals are not converted (LibreOffice's time and memory grow with them). */
  maxBytes: number
  /** A conversion still running after this is killed, with everything it started. */
  timeoutMs: number
}

export const CONVERSION_LIMITS: ConversionLimits = { maxBytes: 20 * 1024 * 1024, timeoutMs: 60_000 }

/** A pending conversion asked for longer ago than this was lost (a restart): it is asked again. */
const LOST_AFTER_MS = 10 * 60_000

/** The file a preview is made from: a company, employee or knowledge-base file row. */
interface SourceFile {
  storageKey: string
  fileName: string
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK)
    return true
  } catch {
    return false
  }
}

/**
 * The LibreOffice program: LIBREOFFICE_PATH when set (null when nothing runs there), else
 * `soffice` on the PATH. Looked up on every use, so installing it needs no restart.
 */
export function libreOfficeCommand(): string | null {
  const configured = process.env.LIBREOFFICE_PATH
  if (configured) return isExecutable(configured) ? configured : null
  const found = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter(Boolean)
    .map((folder) => path.join(folder, 'soffice'))
    .find(isExecutable)
  return found ?? null
}

/** Runs LibreOffice, killing its whole process group (soffice.bin too) at the time limit. */
function runLibreOffice(command: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { detached: true, stdio: ['ignore', 'ignore', 'pipe'] })
    let errors = ''
    let timedOut = false
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-2_000)
    })
    const timer = setTimeout(() => {
      timedOut = true
      try {
        process.kill(-child.pid!, 'SIGKILL')
      } catch {
        // Already gone.
      }
    }, timeoutMs)
    child.on('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      if (timedOut) reject(new Error(`LibreOffice took longer than ${timeoutMs} ms`))
      else if (code !== 0) reject(new Error(`LibreOffice exited with ${code}: ${errors.trim()}`))
      else resolve()
    })
  })
}

/**
 * The PDF of an office document, made in a throwaway folder with a LibreOffice profile of its
 * own (runs at the same time would otherwise share, and lock, one user profile).
 */
export async function convertToPdf(
  bytes: Uint8Array,
  extension: string,
  options: { command: string; timeoutMs: number },
): Promise<Uint8Array> {
  const folder = await mkdtemp(path.join(tmpdir(), 'office-preview-'))
  try {
    const input = path.join(folder, `document.${extension}`)
    await writeFile(input, bytes)
    const profile = pathToFileURL(path.join(folder, 'profile')).href
    await runLibreOffice(
      options.command,
      [
        '--headless',
        '--norestore',
        `-env:UserInstallation=${profile}`,
        '--convert-to',
        'pdf',
        '--outdir',
        folder,
        input,
      ],
      options.timeoutMs,
    )
    const pdf = await readFile(path.join(folder, 'document.pdf')).catch(() => null)
    if (!pdf || pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
      throw new Error('LibreOffice made no PDF of the file')
    }
    return new Uint8Array(pdf)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

async function previewOf(sourceKey: string): Promise<FilePreview | undefined> {
  const [row] = await db.select().from(filePreviews).where(eq(filePreviews.sourceKey, sourceKey))
  return row
}

/** Records the wish for a preview (once, whoever asks first) and queues its conversion. */
async function requestPreview(companyId: number, file: SourceFile): Promise<FilePreview> {
  const [created] = await db
    .insert(filePreviews)
    .values({
      companyId,
      sourceKey: file.storageKey,
      extension: extensionOf(file.fileName),
      status: 'pending',
    })
    .onConflictDoNothing()
    .returning()
  if (!created) return (await previewOf(file.storageKey))!
  await queueJob(OFFICE_PREVIEW_JOB, { previewId: created.id })
  return created
}

/**
 * How an office file's viewer shows it (null for other kinds): the PDF once made, else why not.
 * The first view asks for the conversion; a pending one lost long ago is asked for again.
 */
export async function officePreview(
  companyId: number,
  file: SourceFile,
  url: string,
): Promise<OfficePreview | null> {
  if (!hasOfficePreview(file.fileName)) return null
  const existing = await previewOf(file.storageKey)
  if (existing?.status === 'ready') return { status: 'ready', url }
  if (!libreOfficeCommand()) return { status: 'unavailable', url }
  const preview = existing ?? (await requestPreview(companyId, file))
  if (preview.status === 'pending' && Date.now() - preview.requestedAt.getTime() > LOST_AFTER_MS) {
    await db
      .update(filePreviews)
      .set({ requestedAt: new Date() })
      .where(eq(filePreviews.id, preview.id))
    await queueJob(OFFICE_PREVIEW_JOB, { previewId: preview.id })
  }
  return { status: preview.status, url }
}

/** Converts one pending preview; a failure (too large, too slow, unreadable) is recorded. */
export async function makePreview(
  previewId: number,
  limits: ConversionLimits = CONVERSION_LIMITS,
): Promise<void> {
  const [preview] = await db.select().from(filePreviews).where(eq(filePreviews.id, previewId))
  if (preview?.status !== 'pending') return
  let pdfKey: string
  try {
    const pdf = await convertSource(preview, limits)
    pdfKey = newStorageKey(preview.companyId, 'file-previews', 'pdf')
    await fileStore.put(pdfKey, pdf, 'application/pdf')
  } catch (error) {
    const failure = error instanceof Error ? error.message : String(error)
    await db
      .update(filePreviews)
      .set({ status: 'failed', failure })
      .where(eq(filePreviews.id, previewId))
    return
  }
  const saved = await db
    .update(filePreviews)
    .set({ status: 'ready', pdfKey })
    .where(eq(filePreviews.id, previewId))
    .returning({ id: filePreviews.id })
  // The file was deleted while it was converted: its PDF goes too.
  if (saved.length === 0) await fileStore.remove(pdfKey)
}

async function convertSource(preview: FilePreview, limits: ConversionLimits): Promise<Uint8Array> {
  const command = libreOfficeCommand()
  if (!command) throw new Error('LibreOffice is not installed')
  const size = await fileStore.size(preview.sourceKey)
  if (size === null) throw new Error('The file is gone')
  if (size > limits.maxBytes) {
    throw new Error(`The file is larger than the ${limits.maxBytes} bytes converted`)
  }
  const bytes = (await fileStore.get(preview.sourceKey))!
  return convertToPdf(bytes, preview.extension, { command, timeoutMs: limits.timeoutMs })
}

/** The queue's worker; asked often, since someone is waiting on the page. */
export const officePreviewJob: JobDefinition = {
  name: OFFICE_PREVIEW_JOB,
  pollSeconds: 2,
  run: async (data) => {
    const previewId = (data as { previewId?: unknown }).previewId
    if (typeof previewId === 'number') await makePreview(previewId)
  },
}

/** The converted PDF, shown inline; 404 until it is ready. */
export async function previewResponse(file: SourceFile): Promise<Response> {
  const preview = await previewOf(file.storageKey)
  if (preview?.status !== 'ready' || !preview.pdfKey) {
    throw new Response('Not Found', { status: 404 })
  }
  const name = `${file.fileName.replace(/\.[^.]*$/, '')}.pdf`
  return fileResponse(
    { storageKey: preview.pdfKey, fileName: name, contentType: 'application/pdf' },
    'inline',
  )
}

/** Removes a stored file's preview (row and PDF), when the file is deleted or replaced. */
export async function removePreview(sourceKey: string): Promise<void> {
  const removed = await db
    .delete(filePreviews)
    .where(eq(filePreviews.sourceKey, sourceKey))
    .returning({ pdfKey: filePreviews.pdfKey })
  for (const { pdfKey } of removed) if (pdfKey) await fileStore.remove(pdfKey)
}
