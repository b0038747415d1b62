import { describe, expect, it } from 'vitest'
import { moveItem, structureChange, type CourseValues } from './course-structure'

const course = (): CourseValues => ({
  name: 'Fire safety',
  sections: [
    {
      title: 'Basics',
      section_items: [
        { kind: 'article', article: '1' },
        { kind: 'quiz', quiz: '2' },
      ],
      new_item: 'article:3',
    },
    { title: 'Equipment', section_items: [{ kind: 'article', article: '4' }] },
  ],
})
const shape = (values: CourseValues | null) =>
  values?.sections?.map((section) => [
    section.title,
    (section.section_items ?? []).map((item) => String(item.article ?? item.quiz)),
  ])

describe('the course form’s structural buttons', () => {
  it('adds, moves and removes sections, keeping everything else typed', () => {
    const added = structureChange(course(), 'add-section')
    expect(shape(added)).toEqual([
      ['Basics', ['1', '2']],
      ['Equipment', ['4']],
      ['', []],
    ])
    expect(added?.name).toBe('Fire safety')
    expect(shape(structureChange(course(), 'section-down:0'))).toEqual([
      ['Equipment', ['4']],
      ['Basics', ['1', '2']],
    ])
    // The first section cannot go further up.
    expect(shape(structureChange(course(), 'section-up:0'))).toEqual(shape(course()))
    expect(shape(structureChange(course(), 'remove-section:0'))).toEqual([['Equipment', ['4']]])
  })

  it("adds the picker's choice to its section, moves and removes items", () => {
    const added = structureChange(course(), 'add-item:0')
    expect(shape(added)).toEqual([
      ['Basics', ['1', '2', '3']],
      ['Equipment', ['4']],
    ])
    expect(added?.sections?.[0]?.new_item).toBe('')
    expect(shape(structureChange(course(), 'item-up:0:1'))?.[0]).toEqual(['Basics', ['2', '1']])
    expect(shape(structureChange(course(), 'remove-item:0:0'))?.[0]).toEqual(['Basics', ['2']])
    // A forged picker value adds nothing.
    const forged = { ...course(), sections: [{ title: 'X', new_item: 'user:1' }] }
    expect(shape(structureChange(forged, 'add-item:0'))).toEqual([['X', []]])
    expect(structureChange(course(), 'save')).toBeNull()
  })

  it('moves a dragged item into another section', () => {
    const moved = moveItem(course(), { section: 0, item: 1 }, { section: 1, item: 0 })
    expect(shape(moved)).toEqual([
      ['Basics', ['1']],
      ['Equipment', ['2', '4']],
    ])
  })
})
