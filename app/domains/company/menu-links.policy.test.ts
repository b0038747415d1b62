import { describe } from 'vitest'
import { itFollowsMatrix, roleMatrix, type Answers } from '#tests/factories/policy'
import { MENU_LINK_ACTIONS, can, type MenuLinkAction } from './menu-links.policy'

const ALL: Answers<MenuLinkAction> = {
  'menuLink.read': true,
  'menuLink.create': true,
  'menuLink.update': true,
  'menuLink.delete': true,
}
const READ_ONLY: Answers<MenuLinkAction> = {
  'menuLink.read': true,
  'menuLink.create': false,
  'menuLink.update': false,
  'menuLink.delete': false,
}

/** Role × action: one row per kind of person, one column per action (a new action fails below). */
const MATRIX = roleMatrix({ admin: ALL, member: READ_ONLY })

describe('menu links policy', () => {
  itFollowsMatrix(MENU_LINK_ACTIONS, MATRIX, can)
})
