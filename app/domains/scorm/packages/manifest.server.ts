import { DOMParser } from '@xmldom/xmldom'
import { msg } from '~/i18n'
import type {
  ScormItem,
  ScormLaunch,
  ScormManifest,
  ScormOrganization,
  ScormVersion,
} from '../scorm-constants'
import {
  attribute,
  booleanAttribute,
  childNamed,
  childrenNamed,
  childText,
  numberAttribute,
  numberOrNull,
  xmlBase,
} from './manifest-xml.server'
import { readSequencing, sequencingCollection } from './manifest-sequencing.server'

export const MANIFEST_FILE = 'imsmanifest.xml'
export const MAX_MANIFEST_BYTES = 5 * 1024 ** 2

/** Why a package's manifest is refused (each is the upload's message). */
export const MANIFEST_PROBLEMS = {
  missing: msg('The zip has no imsmanifest.xml at its top level, so it is not a SCORM package.'),
  nested: msg(
    'imsmanifest.xml must be at the top of the zip, not in a folder: zip the package’s contents, not its folder.',
  ),
  tooLarge: msg('imsmanifest.xml is too large (at most 5 MB).'),
  notXml: msg('imsmanifest.xml is not well-formed XML.'),
  notManifest: msg(
    'imsmanifest.xml does not describe a content package (its root is not <manifest>).',
  ),
  version: msg('imsmanifest.xml does not say which SCORM version it is (1.2 or 2004).'),
  noOrganization: msg('The manifest has no organization with items to play.'),
  missingResource: msg(
    'An item of the manifest refers to a resource the manifest does not declare.',
  ),
  noLaunch: msg('A resource the manifest launches names no file to launch.'),
  outside: msg('A file the manifest launches lies outside the package.'),
  launchMissing: msg('A file the manifest launches is not in the zip.'),
} as const

export class ManifestProblem extends Error {
  constructor(readonly problem: keyof typeof MANIFEST_PROBLEMS) {
    super(MANIFEST_PROBLEMS[problem])
  }
}

/** A manifest read, with how many SCOs its default organization launches. */
export interface ParsedManifest {
  manifest: ScormManifest
  scoCount: number
}

const ROOT = 'https://package.invalid/'

interface Resource {
  element: Element
  /** The manifest's and the resources' xml:base, resolved: where this resource's href starts. */
  base: URL
}

/**
 * The SCORM version a manifest declares: its `schemaversion` ("1.2", "2004 3rd Edition", "2004
 * 4th Edition"; 2004's 2nd edition, "CAM 1.3", plays as 3rd), else its namespaces.
 */
function versionOf(manifest: Element, source: string): ScormVersion {
  const metadata = childNamed(manifest, 'metadata')
  const declared = metadata ? childText(metadata, 'schemaversion') : null
  if (declared) {
    if (/^1\.2$/.test(declared)) return '1.2'
    if (/4th/i.test(declared)) return '2004 4th'
    if (/2004|CAM 1\.3/i.test(declared)) return '2004 3rd'
  }
  if (/adlcp_v1p3|imsglobal\.org\/xsd\/imsss/.test(source)) return '2004 3rd'
  if (/adlcp_rootv1p2|imscp_rootv1p1p2/.test(source)) return '1.2'
  throw new ManifestProblem('version')
}

/** The file an href names inside the package (query kept), resolved against xml:base. */
function resolveHref(href: string, base: URL): string {
  const url = new URL(href, base)
  if (url.origin !== new URL(ROOT).origin) throw new ManifestProblem('outside')
  try {
    return `${decodeURIComponent(url.pathname.slice(1))}${url.search}${url.hash}`
  } catch {
    throw new ManifestProblem('launchMissing') // a malformed %-escape names no file of ours
  }
}

const withBase = (base: URL, element: Element | undefined) => {
  const own = xmlBase(element)
  return own ? new URL(own, base) : base
}

