import {
  applyEdgeChanges,
  applyNodeChanges,
  type Connection,
  type Edge,
  type EdgeChange,
  type Node,
  type NodeChange,
} from '@xyflow/react'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { msg } from '~/i18n'
import type { EDGE_TYPE, FlowChartView, FlowDocument, NodeType } from '../flowchart.constants'
import {
  autosaver,
  connect,
  sampleChart,
  saveRequest,
  toDocument,
  toEditor,
  FLOW_CHARTS_PATH,
  type EditorEdge,
  type EditorNode,
} from '../flowchart-rules'

/** Seed 001 §8: each returns false to the editor; the user sees the text. */
const ERRORS = {
  create: msg('Error creating flow chart'),
  load: msg('Error loading flow chart'),
  update: msg('Error updating flow chart'),
} as const

/** The editor's nodes and edges as xyflow types them. */
export type CanvasNode = Node<EditorNode['data'], NodeType>
export type CanvasEdge = Edge<{ label: string }, typeof EDGE_TYPE>

type Status = 'idle' | 'saving' | 'saved' | 'loading'
type Problem = { message: string; conflict?: boolean } | null

/** A shape's label, for the texts that name it (its id when it is gone). */
export const labelOf = (nodes: EditorNode[], id: string) =>
  nodes.find((node) => node.id === id)?.data.label ?? id

/**
 * The chart being edited: its shapes and connections, loaded by id when the page did not bring
 * it, and every edit autosaved 500 ms later (creating the chart on the first save).
 */
export function useFlowchartDocument(
  chartId: number | null,
  saved: FlowChartView | null,
  onCreated: (id: number) => void,
) {
  const start = useMemo(() => toEditor(saved ?? sampleChart()), [saved])
  const [nodes, setNodes] = useState<EditorNode[]>(start.nodes)
  const [edges, setEdges] = useState<EditorEdge[]>(start.edges)
  const [status, setStatus] = useState<Status>(chartId && !saved ? 'loading' : 'idle')
  const [problem, setProblem] = useState<Problem>(null)
  // A saved chart is edited only once it is here: the sample in its place would be saved as a
  // new chart by its first edit, and the article would lose the one it has.
  const [ready, setReady] = useState(!chartId || Boolean(saved))
  const current = useRef<{ id: number; version: number } | null>(
    saved ? { id: saved.id, version: saved.version } : null,
  )
  const latest = useRef({ nodes, edges })
  latest.current = { nodes, edges }

  const save = useCallback(
    async (doc: FlowDocument) => {
      const request = saveRequest(current.current, doc, null)
      const failed = request.method === 'POST' ? ERRORS.create : ERRORS.update
      setStatus('saving')
      try {
        const response = await fetch(request.url, {
          method: request.method,
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(request.body),
        })
        if (response.status === 409) {
          setProblem({ message: failed, conflict: true })
          setStatus('idle')
          return false
        }
        if (!response.ok) throw new Error(String(response.status))
        const chart = (await response.json()) as { id: number; version: number }
        if (!current.current) onCreated(chart.id)
        current.current = { id: chart.id, version: chart.version }
        setProblem(null)
        setStatus('saved')
        return true
      } catch {
        setProblem({ message: failed })
        setStatus('idle')
        return false
      }
    },
    [onCreated],
  )
  const saver = useMemo(() => autosaver(save), [save])
  useEffect(() => () => saver.cancel(), [saver])
  const changed = useCallback(
    (next: { nodes?: EditorNode[]; edges?: EditorEdge[] }) => {
      const doc = { ...latest.current, ...next }
      if (next.nodes) setNodes(next.nodes)
      if (next.edges) setEdges(next.edges)
      saver.change(toDocument(doc.nodes, doc.edges))
    },
    [saver],
  )

  const load = useCallback(async (id: number) => {
    setStatus('loading')
    try {
      const response = await fetch(`${FLOW_CHARTS_PATH}/${id}`, {
        headers: { accept: 'application/json' },
      })
      if (!response.ok) throw new Error(String(response.status))
      const chart = (await response.json()) as FlowDocument & { id: number; version: number }
      const view = toEditor(chart)
      current.current = { id: chart.id, version: chart.version }
      setNodes(view.nodes)
      setEdges(view.edges)
      setReady(true)
      setProblem(null)
    } catch {
      setProblem({ message: ERRORS.load })
    }
    setStatus('idle')
  }, [])

  // A saved chart the page did not bring is loaded by id; with none, the sample chart is saved
  // at once, so the article keeps the chart it shows even if nothing is changed.
  useEffect(() => {
    if (chartId && !saved) void load(chartId)
    else if (!chartId) saver.change(toDocument(latest.current.nodes, latest.current.edges))
    // Only on mount: later ids come from this editor's own saves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onNodesChange = useCallback(
    (changes: NodeChange<CanvasNode>[]) => {
      const next = applyNodeChanges(changes, latest.current.nodes as CanvasNode[]) as EditorNode[]
      // Selecting and measuring are not edits; moving, removing and adding are.
      const edits = changes.some(
        (change) =>
          (change.type === 'position' && !change.dragging) ||
          change.type === 'remove' ||
          change.type === 'add',
      )
      if (edits) changed({ nodes: next })
      else setNodes(next)
    },
    [changed],
  )
  const onEdgesChange = useCallback(
    (changes: EdgeChange<CanvasEdge>[]) => {
      const next = applyEdgeChanges(changes, latest.current.edges as CanvasEdge[]) as EditorEdge[]
      if (changes.some((change) => change.type === 'remove')) changed({ edges: next })
      else setEdges(next)
    },
    [changed],
  )
  const onConnect = useCallback(
    (connection: Connection) =>
      changed({ edges: connect(latest.current.edges, connection.source, connection.target) }),
    [changed],
  )

  return {
    nodes,
    edges,
    /** The shapes and connections as last rendered, for callbacks that outlive a render. */
    latest,
    changed,
    status,
    problem,
    ready,
    /** Loads the chart again (after a conflict, or when loading it failed). */
    reload: () => {
      const id = current.current?.id ?? chartId
      if (id) void load(id)
    },
    onNodesChange,
    onEdgesChange,
    onConnect,
  }
}

export type FlowchartDocument = ReturnType<typeof useFlowchartDocument>
