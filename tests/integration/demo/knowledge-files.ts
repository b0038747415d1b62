import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { signedIn } from '#tests/factories/accounts'
import { testMeta } from '#tests/factories/request'
import { users } from '~/domains/accounts/accounts.tables'
import { companies } from '~/domains/company/company.tables'
import { getArticleForReading } from '~/domains/knowledge/reading/article-reading.server'
import { articles } from '~/domains/knowledge/knowledge.tables'
import {
  knowledgeFileResponse,
  viewKnowledgeFile,
} from '~/domains/knowledge/files/knowledge-files.server'
import { db } from '~/platform/db.server'

async function demoActor(email: string) {
  const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
  const [user] = await db.select().from(users).where(eq(users.email, email))
  return (await signedIn(user!, acme!)).actor
}

async function articleFilesOf(actor: Awaited<ReturnType<typeof demoActor>>, title: string) {
  const [article] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(eq(articles.title, title))
  const page = await getArticleForReading(actor, testMeta(), article!.id)
  expect(page.blocks).toContain('files')
  return page.files
}

describe('demo knowledge-base files', () => {
  it('attaches real documents to four Acme articles, once, viewable by their readers', async () => {
    const employee = await demoActor('employee@acme.test')
    const admin = await demoActor('admin@acme.test')

    const [handbook, ...others] = await articleFilesOf(employee, 'First aid kits')
    expect(others).toEqual([])
    expect(handbook).toMatchObject({ fileName: 'Safety_Handbook-2024.pdf' })
    const pdf = await knowledgeFileResponse(employee, testMeta(), handbook!.id, 'inline')
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true)

    const [docx] = await articleFilesOf(admin, 'Code of conduct')
    // Its PDF preview is asked for on first view (converting it is office-previews' test).
    expect((await viewKnowledgeFile(admin, testMeta(), docx!.id)).preview).toEqual({
      status: 'pending',
      url: `/knowledgebase/files/${docx!.id}/preview`,
    })
    const [xlsx] = await articleFilesOf(admin, 'Travel and expenses')
    expect(xlsx).toMatchObject({ fileName: 'Expense_Totals.xlsx' })
    const download = await knowledgeFileResponse(admin, testMeta(), xlsx!.id, 'attachment')
    expect(download.headers.get('content-disposition')).toMatch(/^attachment/)
    const [png] = await articleFilesOf(admin, 'Onboarding checklist')
    expect(png).toMatchObject({ contentType: 'image/png' })
  }, 90_000)
})
