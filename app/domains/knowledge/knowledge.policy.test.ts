import { describe, expect, it } from 'vitest'
import { adminSubject, staffSubject, type PolicySubject } from '#tests/factories/policy'
import { ROLE_FLAGS } from '~/platform/actor'
import { KNOWLEDGE_ACTIONS, can, isKnowledgeAdmin, type KnowledgeAction } from './knowledge.policy'

type Row = Record<KnowledgeAction, boolean>
const KNOWLEDGE_ADMIN: Row = {
  'article.read': true,
  'article.author': true,
  'articleType.manage': true,
  'category.manage': true,
  'definition.manage': true,
  'readActivity.view': true,
}
const READER: Row = {
  'article.read': true,
  'article.author': false,
  'articleType.manage': false,
  'category.manage': false,
  'definition.manage': false,
  'readActivity.view': false,
}
const OTHER_FLAGS = ROLE_FLAGS.filter(
  (flag) => flag !== 'user_is_admin' && flag !== 'user_is_kb_admin',
)

/**
 * Role × action: KB admins and company admins write the knowledge base and see who read what;
 * everyone reads (which articles is article-access.server.ts's business). A profile admin is a
 * reader here.
 */
const MATRIX: Array<[who: string, subject: PolicySubject, allowed: Row]> = [
  ['admin user type, no flags', adminSubject(), KNOWLEDGE_ADMIN],
  ['admin as sign-up creates it', adminSubject(...ROLE_FLAGS), KNOWLEDGE_ADMIN],
  ['staff with user_is_admin', staffSubject('user_is_admin'), KNOWLEDGE_ADMIN],
  ['staff with user_is_kb_admin', staffSubject('user_is_kb_admin'), KNOWLEDGE_ADMIN],
  ['staff without flags', staffSubject(), READER],
  ['staff with every other flag', staffSubject(...OTHER_FLAGS), READER],
  ...OTHER_FLAGS.map((flag): [string, PolicySubject, Row] => [
    `staff with only ${flag}`,
    staffSubject(flag),
    READER,
  ]),
]

describe('knowledge policy', () => {
  it('has an answer for every action in every row', () => {
    for (const [, , allowed] of MATRIX) {
      expect(Object.keys(allowed).sort()).toEqual([...KNOWLEDGE_ACTIONS].sort())
    }
  })

  const cases = MATRIX.flatMap(([who, subject, allowed]) =>
    KNOWLEDGE_ACTIONS.map((action) => ({ who, subject, action, expected: allowed[action] })),
  )
  it.each(cases)('$who: $action → $expected', ({ subject, action, expected }) => {
    expect(can(subject, action)).toBe(expected)
  })

  it('calls a knowledge admin whoever may author articles', () => {
    for (const [, subject] of MATRIX) {
      expect(isKnowledgeAdmin(subject)).toBe(can(subject, 'article.author'))
    }
  })
})
