import { msg } from '~/i18n'
import { AppError } from '~/platform/errors.server'
import type { Upload } from '~/platform/uploads.server'
import { extensionOf } from '../../files/file-kinds'
import { sanitizeArticleHtml } from '../html.server'

/** Seed 000 §5: the editor accepts Word and Excel drops (and images, which are uploaded). */
export const DROP_NOT_SUPPORTED = msg(
  'Dropped file type is not supported, we only support word, excel and image files',
)
export const IMPORT_FAILED = msg('This file could not be read; is it a Word or Excel document?')

/** Largest Word or Excel file converted in one request (the conversion holds it in memory). */
export const MAX_IMPORT_BYTES = 25 * 1024 * 1024

const ZIP = [0x50, 0x4b, 0x03, 0x04]
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const startsWith = (bytes: Uint8Array, signature: number[]) =>
  signature.every((byte, index) => bytes[index] === byte)

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

// mammoth and SheetJS are loaded on the first conversion, not with the module: together they
// cost about a second of start-up in every process that imports the articles API.
async function wordToHtml(bytes: Uint8Array): Promise<string> {
  const { default: mammoth } = await import('mammoth')
  const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })
  return value
}

/** Every sheet as a heading and a table, in workbook order. */
async function workbookToHtml(bytes: Uint8Array): Promise<string> {
  const XLSX = await import('xlsx')
  const workbook = XLSX.read(bytes, { type: 'array', cellDates: false })
  return workbook.SheetNames.map((name) => {
    const sheet = workbook.Sheets[name]
    const table = sheet?.['!ref'] ? XLSX.utils.sheet_to_html(sheet, { header: '', footer: '' }) : ''
    return `<h2>${escapeHtml(name)}</h2>${table}`
  }).join('')
}

/**
 * Converts a dropped Word (docx) or Excel (xlsx, xls) file to article HTML on the server (SheetJS
 * stays out of the browser: ARCHITECTURE §6). The result is sanitized like any article body.
 * The file's bytes must match its name (a zip for docx/xlsx, an OLE container for xls).
 */
export async function officeToHtml(upload: Upload | null, field = 'file'): Promise<string> {
  if (!upload || upload.bytes.length === 0) throw AppError.invalidField(field, IMPORT_FAILED)
  if (upload.bytes.length > MAX_IMPORT_BYTES) {
    throw AppError.invalidField(field, msg('Error uploading file'))
  }
  const extension = extensionOf(upload.name)
  const signature = extension === 'xls' ? OLE : ZIP
  if (!['docx', 'xlsx', 'xls'].includes(extension)) {
    throw AppError.invalidField(field, DROP_NOT_SUPPORTED)
  }
  if (!startsWith(upload.bytes, signature)) throw AppError.invalidField(field, IMPORT_FAILED)
  let html: string
  try {
    html = await (extension === 'docx' ? wordToHtml(upload.bytes) : workbookToHtml(upload.bytes))
  } catch {
    throw AppError.invalidField(field, IMPORT_FAILED)
  }
  return sanitizeArticleHtml(html)
}
