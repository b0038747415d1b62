import {
  DEFAULT_BORDER_COLOR,
  NODE_COLORS,
  NODE_SIZES,
  NODE_TYPES,
  type FlowDocument,
  type FlowNode,
  type NodeType,
} from './flowchart.constants'

/**
 * A chart document as a standalone, static SVG: the read mode of an article's decision chart and
 * the chart without JavaScript (no drag, no selection). A pure function, safe on the server and in
 * the browser, in the house style of org-chart-svg.ts (escaped once, role="img", a <title>).
 *
 * Nodes sit at their saved positions (xyflow's top-left corner) drawn with their type's shape and
 * size; an edge runs from the bottom of its source to the top of its target (xyflow's default
 * handles) with an arrowhead and its label half-way. The viewBox is the chart's bounds plus a
 * margin, so a chart dragged far from the origin is still framed. A <desc> lists every
 * connection as text for screen readers, who cannot follow arrows.
 */

export const SVG_MARGIN = 24
const FONT_SIZE = 13
const LINE_HEIGHT = 16
/** Average glyph width as a fraction of the font size: enough to wrap labels without measuring. */
const GLYPH = 0.58
const EDGE_COLOUR = '#475569'
const HEX_COLOUR = /^#[0-9a-f]{6}$/i

export type FlowchartSvgOptions = {
  /** The document's <title> (translated by the caller). */
  title: string
  /** The id prefix of the title and arrow marker, unique when a page shows several charts. */
  idPrefix?: string
}

