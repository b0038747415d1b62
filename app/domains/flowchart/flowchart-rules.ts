import {
  DEFAULT_BORDER_COLOR,
  EDGE_TYPE,
  FLOWCHART,
  NODE_COLORS,
  NODE_LABELS,
  NODE_SIZES,
  SAMPLE_CHART,
  type FlowDocument,
  type FlowEdge,
  type FlowNode,
  type NodeType,
} from './flowchart.constants'

/**
 * The editor's rules as pure functions (seed 001 §4, §9), client-safe and free of @xyflow: the
 * editor component only wires them to the canvas, so they are unit-tested without a browser.
 * Nodes may carry `selected` (the canvas's selection); edges carry their label in `data` on the
 * canvas and as `label` in the saved document.
 */

export type EditorNode = FlowNode & { selected?: boolean }
export type EditorEdge = Omit<FlowEdge, 'label'> & { data: { label: string }; selected?: boolean }
export type XY = { x: number; y: number }

/** A fresh copy of the sample chart (with no saved chart, and after reset). */
export function sampleChart(): FlowDocument {
  return structuredClone(SAMPLE_CHART)
}

let counter = 0
/** `prefix` plus a suffix no id in `taken` has (the schema wants [A-Za-z0-9_.:-]). */
export function uniqueId(prefix: string, taken: Iterable<string>): string {
  const used = new Set(taken)
  for (;;) {
    counter = (counter + 1) % 1_000_000
    const id = `${prefix}-${Date.now().toString(36)}${counter.toString(36)}`
    if (!used.has(id)) return id
  }
}

/** Snaps a position to the canvas grid (15 px). */
export function snapped({ x, y }: XY): XY {
  const grid = FLOWCHART.snapGrid
  return { x: Math.round(x / grid) * grid, y: Math.round(y / grid) * grid }
}

/**
 * A dropped or added shape: id = type + unique suffix, the type's default label (its name
 * without 'Node', capitalised) and colours, at the snapped position. It arrives selected.
 */
export function newNode(type: NodeType, position: XY, nodes: EditorNode[]): EditorNode {
  return {
    id: uniqueId(
      type,
      nodes.map((node) => node.id),
    ),
    type,
    position: snapped(position),
    data: { label: NODE_LABELS[type], color: NODE_COLORS[type], borderColor: DEFAULT_BORDER_COLOR },
    selected: true,
  }
}

/** Adds a node and makes it the only selected one. */
export function addNode(nodes: EditorNode[], node: EditorNode): EditorNode[] {
  return [...nodes.map((other) => ({ ...other, selected: false })), { ...node, selected: true }]
}

/** Where a node of `type` sits so its middle is the viewport's middle (flow coordinates). */
export function centredPosition(type: NodeType, centre: XY): XY {
  const { width, height } = NODE_SIZES[type]
  return snapped({ x: centre.x - width / 2, y: centre.y - height / 2 })
}

/** Copy: the node duplicated 30 px right and down, the copy alone selected. */
export function copyNode(nodes: EditorNode[], id: string): EditorNode[] {
  const original = nodes.find((node) => node.id === id)
  if (!original) return nodes
  const offset = FLOWCHART.copyOffset
  const copy: EditorNode = {
    ...structuredClone(original),
    id: uniqueId(
      original.type,
      nodes.map((node) => node.id),
    ),
    position: { x: original.position.x + offset, y: original.position.y + offset },
  }
  return addNode(nodes, copy)
}

/** Delete: the node and every edge that starts or ends at it. */
export function deleteNode(
  nodes: EditorNode[],
  edges: EditorEdge[],
  id: string,
): { nodes: EditorNode[]; edges: EditorEdge[] } {
  return {
    nodes: nodes.filter((node) => node.id !== id),
    edges: edges.filter((edge) => edge.source !== id && edge.target !== id),
  }
}

/**
 * Connecting two nodes makes a customEdge with an empty label. A node never connects to itself,
 * and a second edge between the same two nodes in the same direction is not added.
 */
export function connect(edges: EditorEdge[], source: string, target: string): EditorEdge[] {
  if (!source || !target || source === target) return edges
  if (edges.some((edge) => edge.source === source && edge.target === target)) return edges
  return [
    ...edges,
    {
      id: uniqueId(
        EDGE_TYPE,
        edges.map((edge) => edge.id),
      ),
      source,
      target,
      type: EDGE_TYPE,
      data: { label: '' },
    },
  ]
}

