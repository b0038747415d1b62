import type { OrgChartDisplaySettings, OrgChartNode } from './org-chart.types'

/**
 * The org chart as a standalone SVG document (the chart's "Export as SVG", and the settings
 * page's preview). A pure function of its input, safe on the server and in the browser.
 *
 * Bounded by its caller: it draws every node it is given (`children` as loaded; a node whose
 * `directReports` exceed its loaded children gets a "+N more" note instead of the rest). The
 * export route must cap the tree it passes (levels and node count) — a 10,000-person chart is
 * several megabytes of SVG and too wide to read anyway.
 *
 * Layout: a tidy tree. Each subtree gets a band of its own along the breadth axis (x when
 * vertical, y when horizontal), as wide as its box or its children's bands side by side, so
 * subtrees never overlap; a parent is centred over its first and last child; reports sit one
 * level below their manager. With `held_From_above`, a manager whose reports have no reports of
 * their own hangs them in an indented column inside its band instead. Vertical charts grow
 * top-down, horizontal ones left-to-right (the same layout with the axes swapped).
 */

export type OrgChartSvgOptions = {
  settings: OrgChartDisplaySettings
  orientation: 'vertical' | 'horizontal'
  /** The document's <title> (translated by the caller); 'Org chart' when absent. */
  title?: string
}

/** Box sizes (px): `all_nodes_small` draws the compact one. */
export const SVG_BOX = {
  normal: { width: 200, height: 72, nameSize: 14, textSize: 12 },
  small: { width: 150, height: 46, nameSize: 12, textSize: 10 },
} as const

/** The "+N more" note is this fraction of a box. */
const NOTE_SCALE = 0.6
export const SVG_SIBLING_GAP = 16
export const SVG_LEVEL_GAP = 48
export const SVG_MARGIN = 24
/** `held_From_above`: reports hang in a column this far in from their manager's edge. */
const HANG_INDENT = 24
export const SVG_STACK_GAP = 16
const DIVISION_BAR = 4

const COLOURS = {
  box: '#ffffff',
  outline: '#334155',
  name: '#0f172a',
  title: '#334155',
  division: '#475569',
  connector: '#64748b',
  note: '#f1f5f9',
  defaultBackground: '#ffffff',
  defaultDivision: '#94a3b8',
} as const

const HEX_COLOUR = /^#[0-9a-f]{6}$/i

