import { describe, expect, it } from 'vitest'
import type { ScormItem, ScormOrganization, ScormSequencing } from '../scorm-constants'
import { applyCompletionRule, durationSeconds, isSatisfied, trackedStatus } from './cmi-status'
import { frameUrl, launchPath, packageContentBase } from '../content-paths'
import {
  navigationFrom,
  packageStatus,
  startingItem,
  unappliedSequencing,
  type RolledStatus,
} from './sequencing'

const sequencing = (overrides: Partial<ScormSequencing> = {}): ScormSequencing => ({
  controlMode: {},
  preConditionRules: [],
  exitConditionRules: [],
  postConditionRules: [],
  limitConditions: null,
  rollup: null,
  objectives: [],
  deliveryControls: {},
  ...overrides,
})

const sco = (identifier: string, extra: Partial<ScormItem> = {}): ScormItem => ({
  identifier,
  title: `Lesson ${identifier}`,
  isVisible: true,
  launch: {
    resourceIdentifier: `r-${identifier}`,
    href: `${identifier}.html`,
    parameters: '',
    scormType: 'sco',
  },
  masteryScore: null,
  minNormalizedMeasure: null,
  launchData: null,
  completionThreshold: null,
  sequencing: null,
  children: [],
  ...extra,
})

const org = (items: ScormItem[], seq: ScormSequencing | null = null): ScormOrganization => ({
  identifier: 'org',
  title: 'Golf',
  items,
  sequencing: seq,
})

const status = (
  completionStatus: RolledStatus['completionStatus'],
  successStatus: RolledStatus['successStatus'] = 'unknown',
): RolledStatus => ({ completionStatus, successStatus })

describe('reading a committed CMI', () => {
  it('maps SCORM 1.2 lesson_status, score, bookmark and time', () => {
    const tracked = trackedStatus('1.2', {
      cmi: {
        suspend_data: 'page=4',
        core: {
          lesson_status: 'passed',
          lesson_location: '4',
          score: { raw: '85', min: '', max: '100' },
          total_time: '0001:30:05.25',
          exit: 'suspend',
        },
      },
    })
    expect(tracked).toEqual({
      location: '4',
      suspendData: 'page=4',
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreRaw: 85,
      scoreScaled: 0.85,
      totalTimeSeconds: 5405,
      exit: 'suspend',
    })
    const failed = trackedStatus('1.2', { cmi: { core: { lesson_status: 'failed' } } })
    expect(failed).toMatchObject({ completionStatus: 'completed', successStatus: 'failed' })
    expect(isSatisfied(failed)).toBe(false)
  })

  it('maps SCORM 2004 completion, success, scaled score and an ISO duration', () => {
    const tracked = trackedStatus('2004 3rd', {
      cmi: {
        completion_status: 'completed',
        success_status: 'passed',
        score: { scaled: '0.9', raw: '90' },
        location: '14',
        total_time: 'PT1H2M3.5S',
      },
    })
    expect(tracked).toMatchObject({
      location: '14',
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreRaw: 90,
      scoreScaled: 0.9,
      totalTimeSeconds: 3723,
    })
    expect(durationSeconds('P1DT1S')).toBe(86_401)
    expect(durationSeconds('nonsense')).toBe(0)
  })

  it('completes a SCO that never reports a status by the package’s rule only', () => {
    const silent = trackedStatus('1.2', {})
    const rule = (
      r: Parameters<typeof applyCompletionRule>[1],
      event: Parameters<typeof applyCompletionRule>[2]['event'],
      reported = false,
    ) => applyCompletionRule(silent, r, { event, reported }).completionStatus
    expect(rule('launch', 'launch')).toBe('completed')
    expect(rule('terminate', 'commit')).toBe('not attempted')
    expect(rule('terminate', 'terminate')).toBe('completed')
    expect(rule('manual', 'terminate')).toBe('not attempted')
    expect(rule('manual', 'markedDone')).toBe('completed')
    expect(rule('status', 'terminate')).toBe('not attempted')
    // A SCO that reports its own status is taken at its word.
    expect(rule('terminate', 'terminate', true)).toBe('not attempted')
  })
})

