import {
  ADMIN_USER_TYPE,
  ROLE_FLAGS,
  type Actor,
  type RoleFlag,
  type Roles,
} from '~/platform/actor'

/** What a policy looks at: the user type and the role flags. */
export type PolicySubject = Pick<Actor, 'userTypeSlug' | 'roles'>

function rolesWith(flags: RoleFlag[]): Roles {
  return Object.fromEntries(ROLE_FLAGS.map((flag) => [flag, flags.includes(flag)])) as Roles
}

/** A member of user type 'admin' holding the given flags. */
export const adminSubject = (...flags: RoleFlag[]): PolicySubject => ({
  userTypeSlug: ADMIN_USER_TYPE,
  roles: rolesWith(flags),
})

/** An ordinary staff member holding the given flags. */
export const staffSubject = (...flags: RoleFlag[]): PolicySubject => ({
  userTypeSlug: 'staff',
  roles: rolesWith(flags),
})
