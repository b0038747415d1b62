import type { Locator } from '@playwright/test'
import { factories } from '../fixtures'

/** A fresh company with its admin (every flag) and one category for articles. */
export async function companyWithCategory() {
  const f = await factories()
  const { company, admin } = await f.makeCompanyWithAdmin()
  const { makeCategoryRow } = await import('#tests/factories/knowledge-articles')
  const category = await makeCategoryRow(company, 'Warehouse')
  return { company, admin, category }
}

/** Publishes an article through the service, as another admin's save would. */
export async function publishedArticle(
  admin: { user: Parameters<Awaited<ReturnType<typeof factories>>['signedIn']>[0] },
  company: Parameters<Awaited<ReturnType<typeof factories>>['signedIn']>[1],
  fields: { title: string; article_category: number; body: string },
) {
  const f = await factories()
  const [{ createArticle }, { ArticleSchema }, { testMeta }] = await Promise.all([
    import('~/domains/knowledge/articles/articles.server'),
    import('~/domains/knowledge/articles/articles.schema'),
    import('#tests/factories/request'),
  ])
  const { actor } = await f.signedIn(admin.user, company)
  return createArticle(actor, ArticleSchema.parse(fields), testMeta())
}

/** Someone else's save of the article (a new version on the server). */
export async function editElsewhere(
  admin: { user: Parameters<Awaited<ReturnType<typeof factories>>['signedIn']>[0] },
  company: Parameters<Awaited<ReturnType<typeof factories>>['signedIn']>[1],
  id: number,
  version: number,
  title: string,
) {
  const f = await factories()
  const [{ updateArticle }, { testMeta }] = await Promise.all([
    import('~/domains/knowledge/articles/articles.server'),
    import('#tests/factories/request'),
  ])
  const { actor } = await f.signedIn(admin.user, company)
  return updateArticle(actor, id, { title, version, dont_notify: true }, testMeta())
}

/**
 * Drops a file onto an element as a person dragging it from their desktop would: a DataTransfer
 * holding the File, with dragenter, dragover and drop at the element's centre (ProseMirror
 * places a drop by its coordinates and ignores one outside the document).
 */
export async function dropFile(
  target: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const box = (await target.boundingBox())!
  const transfer = await target.page().evaluateHandle(
    ({ name, mimeType, bytes }) => {
      const data = new DataTransfer()
      data.items.add(new File([new Uint8Array(bytes)], name, { type: mimeType }))
      return data
    },
    { name: file.name, mimeType: file.mimeType, bytes: [...file.buffer] },
  )
  const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 }
  for (const type of ['dragenter', 'dragover', 'drop']) {
    await target.dispatchEvent(type, { dataTransfer: transfer, ...at })
  }
}