/** Moves a node by a number of grid steps (the arrow keys). */
export function moveNode(nodes: EditorNode[], id: string, steps: XY): EditorNode[] {
  const grid = FLOWCHART.snapGrid
  return nodes.map((node) =>
    node.id === id
      ? {
          ...node,
          position: snapped({
            x: node.position.x + steps.x * grid,
            y: node.position.y + steps.y * grid,
          }),
        }
      : node,
  )
}

export type StyleKey = 'color' | 'borderColor'

/** Change color / Change border color. */
export function styleNode(
  nodes: EditorNode[],
  id: string,
  key: StyleKey,
  value: string,
): EditorNode[] {
  return nodes.map((node) =>
    node.id === id ? { ...node, data: { ...node.data, [key]: value } } : node,
  )
}

/** Reset styles: back to the type's default colours. */
export function resetStyles(nodes: EditorNode[], id: string): EditorNode[] {
  return nodes.map((node) =>
    node.id === id
      ? {
          ...node,
          data: {
            ...node.data,
            color: NODE_COLORS[node.type],
            borderColor: DEFAULT_BORDER_COLOR,
          },
        }
      : node,
  )
}

export function relabelNode(nodes: EditorNode[], id: string, label: string): EditorNode[] {
  return nodes.map((node) => (node.id === id ? { ...node, data: { ...node.data, label } } : node))
}

export function relabelEdge(edges: EditorEdge[], id: string, label: string): EditorEdge[] {
  return edges.map((edge) => (edge.id === id ? { ...edge, data: { label } } : edge))
}

/** The saved document's edges on the canvas (label in data). */
export function toEditor(doc: FlowDocument): { nodes: EditorNode[]; edges: EditorEdge[] } {
  return {
    nodes: doc.nodes.map((node) => structuredClone(node)),
    edges: doc.edges.map(({ label, ...edge }) => ({ ...edge, data: { label: label ?? '' } })),
  }
}

/** What is saved: ids, types, positions, labels and colours (no selection, no measurements). */
export function toDocument(nodes: EditorNode[], edges: EditorEdge[]): FlowDocument {
  return {
    nodes: nodes.map(({ id, type, position, data }) => ({
      id,
      type,
      position: { x: Math.round(position.x), y: Math.round(position.y) },
      data: {
        label: data.label,
        ...(data.color ? { color: data.color } : {}),
        ...(data.borderColor ? { borderColor: data.borderColor } : {}),
      },
    })),
    edges: edges.map(({ id, source, target, data }) => ({
      id,
      source,
      target,
      type: EDGE_TYPE,
      label: data.label,
    })),
  }
}

/** The page address the editor saves to (session cookie; REST clients use flowchart/api/…). */
export const FLOW_CHARTS_PATH = '/flowchart/flow-charts'

export type SaveRequest = { method: 'POST' | 'PATCH'; url: string; body: Record<string, unknown> }

/** PATCH with the edited version when the chart has an id, otherwise create it. */
export function saveRequest(
  saved: { id: number; version: number } | null,
  doc: FlowDocument,
  articleId: number | null,
): SaveRequest {
  const body = { nodes: doc.nodes, edges: doc.edges }
  if (saved) {
    return {
      method: 'PATCH',
      url: `${FLOW_CHARTS_PATH}/${saved.id}`,
      body: { ...body, version: saved.version },
    }
  }
  return { method: 'POST', url: FLOW_CHARTS_PATH, body: { ...body, article_id: articleId } }
}

export type Timers = {
  set: (run: () => void, ms: number) => unknown
  clear: (handle: unknown) => void
}

const realTimers: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

/**
 * Autosave after a quiet 500 ms: each change restarts the wait, and only the latest document is
 * saved. Saves never overlap (a PATCH needs the version the previous save returned): a change
 * made while one is in flight is saved once it finishes.
 */
export function autosaver(
  save: (doc: FlowDocument) => Promise<unknown>,
  { delay = FLOWCHART.autosaveMs, timers = realTimers }: { delay?: number; timers?: Timers } = {},
) {
  let timer: unknown = null
  let pending: FlowDocument | null = null
  let saving: Promise<void> | null = null

  const flush = async (): Promise<void> => {
    timer = null
    if (saving || !pending) return
    const doc = pending
    pending = null
    saving = save(doc)
      .catch(() => undefined)
      .then(() => {
        saving = null
        if (pending && timer === null) return flush()
      })
    return saving
  }

  return {
    change(doc: FlowDocument) {
      pending = doc
      if (timer !== null) timers.clear(timer)
      timer = timers.set(() => void flush(), delay)
    },
    cancel() {
      if (timer !== null) timers.clear(timer)
      timer = null
      pending = null
    },
  }
}
