import { validate } from 'fast-xml-parser'
import { describe, expect, it } from 'vitest'
import {
  NODE_COLORS,
  NODE_LABELS,
  NODE_SIZES,
  NODE_TYPES,
  SAMPLE_CHART,
  type FlowDocument,
} from './flowchart.constants'
import { list, parsedSvg, type Element } from '#tests/support/svg-xml'
import { chartBounds, flowchartSvg, SVG_MARGIN, wrapLabel } from './flowchart-svg'

/** An element's text: the parser gives a plain string for an element without attributes. */
const textOf = (value: unknown) => {
  const [first] = Array.isArray(value) ? value : [value]
  return typeof first === 'string' ? first : String((first as Element)['#text'])
}
const groups = (root: Element, kind: string) => list(root.g).filter((g) => g.class === kind)
/** The text a node or edge shows, its tspans joined by spaces. */
const shownText = (group: Element) =>
  list(list(group.text)[0]?.tspan)
    .map((span) => String(span['#text']))
    .join(' ')

describe('flowchartSvg', () => {
  it('draws the sample chart: three labelled nodes, two arrows labelled Yes and No, described as text', () => {
    const root = parsedSvg(flowchartSvg(SAMPLE_CHART, { title: 'Decision chart' }))
    expect(textOf(root.title)).toBe('Decision chart')
    expect(root.role).toBe('img')
    expect(groups(root, 'node').map(shownText)).toEqual([
      'Are They A Good Employee?',
      'Train Them',
      'Fire Them',
    ])
    const edges = groups(root, 'edge')
    expect(edges.map(shownText)).toEqual(['Yes', 'No'])
    expect(
      edges.every((edge) => list(edge.path)[0]!['marker-end'] === 'url(#flowchart-arrow)'),
    ).toBe(true)
    expect(textOf(root.desc)).toBe(
      'Are They A Good Employee? → (Yes) Train Them; Are They A Good Employee? → (No) Fire Them',
    )
  })

  it('escapes labels, colours it cannot trust and ids, so a label cannot inject markup', () => {
    const evil = '<script>alert("x")</script> & \'quotes\''
    const doc: FlowDocument = {
      nodes: [
        {
          id: 'customNode-"><x',
          type: 'customNode',
          position: { x: 0, y: 0 },
          data: { label: evil, color: 'red" onload="alert(1)', borderColor: '#123456' },
        },
      ],
      edges: [],
    }
    const svg = flowchartSvg(doc, { title: '<b>Chart</b>', idPrefix: 'a"b' })
    expect(svg).not.toContain('<script>')
    expect(svg).not.toContain('onload="')
    const root = parsedSvg(svg)
    const [node] = groups(root, 'node')
    expect(textOf(node!.title)).toBe(
      '&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;quotes&#39;',
    )
    const box = list(node!.rect)[0]!
    expect(box.fill).toBe(NODE_COLORS.customNode)
    expect(box.stroke).toBe('#123456')
  })

  it('frames the chart: the viewBox is the nodes’ bounds plus the margin, wherever they were dragged', () => {
    const doc: FlowDocument = {
      nodes: [
        {
          id: 'processNode-1',
          type: 'processNode',
          position: { x: -300, y: 500 },
          data: { label: 'A' },
        },
        {
          id: 'connectorNode-1',
          type: 'connectorNode',
          position: { x: 900, y: -40 },
          data: { label: 'B' },
        },
      ],
      edges: [],
    }
    const minX = -300 - SVG_MARGIN
    const minY = -40 - SVG_MARGIN
    const maxX = 900 + NODE_SIZES.connectorNode.width + SVG_MARGIN
    const maxY = 500 + NODE_SIZES.processNode.height + SVG_MARGIN
    expect(chartBounds(doc)).toEqual([minX, minY, maxX - minX, maxY - minY])
    const root = parsedSvg(flowchartSvg(doc, { title: 'Chart' }))
    expect(root.viewBox).toBe(`${minX} ${minY} ${maxX - minX} ${maxY - minY}`)
    expect(chartBounds({ nodes: [], edges: [] })).toEqual([0, 0, SVG_MARGIN * 2, SVG_MARGIN * 2])
    expect(validate(flowchartSvg({ nodes: [], edges: [] }, { title: 'Empty' }))).toBe(true)
  })

  it('draws every node type with its own shape, default colour and readable text', () => {
    const doc: FlowDocument = {
      nodes: NODE_TYPES.map((type, i) => ({
        id: `${type}-${i}`,
        type,
        position: { x: i * 250, y: 0 },
        data: { label: NODE_LABELS[type] },
      })),
      edges: [],
    }
    const root = parsedSvg(flowchartSvg(doc, { title: 'All' }))
    const drawn = groups(root, 'node').map((group) => {
      const outline = ['polygon', 'circle', 'rect'].map((tag) => list(group[tag])[0]).find(Boolean)
      return {
        type: group['data-type'],
        fill: outline!.fill,
        text: shownText(group),
        textFill: list(group.text)[0]!.fill,
      }
    })
    expect(drawn).toEqual(
      NODE_TYPES.map((type) =>
        expect.objectContaining({ type, fill: NODE_COLORS[type], text: NODE_LABELS[type] }),
      ),
    )
    // Each type's outline differs from every other's (drawn alone at the origin, colours aside).
    const outlines = NODE_TYPES.map((type) => {
      const alone = flowchartSvg(
        { nodes: [{ ...doc.nodes[0]!, id: `${type}-x`, type }], edges: [] },
        { title: type },
      )
      const [group] = groups(parsedSvg(alone), 'node')
      const { title: _title, text: _text, ...outline } = group!
      return JSON.stringify({ ...outline, 'data-id': '', 'data-type': '' }).replace(
        /#[0-9a-f]{6}/g,
        '',
      )
    })
    expect(new Set(outlines).size).toBe(NODE_TYPES.length)
    // All default fills are light: dark text on each.
    expect(new Set(drawn.map((node) => node.textFill))).toEqual(new Set(['#0f172a']))
  })

  it('wraps long labels into the node and cuts the rest with an ellipsis', () => {
    expect(wrapLabel('Train Them', 160, 3)).toEqual(['Train Them'])
    const lines = wrapLabel('word '.repeat(80), 160, 3)
    expect(lines).toHaveLength(3)
    expect(lines[2]!.endsWith('…')).toBe(true)
    expect(wrapLabel('x'.repeat(50), 100, 5).every((line) => line.length <= 13)).toBe(true)
  })
})
