/**
 * Reading a manifest's DOM by local names: vendors bind the SCORM namespaces to all sorts of
 * prefixes (and some forget to bind them at all), so elements and attributes are matched by
 * their local name, case-insensitively for attributes (1.2 `scormtype`, 2004 `scormType`).
 */

/** The element children of `parent` whose local name is `name`. */
export function childrenNamed(parent: Element, name: string): Element[] {
  const found: Element[] = []
  for (let node = parent.firstChild; node; node = node.nextSibling) {
    if (node.nodeType === 1 && localName(node as Element) === name) found.push(node as Element)
  }
  return found
}

export const childNamed = (parent: Element, name: string): Element | undefined =>
  childrenNamed(parent, name)[0]

function localName(element: Element): string {
  return element.localName ?? element.nodeName.replace(/^.*:/, '')
}

/** The attribute whose local name is `name` (any prefix, any case), or undefined. */
export function attribute(element: Element, name: string): string | undefined {
  const wanted = name.toLowerCase()
  for (let index = 0; index < element.attributes.length; index++) {
    const attr = element.attributes.item(index)!
    const attrName = (attr.localName ?? attr.name.replace(/^.*:/, '')).toLowerCase()
    if (attrName === wanted && !attr.name.startsWith('xmlns')) return attr.value
  }
  return undefined
}

/** `xml:base` of an element ('' when none). */
export const xmlBase = (element: Element | undefined): string =>
  element?.getAttribute('xml:base')?.trim() ?? ''

/** The trimmed text of the first child element named `name`, or null when absent or empty. */
export function childText(parent: Element, name: string): string | null {
  const text = childNamed(parent, name)?.textContent?.trim()
  return text ? text : null
}

/** An attribute read as xs:boolean ('true'/'1', 'false'/'0'); `fallback` when absent. */
export function booleanAttribute(element: Element, name: string, fallback: boolean): boolean {
  const value = attribute(element, name)?.trim()
  if (value === 'true' || value === '1') return true
  if (value === 'false' || value === '0') return false
  return fallback
}

/** An attribute read as a number, or undefined when absent or not a number. */
export function numberAttribute(element: Element, name: string): number | undefined {
  const value = attribute(element, name)
  if (value === undefined || value.trim() === '') return undefined
  const number = Number(value)
  return Number.isFinite(number) ? number : undefined
}

/** Text read as a number, or null. */
export function numberOrNull(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === '') return null
  const number = Number(text)
  return Number.isFinite(number) ? number : null
}
