import type {
  ScormCompletionStatus,
  ScormItem,
  ScormManifest,
  ScormOrganization,
  ScormSequencing,
  ScormSuccessStatus,
  ScormVersion,
} from '../scorm-constants'
import { msg } from '~/i18n'
import { is2004 } from './cmi-status'

/**
 * The package's activity tree as the player uses it: which items launch, in which order, what
 * the learner may choose and where Previous / Continue lead (2004 control modes), and how the
 * SCOs' statuses roll up to the whole package. Pure: the server's tracking and the page share it.
 */

/** The organization the player plays: the manifest's default, else the first. */
export function playedOrganization(manifest: ScormManifest): ScormOrganization {
  return (
    manifest.organizations.find((org) => org.identifier === manifest.defaultOrganization) ??
    manifest.organizations[0]!
  )
}

/** A launchable item (a leaf with a resource) with the sequencing of the cluster holding it. */
export interface PlayableItem {
  item: ScormItem
  parent: ScormSequencing | null
}

/** Every launchable item of the organization, in the manifest's order. */
export function playableItems(org: ScormOrganization): PlayableItem[] {
  const walk = (items: ScormItem[], parent: ScormSequencing | null): PlayableItem[] =>
    items.flatMap((item) =>
      item.launch ? [{ item, parent }] : walk(item.children, item.sequencing),
    )
  return walk(org.items, org.sequencing)
}

/** A cluster's control mode with SCORM 2004's defaults (choice on, flow off); 1.2 lets both. */
function controlMode(version: ScormVersion, sequencing: ScormSequencing | null) {
  if (!is2004(version)) return { choice: true, flow: true, forwardOnly: false }
  const mode = sequencing?.controlMode ?? {}
  return {
    choice: mode.choice ?? true,
    flow: mode.flow ?? false,
    forwardOnly: mode.forwardOnly ?? false,
  }
}

export interface Navigation {
  /** Identifiers the learner may open from the table of contents. */
  choosable: string[]
  previous: string | null
  next: string | null
}

/**
 * Where the learner may go from `currentId`: Continue and Previous follow the manifest's order
 * within the flow the current item's cluster allows (forward only refuses Previous); the table
 * of contents offers the items whose cluster allows choice.
 */
export function navigationFrom(
  version: ScormVersion,
  org: ScormOrganization,
  currentId: string | null,
): Navigation {
  const items = playableItems(org)
  const index = items.findIndex((entry) => entry.item.identifier === currentId)
  const current = items[index]
  const mode = controlMode(version, current?.parent ?? org.sequencing)
  const step = (offset: number) =>
    current && mode.flow ? (items[index + offset]?.item.identifier ?? null) : null
  return {
    choosable: items
      .filter((entry) => controlMode(version, entry.parent).choice)
      .map((entry) => entry.item.identifier),
    previous: mode.forwardOnly ? null : step(-1),
    next: step(1),
  }
}

/**
 * Where a visit starts: the item the learner was last in when it is not finished, else the
 * first unfinished one in order, else the first.
 */
export function startingItem(
  org: ScormOrganization,
  done: ReadonlySet<string>,
  lastVisited: string | null,
): string | null {
  const ids = playableItems(org).map((entry) => entry.item.identifier)
  if (lastVisited && ids.includes(lastVisited) && !done.has(lastVisited)) return lastVisited
  return ids.find((id) => !done.has(id)) ?? ids[0] ?? null
}

/**
 * The parts of IMS Simple Sequencing a package declares that this player does not apply (see
 * docs/features/scorm.md), so the learner is told rather than left with buttons that do nothing.
 */
export function unappliedSequencing(org: ScormOrganization): string[] {
  const found = new Set<string>()
  const visit = (sequencing: ScormSequencing | null) => {
    if (!sequencing) return
    const rules =
      sequencing.preConditionRules.length +
      sequencing.exitConditionRules.length +
      sequencing.postConditionRules.length
    if (rules) found.add(msg('sequencing rules'))
    if (sequencing.limitConditions) found.add(msg('attempt limits'))
    if (sequencing.objectives.some((objective) => objective.mapInfo.length)) {
      found.add(msg('shared global objectives'))
    }
  }
  const walk = (items: ScormItem[]) =>
    items.forEach((item) => {
      visit(item.sequencing)
      walk(item.children)
    })
  visit(org.sequencing)
  walk(org.items)
  return [...found]
}