/** Text and attribute values are escaped once, here. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

const colourOr = (value: string | undefined, fallback: string) =>
  value && HEX_COLOUR.test(value) ? value : fallback

/** Black or white text, whichever reads better on the fill (WCAG relative luminance). */
function textColourOn(fill: string): string {
  const channel = (offset: number) => {
    const c = parseInt(fill.slice(offset, offset + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  return luminance > 0.179 ? '#0f172a' : '#ffffff'
}

const typeOf = (node: FlowNode): NodeType =>
  (NODE_TYPES as readonly string[]).includes(node.type) ? node.type : 'customNode'

const sizeOf = (node: FlowNode) => NODE_SIZES[typeOf(node)]

/** The outline of a node type at (x, y), as an SVG element without fill and stroke. */
function shape(type: NodeType, x: number, y: number, w: number, h: number): string {
  const points = (list: [number, number][]) =>
    `<polygon points="${list.map(([px, py]) => `${px},${py}`).join(' ')}"`
  switch (type) {
    case 'questionNode':
      return points([
        [x + w / 2, y],
        [x + w, y + h / 2],
        [x + w / 2, y + h],
        [x, y + h / 2],
      ])
    case 'choiceNode':
      return points([
        [x + 16, y],
        [x + w - 16, y],
        [x + w, y + h / 2],
        [x + w - 16, y + h],
        [x + 16, y + h],
        [x, y + h / 2],
      ])
    case 'inputOutputNode':
      return points([
        [x + 18, y],
        [x + w, y],
        [x + w - 18, y + h],
        [x, y + h],
      ])
    case 'startEndNode':
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${h / 2}"`
    case 'connectorNode':
      return `<circle cx="${x + w / 2}" cy="${y + h / 2}" r="${Math.min(w, h) / 2}"`
    case 'customNode':
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8"`
    case 'decisionNode':
    case 'processNode':
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}"`
  }
}

/** Word-wraps a label into the lines that fit `width`; the last one ends with … if cut. */
export function wrapLabel(label: string, width: number, maxLines: number): string[] {
  const perLine = Math.max(4, Math.floor(width / (FONT_SIZE * GLYPH)))
  const lines: string[] = []
  let line = ''
  for (const word of label.trim().split(/\s+/).filter(Boolean)) {
    for (let rest = word; rest;) {
      const candidate = line ? `${line} ${rest}` : rest
      if (candidate.length <= perLine) {
        line = candidate
        rest = ''
      } else if (line) {
        lines.push(line)
        line = ''
      } else {
        lines.push(rest.slice(0, perLine))
        rest = rest.slice(perLine)
      }
    }
  }
  if (line) lines.push(line)
  if (lines.length <= maxLines) return lines
  const kept = lines.slice(0, maxLines)
  kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, perLine - 1)}…`
  return kept
}

function textLines(lines: string[], cx: number, cy: number, colour: string): string {
  const top = cy - ((lines.length - 1) * LINE_HEIGHT) / 2
  const spans = lines
    .map((line, i) => `<tspan x="${cx}" y="${top + i * LINE_HEIGHT}">${xmlEscape(line)}</tspan>`)
    .join('')
  return `<text text-anchor="middle" dominant-baseline="central" font-size="${FONT_SIZE}" fill="${colour}">${spans}</text>`
}

function drawNode(node: FlowNode): string {
  const type = typeOf(node)
  const { width, height } = sizeOf(node)
  const { x, y } = node.position
  const fill = colourOr(node.data.color, NODE_COLORS[type])
  const border = colourOr(node.data.borderColor, DEFAULT_BORDER_COLOR)
  // A diamond's text fits in its middle half; a connector's short mark may fill its circle.
  const textWidth =
    type === 'questionNode' ? width * 0.6 : type === 'connectorNode' ? width : width - 20
  const maxLines = Math.max(
    1,
    Math.floor((height - 12) / LINE_HEIGHT) - (type === 'questionNode' ? 2 : 0),
  )
  const lines = wrapLabel(node.data.label, textWidth, maxLines)
  return [
    `<g class="node" data-id="${xmlEscape(node.id)}" data-type="${type}">`,
    `<title>${xmlEscape(node.data.label)}</title>`,
    `${shape(type, x, y, width, height)} fill="${fill}" stroke="${border}" stroke-width="1.5"/>`,
    type === 'processNode'
      ? `<path d="M${x + 10} ${y}V${y + height}M${x + width - 10} ${y}V${y + height}" stroke="${border}" stroke-width="1.5"/>`
      : '',
    textLines(lines, x + width / 2, y + height / 2, textColourOn(fill)),
    '</g>',
  ].join('')
}

function drawEdge(
  edge: FlowDocument['edges'][number],
  nodes: Map<string, FlowNode>,
  marker: string,
): string {
  const source = nodes.get(edge.source)
  const target = nodes.get(edge.target)
  if (!source || !target) return ''
  const from = {
    x: source.position.x + sizeOf(source).width / 2,
    y: source.position.y + sizeOf(source).height,
  }
  const to = { x: target.position.x + sizeOf(target).width / 2, y: target.position.y }
  const line = `<path d="M${from.x} ${from.y}L${to.x} ${to.y}" fill="none" stroke="${EDGE_COLOUR}" stroke-width="1.5" marker-end="url(#${marker})"/>`
  const label = edge.label?.trim()
  if (!label) return `<g class="edge">${line}</g>`
  const [text] = wrapLabel(label, 160, 1)
  const mid = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 }
  const width = Math.ceil(text!.length * FONT_SIZE * GLYPH) + 12
  return [
    `<g class="edge">${line}`,
    `<rect x="${mid.x - width / 2}" y="${mid.y - 11}" width="${width}" height="22" rx="4" fill="#ffffff" stroke="${EDGE_COLOUR}"/>`,
    textLines([text!], mid.x, mid.y, '#0f172a'),
    '</g>',
  ].join('')
}

/** The chart's bounds plus the margin: [minX, minY, width, height]. */
export function chartBounds(doc: FlowDocument): [number, number, number, number] {
  if (!doc.nodes.length) return [0, 0, SVG_MARGIN * 2, SVG_MARGIN * 2]
  const xs = doc.nodes.flatMap((node) => [node.position.x, node.position.x + sizeOf(node).width])
  const ys = doc.nodes.flatMap((node) => [node.position.y, node.position.y + sizeOf(node).height])
  const minX = Math.min(...xs) - SVG_MARGIN
  const minY = Math.min(...ys) - SVG_MARGIN
  return [minX, minY, Math.max(...xs) + SVG_MARGIN - minX, Math.max(...ys) + SVG_MARGIN - minY]
}

/** Every connection as a sentence-free line of text: 'Question → (Yes) Answer'. */
function description(doc: FlowDocument, nodes: Map<string, FlowNode>): string {
  const linked = doc.edges.flatMap((edge) => {
    const source = nodes.get(edge.source)
    const target = nodes.get(edge.target)
    if (!source || !target) return []
    const via = edge.label?.trim() ? ` (${edge.label.trim()})` : ''
    return [`${source.data.label} →${via} ${target.data.label}`]
  })
  const connected = new Set(doc.edges.flatMap((edge) => [edge.source, edge.target]))
  const alone = doc.nodes.filter((node) => !connected.has(node.id)).map((node) => node.data.label)
  return [...linked, ...alone].join('; ')
}

export function flowchartSvg(doc: FlowDocument, options: FlowchartSvgOptions): string {
  const prefix = xmlEscape(options.idPrefix ?? 'flowchart')
  const nodes = new Map(doc.nodes.map((node) => [node.id, node]))
  const [minX, minY, width, height] = chartBounds(doc)
  const marker = `${prefix}-arrow`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${minX} ${minY} ${width} ${height}" role="img" aria-labelledby="${prefix}-title ${prefix}-desc" font-family="system-ui, -apple-system, 'Segoe UI', Arial, sans-serif">`,
    `<title id="${prefix}-title">${xmlEscape(options.title)}</title>`,
    `<desc id="${prefix}-desc">${xmlEscape(description(doc, nodes))}</desc>`,
    `<defs><marker id="${marker}" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="${EDGE_COLOUR}"/></marker></defs>`,
    ...doc.edges.map((edge) => drawEdge(edge, nodes, marker)),
    ...doc.nodes.map(drawNode),
    '</svg>',
  ].join('')
}
