import type {
  ScormObjective,
  ScormRollup,
  ScormSequencing,
  ScormSequencingRule,
} from '../scorm-constants'
import {
  attribute,
  booleanAttribute,
  childNamed,
  childrenNamed,
  childText,
  numberAttribute,
  numberOrNull,
} from './manifest-xml.server'

/**
 * IMS Simple Sequencing as a SCORM 2004 manifest declares it (`imsss:sequencing` of an item or
 * an organization), read into plain data for the player's runtime. A `sequencing` naming an
 * `IDRef` starts from that entry of the manifest's `sequencingCollection`; the item's own
 * elements replace the collection's of the same name (SCORM CAM 3.4.1.1). Randomization and
 * ADL's sequencing extensions are not read (docs/features/scorm.md).
 */

const CONTROL_MODES = [
  'choice',
  'choiceExit',
  'flow',
  'forwardOnly',
  'useCurrentAttemptObjectiveInfo',
  'useCurrentAttemptProgressInfo',
] as const
const DELIVERY_CONTROLS = ['tracked', 'completionSetByContent', 'objectiveSetByContent'] as const

/** The attributes of `names` present on `element`, as booleans. */
function flags<Name extends string>(element: Element | undefined, names: readonly Name[]) {
  const found: Partial<Record<Name, boolean>> = {}
  if (!element) return found
  for (const name of names) {
    if (attribute(element, name) !== undefined) found[name] = booleanAttribute(element, name, false)
  }
  return found
}

const combination = (element: Element | undefined): 'all' | 'any' =>
  element && attribute(element, 'conditionCombination') === 'any' ? 'any' : 'all'

const operator = (element: Element): 'noOp' | 'not' =>
  attribute(element, 'operator') === 'not' ? 'not' : 'noOp'

function rules(sequencingRules: Element | undefined, kind: string): ScormSequencingRule[] {
  if (!sequencingRules) return []
  return childrenNamed(sequencingRules, kind).map((rule) => {
    const conditions = childNamed(rule, 'ruleConditions')
    return {
      conditionCombination: combination(conditions),
      conditions: (conditions ? childrenNamed(conditions, 'ruleCondition') : []).map((c) => ({
        condition: attribute(c, 'condition') ?? '',
        operator: operator(c),
        ...(attribute(c, 'referencedObjective')
          ? { referencedObjective: attribute(c, 'referencedObjective') }
          : {}),
        ...(numberAttribute(c, 'measureThreshold') !== undefined
          ? { measureThreshold: numberAttribute(c, 'measureThreshold') }
          : {}),
      })),
      action: attribute(childNamed(rule, 'ruleAction') ?? rule, 'action') ?? '',
    }
  })
}

function rollup(element: Element | undefined): ScormRollup | null {
  if (!element) return null
  return {
    ...flags(element, ['rollupObjectiveSatisfied', 'rollupProgressCompletion'] as const),
    ...(numberAttribute(element, 'objectiveMeasureWeight') !== undefined
      ? { objectiveMeasureWeight: numberAttribute(element, 'objectiveMeasureWeight') }
      : {}),
    rules: childrenNamed(element, 'rollupRule').map((rule) => {
      const conditions = childNamed(rule, 'rollupConditions')
      return {
        childActivitySet: attribute(rule, 'childActivitySet') ?? 'all',
        ...(numberAttribute(rule, 'minimumCount') !== undefined
          ? { minimumCount: numberAttribute(rule, 'minimumCount') }
          : {}),
        ...(numberAttribute(rule, 'minimumPercent') !== undefined
          ? { minimumPercent: numberAttribute(rule, 'minimumPercent') }
          : {}),
        conditionCombination: combination(conditions),
        conditions: (conditions ? childrenNamed(conditions, 'rollupCondition') : []).map((c) => ({
          condition: attribute(c, 'condition') ?? '',
          operator: operator(c),
        })),
        action: attribute(childNamed(rule, 'rollupAction') ?? rule, 'action') ?? '',
      }
    }),
  }
}

function objective(element: Element, isPrimary: boolean): ScormObjective {
  return {
    objectiveId: attribute(element, 'objectiveID') ?? '',
    isPrimary,
    satisfiedByMeasure: booleanAttribute(element, 'satisfiedByMeasure', false),
    minNormalizedMeasure: numberOrNull(childText(element, 'minNormalizedMeasure')),
    mapInfo: childrenNamed(element, 'mapInfo').map((map) => ({
      targetObjectiveId: attribute(map, 'targetObjectiveID') ?? '',
      readSatisfiedStatus: booleanAttribute(map, 'readSatisfiedStatus', true),
      readNormalizedMeasure: booleanAttribute(map, 'readNormalizedMeasure', true),
      writeSatisfiedStatus: booleanAttribute(map, 'writeSatisfiedStatus', false),
      writeNormalizedMeasure: booleanAttribute(map, 'writeNormalizedMeasure', false),
    })),
  }
}

function objectives(element: Element | undefined): ScormObjective[] {
  if (!element) return []
  return [
    ...childrenNamed(element, 'primaryObjective').map((o) => objective(o, true)),
    ...childrenNamed(element, 'objective').map((o) => objective(o, false)),
  ]
}

/** The element named `name` of the item's own sequencing, else of the collection's entry. */
const pick = (own: Element, shared: Element | undefined, name: string) =>
  childNamed(own, name) ?? (shared ? childNamed(shared, name) : undefined)

/** The sequencing collection of a manifest: its entries by ID. */
export function sequencingCollection(manifest: Element): Map<string, Element> {
  const collection = childNamed(manifest, 'sequencingCollection')
  const entries = collection ? childrenNamed(collection, 'sequencing') : []
  return new Map(entries.map((entry) => [attribute(entry, 'ID') ?? '', entry]))
}

/** The sequencing an item or organization declares, or null when it declares none. */
export function readSequencing(
  owner: Element,
  collection: Map<string, Element>,
): ScormSequencing | null {
  const own = childNamed(owner, 'sequencing')
  if (!own) return null
  const idRef = attribute(own, 'IDRef')
  const shared = idRef ? collection.get(idRef) : undefined
  const limits = pick(own, shared, 'limitConditions')
  const sequencingRules = pick(own, shared, 'sequencingRules')
  return {
    controlMode: flags(pick(own, shared, 'controlMode'), CONTROL_MODES),
    preConditionRules: rules(sequencingRules, 'preConditionRule'),
    exitConditionRules: rules(sequencingRules, 'exitConditionRule'),
    postConditionRules: rules(sequencingRules, 'postConditionRule'),
    limitConditions: limits
      ? {
          ...(numberAttribute(limits, 'attemptLimit') !== undefined
            ? { attemptLimit: numberAttribute(limits, 'attemptLimit') }
            : {}),
          ...(attribute(limits, 'attemptAbsoluteDurationLimit')
            ? { attemptAbsoluteDurationLimit: attribute(limits, 'attemptAbsoluteDurationLimit') }
            : {}),
        }
      : null,
    rollup: rollup(pick(own, shared, 'rollupRules')),
    objectives: objectives(pick(own, shared, 'objectives')),
    deliveryControls: flags(pick(own, shared, 'deliveryControls'), DELIVERY_CONTROLS),
  }
}
