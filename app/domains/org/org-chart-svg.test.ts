import { describe, expect, it } from 'vitest'
import { DEFAULT_ORG_CHART_SETTINGS, type OrgChartNode } from './org-chart.types'
import {
  orgChartSvg,
  SVG_BOX,
  SVG_LEVEL_GAP,
  SVG_MARGIN,
  SVG_SIBLING_GAP,
  type OrgChartSvgOptions,
} from './org-chart-svg'
import { list, parsedSvg, type Element } from '#tests/support/svg-xml'

type Rect = { x: number; y: number; width: number; height: number }

function person(key: string, children: OrgChartNode[] = [], extra: Partial<OrgChartNode> = {}) {
  return {
    key,
    kind: 'person',
    name: `Person ${key}`,
    title: 'Engineer',
    division: { name: 'Sales', color: '#0cb2fc' },
    directReports: children.length,
    children,
    dottedManagerKeys: [],
    ...extra,
  } satisfies OrgChartNode
}

const VERTICAL: OrgChartSvgOptions = {
  settings: DEFAULT_ORG_CHART_SETTINGS,
  orientation: 'vertical',
}
const HORIZONTAL: OrgChartSvgOptions = { ...VERTICAL, orientation: 'horizontal' }
const HELD = { ...DEFAULT_ORG_CHART_SETTINGS, held_From_above: true }

const rectOf = (element: Element): Rect => ({
  x: Number(element.x),
  y: Number(element.y),
  width: Number(element.width),
  height: Number(element.height),
})

/** Every drawn box (people and "+N more" notes) by key, with the connectors. */
function drawing(svg: string) {
  const root = parsedSvg(svg)
  const groups = list(root.g)
  const nodes = new Map<string, Rect>()
  const notes: { rect: Rect; text: string }[] = []
  for (const group of groups) {
    if (group.class === 'node') {
      const rect = list(group.rect).find((candidate) => candidate.class === 'box')!
      nodes.set(String(group['data-key']), rectOf(rect))
    } else if (group.class === 'more') {
      notes.push({ rect: rectOf(list(group.rect)[0]!), text: textOf(list(group.text)[0]!) })
    }
  }
  const connectors = groups.find((group) => group.class === 'connectors')!
  const paths = list(connectors.path)
  return {
    root,
    nodes,
    notes,
    links: paths.filter((path) => String(path.class).startsWith('link')),
    dotted: paths.filter((path) => path.class === 'dotted-link'),
  }
}

function textOf(element: Element): string {
  return String(element['#text'] ?? '')
}

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** A deterministic pseudo-random generator, so a failing tree can be reproduced. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

function randomForest(seed: number): OrgChartNode[] {
  const next = random(seed)
  let counter = 0
  const grow = (level: number): OrgChartNode => {
    const key = `p-${++counter}`
    const fanOut = level >= 4 ? 0 : Math.floor(next() * (level === 0 ? 6 : 4))
    const children = Array.from({ length: fanOut }, () => grow(level + 1))
    // Now and then a node has more reports than are loaded: it gets a "+N more" note.
    const hidden = next() < 0.2 ? 1 + Math.floor(next() * 9) : 0
    return person(key, children, { directReports: children.length + hidden })
  }
  return Array.from({ length: 1 + Math.floor(next() * 3) }, () => grow(0))
}

function keysOf(roots: OrgChartNode[]): string[] {
  return roots.flatMap((node) => [node.key, ...keysOf(node.children)])
}