/** Text and attribute values are escaped once, here. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function colour(value: string | undefined | null, fallback: string): string {
  return value && HEX_COLOUR.test(value) ? value : fallback
}

/** Cuts text to what fits in `width` px (an estimate: no font metrics in a pure function). */
function fitted(text: string, width: number, fontSize: number): string {
  const chars = [...text]
  const max = Math.max(1, Math.floor(width / (fontSize * 0.58)))
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('')}…`
}

type Box = { x: number; y: number; width: number; height: number }
/** A box in layout space: start and extent along the breadth (b) and depth (d) axes. */
type Slot = { b: number; d: number; eb: number; ed: number }

type Item =
  | { kind: 'node'; node: OrgChartNode; children: Item[]; breadth: number; hang: boolean }
  | { kind: 'more'; count: number; breadth: number }

type Placed = { slot: Slot; parent: Slot | null; hanging: boolean } & (
  { kind: 'node'; node: OrgChartNode } | { kind: 'more'; count: number }
)

export function orgChartSvg(roots: OrgChartNode[], options: OrgChartSvgOptions): string {
  const { settings, orientation } = options
  const size = settings.all_nodes_small ? SVG_BOX.small : SVG_BOX.normal
  const vertical = orientation === 'vertical'
  // Extents of a box along the breadth axis (b) and the depth axis (d).
  const nodeB = vertical ? size.width : size.height
  const nodeD = vertical ? size.height : size.width
  const noteB = nodeB * NOTE_SCALE
  const noteD = nodeD * NOTE_SCALE
  const extentD = (item: Item) => (item.kind === 'more' ? noteD : nodeD)

  // 1. The tree to draw: each node once (a repeated key, e.g. a loop, is not drawn twice),
  //    with its band breadth measured bottom-up. With `held_From_above`, a manager whose
  //    reports have no reports of their own hangs them in a column below it.
  const bandOf = (items: Item[]) =>
    items.reduce((sum, item) => sum + item.breadth, 0) +
    SVG_SIBLING_GAP * Math.max(0, items.length - 1)
  const seen = new Set<string>()
  const build = (node: OrgChartNode): Item | null => {
    if (seen.has(node.key)) return null
    seen.add(node.key)
    const children: Item[] = []
    for (const child of node.children) {
      const item = build(child)
      if (item) children.push(item)
    }
    const hidden = node.directReports - node.children.length
    if (hidden > 0) children.push({ kind: 'more', count: hidden, breadth: noteB })
    const hang =
      settings.held_From_above &&
      children.length > 0 &&
      children.every((child) => child.kind === 'more' || child.children.length === 0)
    const breadth = hang
      ? Math.max(nodeB, HANG_INDENT + Math.max(...children.map((child) => child.breadth)))
      : Math.max(nodeB, bandOf(children))
    return { kind: 'node', node, children, breadth, hang }
  }
  const forest = roots.map(build).filter((item): item is Item => item !== null)

  // 2. Slots in (b, d) space; the orientation maps them to x/y when drawing.
  const placed: Placed[] = []
  let depth = 0
  const slotAt = (slot: Slot) => {
    depth = Math.max(depth, slot.d + slot.ed)
    return slot
  }
  /** Places `item` in the band starting at `start`, at depth `d`; returns its centre along b. */
  const place = (
    item: Item,
    start: number,
    d: number,
    parent: Slot | null,
    hanging: boolean,
  ): number => {
    if (item.kind === 'more') {
      const b = hanging ? start : start + (item.breadth - noteB) / 2
      const slot = slotAt({ b, d, eb: noteB, ed: noteD })
      placed.push({ kind: 'more', count: item.count, slot, parent, hanging })
      return b + noteB / 2
    }
    // The slot is filled in once the children are placed; they keep a reference to it.
    const slot: Slot = { b: 0, d, eb: nodeB, ed: nodeD }
    placed.push({ kind: 'node', node: item.node, slot, parent, hanging })
    if (hanging) {
      slot.b = start
      slotAt(slot)
      return start + nodeB / 2
    }
    let centre = start + item.breadth / 2
    if (item.hang) {
      // Left-aligned in its band; the column of reports is indented below it.
      centre = start + nodeB / 2
      let at = d + nodeD + SVG_STACK_GAP
      for (const child of item.children) {
        place(child, start + HANG_INDENT, at, slot, true)
        at += extentD(child) + SVG_STACK_GAP
      }
    } else if (item.children.length > 0) {
      let at = start + (item.breadth - bandOf(item.children)) / 2
      const centres = item.children.map((child) => {
        const childCentre = place(child, at, d + nodeD + SVG_LEVEL_GAP, slot, false)
        at += child.breadth + SVG_SIBLING_GAP
        return childCentre
      })
      centre = (centres[0]! + centres[centres.length - 1]!) / 2
      // Keep the box inside its band (a narrow "+N more" note at one end can pull it out).
      centre = Math.min(Math.max(centre, start + nodeB / 2), start + item.breadth - nodeB / 2)
    }
    slot.b = centre - nodeB / 2
    slotAt(slot)
    return centre
  }
  let cursor = 0
  for (const root of forest) {
    place(root, cursor, 0, null, false)
    cursor += root.breadth + SVG_SIBLING_GAP
  }
  const breadth = Math.max(0, cursor - SVG_SIBLING_GAP)
  const width = Math.ceil((vertical ? breadth : depth) + 2 * SVG_MARGIN)
  const height = Math.ceil((vertical ? depth : breadth) + 2 * SVG_MARGIN)
  const n = (value: number) => String(Math.round(value * 10) / 10)
  /** A point of layout space, as "x y". */
  const at = (b: number, d: number) =>
    vertical
      ? `${n(SVG_MARGIN + b)} ${n(SVG_MARGIN + d)}`
      : `${n(SVG_MARGIN + d)} ${n(SVG_MARGIN + b)}`
  const boxOf = (slot: Slot): Box =>
    vertical
      ? { x: SVG_MARGIN + slot.b, y: SVG_MARGIN + slot.d, width: slot.eb, height: slot.ed }
      : { x: SVG_MARGIN + slot.d, y: SVG_MARGIN + slot.b, width: slot.ed, height: slot.eb }

  // 3. Drawing: background, connectors under the boxes, then the boxes.
  const out: string[] = []
  const title = options.title ?? 'Org chart'
  out.push(
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="org-chart-title" font-family="system-ui, -apple-system, 'Segoe UI', Arial, sans-serif">`,
    `<title id="org-chart-title">${xmlEscape(title)}</title>`,
    `<rect class="background" x="0" y="0" width="${width}" height="${height}" fill="${colour(settings.background, COLOURS.defaultBackground)}"/>`,
  )

  out.push(`<g class="connectors" fill="none" stroke="${COLOURS.connector}" stroke-width="1.5">`)
  for (const item of placed) {
    const { parent, slot } = item
    if (!parent) continue
    const parentEnd = parent.d + parent.ed
    const childCentre = slot.b + slot.eb / 2
    const path = item.hanging
      ? // Down a spine along the manager's near side, then across into the report.
        `M${at(parent.b + HANG_INDENT / 2, parentEnd)}L${at(parent.b + HANG_INDENT / 2, slot.d + slot.ed / 2)}L${at(slot.b, slot.d + slot.ed / 2)}`
      : `M${at(parent.b + parent.eb / 2, parentEnd)}L${at(parent.b + parent.eb / 2, parentEnd + SVG_LEVEL_GAP / 2)}L${at(childCentre, parentEnd + SVG_LEVEL_GAP / 2)}L${at(childCentre, slot.d)}`
    out.push(`<path class="${item.kind === 'more' ? 'link more-link' : 'link'}" d="${path}"/>`)
  }
  const slotOf = new Map<string, Slot>()
  for (const item of placed) if (item.kind === 'node') slotOf.set(item.node.key, item.slot)
  for (const item of placed) {
    if (item.kind !== 'node') continue
    for (const managerKey of item.node.dottedManagerKeys) {
      const manager = slotOf.get(managerKey)
      if (!manager || managerKey === item.node.key) continue
      const from = { b: manager.b + manager.eb / 2, d: manager.d + manager.ed }
      const to = { b: item.slot.b + item.slot.eb / 2, d: item.slot.d }
      const bend = SVG_LEVEL_GAP
      out.push(
        `<path class="dotted-link" data-from="${xmlEscape(managerKey)}" data-to="${xmlEscape(item.node.key)}" stroke-dasharray="6 4" d="M${at(from.b, from.d)}C${at(from.b, from.d + bend)} ${at(to.b, to.d - bend)} ${at(to.b, to.d)}"/>`,
      )
    }
  }
  out.push('</g>')

  const radius = settings.corner_style === 'rounded' ? 8 : 0
  const stroke = settings.outline
    ? `stroke="${COLOURS.outline}" stroke-width="1.5"`
    : 'stroke="none"'
  for (const item of placed) {
    const { x, y, width: w, height: h } = boxOf(item.slot)
    if (item.kind === 'more') {
      const label = `+${item.count} more`
      out.push(
        `<g class="more"><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${radius}" fill="${COLOURS.note}" stroke="${COLOURS.connector}" stroke-dasharray="3 3"/>`,
        `<text x="${n(x + w / 2)}" y="${n(y + h / 2 + size.textSize / 3)}" text-anchor="middle" font-size="${size.textSize}" fill="${COLOURS.name}">${xmlEscape(label)}</text></g>`,
      )
      continue
    }
    const { node } = item
    const lines: { text: string; size: number; fill: string; weight?: string }[] = [
      { text: node.name, size: size.nameSize, fill: COLOURS.name, weight: '600' },
    ]
    if (node.title) lines.push({ text: node.title, size: size.textSize, fill: COLOURS.title })
    if (node.division && !settings.hide_emp_div_dept_title && !settings.all_nodes_small) {
      lines.push({ text: node.division.name, size: size.textSize, fill: COLOURS.division })
    }
    const tooltip = [node.name, node.title, node.division?.name].filter(Boolean).join(' · ')
    out.push(
      `<g class="node" data-key="${xmlEscape(node.key)}"><title>${xmlEscape(tooltip)}</title>`,
      `<rect class="box" x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${radius}" fill="${COLOURS.box}" ${stroke}/>`,
    )
    if (node.division) {
      out.push(
        `<rect class="division-bar" x="${n(x + 6)}" y="${n(y + 4)}" width="${n(w - 12)}" height="${DIVISION_BAR}" rx="2" fill="${colour(node.division.color, COLOURS.defaultDivision)}"/>`,
      )
    }
    // Lines spread evenly below the division bar.
    const top = y + DIVISION_BAR + 4
    const step = (h - DIVISION_BAR - 4) / (lines.length + 1)
    lines.forEach((line, index) => {
      const baseline = top + step * (index + 1) + line.size / 3
      out.push(
        `<text x="${n(x + w / 2)}" y="${n(baseline)}" text-anchor="middle" font-size="${line.size}" fill="${line.fill}"${line.weight ? ` font-weight="${line.weight}"` : ''}>${xmlEscape(fitted(line.text, w - 12, line.size))}</text>`,
      )
    })
    out.push('</g>')
  }
  out.push('</svg>')
  return out.join('\n')
}
