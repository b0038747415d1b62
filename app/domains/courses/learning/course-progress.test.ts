import { describe, expect, it } from 'vitest'
import { isFinished, progressOf, progressPercent, type LearnerItem } from './course-progress'

const item = (id: number, complete: boolean): LearnerItem => ({
  id,
  courseId: 1,
  sectionId: 1,
  kind: 'article',
  articleId: id,
  quizId: null,
  scormPackageId: null,
  title: `Item ${id}`,
  complete,
  readAgain: false,
})

describe('course progress (seed 001 §4: the share of complete items, rounded up)', () => {
  it('rounds every share up to a whole percent', () => {
    expect(progressPercent(1, 3)).toBe(34)
    expect(progressPercent(2, 3)).toBe(67)
    expect(progressPercent(1, 7)).toBe(15)
    expect(progressPercent(3, 3)).toBe(100)
    expect(progressPercent(0, 3)).toBe(0)
    expect(progressPercent(99, 100)).toBe(99)
  })

  it('is 0 for a course without items, which is never finished', () => {
    const empty = progressOf([])
    expect(empty).toEqual({ items: 0, complete: 0, percent: 0, next: null })
    expect(isFinished(empty)).toBe(false)
  })

  it('names the first item not done, in the course order, as the next', () => {
    const progress = progressOf([item(1, true), item(2, false), item(3, true), item(4, false)])
    expect(progress).toMatchObject({ items: 4, complete: 2, percent: 50 })
    expect(progress.next?.id).toBe(2)
    expect(isFinished(progressOf([item(1, true), item(2, true)]))).toBe(true)
  })
})
