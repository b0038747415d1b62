import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { AppError } from '~/platform/errors.server'
import { sanitizeArticleHtml } from '../html.server'
import { DROP_NOT_SUPPORTED, IMPORT_FAILED, officeToHtml } from './office-import.server'
import { sharedTestFile } from '#tests/support/shared-testdata'

function upload(folder: string, name: string) {
  return {
    name,
    contentType: '',
    bytes: new Uint8Array(readFileSync(sharedTestFile(folder, name))),
  }
}

/** Text a reader sees in each real test file (taken from the documents themselves). */
const EXPECTED: Record<string, string[]> = {
  'mammoth_strict-format.docx': ['<p>Test</p>'],
  'oxmlsdk_2003-consumer-confidence-report.docx': [
    '<h2>2003 Consumer Confidence Report</h2>',
    '<table>',
    'LAKE BERRYESSA MARINA RESORT',
  ],
  'oxmlsdk_bullet-complex.docx': [
    'Geneva Declaration on the Future of the World Intellectual Property Organization',
    '<ul><li>Without access to essential medicines',
  ],
  'oxmlsdk_business-plan-startup.docx': ['<h1>Business Plan for a Startup Business</h1>'],
  'excelize_Book1.xlsx': [
    '<h2>Sheet1</h2>',
    '<h2>Sheet2</h2>',
    'Total:',
    '&gt; 23 Inch',
    'Monitor',
  ],
  'xlrd_Formate.xls': [
    '<h2>Blätt1</h2>',
    '<h2>ÖÄÜ</h2>',
    '<h2>Formate</h2>',
    'Äcker',
    'rowspan="3" colspan="3"',
    'MERGED CELLS',
  ],
}

const files = ['docx', 'xlsx'].flatMap((folder) =>
  readdirSync(sharedTestFile(folder)).map((name) => [folder, name] as const),
)

describe('officeToHtml with every real test file', () => {
  it('knows what to expect of every file in the test data', () => {
    expect(files.map(([, name]) => name).sort()).toEqual(Object.keys(EXPECTED).sort())
  })

  it.each(files)('%s/%s converts to sanitized article HTML', async (folder, name) => {
    const html = await officeToHtml(upload(folder, name))
    for (const text of EXPECTED[name]!) expect(html).toContain(text)
    // Already in the form the sanitizer gives, so saving it changes nothing.
    expect(sanitizeArticleHtml(html)).toBe(html)
    expect(html).not.toMatch(/ id="|data-v=|<script/)
  })
})

describe('officeToHtml refusals', () => {
  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    return (error as AppError).fieldErrors?.file?.[0]
  }

  it('refuses other types with the seed message', async () => {
    const pdf = { name: 'a.pdf', contentType: 'application/pdf', bytes: new Uint8Array([37, 80]) }
    expect(await refusal(officeToHtml(pdf))).toBe(DROP_NOT_SUPPORTED)
  })

  it('refuses a file whose bytes are not what its name says, and a broken workbook', async () => {
    const fake = { name: 'a.docx', contentType: '', bytes: new TextEncoder().encode('<html>') }
    expect(await refusal(officeToHtml(fake))).toBe(IMPORT_FAILED)
    const broken = { name: 'a.docx', contentType: '', bytes: new Uint8Array([0x50, 0x4b, 3, 4, 0]) }
    expect(await refusal(officeToHtml(broken))).toBe(IMPORT_FAILED)
  })
})
