import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeCompanyWithAdmin, makeMember, signedIn } from '#tests/factories/accounts'
import { auditEntries } from '#tests/factories/audit'
import { makeCourse } from '#tests/factories/courses'
import { testMeta } from '#tests/factories/request'
import { makeScormPackage, oneScoManifest } from '#tests/factories/scorm'
import { courseCompletions } from '~/domains/courses/courses.tables'
import { reassignCourse } from '~/domains/courses/learning/course-reassignment.server'
import { courseForLearner } from '~/domains/courses/learning/learning.server'
import { db } from '~/platform/db.server'
import type { ScormCompletionRule, ScormManifest, ScormVersion } from '../scorm-constants'
import { scormAttempts } from '../scorm.tables'
import {
  commitCmi,
  currentAttempt,
  learnerAttempt,
  markScoComplete,
  readCommitBody,
} from './attempts.server'
import { learnerResults } from './learner-results.server'
import { resumeCmi } from './resume-cmi'
import { startRuntime, type Runtime } from './scorm-runtime.client'
import { playableItems, playedOrganization } from './sequencing'

/**
 * The runtime in the player's page is scorm-again itself, run here in Node: its Commit posts by a
 * synchronous XMLHttpRequest and its Terminate by navigator.sendBeacon, which Node lacks. These
 * stand-ins of the two browser APIs keep what the runtime sent, and the test hands each body to
 * the server's commit as the request would.
 */
const sent: string[] = []
class CapturingXhr {
  status = 200
  responseText = '{"result":"true","errorCode":0}'
  open() {}
  setRequestHeader() {}
  send(body: string) {
    sent.push(body)
  }
}
const globals = globalThis as unknown as Record<string, unknown>
beforeAll(() => {
  globals.XMLHttpRequest = CapturingXhr
  Object.defineProperty(globalThis, 'navigator', {
    value: {
      sendBeacon: (_url: string, blob: Blob) => (void blob.text().then((t) => sent.push(t)), true),
    },
    configurable: true,
  })
})
afterAll(() => {
  delete globals.XMLHttpRequest
})

/** A learner with a course holding the package, and the package's player data. */
async function classroom(
  options: { version?: ScormVersion; rule?: ScormCompletionRule; manifest?: ScormManifest } = {},
) {
  const version = options.version ?? '1.2'
  const { company, admin } = await makeCompanyWithAdmin('Acme Golf')
  const learner = await makeMember(company, { firstName: 'Sam', lastName: 'Learner' })
  const { actor } = await signedIn(learner.user, company)
  const { actor: adminActor } = await signedIn(admin.user, company)
  const manifest = options.manifest ?? { ...oneScoManifest('Golf Explained'), version }
  const pkg = await makeScormPackage(company, {
    title: 'Golf Explained',
    scormVersion: version,
    manifest,
    completionRule: options.rule ?? 'status',
  })
  const course = await makeCourse(company, {
    name: 'Golf',
    sections: [{ title: 'Play', items: [{ scorm: pkg.id }] }],
    assign: { membershipIds: [learner.membership.id] },
  })
  const asker = { actor, meta: testMeta() }
  return {
    company,
    actor,
    asker,
    admin: { actor: adminActor, meta: testMeta() },
    pkg,
    course,
    version,
  }
}

type Room = Awaited<ReturnType<typeof classroom>>

/** Opens a SCO the way the player does: the learner's stored CMI, a fresh runtime. */
async function launch(room: Room, sco = 'item-1'): Promise<Runtime> {
  const attempt = await learnerAttempt(room.pkg, room.actor.membershipId)
  const item = playableItems(playedOrganization(room.pkg.manifest)).find(
    (e) => e.item.identifier === sco,
  )!.item
  const initial = resumeCmi(
    room.version,
    item,
    { id: room.actor.membershipId, name: 'Sam Learner' },
    attempt.rows.get(sco)?.cmi ?? null,
  )
  return startRuntime(
    {
      version: room.version,
      sco,
      attempt: attempt.attempt,
      commitUrl: '/commit',
      initial,
      commitOnLaunch: room.pkg.completionRule === 'launch',
      contentOrigin: 'http://127.0.0.1',
      frame: () => null,
    },
    { onCommit: () => {}, onNavigationRequest: () => {} },
    // The page the player runs in: its events (pagehide, the frame's messages) are not needed here.
    new EventTarget(),
  )
}

