import { describe, expect, it } from 'vitest'
import { isOverdue, progressOf, readAnswer } from './checklist-answers'
import { CHECKLIST_MESSAGES } from './checklists.schema'

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk'

describe('readAnswer', () => {
  it('reads each kind the way its field posts it, and refuses what it cannot be', () => {
    const read = (
      kind: Parameters<typeof readAnswer>[0]['kind'],
      posted: string,
      options: string[] = [],
    ) => readAnswer({ kind, options }, posted)
    expect(read('checkbox', 'on')).toEqual({ value: 'true' })
    expect(read('checkbox', '')).toEqual({ value: null })
    expect(read('number', ' -3.5 ')).toEqual({ value: '-3.5' })
    expect(read('number', '3,5')).toEqual({ error: CHECKLIST_MESSAGES.badNumber })
    expect(read('date', '2028-02-29')).toEqual({ value: '2028-02-29' })
    expect(read('date', '2027-02-29')).toEqual({ error: CHECKLIST_MESSAGES.badDate })
    expect(read('choice', 'Clean', ['Clean', 'Dirty'])).toEqual({ value: 'Clean' })
    expect(read('choice', 'Sticky', ['Clean', 'Dirty'])).toEqual({
      error: CHECKLIST_MESSAGES.badOption,
    })
    expect(read('signature', 'Sam Staff')).toEqual({ value: 'Sam Staff' })
    expect(read('signature', PNG)).toEqual({ value: PNG })
    expect(read('signature', 'data:text/html;base64,PHNjcmlwdD4=')).toEqual({
      error: CHECKLIST_MESSAGES.badSignature,
    })
    expect(read('text', 'x'.repeat(5001))).toEqual({ error: CHECKLIST_MESSAGES.tooLong })
    expect(read('section', 'x')).toEqual({ error: CHECKLIST_MESSAGES.notAnAnswer })
    expect(read('file', '')).toEqual({ value: null })
  })
})

describe('progress and overdue', () => {
  it('counts only items to fill, rounds down, and is overdue only past its day and open', () => {
    const items = [
      { kind: 'section' as const, value: null },
      { kind: 'checkbox' as const, value: 'true' },
      { kind: 'text' as const, value: 'Fine' },
      { kind: 'number' as const, value: null },
    ]
    expect(progressOf(items)).toEqual({ done: 2, total: 3, percent: 66 })
    expect(progressOf([])).toEqual({ done: 0, total: 0, percent: 0 })
    expect(isOverdue({ due_on: '2030-01-01', completed_at: null }, '2030-01-02')).toBe(true)
    expect(isOverdue({ due_on: '2030-01-02', completed_at: null }, '2030-01-02')).toBe(false)
    expect(
      isOverdue({ due_on: '2030-01-01', completed_at: '2030-01-03T00:00:00Z' }, '2030-01-04'),
    ).toBe(false)
    expect(isOverdue({ due_on: null, completed_at: null }, '2030-01-04')).toBe(false)
  })
})