describe('navigation', () => {
  it('lets a SCORM 1.2 learner choose any SCO and step through them in order', () => {
    const tree = org([sco('a'), sco('b'), sco('c')])
    expect(navigationFrom('1.2', tree, 'b')).toEqual({
      choosable: ['a', 'b', 'c'],
      previous: 'a',
      next: 'c',
    })
  })

  it('follows a 2004 cluster’s control mode: forced order without choice, forward only without Previous', () => {
    const forced = org(
      [sco('a'), sco('b')],
      sequencing({ controlMode: { choice: false, flow: true, forwardOnly: true } }),
    )
    expect(navigationFrom('2004 3rd', forced, 'a')).toEqual({
      choosable: [],
      previous: null,
      next: 'b',
    })
    expect(navigationFrom('2004 3rd', forced, 'b')).toEqual({
      choosable: [],
      previous: null,
      next: null,
    })
    // SCORM 2004's defaults: choice on, flow off (no Continue / Previous to show).
    expect(navigationFrom('2004 4th', org([sco('a'), sco('b')]), 'a')).toEqual({
      choosable: ['a', 'b'],
      previous: null,
      next: null,
    })
  })

  it('starts where the learner left off unless it is done, else at the first unfinished SCO', () => {
    const tree = org([sco('a'), sco('b'), sco('c')])
    expect(startingItem(tree, new Set(), 'b')).toBe('b')
    expect(startingItem(tree, new Set(['a', 'b']), 'b')).toBe('c')
    expect(startingItem(tree, new Set(['a', 'b', 'c']), null)).toBe('a')
  })

  it('names the sequencing it does not apply', () => {
    const tree = org([
      sco('a', {
        sequencing: sequencing({
          limitConditions: { attemptLimit: 1 },
          preConditionRules: [
            {
              conditionCombination: 'all',
              conditions: [{ condition: 'satisfied', operator: 'noOp' }],
              action: 'skip',
            },
          ],
        }),
      }),
    ])
    expect(unappliedSequencing(tree)).toEqual(['sequencing rules', 'attempt limits'])
  })
})

describe('rollup to the whole package', () => {
  const tree = org([sco('a'), { ...sco('unit'), launch: null, children: [sco('b'), sco('c')] }])

  it('is complete when every SCO is, failed when any is', () => {
    const statuses = new Map([
      ['a', status('completed', 'passed')],
      ['b', status('completed', 'passed')],
    ])
    expect(packageStatus(tree, statuses)).toEqual(status('incomplete', 'unknown'))
    statuses.set('c', status('completed', 'passed'))
    expect(packageStatus(tree, statuses)).toEqual(status('completed', 'passed'))
    statuses.set('c', status('completed', 'failed'))
    expect(packageStatus(tree, statuses).successStatus).toBe('failed')
  })

  it('applies declared rollup rules and leaves out what does not contribute', () => {
    const anyCompleted = sequencing({
      rollup: {
        rules: [
          {
            childActivitySet: 'any',
            conditionCombination: 'any',
            conditions: [{ condition: 'completed', operator: 'noOp' }],
            action: 'completed',
          },
        ],
      },
    })
    const declared = org([sco('a'), sco('b')], anyCompleted)
    expect(packageStatus(declared, new Map([['a', status('completed')]])).completionStatus).toBe(
      'completed',
    )
    const optional = org([
      sco('a'),
      sco('b', {
        sequencing: sequencing({ rollup: { rollupProgressCompletion: false, rules: [] } }),
      }),
    ])
    expect(packageStatus(optional, new Map([['a', status('completed')]])).completionStatus).toBe(
      'completed',
    )
  })
})

it('frames a SCO in the runtime host page of its ticket, an asset on its own, with the item’s parameters', () => {
  const base = packageContentBase('http://127.0.0.1:3000', 7, 'T')
  const launch = launchPath('shared/launch page.html?x=1', '?lesson=2')
  expect(frameUrl(base, launch, 'Golf', true)).toBe(
    'http://127.0.0.1:3000/scorm-content/7/T/shared/launch%20page.html?x=1&lesson=2',
  )
  expect(new URL(frameUrl(base, launch, 'Golf', false)).searchParams.get('launch')).toBe(
    'shared/launch%20page.html?x=1&lesson=2',
  )
})