/** Delivers what the runtime sent to the server, in order. */
async function deliver(room: Room) {
  await new Promise((resolve) => setTimeout(resolve, 0))
  while (sent.length) {
    const body = sent.shift()!
    await commitCmi(room.asker, room.pkg.id, () =>
      readCommitBody(new Request('http://x/commit', { method: 'POST', body })),
    )
  }
}

const scoRows = (room: Room) =>
  db
    .select()
    .from(scormAttempts)
    .where(and(eq(scormAttempts.packageId, room.pkg.id), eq(scormAttempts.scoIdentifier, 'item-1')))

const itemDone = async (room: Room) =>
  (await courseForLearner(room.asker, room.course.id)).sections[0]!.items[0]!.complete

const completions = (room: Room) =>
  db
    .select()
    .from(courseCompletions)
    .where(
      and(
        eq(courseCompletions.courseId, room.course.id),
        eq(courseCompletions.membershipId, room.actor.membershipId),
      ),
    )

describe('SCORM 1.2: commit, resume, complete', () => {
  it('stores each LMSCommit, resumes at the bookmark, and completes the course with LMSFinish', async () => {
    const room = await classroom()
    const first = await launch(room)
    const api = first.api as unknown as Record<string, (...args: string[]) => string>
    expect(api.LMSInitialize!('')).toBe('true')
    expect(api.LMSGetValue!('cmi.core.entry')).toBe('ab-initio')
    api.LMSSetValue!('cmi.core.lesson_status', 'incomplete')
    api.LMSSetValue!('cmi.core.lesson_location', '7')
    api.LMSSetValue!('cmi.suspend_data', 'seen=1,2,3')
    api.LMSSetValue!('cmi.core.exit', 'suspend')
    api.LMSSetValue!('cmi.core.session_time', '00:02:00')
    expect(api.LMSCommit!('')).toBe('true')
    await deliver(room)
    first.stop()
    await deliver(room)
    const [row] = await scoRows(room)
    expect(row).toMatchObject({
      location: '7',
      suspendData: 'seen=1,2,3',
      completionStatus: 'incomplete',
      totalTimeSeconds: 120,
      attempt: 1,
    })
    expect(await itemDone(room)).toBe(false)

    // Coming back: the SCO is told to resume, at its bookmark, with its suspend data and time.
    const second = await launch(room)
    const again = second.api as unknown as Record<string, (...args: string[]) => string>
    again.LMSInitialize!('')
    expect(again.LMSGetValue!('cmi.core.entry')).toBe('resume')
    expect(again.LMSGetValue!('cmi.core.lesson_location')).toBe('7')
    expect(again.LMSGetValue!('cmi.suspend_data')).toBe('seen=1,2,3')
    again.LMSSetValue!('cmi.core.score.raw', '85')
    again.LMSSetValue!('cmi.core.lesson_status', 'passed')
    again.LMSSetValue!('cmi.core.session_time', '00:01:00')
    expect(again.LMSFinish!('')).toBe('true')
    await deliver(room)

    const [done] = await scoRows(room)
    expect(done).toMatchObject({
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreRaw: 85,
      totalTimeSeconds: 180,
    })
    expect(await itemDone(room)).toBe(true)
    expect(await completions(room)).toHaveLength(1)
    expect(
      await auditEntries({ action: 'scorm.complete', companyId: room.company.id }),
    ).toHaveLength(1)
  })

  it('does not count a failed package as done', async () => {
    const room = await classroom()
    const run = await launch(room)
    const api = run.api as unknown as Record<string, (...args: string[]) => string>
    api.LMSInitialize!('')
    api.LMSSetValue!('cmi.core.lesson_status', 'failed')
    api.LMSFinish!('')
    await deliver(room)
    expect(await itemDone(room)).toBe(false)
  })
})