/** The statuses rolled up for one activity (a SCO, a cluster or the whole package). */
export interface RolledStatus {
  completionStatus: ScormCompletionStatus
  successStatus: ScormSuccessStatus
}

const attempted = (status: RolledStatus) =>
  status.completionStatus !== 'not attempted' && status.completionStatus !== 'unknown'

const CONDITIONS: Record<string, (status: RolledStatus) => boolean> = {
  satisfied: (status) => status.successStatus === 'passed',
  objectiveStatusKnown: (status) => status.successStatus !== 'unknown',
  completed: (status) => status.completionStatus === 'completed',
  activityProgressKnown: (status) => attempted(status),
  attempted,
}

type Rule = NonNullable<ScormSequencing['rollup']>['rules'][number]

/** Whether a declared rollup rule's child activity set holds among the children's statuses. */
function ruleHolds(rule: Rule, children: RolledStatus[]): boolean {
  const matches = children.filter((child) => {
    const results = rule.conditions.map((condition) => {
      const test = CONDITIONS[condition.condition]
      const holds = test ? test(child) : false
      return condition.operator === 'not' ? !holds : holds
    })
    return rule.conditionCombination === 'any' ? results.some(Boolean) : results.every(Boolean)
  }).length
  switch (rule.childActivitySet) {
    case 'any':
      return matches > 0
    case 'none':
      return matches === 0
    case 'atLeastCount':
      return matches >= (rule.minimumCount ?? 0)
    case 'atLeastPercent':
      return children.length > 0 && matches / children.length >= (rule.minimumPercent ?? 0)
    default:
      return children.length > 0 && matches === children.length
  }
}

/**
 * SCORM 2004's default rollup: completed when every child is, incomplete once any is
 * attempted; failed when any child failed, passed when every child passed.
 */
function defaultRollup(children: RolledStatus[]): RolledStatus {
  const all = (test: (status: RolledStatus) => boolean) =>
    children.length > 0 && children.every(test)
  return {
    completionStatus: all((child) => child.completionStatus === 'completed')
      ? 'completed'
      : children.some(attempted)
        ? 'incomplete'
        : 'not attempted',
    successStatus: children.some((child) => child.successStatus === 'failed')
      ? 'failed'
      : all((child) => child.successStatus === 'passed')
        ? 'passed'
        : 'unknown',
  }
}

/** A cluster's declared rollup rules over its children, on top of the default rollup. */
function rollUp(sequencing: ScormSequencing | null, children: RolledStatus[]): RolledStatus {
  const rolled = defaultRollup(children)
  for (const rule of sequencing?.rollup?.rules ?? []) {
    if (!ruleHolds(rule, children)) continue
    if (rule.action === 'completed') rolled.completionStatus = 'completed'
    if (rule.action === 'incomplete') rolled.completionStatus = 'incomplete'
    if (rule.action === 'satisfied') rolled.successStatus = 'passed'
    if (rule.action === 'notSatisfied') rolled.successStatus = 'failed'
  }
  return rolled
}

const NOT_ATTEMPTED: RolledStatus = { completionStatus: 'not attempted', successStatus: 'unknown' }

/**
 * The whole package's status from its SCOs' (by identifier): each cluster rolls up the children
 * that contribute (untracked ones and those declaring `rollupProgressCompletion` /
 * `rollupObjectiveSatisfied` false are left out of that part), with its declared rollup rules.
 */
export function packageStatus(
  org: ScormOrganization,
  statuses: ReadonlyMap<string, RolledStatus>,
): RolledStatus {
  const statusOf = (item: ScormItem): RolledStatus | null => {
    if (item.sequencing?.deliveryControls.tracked === false) return null
    if (item.launch) return statuses.get(item.identifier) ?? NOT_ATTEMPTED
    return cluster(item.sequencing, item.children)
  }
  const cluster = (sequencing: ScormSequencing | null, items: ScormItem[]): RolledStatus => {
    const contributing = items.flatMap((item) => {
      const status = statusOf(item)
      return status ? [{ status, rollup: item.sequencing?.rollup }] : []
    })
    const completion = rollUp(
      sequencing,
      contributing.filter((c) => c.rollup?.rollupProgressCompletion !== false).map((c) => c.status),
    )
    const success = rollUp(
      sequencing,
      contributing.filter((c) => c.rollup?.rollupObjectiveSatisfied !== false).map((c) => c.status),
    )
    return { completionStatus: completion.completionStatus, successStatus: success.successStatus }
  }
  return cluster(org.sequencing, org.items)
}