describe('orgChartSvg', () => {
  it('is a standalone SVG document with a title, size and matching viewBox', () => {
    const svg = orgChartSvg([person('p-1')], { ...VERTICAL, title: 'Acme org chart' })
    expect(svg.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    const { root } = drawing(svg)
    expect(root.xmlns).toBe('http://www.w3.org/2000/svg')
    expect(textOf(list(root.title)[0]!)).toBe('Acme org chart')
    const width = SVG_BOX.normal.width + 2 * SVG_MARGIN
    const height = SVG_BOX.normal.height + 2 * SVG_MARGIN
    expect([root.width, root.height, root.viewBox]).toEqual([
      String(width),
      String(height),
      `0 0 ${width} ${height}`,
    ])
  })

  it('draws no two boxes over each other, and each parent centred over its children', () => {
    for (let seed = 1; seed <= 40; seed++) {
      for (const options of [
        VERTICAL,
        HORIZONTAL,
        { ...VERTICAL, settings: HELD },
        { ...HORIZONTAL, settings: HELD },
      ]) {
        const roots = randomForest(seed)
        const { nodes, notes, root } = drawing(orgChartSvg(roots, options))
        expect([...nodes.keys()].sort()).toEqual(keysOf(roots).sort())
        const boxes = [...nodes.values(), ...notes.map((note) => note.rect)]
        const overlapping: string[] = []
        for (let i = 0; i < boxes.length; i++) {
          for (let j = i + 1; j < boxes.length; j++) {
            if (overlaps(boxes[i]!, boxes[j]!)) overlapping.push(`${i}×${j}`)
          }
        }
        expect(overlapping, `seed ${seed}, ${options.orientation}`).toEqual([])
        // Everything lies inside the canvas.
        for (const box of boxes) {
          expect(box.x + box.width).toBeLessThanOrEqual(Number(root.width))
          expect(box.y + box.height).toBeLessThanOrEqual(Number(root.height))
        }
        const centre = (rect: Rect) =>
          options.orientation === 'vertical' ? rect.x + rect.width / 2 : rect.y + rect.height / 2
        const visit = (node: OrgChartNode) => {
          const hasNote = node.directReports > node.children.length
          if (node.children.length > 0 && !hasNote && !options.settings.held_From_above) {
            const first = centre(nodes.get(node.children[0]!.key)!)
            const last = centre(nodes.get(node.children.at(-1)!.key)!)
            expect(centre(nodes.get(node.key)!)).toBeCloseTo((first + last) / 2, 0)
          }
          node.children.forEach(visit)
        }
        roots.forEach(visit)
      }
    }
  })

  it('puts reports below their manager (vertical) or to the right (horizontal)', () => {
    const roots = [person('p-1', [person('p-2'), person('p-3')])]
    const down = drawing(orgChartSvg(roots, VERTICAL)).nodes
    expect(down.get('p-2')!.y).toBeGreaterThan(down.get('p-1')!.y + down.get('p-1')!.height)
    expect(down.get('p-2')!.y).toBe(down.get('p-3')!.y)
    expect(down.get('p-2')!.x).toBeLessThan(down.get('p-3')!.x)

    const across = drawing(orgChartSvg(roots, HORIZONTAL))
    const right = across.nodes
    expect(right.get('p-2')!.x).toBeGreaterThan(right.get('p-1')!.x + right.get('p-1')!.width)
    expect(right.get('p-2')!.x).toBe(right.get('p-3')!.x)
    expect(right.get('p-2')!.y).toBeLessThan(right.get('p-3')!.y)
    // A wide team makes a wide vertical chart and a tall horizontal one.
    const vertical = drawing(orgChartSvg(roots, VERTICAL)).root
    expect(Number(vertical.width)).toBeGreaterThan(Number(vertical.height))
    // Two reports side by side across the breadth, two levels along the depth.
    expect(Number(across.root.height)).toBe(
      2 * SVG_BOX.normal.height + SVG_SIBLING_GAP + 2 * SVG_MARGIN,
    )
    expect(Number(across.root.width)).toBe(
      2 * SVG_BOX.normal.width + SVG_LEVEL_GAP + 2 * SVG_MARGIN,
    )
    // One solid connector per report.
    expect(across.links).toHaveLength(2)
  })

  it('hangs reports without reports of their own in a column below their manager (held_From_above)', () => {
    const roots = [person('p-1', [person('p-2', [person('p-4'), person('p-5')]), person('p-3')])]
    const { nodes, links } = drawing(orgChartSvg(roots, { ...VERTICAL, settings: HELD }))
    const [p2, p4, p5] = [nodes.get('p-2')!, nodes.get('p-4')!, nodes.get('p-5')!]
    // p-2's reports are leaves: one column, indented, one below the other.
    expect(p4.x).toBe(p5.x)
    expect(p4.x).toBeGreaterThan(p2.x)
    expect(p4.y).toBeGreaterThan(p2.y + p2.height)
    expect(p5.y).toBeGreaterThan(p4.y + p4.height)
    // p-1 has a report with reports: its reports stay side by side on one level.
    expect(nodes.get('p-3')!.y).toBe(p2.y)
    expect(links).toHaveLength(4)
    // Without the setting, p-4 and p-5 are side by side.
    const flat = drawing(orgChartSvg(roots, VERTICAL)).nodes
    expect(flat.get('p-4')!.y).toBe(flat.get('p-5')!.y)
  })

  it('escapes every text and attribute it writes', () => {
    const nasty = person('p-"1"&<x>', [], {
      name: 'Ann <script>alert("x")</script> & Co',
      title: 'O\'Brien\'s "deputy" ]]>',
      division: { name: '<R&D>', color: '"/><script>' },
    })
    const svg = orgChartSvg([nasty], { ...VERTICAL, title: 'Chart </title><script>' })
    expect(svg).not.toContain('<script>')
    const { root, nodes } = drawing(svg)
    expect(textOf(list(root.title)[0]!)).toBe('Chart &#60;/title&#62;&#60;script&#62;')
    expect([...nodes.keys()]).toEqual(['p-&#34;1&#34;&#38;&#60;x&#62;'])
    // An invalid division colour is not written out: the bar gets a neutral grey.
    expect(svg).toContain('class="division-bar"')
    expect(svg).not.toContain('fill=""/>')
  })

  it('draws dotted-line managers as dashed links only when both ends are drawn', () => {
    const roots = [
      person('p-1', [person('p-2'), person('p-3', [], { dottedManagerKeys: ['p-2', 'p-99'] })]),
    ]
    const { dotted, links } = drawing(orgChartSvg(roots, VERTICAL))
    expect(dotted).toHaveLength(1)
    expect(dotted[0]).toMatchObject({
      'data-from': 'p-2',
      'data-to': 'p-3',
      'stroke-dasharray': '6 4',
    })
    expect(links.every((link) => link['stroke-dasharray'] === undefined)).toBe(true)
  })

  it('notes the reports that were not loaded as "+N more"', () => {
    const lazy = person('p-1', [person('p-2')], { directReports: 13 })
    const { notes, links } = drawing(
      orgChartSvg([lazy, person('p-3', [], { directReports: 4 })], VERTICAL),
    )
    expect(notes.map((note) => note.text).sort()).toEqual(['+12 more', '+4 more'])
    expect(links).toHaveLength(3)
  })

  it('honours the display settings', () => {
    const roots = [person('p-1', [person('p-2')])]
    const plain = orgChartSvg(roots, VERTICAL)
    expect(plain).toContain('rx="8"')
    expect(plain).toContain('>Sales</text>')
    expect(plain).toMatch(/class="box"[^>]*stroke="#334155"/)

    const custom = orgChartSvg(roots, {
      orientation: 'vertical',
      settings: {
        ...DEFAULT_ORG_CHART_SETTINGS,
        outline: false,
        corner_style: 'square',
        background: '#102030',
        hide_emp_div_dept_title: true,
      },
    })
    const { root } = drawing(custom)
    expect(list(root.rect)[0]).toMatchObject({ class: 'background', fill: '#102030' })
    expect(custom).not.toContain('rx="8"')
    expect(custom).toMatch(/class="box"[^>]*stroke="none"/)
    expect(custom).not.toContain('>Sales</text>')
    expect(custom).toContain('>Engineer</text>')

    const small = drawing(
      orgChartSvg(roots, {
        ...VERTICAL,
        settings: { ...DEFAULT_ORG_CHART_SETTINGS, all_nodes_small: true },
      }),
    )
    expect(small.nodes.get('p-1')).toMatchObject({
      width: SVG_BOX.small.width,
      height: SVG_BOX.small.height,
    })
    expect(Number(small.root.width)).toBe(SVG_BOX.small.width + 2 * SVG_MARGIN)
  })

  it('draws a repeated node once (a loop in its input cannot make it run forever)', () => {
    const a = person('p-1')
    const b = person('p-2', [a])
    a.children.push(b)
    a.directReports = 1
    const { nodes } = drawing(orgChartSvg([a], VERTICAL))
    expect([...nodes.keys()]).toEqual(['p-1', 'p-2'])
  })

  it('draws an empty chart as an empty, valid document', () => {
    const { root, nodes } = drawing(orgChartSvg([], VERTICAL))
    expect(nodes.size).toBe(0)
    expect(root.width).toBe(String(2 * SVG_MARGIN))
  })

  it('shortens a name too long for its box', () => {
    const long = person('p-1', [], { name: 'Maximiliana Wolfeschlegelsteinhausenbergerdorff' })
    expect(orgChartSvg([long], VERTICAL)).toMatch(/>Maximiliana Wolfe[^<]*…<\/text>/)
  })
})
