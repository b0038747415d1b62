import { afterEach, describe, expect, it, vi } from 'vitest'
import { FLOWCHART, NODE_COLORS, NODE_TYPES, type FlowDocument } from './flowchart.constants'
import {
  autosaver,
  connect,
  copyNode,
  deleteNode,
  moveNode,
  newNode,
  relabelEdge,
  resetStyles,
  sampleChart,
  saveRequest,
  styleNode,
  toDocument,
  toEditor,
} from './flowchart-rules'
import { FlowDocumentSchema } from './flowchart.schema'

const sample = () => toEditor(sampleChart())

describe('the sample chart', () => {
  it('asks whether they are a good employee, Yes → Train Them, No → Fire Them', () => {
    const { nodes, edges } = sample()
    const label = (id: string) => nodes.find((node) => node.id === id)!.data.label
    expect(nodes.map((node) => node.data.label)).toEqual([
      'Are They A Good Employee?',
      'Train Them',
      'Fire Them',
    ])
    expect(
      edges.map((edge) => `${label(edge.source)} ${edge.data.label} ${label(edge.target)}`),
    ).toEqual([
      'Are They A Good Employee? Yes Train Them',
      'Are They A Good Employee? No Fire Them',
    ])
  })

  it('is a fresh copy each time, so editing one never changes the next reset', () => {
    const first = sampleChart()
    first.nodes[0]!.data.label = 'Changed'
    expect(sampleChart().nodes[0]!.data.label).toBe('Are They A Good Employee?')
  })
})

describe('a new shape', () => {
  it('has the type plus a unique suffix as id, the default label and colour, on the grid', () => {
    const { nodes } = sample()
    const first = newNode('choiceNode', { x: 101, y: 52 }, nodes)
    const second = newNode('choiceNode', { x: 101, y: 52 }, [...nodes, first])
    expect(first.id).toMatch(/^choiceNode-[a-z0-9]+$/)
    expect(second.id).not.toBe(first.id)
    expect(first.data).toMatchObject({ label: 'Choice', color: NODE_COLORS.choiceNode })
    expect(first.position).toEqual({ x: 105, y: 45 })
  })

  it('is labelled with the type name without Node, and Decision/Action for the decision', () => {
    const labels = NODE_TYPES.map((type) => newNode(type, { x: 0, y: 0 }, []).data.label)
    expect(labels).toEqual([
      'Custom',
      'Question',
      'Decision/Action',
      'Choice',
      'StartEnd',
      'InputOutput',
      'Process',
      'Connector',
    ])
  })
})

describe('copy', () => {
  it('duplicates the node 30 px right and down, and selects only the copy', () => {
    const { nodes } = sample()
    const copied = copyNode(nodes, 'decisionNode-train')
    expect(copied).toHaveLength(4)
    const copy = copied[3]!
    expect(copy.id).toMatch(/^decisionNode-/)
    expect(copy.id).not.toBe('decisionNode-train')
    expect(copy.data.label).toBe('Train Them')
    expect(copy.position).toEqual({ x: 60 + FLOWCHART.copyOffset, y: 240 + FLOWCHART.copyOffset })
    expect(copied.filter((node) => node.selected).map((node) => node.id)).toEqual([copy.id])
  })
})

describe('delete', () => {
  it('removes the node and the edges that start or end at it, nothing else', () => {
    const { nodes, edges } = sample()
    const left = deleteNode(nodes, edges, 'decisionNode-train')
    expect(left.nodes.map((node) => node.id)).toEqual(['questionNode-sample', 'decisionNode-fire'])
    expect(left.edges.map((edge) => edge.id)).toEqual(['customEdge-no'])
    expect(deleteNode(nodes, edges, 'questionNode-sample').edges).toEqual([])
  })
})

