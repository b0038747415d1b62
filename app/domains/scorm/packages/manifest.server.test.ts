import { readFile } from 'node:fs/promises'
import JSZip from 'jszip'
import { describe, expect, it } from 'vitest'
import { scorm12Manifest } from '#tests/factories/zips'
import { sharedTestFile } from '#tests/support/shared-testdata'
import { MANIFEST_PROBLEMS, parseManifest } from './manifest.server'

/** The manifest of a shared test package, read with the file names it ships. */
async function parseShared(zipName: string) {
  const zip = await JSZip.loadAsync(await readFile(sharedTestFile('scorm', zipName)))
  const xml = await zip.file('imsmanifest.xml')!.async('string')
  return parseManifest(xml, new Set(Object.keys(zip.files)))
}

/** A SCORM 2004 4th edition course: a cluster of two SCOs under xml:base, shared sequencing. */
const COURSE_2004_4TH = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="safety" version="1.0" xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:ss="http://www.imsglobal.org/xsd/imsss"
  xml:base="content/">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="second">
    <organization identifier="first"><title>Unused</title>
      <item identifier="u" identifierref="r-intro"><title>Unused</title></item></organization>
    <organization identifier="second"><title>Site safety</title>
      <item identifier="module"><title>Module 1</title>
        <item identifier="intro" identifierref="r-intro" parameters="?page=1">
          <title>Introduction</title><adlcp:dataFromLMS>start=1</adlcp:dataFromLMS>
          <adlcp:completionThreshold completedByMeasure="true" minProgressMeasure="0.8"/>
          <ss:sequencing IDRef="common"/>
        </item>
        <item identifier="test" identifierref="r-test" isvisible="false"><title>Test</title>
          <ss:sequencing IDRef="common">
            <ss:sequencingRules>
              <ss:preConditionRule>
                <ss:ruleConditions conditionCombination="any">
                  <ss:ruleCondition referencedObjective="intro-done" operator="not" condition="satisfied"/>
                </ss:ruleConditions>
                <ss:ruleAction action="disabled"/>
              </ss:preConditionRule>
            </ss:sequencingRules>
            <ss:limitConditions attemptLimit="3"/>
            <ss:objectives>
              <ss:primaryObjective objectiveID="passed" satisfiedByMeasure="true">
                <ss:minNormalizedMeasure>0.7</ss:minNormalizedMeasure>
                <ss:mapInfo targetObjectiveID="global-pass" writeSatisfiedStatus="true"/>
              </ss:primaryObjective>
            </ss:objectives>
          </ss:sequencing>
        </item>
        <item identifier="notes"><title>Notes (no content)</title></item>
      </item>
      <ss:sequencing>
        <ss:controlMode choice="false" flow="true" forwardOnly="true"/>
        <ss:rollupRules rollupObjectiveSatisfied="true" objectiveMeasureWeight="1">
          <ss:rollupRule childActivitySet="all">
            <ss:rollupConditions><ss:rollupCondition condition="completed"/></ss:rollupConditions>
            <ss:rollupAction action="completed"/>
          </ss:rollupRule>
        </ss:rollupRules>
      </ss:sequencing>
    </organization>
  </organizations>
  <resources xml:base="sco/">
    <resource identifier="r-intro" type="webcontent" adlcp:scormType="sco" href="intro/index.html?lang=en" xml:base="m1/">
      <file href="intro/index.html"/></resource>
    <resource identifier="r-test" type="webcontent" adlcp:scormType="sco" href="test.html"/>
  </resources>
  <ss:sequencingCollection>
    <ss:sequencing ID="common">
      <ss:controlMode choice="true"/>
      <ss:deliveryControls tracked="true" completionSetByContent="true"/>
      <ss:limitConditions attemptLimit="1"/>
    </ss:sequencing>
  </ss:sequencingCollection>
