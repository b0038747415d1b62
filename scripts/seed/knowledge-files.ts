import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { and, eq, sql } from 'drizzle-orm'
import { kindOf } from '~/domains/files/file-kinds'
import { articleFiles, articles, knowledgeFiles } from '~/domains/knowledge/knowledge.tables'
import type { Queryable } from '~/platform/db.server'
import { fileStore, newStorageKey } from '~/platform/storage.server'

/**
 * Which demo article gets which file of scripts/seed/files (real documents: see SOURCES.md
 * there), so the reader page shows the files block with its viewers: Word and Excel previews,
 * the PDF viewer and an image.
 */
const ATTACHMENTS: { title: string; file: string }[] = [
  { title: 'Code of conduct', file: 'Geneva_Declaration_on_the_Future_of_WIPO.docx' },
  { title: 'Travel and expenses', file: 'Expense_Totals.xlsx' },
  { title: 'First aid kits', file: 'Safety_Handbook-2024.pdf' },
  { title: 'Onboarding checklist', file: 'Onboarding_Chart.png' },
]

const FILES_DIR = fileURLToPath(new URL('./files/', import.meta.url))

/**
 * Stores the demo files with the app's own storage adapter (disk or S3, as configured) and
 * attaches each to its article, switching the article's files block on. An article that has
 * files already (seeded before, or given files by a visitor) is left as it is.
 */
export async function ensureDemoKnowledgeFiles(
  q: Queryable,
  companyId: number,
  uploaderMembershipId: number,
): Promise<void> {
  for (const { title, file } of ATTACHMENTS) {
    const [article] = await q
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.companyId, companyId), eq(articles.title, title)))
      .limit(1)
    if (!article) continue
    const [attached] = await q
      .select({ id: articleFiles.fileId })
      .from(articleFiles)
      .where(eq(articleFiles.articleId, article.id))
      .limit(1)
    if (attached) continue

    const bytes = new Uint8Array(await readFile(`${FILES_DIR}${file}`))
    await attachDemoFile(q, { companyId, articleId: article.id, uploaderMembershipId }, file, bytes)
  }
}

/**
 * Stores `bytes` as the knowledge-base file `fileName` and attaches it to the article, switching
 * the article's files block on. Answers the file's id.
 */
export async function attachDemoFile(
  q: Queryable,
  to: { companyId: number; articleId: number; uploaderMembershipId: number },
  fileName: string,
  bytes: Uint8Array,
): Promise<number> {
  const contentType = kindOf(fileName)!.contentType
  const storageKey = newStorageKey(to.companyId, 'knowledge-files', fileName.split('.').pop())
  await fileStore.put(storageKey, bytes, contentType)
  const [row] = await q
    .insert(knowledgeFiles)
    .values({
      companyId: to.companyId,
      storageKey,
      fileName,
      contentType,
      sizeBytes: bytes.length,
      uploadedByMembershipId: to.uploaderMembershipId,
      completedAt: new Date(),
    })
    .returning({ id: knowledgeFiles.id })
  await q.insert(articleFiles).values({ articleId: to.articleId, fileId: row!.id })
  await q
    .update(articles)
    .set({
      blocks: sql`case when 'files' = any(${articles.blocks}) then ${articles.blocks}
        else array_append(${articles.blocks}, 'files') end`,
    })
    .where(eq(articles.id, to.articleId))
  return row!.id
}