describe('SCORM 2004: commit, resume, complete', () => {
  it('maps completion_status, success_status and score.scaled, and resumes at cmi.location', async () => {
    const room = await classroom({ version: '2004 3rd' })
    const first = await launch(room)
    const api = first.api as unknown as Record<string, (...args: string[]) => string>
    api.Initialize!('')
    api.SetValue!('cmi.completion_status', 'incomplete')
    api.SetValue!('cmi.location', '3')
    api.SetValue!('cmi.exit', 'suspend')
    api.SetValue!('cmi.session_time', 'PT30S')
    api.Terminate!('')
    await deliver(room)

    const second = await launch(room)
    const again = second.api as unknown as Record<string, (...args: string[]) => string>
    again.Initialize!('')
    expect(again.GetValue!('cmi.entry')).toBe('resume')
    expect(again.GetValue!('cmi.location')).toBe('3')
    again.SetValue!('cmi.completion_status', 'completed')
    again.SetValue!('cmi.success_status', 'passed')
    again.SetValue!('cmi.score.scaled', '0.8')
    again.SetValue!('cmi.session_time', 'PT1M')
    again.Commit!('')
    await deliver(room)

    const [row] = await scoRows(room)
    expect(row).toMatchObject({
      completionStatus: 'completed',
      successStatus: 'passed',
      scoreScaled: 0.8,
      totalTimeSeconds: 90,
    })
    expect(await itemDone(room)).toBe(true)
  })
})

describe('the completion rule of a package that never sets a status', () => {
  async function silentSession(rule: ScormCompletionRule) {
    const room = await classroom({ rule })
    const run = await launch(room)
    const api = run.api as unknown as Record<string, (...args: string[]) => string>
    api.LMSInitialize!('')
    await deliver(room)
    const afterLaunch = await itemDone(room)
    api.LMSFinish!('')
    await deliver(room)
    return { room, afterLaunch, afterFinish: await itemDone(room) }
  }

  it('completes on launch, on Terminate, by hand, or not at all', async () => {
    expect(await silentSession('launch')).toMatchObject({ afterLaunch: true })
    expect(await silentSession('terminate')).toMatchObject({
      afterLaunch: false,
      afterFinish: true,
    })
    expect(await silentSession('status')).toMatchObject({ afterLaunch: false, afterFinish: false })
    const manual = await silentSession('manual')
    expect(manual.afterFinish).toBe(false)
    await markScoComplete(manual.room.asker, manual.room.pkg.id, 'item-1')
    expect(await itemDone(manual.room)).toBe(true)
  })

  it('refuses marking a package complete whose rule is not manual', async () => {
    const room = await classroom({ rule: 'status' })
    await expect(markScoComplete(room.asker, room.pkg.id, 'item-1')).rejects.toMatchObject({
      code: 'VALIDATION',
    })
  })
})

describe('attempts', () => {
  it('starts a new attempt once a finished course is reassigned', async () => {
    const room = await classroom()
    const run = await launch(room)
    const api = run.api as unknown as Record<string, (...args: string[]) => string>
    api.LMSInitialize!('')
    api.LMSSetValue!('cmi.core.lesson_location', '9')
    api.LMSSetValue!('cmi.core.lesson_status', 'completed')
    api.LMSFinish!('')
    await deliver(room)
    expect(await itemDone(room)).toBe(true)

    await reassignCourse(room.admin, room.course.id)
    expect(await currentAttempt(db, room.pkg, room.actor.membershipId)).toBe(2)
    expect(await itemDone(room)).toBe(false)
    const fresh = await launch(room)
    const again = fresh.api as unknown as Record<string, (...args: string[]) => string>
    again.LMSInitialize!('')
    expect(again.LMSGetValue!('cmi.core.entry')).toBe('ab-initio')
    expect(again.LMSGetValue!('cmi.core.lesson_location')).toBe('')
    again.LMSSetValue!('cmi.core.lesson_status', 'completed')
    again.LMSFinish!('')
    await deliver(room)
    expect(await itemDone(room)).toBe(true)
    const rows = await scoRows(room)
    expect(rows.map((row) => row.attempt).sort()).toEqual([1, 2])
  })

  it('rolls a multi-SCO package up: done when every SCO is', async () => {
    const base = oneScoManifest('Golf')
    const second = { ...base.organizations[0]!.items[0]!, identifier: 'item-2', title: 'Part 2' }
    const manifest = {
      ...base,
      organizations: [
        { ...base.organizations[0]!, items: [base.organizations[0]!.items[0]!, second] },
      ],
    }
    const room = await classroom({ manifest })
    for (const sco of ['item-1', 'item-2']) {
      expect(await itemDone(room)).toBe(false)
      const run = await launch(room, sco)
      const api = run.api as unknown as Record<string, (...args: string[]) => string>
      api.LMSInitialize!('')
      api.LMSSetValue!('cmi.core.lesson_status', 'completed')
      api.LMSFinish!('')
      await deliver(room)
    }
    expect(await itemDone(room)).toBe(true)
  })
})

