import { describe, expect, it } from 'vitest'
import {
  SELF,
  asSelf,
  itFollowsMatrix,
  roleMatrix,
  staffSubject,
  type Answers,
} from '#tests/factories/policy'
import { STAT_ACTIONS, can, type StatAction } from './statistics.policy'

const colleaguesStat = { ownerMembershipId: 99 }
const myStat = { ownerMembershipId: SELF }
const ownerlessStat = { ownerMembershipId: null }

const STAT_ADMIN: Answers<StatAction> = {
  'stat.read': true,
  'stat.manage': true,
  'statValue.enter': true,
}
const READER: Answers<StatAction> = {
  'stat.read': true,
  'stat.manage': false,
  'statValue.enter': false,
}

/** Role × action on a colleague's stat: stat admins and company admins manage; others read. */
const MATRIX = roleMatrix({
  admin: STAT_ADMIN,
  granting: { user_is_stat_admin: STAT_ADMIN },
  member: READER,
})

describe('statistics policy', () => {
  itFollowsMatrix(
    STAT_ACTIONS,
    MATRIX,
    (subject, action) => can(asSelf(subject), action, colleaguesStat),
    '$who on a colleague’s stat: $action → $expected',
  )

  it('lets every owner enter their own stat’s values, yet not manage the stat', () => {
    for (const [, subject] of MATRIX) {
      expect(can(asSelf(subject), 'statValue.enter', myStat)).toBe(true)
    }
    expect(can(asSelf(staffSubject()), 'stat.manage', myStat)).toBe(false)
  })

  it('lets nobody but a stat admin enter values of a stat without an owner', () => {
    expect(can(asSelf(staffSubject()), 'statValue.enter', ownerlessStat)).toBe(false)
    expect(can(staffSubject(), 'statValue.enter', ownerlessStat)).toBe(false)
    expect(can(asSelf(staffSubject('user_is_stat_admin')), 'statValue.enter', ownerlessStat)).toBe(
      true,
    )
  })
})
