import { describe, expect, it } from 'vitest'
import { itFollowsMatrix, roleMatrix, type Answers } from '#tests/factories/policy'
import { KNOWLEDGE_ACTIONS, can, isKnowledgeAdmin, type KnowledgeAction } from './knowledge.policy'

type Row = Answers<KnowledgeAction>
const KNOWLEDGE_ADMIN: Row = {
  'article.read': true,
  'article.author': true,
  'articleType.manage': true,
  'category.manage': true,
  'definition.manage': true,
  'readActivity.view': true,
  'template.manage': true,
}
const READER: Row = {
  'article.read': true,
  'article.author': false,
  'articleType.manage': false,
  'category.manage': false,
  'definition.manage': false,
  'readActivity.view': false,
  'template.manage': false,
}

/**
 * Role × action: KB admins and company admins write the knowledge base and see who read what;
 * everyone reads (which articles is article-access.server.ts's business). A profile admin is a
 * reader here.
 */
const MATRIX = roleMatrix({
  admin: KNOWLEDGE_ADMIN,
  granting: { user_is_kb_admin: KNOWLEDGE_ADMIN },
  member: READER,
})

describe('knowledge policy', () => {
  itFollowsMatrix(KNOWLEDGE_ACTIONS, MATRIX, can)

  it('calls a knowledge admin whoever may author articles', () => {
    for (const [, subject] of MATRIX) {
      expect(isKnowledgeAdmin(subject)).toBe(can(subject, 'article.author'))
    }
  })
})
