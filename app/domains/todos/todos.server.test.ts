import { describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { testMeta } from '#tests/factories/request'
import { auditEntries } from '#tests/factories/audit'
import { MAX_TODOS_PER_PERSON, TODO_MESSAGES } from './todos.schema'
import { createTodo, getTodo } from './todos.server'

describe('getTodo', () => {
  it("returns the person's own to-do and refuses a colleague's as not found, audited", async () => {
    const { company, admin } = await makeCompanyWithAdmin()
    const colleague = await makeMember(company)
    const owner = await signedIn(admin.user, company)
    const other = await signedIn(colleague.user, company)
    const todo = await createTodo(
      owner.actor,
      { title: 'Book the venue', is_done: false, due_date: null },
      testMeta(),
    )

    expect(await getTodo(owner.actor, todo.id, testMeta())).toMatchObject({
      id: todo.id,
      title: 'Book the venue',
    })
    await expect(getTodo(other.actor, todo.id, testMeta())).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: TODO_MESSAGES.notFound,
    })
    expect(await auditEntries({ companyId: company.id, action: 'todo.read' })).toEqual([
      expect.objectContaining({ outcome: 'denied', entityId: String(todo.id) }),
    ])
  })
})

describe('TODO_MESSAGES', () => {
  // The message is a translation key, so it spells the number out instead of using the constant.
  it('names the real limit', () => {
    expect(TODO_MESSAGES.tooMany).toContain(` ${MAX_TODOS_PER_PERSON} to-dos`)
  })
})