function readResources(manifest: Element): Map<string, Resource> {
  const resources = childNamed(manifest, 'resources')
  const base = withBase(withBase(new URL(ROOT), manifest), resources)
  const entries = resources ? childrenNamed(resources, 'resource') : []
  return new Map(
    entries.map((element) => [attribute(element, 'identifier') ?? '', { element, base }]),
  )
}

/** Reads an `imsmanifest.xml`; `files` are the package's paths, to check the launch files. */
export function parseManifest(xml: string, files: ReadonlySet<string>): ParsedManifest {
  let fatal = false
  const document = new DOMParser({
    errorHandler: { warning: () => {}, error: () => {}, fatalError: () => (fatal = true) },
  }).parseFromString(xml, 'text/xml')
  const manifest = document?.documentElement
  if (fatal || !manifest) throw new ManifestProblem('notXml')
  if ((manifest.localName ?? manifest.nodeName.replace(/^.*:/, '')) !== 'manifest') {
    throw new ManifestProblem('notManifest')
  }
  const version = versionOf(manifest, xml)
  const resources = readResources(manifest)
  const collection = sequencingCollection(manifest)

  const launchOf = (item: Element): ScormLaunch | null => {
    const ref = attribute(item, 'identifierref')
    if (!ref) return null
    const resource = resources.get(ref)
    if (!resource) throw new ManifestProblem('missingResource')
    const href = attribute(resource.element, 'href')?.trim()
    if (!href) throw new ManifestProblem('noLaunch')
    const resolved = resolveHref(href, withBase(resource.base, resource.element))
    if (!files.has(resolved.replace(/[?#].*$/, ''))) throw new ManifestProblem('launchMissing')
    return {
      resourceIdentifier: ref,
      href: resolved,
      parameters: attribute(item, 'parameters') ?? '',
      scormType:
        attribute(resource.element, 'scormType')?.toLowerCase() === 'sco' ? 'sco' : 'asset',
    }
  }

  const readItem = (item: Element): ScormItem => {
    const sequencing = readSequencing(item, collection)
    const primary = sequencing?.objectives.find((objective) => objective.isPrimary)
    const threshold = childNamed(item, 'completionThreshold')
    return {
      identifier: attribute(item, 'identifier') ?? '',
      title: childText(item, 'title') ?? attribute(item, 'identifier') ?? '',
      isVisible: booleanAttribute(item, 'isvisible', true),
      launch: launchOf(item),
      masteryScore: numberOrNull(childText(item, 'masteryscore')),
      minNormalizedMeasure: primary?.satisfiedByMeasure ? primary.minNormalizedMeasure : null,
      launchData: childText(item, 'dataFromLMS') ?? childText(item, 'datafromlms'),
      completionThreshold: threshold
        ? (numberAttribute(threshold, 'minProgressMeasure') ?? numberOrNull(threshold.textContent))
        : null,
      sequencing,
      children: childrenNamed(item, 'item').map(readItem),
    }
  }

  const organizationsElement = childNamed(manifest, 'organizations')
  const organizations: ScormOrganization[] = (
    organizationsElement ? childrenNamed(organizationsElement, 'organization') : []
  )
    .map((organization) => ({
      identifier: attribute(organization, 'identifier') ?? '',
      title: childText(organization, 'title') ?? attribute(organization, 'identifier') ?? '',
      items: childrenNamed(organization, 'item').map(readItem),
      sequencing: readSequencing(organization, collection),
    }))
    .filter((organization) => organization.items.length > 0)
  const named = organizationsElement && attribute(organizationsElement, 'default')
  const chosen =
    organizations.find((organization) => organization.identifier === named) ?? organizations[0]
  if (!chosen) throw new ManifestProblem('noOrganization')

  return {
    manifest: {
      identifier: attribute(manifest, 'identifier') ?? '',
      version,
      title: chosen.title,
      defaultOrganization: chosen.identifier,
      organizations,
    },
    scoCount: countScos(chosen.items),
  }
}

const countScos = (items: ScormItem[]): number =>
  items.reduce(
    (count, item) => count + (item.launch?.scormType === 'sco' ? 1 : 0) + countScos(item.children),
    0,
  )
