import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { insertArticle, insertCategory } from '#tests/factories/knowledge-reading'
import { companies } from '~/domains/company/company.tables'
import {
  articleAcknowledgements,
  articleCategories,
  articles,
} from '~/domains/knowledge/knowledge.tables'
import { db } from '~/platform/db.server'
import { ensureDemoAcknowledgements } from '../../../scripts/seed/knowledge-reading'

describe('demo acknowledgements', () => {
  it("signs or answers most of Acme's assigned articles, leaves some unread, and adds nothing twice", async () => {
    const [acme] = await db.select().from(companies).where(eq(companies.slug, 'acme-demo'))
    // Stand-ins for the articles seed's assigned articles (removed again at the end).
    const category = await insertCategory(acme!, 'Reading demo test')
    const signed = await insertArticle(acme!, {
      categoryId: category.id,
      assign: { everyone: true },
    })
    const quiz = await insertArticle(acme!, {
      categoryId: category.id,
      acknowledgementType: 2,
      acknowledgementQuestion: 'Which?',
      answers: [
        { answer: 'Right', isCorrect: true },
        { answer: 'Wrong', isCorrect: false },
      ],
      assign: { everyone: true },
    })
    const unassigned = await insertArticle(acme!, { categoryId: category.id })
    try {
      await ensureDemoAcknowledgements(db, acme!.id)
      const rowsOf = () =>
        db
          .select()
          .from(articleAcknowledgements)
          .where(inArray(articleAcknowledgements.articleId, [signed.id, quiz.id, unassigned.id]))
      const rows = await rowsOf()
      const bySignature = rows.filter((row) => row.articleId === signed.id)
      const byAnswer = rows.filter((row) => row.articleId === quiz.id)
      expect(bySignature.length).toBeGreaterThan(0)
      expect(bySignature.every((row) => row.method === 1 && row.signature.includes(' '))).toBe(true)
      expect(byAnswer.every((row) => row.method === 2)).toBe(true)
      expect(byAnswer[0]?.answerIds).toEqual([quiz.answers[0]!.id])
      expect(rows.some((row) => row.articleId === unassigned.id)).toBe(false)

      await ensureDemoAcknowledgements(db, acme!.id)
      expect(await rowsOf()).toHaveLength(rows.length)
    } finally {
      await db
        .delete(articles)
        .where(and(eq(articles.companyId, acme!.id), eq(articles.categoryId, category.id)))
      await db.delete(articleCategories).where(eq(articleCategories.id, category.id))
    }
  })
})
