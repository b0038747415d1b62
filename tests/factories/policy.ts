import { expect, it } from 'vitest'
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

/** The membership a policy test acts as, for policies that tell one's own records apart. */
export const SELF = 7
/** A subject signed in as membership SELF. */
export const asSelf = <S extends PolicySubject>(subject: S) => ({ ...subject, membershipId: SELF })

/**
 * Every action of a policy that exports only the type, not the list:
 * `everyAction<FileTypeAction>()('fileType.read', 'fileType.manage')` fails to compile when an
 * action of the type is left out, so a new action cannot slip past the matrix.
 */
export const everyAction =
  <A extends string>() =>
  <const L extends readonly A[]>(
    ...actions: L & ([Exclude<A, L[number]>] extends [never] ? unknown : never)
  ): readonly A[] =>
    actions

/** One answer per action: the column of a role × action matrix. */
export type Answers<A extends string> = Record<A, boolean>
export type MatrixRow<T> = [who: string, subject: PolicySubject, allowed: T]

/**
 * The demo roles, one row per kind of member, with what each may do: a company admin (the admin
 * user type bare, as sign-up creates it with every flag, and a staff member with user_is_admin)
 * gets `admin`; a staff member holding one of the `granting` flags gets that flag's row; a staff
 * member with no flags, with every other flag, or with any other flag alone gets `member`.
 * A flag that wrongly starts granting something fails its "only" row.
 */
export function roleMatrix<T>({
  admin,
  granting = {},
  member,
}: {
  admin: T
  granting?: Partial<Record<RoleFlag, T>>
  member: T
}): Array<MatrixRow<T>> {
  const grantingRows = Object.entries(granting) as Array<[RoleFlag, T]>
  const otherFlags = ROLE_FLAGS.filter((flag) => flag !== 'user_is_admin' && !(flag in granting))
  return [
    ['admin user type, no flags', adminSubject(), admin],
    ['admin as sign-up creates it (all flags)', adminSubject(...ROLE_FLAGS), admin],
    ['staff with user_is_admin', staffSubject('user_is_admin'), admin],
    ...grantingRows.map(([flag, allowed]): MatrixRow<T> => [
      `staff with ${flag}`,
      staffSubject(flag),
      allowed,
    ]),
    ['staff without flags', staffSubject(), member],
    ['staff with every other flag', staffSubject(...otherFlags), member],
    ...otherFlags.map((flag): MatrixRow<T> => [
      `staff with only ${flag}`,
      staffSubject(flag),
      member,
    ]),
  ]
}

/**
 * Declares the tests of a role × action matrix: every row answers every action of the policy
 * (a new action must add a column everywhere), and `check` gives each row's answer for each
 * action. `title` names a case; it may use $who, $action and $expected.
 */
export function itFollowsMatrix<A extends string>(
  actions: readonly A[],
  matrix: Array<MatrixRow<Answers<A>>>,
  check: (subject: PolicySubject, action: A) => boolean,
  title = '$who: $action → $expected',
) {
  it('has an answer for every action in every row', () => {
    for (const [, , allowed] of matrix) {
      expect(Object.keys(allowed).sort()).toEqual([...actions].sort())
    }
  })

  const cases = matrix.flatMap(([who, subject, allowed]) =>
    actions.map((action) => ({ who, subject, action, expected: allowed[action] })),
  )
  it.each(cases)(title, ({ subject, action, expected }) => {
    expect(check(subject, action)).toBe(expected)
  })
}
