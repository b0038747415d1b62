import { describe } from 'vitest'
import { itFollowsMatrix, roleMatrix, type Answers } from '#tests/factories/policy'
import { SEARCH_ACTIONS, can, type SearchAction } from './search.policy'

type Row = Answers<SearchAction>
const KNOWLEDGE_ADMIN: Row = { 'synonyms.read': true, 'synonyms.manage': true }
const READER: Row = { 'synonyms.read': true, 'synonyms.manage': false }

/** Role × action: KB admins and company admins define synonyms; everyone reads them. */
const MATRIX = roleMatrix({
  admin: KNOWLEDGE_ADMIN,
  granting: { user_is_kb_admin: KNOWLEDGE_ADMIN },
  member: READER,
})

describe('search policy', () => {
  itFollowsMatrix(SEARCH_ACTIONS, MATRIX, can)
})
