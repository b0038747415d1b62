import { describe } from 'vitest'
import { itFollowsMatrix, roleMatrix, type Answers } from '#tests/factories/policy'
import { REQUEST_ACTIONS, can, type RequestAction } from './requests.policy'

type Row = Answers<RequestAction>
const REQUEST_ADMIN: Row = {
  'request.file': true,
  'request.decideAny': true,
  'request.viewAll': true,
  'requestType.manage': true,
  'timeOff.adjust': true,
}
const REQUESTER: Row = {
  'request.file': true,
  'request.decideAny': false,
  'request.viewAll': false,
  'requestType.manage': false,
  'timeOff.adjust': false,
}

/** Role × action: request admins and company admins run requests; everyone files them. */
const MATRIX = roleMatrix({
  admin: REQUEST_ADMIN,
  granting: { user_is_request_admin: REQUEST_ADMIN },
  member: REQUESTER,
})

describe('requests policy', () => {
  itFollowsMatrix(REQUEST_ACTIONS, MATRIX, can)
})