</manifest>`

const COURSE_FILES = new Set([
  'imsmanifest.xml',
  'content/sco/m1/intro/index.html',
  'content/sco/test.html',
])

describe('reading imsmanifest.xml', () => {
  it('reads the SCORM 1.2 golf package: version, title, its one SCO and launch file', async () => {
    const { manifest, scoCount } = await parseShared('golf_RuntimeBasicCalls_SCORM12.zip')
    expect(scoCount).toBe(1)
    expect(manifest).toMatchObject({
      identifier: 'com.scorm.golfsamples.runtime.basicruntime.12',
      version: '1.2',
      title: 'Golf Explained - Run-time Basic Calls',
      defaultOrganization: 'golf_sample_default_org',
    })
    expect(manifest.organizations[0]!.items).toEqual([
      expect.objectContaining({
        identifier: 'item_1',
        title: 'Golf Explained',
        launch: {
          resourceIdentifier: 'resource_1',
          href: 'shared/launchpage.html',
          parameters: '',
          scormType: 'sco',
        },
        sequencing: null,
        children: [],
      }),
    ])
  })

  it('reads the SCORM 2004 3rd edition golf package with its sequencing', async () => {
    const { manifest, scoCount } = await parseShared(
      'golf_RuntimeBasicCalls_SCORM20043rdEdition.zip',
    )
    expect(scoCount).toBe(1)
    expect(manifest.version).toBe('2004 3rd')
    const organization = manifest.organizations[0]!
    expect(organization.sequencing?.controlMode).toEqual({ choice: true, flow: true })
    expect(organization.items[0]!.sequencing?.deliveryControls).toEqual({
      completionSetByContent: true,
      objectiveSetByContent: true,
    })
    expect(organization.items[0]!.launch?.href).toBe('shared/launchpage.html')
  })

  it('reads a 2004 4th edition course: nested items, xml:base, a sequencing collection', () => {
    const { manifest, scoCount } = parseManifest(COURSE_2004_4TH, COURSE_FILES)
    expect(manifest).toMatchObject({ version: '2004 4th', title: 'Site safety' })
    expect(manifest.defaultOrganization).toBe('second')
    expect(scoCount).toBe(2)
    const organization = manifest.organizations.find((o) => o.identifier === 'second')!
    expect(organization.sequencing).toMatchObject({
      controlMode: { choice: false, flow: true, forwardOnly: true },
      rollup: {
        rollupObjectiveSatisfied: true,
        objectiveMeasureWeight: 1,
        rules: [
          {
            childActivitySet: 'all',
            conditionCombination: 'all',
            conditions: [{ condition: 'completed', operator: 'noOp' }],
            action: 'completed',
          },
        ],
      },
    })
    const [module] = organization.items
    expect(module).toMatchObject({ identifier: 'module', launch: null })
    const [intro, test, notes] = module!.children
    expect(intro).toMatchObject({
      title: 'Introduction',
      launch: { href: 'content/sco/m1/intro/index.html?lang=en', parameters: '?page=1' },
      launchData: 'start=1',
      completionThreshold: 0.8,
      sequencing: {
        controlMode: { choice: true },
        deliveryControls: { tracked: true, completionSetByContent: true },
        limitConditions: { attemptLimit: 1 },
      },
    })
    expect(test).toMatchObject({
      isVisible: false,
      launch: { href: 'content/sco/test.html' },
      minNormalizedMeasure: 0.7,
      sequencing: {
        controlMode: { choice: true },
        limitConditions: { attemptLimit: 3 },
        preConditionRules: [
          {
            conditionCombination: 'any',
            conditions: [
              { condition: 'satisfied', operator: 'not', referencedObjective: 'intro-done' },
            ],
            action: 'disabled',
          },
        ],
        objectives: [
          {
            objectiveId: 'passed',
            isPrimary: true,
            mapInfo: [
              {
                targetObjectiveId: 'global-pass',
                readSatisfiedStatus: true,
                writeSatisfiedStatus: true,
              },
            ],
          },
        ],
      },
    })
    expect(notes).toMatchObject({ title: 'Notes (no content)', launch: null })
  })

  it('reads a 1.2 mastery score', () => {
    const { manifest } = parseManifest(scorm12Manifest(), new Set(['index.html']))
    expect(manifest.organizations[0]!.items[0]!.masteryScore).toBe(80)
  })

  it.each([
    ['not XML', 'this is not xml', MANIFEST_PROBLEMS.notXml],
    ['another document', '<html><body/></html>', MANIFEST_PROBLEMS.notManifest],
    ['no version', '<manifest><organizations/></manifest>', MANIFEST_PROBLEMS.version],
    [
      'no organization',
      scorm12Manifest().replace(/<organizations[\s\S]*<\/organizations>/, '<organizations/>'),
      MANIFEST_PROBLEMS.noOrganization,
    ],
    [
      'an unknown resource',
      scorm12Manifest().replace('identifierref="res-1"', 'identifierref="res-9"'),
      MANIFEST_PROBLEMS.missingResource,
    ],
    [
      'a missing launch file',
      scorm12Manifest('Drill', 'start.html'),
      MANIFEST_PROBLEMS.launchMissing,
    ],
    [
      'a launch file outside the package',
      scorm12Manifest('Drill', 'https://evil.example/index.html'),
      MANIFEST_PROBLEMS.outside,
    ],
  ])('refuses a manifest with %s, saying why', (_, xml, message) => {
    expect(() => parseManifest(xml, new Set(['index.html']))).toThrow(message)
  })
})