describe('who may commit', () => {
  it('answers another company’s learner, or one without the course, with the 404 and stores nothing', async () => {
    const room = await classroom()
    const other = await makeCompanyWithAdmin('Other Co')
    const { actor: stranger } = await signedIn(other.admin.user, other.company)
    const colleague = await makeMember(room.company, { firstName: 'Cat' })
    const { actor: unassigned } = await signedIn(colleague.user, room.company)
    const body = () =>
      Promise.reject(new Error('the body must not be read before the package is checked'))
    for (const actor of [stranger, unassigned]) {
      await expect(commitCmi({ actor, meta: testMeta() }, room.pkg.id, body)).rejects.toMatchObject(
        { code: 'NOT_FOUND' },
      )
    }
    expect(
      await db.select().from(scormAttempts).where(eq(scormAttempts.packageId, room.pkg.id)),
    ).toHaveLength(0)
  })

  it('refuses a SCO the package does not have and a body that is not JSON', async () => {
    const room = await classroom()
    const post = (body: string) =>
      commitCmi(room.asker, room.pkg.id, () =>
        readCommitBody(new Request('http://x/', { method: 'POST', body })),
      )
    await expect(
      post(JSON.stringify({ sco: 'nope', event: 'commit', cmi: {} })),
    ).rejects.toMatchObject({ code: 'VALIDATION' })
    await expect(post('{not json')).rejects.toMatchObject({ code: 'VALIDATION' })
    await expect(
      post(
        JSON.stringify({
          sco: 'item-1',
          event: 'commit',
          cmi: { cmi: { suspend_data: 'a\u0000b' } },
        }),
      ),
    ).rejects.toMatchObject({ code: 'VALIDATION' })
  })
})

describe('learner results', () => {
  it('shows KB admins each learner’s status, score, time and attempts; refuses others', async () => {
    const room = await classroom()
    const run = await launch(room)
    const api = run.api as unknown as Record<string, (...args: string[]) => string>
    api.LMSInitialize!('')
    api.LMSSetValue!('cmi.core.score.raw', '72')
    api.LMSSetValue!('cmi.core.lesson_status', 'passed')
    api.LMSSetValue!('cmi.core.session_time', '00:05:00')
    api.LMSFinish!('')
    await deliver(room)

    const results = await learnerResults(room.admin, room.pkg.id, 1)
    expect(results.learners).toEqual([
      expect.objectContaining({
        name: 'Sam Learner',
        done: true,
        success_status: 'passed',
        score_raw: 72,
        score_scaled: 0.72,
        time_seconds: 300,
        attempts: 1,
      }),
    ])
    await expect(learnerResults(room.asker, room.pkg.id, 1)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    })
    const other = await makeCompanyWithAdmin('Elsewhere')
    const { actor } = await signedIn(other.admin.user, other.company)
    await expect(learnerResults({ actor, meta: testMeta() }, room.pkg.id, 1)).rejects.toMatchObject(
      { code: 'NOT_FOUND' },
    )
  })
})
