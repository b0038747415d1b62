import { parse, validate } from 'fast-xml-parser'
import { expect } from 'vitest'

// fast-xml-parser 3 (in node_modules through s3rver): a real, strict XML parser.

/** An element as the parser gives it: attributes and child elements by name. */
export type Element = Record<string, unknown>

/**
 * The root <svg> of a drawing, parsed strictly: fails the test on anything that is not
 * well-formed XML or holds more than one root.
 */
export function parsedSvg(svg: string): Element {
  const valid = validate(svg)
  expect(valid, JSON.stringify(valid)).toBe(true)
  const document = parse(svg, {
    ignoreAttributes: false,
    attributeNamePrefix: '',
    arrayMode: true,
    parseAttributeValue: false,
  }) as { svg: Element[] }
  expect(document.svg).toHaveLength(1)
  return document.svg[0]!
}

/** Child elements of one name as a list, however many there are (none, one or more). */
export const list = (value: unknown): Element[] =>
  Array.isArray(value) ? value : value ? [value as Element] : []