describe('connect', () => {
  it('makes a customEdge with an empty label', () => {
    const { edges } = sample()
    const joined = connect(edges, 'decisionNode-train', 'decisionNode-fire')
    expect(joined).toHaveLength(3)
    expect(joined[2]).toMatchObject({
      source: 'decisionNode-train',
      target: 'decisionNode-fire',
      type: 'customEdge',
      data: { label: '' },
    })
  })

  it('never joins a node to itself or the same two nodes twice', () => {
    const { edges } = sample()
    expect(connect(edges, 'decisionNode-fire', 'decisionNode-fire')).toBe(edges)
    expect(connect(edges, 'questionNode-sample', 'decisionNode-train')).toBe(edges)
  })
})

describe('editing', () => {
  it('moves by grid steps, colours and resets to the type default', () => {
    const { nodes } = sample()
    const moved = moveNode(nodes, 'decisionNode-fire', { x: 1, y: -2 })
    expect(moved[2]!.position).toEqual({ x: 435, y: 210 })
    const red = styleNode(nodes, 'decisionNode-fire', 'color', '#ff0000')
    expect(red[2]!.data.color).toBe('#ff0000')
    expect(resetStyles(red, 'decisionNode-fire')[2]!.data.color).toBe(NODE_COLORS.decisionNode)
  })

  it('saves a document the API accepts, edge labels included', () => {
    const { nodes, edges } = sample()
    const relabelled = relabelEdge(
      connect(edges, 'decisionNode-train', 'decisionNode-fire'),
      'customEdge-no',
      'Never',
    )
    const doc = toDocument(copyNode(nodes, 'questionNode-sample'), relabelled)
    expect(FlowDocumentSchema.safeParse(doc).success).toBe(true)
    expect(doc.edges.map((edge) => edge.label)).toEqual(['Yes', 'Never', ''])
    expect(doc.nodes.every((node) => !('selected' in node))).toBe(true)
  })
})

describe('saveRequest', () => {
  const doc = sampleChart()
  it('creates a chart (with the article it belongs to) while it has no id', () => {
    expect(saveRequest(null, doc, 7)).toEqual({
      method: 'POST',
      url: '/flowchart/flow-charts',
      body: { nodes: doc.nodes, edges: doc.edges, article_id: 7 },
    })
  })

  it('patches the chart with the version it edited once it has one', () => {
    expect(saveRequest({ id: 12, version: 3 }, doc, 7)).toEqual({
      method: 'PATCH',
      url: '/flowchart/flow-charts/12',
      body: { nodes: doc.nodes, edges: doc.edges, version: 3 },
    })
  })
})

describe('autosave', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  const docWith = (label: string): FlowDocument => {
    const doc = sampleChart()
    doc.nodes[0]!.data.label = label
    return doc
  }

  it('saves once, 500 ms after the last of a burst of changes, with the latest chart', async () => {
    vi.useFakeTimers()
    const saved: string[] = []
    const saver = autosaver(async (doc) => {
      saved.push(doc.nodes[0]!.data.label)
    })
    saver.change(docWith('a'))
    await vi.advanceTimersByTimeAsync(300)
    saver.change(docWith('b'))
    await vi.advanceTimersByTimeAsync(499)
    expect(saved).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(saved).toEqual(['b'])
    await vi.advanceTimersByTimeAsync(2000)
    expect(saved).toEqual(['b'])
  })

  it('never overlaps saves: a change made during a save is saved after it', async () => {
    vi.useFakeTimers()
    const saved: string[] = []
    let finish: () => void = () => undefined
    const saver = autosaver(
      (doc) =>
        new Promise<void>((resolve) => {
          saved.push(doc.nodes[0]!.data.label)
          finish = resolve
        }),
    )
    saver.change(docWith('first'))
    await vi.advanceTimersByTimeAsync(500)
    saver.change(docWith('second'))
    await vi.advanceTimersByTimeAsync(500)
    expect(saved).toEqual(['first'])
    finish()
    await vi.advanceTimersByTimeAsync(0)
    expect(saved).toEqual(['first', 'second'])
  })

  it('saves nothing after cancel (the editor left the page)', async () => {
    vi.useFakeTimers()
    const save = vi.fn(async () => undefined)
    const saver = autosaver(save)
    saver.change(docWith('x'))
    saver.cancel()
    await vi.advanceTimersByTimeAsync(1000)
    expect(save).not.toHaveBeenCalled()
  })
})
