/**
 * The SCORM packages' enumerations and the shape of a parsed manifest, in a client-safe module
 * (the player's page and the forms import them without pulling Drizzle into the browser bundle);
 * the tables re-export them.
 */

/** The SCORM editions we play, told apart by the manifest's schemaversion and namespaces. */
export const SCORM_VERSIONS = ['1.2', '2004 3rd', '2004 4th'] as const
export type ScormVersion = (typeof SCORM_VERSIONS)[number]

/**
 * When a SCO that never reports a status counts as complete: 'status' waits for the package to
 * say so (the default), 'launch' on opening it, 'terminate' when it ends its session
 * (LMSFinish/Terminate), 'manual' when the learner marks it complete.
 */
export const SCORM_COMPLETION_RULES = ['status', 'launch', 'terminate', 'manual'] as const
export type ScormCompletionRule = (typeof SCORM_COMPLETION_RULES)[number]

/** What a SCO reports as its completion (2004 `completion_status`; 1.2's `lesson_status` mapped). */
export const SCORM_COMPLETION_STATUSES = [
  'completed',
  'incomplete',
  'not attempted',
  'unknown',
] as const
export type ScormCompletionStatus = (typeof SCORM_COMPLETION_STATUSES)[number]

/** What a SCO reports as its success (2004 `success_status`; 1.2's passed/failed mapped). */
export const SCORM_SUCCESS_STATUSES = ['passed', 'failed', 'unknown'] as const
export type ScormSuccessStatus = (typeof SCORM_SUCCESS_STATUSES)[number]

/** A parsed `imsmanifest.xml`, kept whole on the package row. */
export interface ScormManifest {
  identifier: string
  version: ScormVersion
  title: string
  /** Identifier of the organization played when none is chosen (the first one when unnamed). */
  defaultOrganization: string
  organizations: ScormOrganization[]
}

/** One organization: a tree of items (the table of contents). */
export interface ScormOrganization {
  identifier: string
  title: string
  items: ScormItem[]
  /** 2004 only: the organization's own sequencing (control mode, rollup of its children). */
  sequencing: ScormSequencing | null
}

/** An item of the tree: a SCO or asset to launch (a leaf) or a cluster of items. */
export interface ScormItem {
  identifier: string
  title: string
  isVisible: boolean
  /** What the item launches; null for a cluster. */
  launch: ScormLaunch | null
  /** 1.2 `adlcp:masteryscore` (0–100): the raw score that passes. */
  masteryScore: number | null
  /** 2004 primary objective's `minNormalizedMeasure` (-1–1) when it is satisfied by measure. */
  minNormalizedMeasure: number | null
  /** 1.2 `adlcp:datafromlms` / 2004 `adlcp:dataFromLMS`: the SCO's `launch_data`. */
  launchData: string | null
  /** 2004 4th `adlcp:completionThreshold` (0–1), when set. */
  completionThreshold: number | null
  sequencing: ScormSequencing | null
  children: ScormItem[]
}

/** The file an item opens, relative to the package's root (xml:base applied). */
export interface ScormLaunch {
  resourceIdentifier: string
  href: string
  /** The item's `parameters`, appended to the href's query when launched. */
  parameters: string
  /** 'sco' talks to the runtime API; an 'asset' does not (it is complete once launched). */
  scormType: 'sco' | 'asset'
}

/** IMS Simple Sequencing of an activity, as declared (2004 only; a sequencing collection resolved). */
export interface ScormSequencing {
  controlMode: Partial<
    Record<
      | 'choice'
      | 'choiceExit'
      | 'flow'
      | 'forwardOnly'
      | 'useCurrentAttemptObjectiveInfo'
      | 'useCurrentAttemptProgressInfo',
      boolean
    >
  >
  preConditionRules: ScormSequencingRule[]
  exitConditionRules: ScormSequencingRule[]
  postConditionRules: ScormSequencingRule[]
  /** `attemptLimit` and `attemptAbsoluteDurationLimit` (ISO 8601 duration), when set. */
  limitConditions: { attemptLimit?: number; attemptAbsoluteDurationLimit?: string } | null
  rollup: ScormRollup | null
  objectives: ScormObjective[]
  deliveryControls: Partial<
    Record<'tracked' | 'completionSetByContent' | 'objectiveSetByContent', boolean>
  >
}

export interface ScormSequencingRule {
  /** 'all' or 'any' of the conditions. */
  conditionCombination: 'all' | 'any'
  conditions: {
    condition: string
    operator: 'noOp' | 'not'
    referencedObjective?: string
    measureThreshold?: number
  }[]
  action: string
}

export interface ScormRollup {
  rollupObjectiveSatisfied?: boolean
  rollupProgressCompletion?: boolean
  objectiveMeasureWeight?: number
  rules: {
    childActivitySet: string
    minimumCount?: number
    minimumPercent?: number
    conditionCombination: 'all' | 'any'
    conditions: { condition: string; operator: 'noOp' | 'not' }[]
    action: string
  }[]
}

export interface ScormObjective {
  objectiveId: string
  isPrimary: boolean
  satisfiedByMeasure: boolean
  minNormalizedMeasure: number | null
  /** Global objectives this one reads or writes (`imsss:mapInfo`). */
  mapInfo: {
    targetObjectiveId: string
    readSatisfiedStatus: boolean
    readNormalizedMeasure: boolean
    writeSatisfiedStatus: boolean
    writeNormalizedMeasure: boolean
  }[]
}
