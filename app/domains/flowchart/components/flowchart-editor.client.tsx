import {
  Background,
  BaseEdge,
  Controls,
  EdgeLabelRenderer,
  getBezierPath,
  Handle,
  Position,
  ReactFlow,
  ReactFlowProvider,
  applyEdgeChanges,
  applyNodeChanges,
  useReactFlow,
  type Connection,
  type Edge,
  type EdgeChange,
  type EdgeProps,
  type Node,
  type NodeChange,
  type NodeProps,
} from '@xyflow/react'
import xyflowStyles from '@xyflow/react/dist/style.css'
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
} from 'react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { msg } from '~/i18n'
import {
  DEFAULT_BORDER_COLOR,
  EDGE_TYPE,
  FLOWCHART,
  NODE_COLORS,
  NODE_LABELS,
  NODE_SIZES,
  NODE_TYPES,
  type FlowChartView,
  type FlowDocument,
  type NodeType,
} from '../flowchart.constants'
import {
  addNode,
  autosaver,
  centredPosition,
  connect,
  copyNode,
  deleteNode,
  newNode,
  relabelEdge,
  relabelNode,
  resetStyles,
  sampleChart,
  saveRequest,
  styleNode,
  toDocument,
  toEditor,
  FLOW_CHARTS_PATH,
  type EditorEdge,
  type EditorNode,
  type StyleKey,
} from '../flowchart-rules'

export interface FlowchartEditorProps {
  /** The saved chart's id, or null: the sample chart, created on the first autosave. */
  chartId: number | null
  /** The saved chart when the page already has it (else it is loaded by id). */
  saved: FlowChartView | null
  /** The id of the chart the first autosave created (the form stores it with the article). */
  onCreated: (id: number) => void
  height?: number
}

/** Seed 001 §8: each returns false to the editor; the user sees the text. */
const ERRORS = {
  create: msg('Error creating flow chart'),
  load: msg('Error loading flow chart'),
  update: msg('Error updating flow chart'),
} as const

type NodeData = EditorNode['data']
type CanvasNode = Node<NodeData, NodeType>
type CanvasEdge = Edge<{ label: string }, typeof EDGE_TYPE>

const TOAST_MS = 1800
const DRAG_TYPE = 'application/x-groundwork-flowchart-node'

/** Which label is being typed into: a node's or an edge's. */
type Editing = { kind: 'node' | 'edge'; id: string } | null
type Menu = { id: string; x: number; y: number } | null

/** The outline of each node type, as in the static drawing (flowchart-svg.ts). */
function Outline({ type, fill, stroke }: { type: NodeType; fill: string; stroke: string }) {
  const { width: w, height: h } = NODE_SIZES[type]
  const paint = { fill, stroke, strokeWidth: 1.5 }
  const shape = (() => {
    switch (type) {
      case 'questionNode':
        return (
          <polygon
            points={`${w / 2},1 ${w - 1},${h / 2} ${w / 2},${h - 1} 1,${h / 2}`}
            {...paint}
          />
        )
      case 'choiceNode':
        return (
          <polygon
            points={`16,1 ${w - 16},1 ${w - 1},${h / 2} ${w - 16},${h - 1} 16,${h - 1} 1,${h / 2}`}
            {...paint}
          />
        )
      case 'inputOutputNode':
        return <polygon points={`18,1 ${w - 1},1 ${w - 18},${h - 1} 1,${h - 1}`} {...paint} />
      case 'startEndNode':
        return <rect x={1} y={1} width={w - 2} height={h - 2} rx={h / 2} {...paint} />
      case 'connectorNode':
        return <circle cx={w / 2} cy={h / 2} r={Math.min(w, h) / 2 - 1} {...paint} />
      case 'customNode':
        return <rect x={1} y={1} width={w - 2} height={h - 2} rx={8} {...paint} />
      case 'processNode':
        return (
          <>
            <rect x={1} y={1} width={w - 2} height={h - 2} {...paint} />
            <path d={`M10 1V${h - 1}M${w - 10} 1V${h - 1}`} stroke={stroke} strokeWidth={1.5} />
          </>
        )
      case 'decisionNode':
        return <rect x={1} y={1} width={w - 2} height={h - 2} {...paint} />
    }
  })()
  return (
    <svg className="absolute inset-0" width={w} height={h} aria-hidden>
      {shape}
    </svg>
  )
}

/** Shared by node and edge labels: Enter keeps the text, Escape drops it. */
function LabelInput({
  value,
  label,
  onDone,
}: {
  value: string
  label: string
  onDone: (text: string | null) => void
}) {
  const [text, setText] = useState(value)
  return (
    <input
      autoFocus
      aria-label={label}
      value={text}
      maxLength={200}
      className="nodrag nopan w-full rounded border border-slate-700 bg-white px-1 text-center text-sm text-slate-900"
      // Typing replaces the label; arrow keys keep it.
      onFocus={(event) => event.target.select()}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => onDone(text)}
      onKeyDown={(event) => {
        event.stopPropagation()
        if (event.key === 'Enter') onDone(text)
        if (event.key === 'Escape') onDone(null)
      }}
    />
  )
}

/* The canvas's node and edge components read the label being edited and the callbacks here. */
type EditorContextValue = {
  editing: Editing
  finishEditing: (text: string | null) => void
  startEditing: (editing: NonNullable<Editing>) => void
}
const EditorContext = createContext<EditorContextValue | null>(null)
const useEditorContext = () => useContext(EditorContext)!

function ShapeNode({ id, type, data, selected }: NodeProps<CanvasNode>) {
  const { t } = useTranslation()
  const { editing, finishEditing } = useEditorContext()
  const { width, height } = NODE_SIZES[type]
  const fill = data.color ?? NODE_COLORS[type]
  const stroke = data.borderColor ?? DEFAULT_BORDER_COLOR
  const isEditing = editing?.kind === 'node' && editing.id === id
  return (
    <div
      className={`relative flex items-center justify-center ${selected ? 'outline-2 outline-offset-4 outline-brand-600' : ''}`}
      style={{ width, height }}
    >
      <Outline type={type} fill={fill} stroke={stroke} />
      <Handle type="target" position={Position.Top} />
      <div
        className="relative px-4 text-center text-sm leading-tight text-slate-900"
        style={{ maxWidth: type === 'questionNode' ? width * 0.65 : width - 12 }}
      >
        {isEditing ? (
          <LabelInput value={data.label} label={t('Shape label')} onDone={finishEditing} />
        ) : (
          <span className="[overflow-wrap:anywhere]">{data.label}</span>
        )}
      </div>
      <Handle type="source" position={Position.Bottom} />
    </div>
  )
}

function LabelledEdge({
  id,
  sourceX,
  sourceY,
  targetX,
  targetY,
  sourcePosition,
  targetPosition,
  data,
  markerEnd,
  selected,
}: EdgeProps<CanvasEdge>) {
  const { t } = useTranslation()
  const { editing, finishEditing, startEditing } = useEditorContext()
  const [path, labelX, labelY] = getBezierPath({
    sourceX,
    sourceY,
    targetX,
    targetY,
    sourcePosition,
    targetPosition,
  })
  const label = data?.label ?? ''
  const isEditing = editing?.kind === 'edge' && editing.id === id
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        markerEnd={markerEnd}
        style={{ stroke: selected ? '#1d4ed8' : '#475569', strokeWidth: 1.5 }}
      />
      <EdgeLabelRenderer>
        <div
          className="nodrag nopan absolute"
          style={{
            transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)`,
            pointerEvents: 'all',
          }}
        >
          {isEditing ? (
            <LabelInput value={label} label={t('Connection label')} onDone={finishEditing} />
          ) : (
            <button
              type="button"
              data-testid={`edge-label-${id}`}
              className="rounded border border-slate-500 bg-white px-2 py-0.5 text-xs text-slate-900"
              onDoubleClick={() => startEditing({ kind: 'edge', id })}
              onClick={() => startEditing({ kind: 'edge', id })}
              aria-label={
                label ? t('Edit connection label {{label}}', { label }) : t('Add connection label')
              }
            >
              {label || <span className="text-slate-600">+</span>}
            </button>
          )}
        </div>
      </EdgeLabelRenderer>
    </>
  )
}

const nodeTypes = Object.fromEntries(NODE_TYPES.map((type) => [type, ShapeNode]))
const edgeTypes = { [EDGE_TYPE]: LabelledEdge }

type Status = 'idle' | 'saving' | 'saved' | 'loading'
type Problem = { message: string; conflict?: boolean } | null

/**
 * The decision-chart editor (seed 001 §2, §4, §9) on @xyflow/react 12: shapes dragged or added
 * from the toolbar, connections with editable labels, a context menu (right click, the context
 * menu key or Shift+F10), every change autosaved 500 ms later. The rules are in
 * flowchart-rules.ts; this component wires them to the canvas.
 */
export function FlowchartEditor(props: FlowchartEditorProps) {
  const [styled, setStyled] = useState(false)
  useEffect(() => {
    let live = true
    void xyflowStylesheet().then(() => live && setStyled(true))
    return () => {
      live = false
    }
  }, [])
  if (!styled) return null
  return (
    <ReactFlowProvider>
      <Editor {...props} />
    </ReactFlowProvider>
  )
}

let stylesheet: Promise<void> | null = null
/**
 * xyflow's stylesheet, added to the head once (only pages that edit a chart load it). The canvas
 * waits for it: xyflow measures its nodes at once, and unstyled they measure wrong.
 */
function xyflowStylesheet(): Promise<void> {
  stylesheet ??= new Promise((resolve) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = xyflowStyles
    link.onload = () => resolve()
    link.onerror = () => resolve()
    document.head.append(link)
  })
  return stylesheet
}

function Editor({
  chartId,
  saved,
  onCreated,
  height = FLOWCHART.canvasHeight,
}: FlowchartEditorProps) {
  const { t } = useTranslation()
  const flow = useReactFlow()
  const start = useMemo(() => toEditor(saved ?? sampleChart()), [saved])
  const [nodes, setNodes] = useState<EditorNode[]>(start.nodes)
  const [edges, setEdges] = useState<EditorEdge[]>(start.edges)
  const [full, setFull] = useState(false)
  const [editing, setEditing] = useState<Editing>(null)
  const [menu, setMenu] = useState<Menu>(null)
  const [picker, setPicker] = useState<StyleKey | null>(null)
  const [connectTo, setConnectTo] = useState('')
  const [status, setStatus] = useState<Status>(chartId && !saved ? 'loading' : 'idle')
  const [problem, setProblem] = useState<Problem>(null)
  // A saved chart is edited only once it is here: the sample in its place would be saved as a
  // new chart by its first edit, and the article would lose the one it has.
  const [ready, setReady] = useState(!chartId || Boolean(saved))
  const [announcement, setAnnouncement] = useState('')
  // Seed 001 §9: copy and success toasts last 1.5 to 2 s.
  useEffect(() => {
    if (!announcement) return
    const timer = setTimeout(() => setAnnouncement(''), TOAST_MS)
    return () => clearTimeout(timer)
  }, [announcement])
  const wrapper = useRef<HTMLDivElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)
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

  // A new or renamed shape can be focused once xyflow has measured it (it is hidden until
  // then): try again for a few frames.
  const focusNode = useCallback((id: string, frames = 20) => {
    requestAnimationFrame(() => {
      const element = wrapper.current?.querySelector<HTMLElement>(
        `.react-flow__node[data-id="${id}"]`,
      )
      element?.focus()
      if (document.activeElement !== element && frames > 0) focusNode(id, frames - 1)
    })
  }, [])

  const labelOf = (id: string) => nodes.find((node) => node.id === id)?.data.label ?? id

  const add = (type: NodeType, position?: { x: number; y: number }) => {
    let at = position
    if (!at) {
      const box = wrapper.current?.querySelector('.react-flow')?.getBoundingClientRect()
      const centre = box
        ? flow.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 })
        : { x: 0, y: 0 }
      at = centredPosition(type, centre)
    }
    const node = newNode(type, at, latest.current.nodes)
    changed({ nodes: addNode(latest.current.nodes, node) })
    setAnnouncement(t('Added {{label}}', { label: node.data.label }))
    // Keyboard users continue on the new shape.
    focusNode(node.id)
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    const type = event.dataTransfer.getData(DRAG_TYPE) as NodeType
    if (!NODE_TYPES.includes(type)) return
    add(type, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }))
  }

  const editingNow = useRef(editing)
  editingNow.current = editing
  const finishEditing = useCallback(
    (text: string | null) => {
      const was = editingNow.current
      if (!was) return
      editingNow.current = null
      setEditing(null)
      if (text !== null) {
        const { nodes: n, edges: e } = latest.current
        if (was.kind === 'node') changed({ nodes: relabelNode(n, was.id, text.trim()) })
        else changed({ edges: relabelEdge(e, was.id, text.trim()) })
      }
      if (was.kind === 'node') focusNode(was.id)
    },
    [changed, focusNode],
  )

  const openMenu = (id: string, x: number, y: number) => {
    const box = wrapper.current!.getBoundingClientRect()
    setMenu({ id, x: x - box.left, y: y - box.top })
    setPicker(null)
    setConnectTo('')
    requestAnimationFrame(() => menuRef.current?.querySelector<HTMLElement>('button')?.focus())
  }
  const closeMenu = (focus = true) => {
    if (menu && focus) focusNode(menu.id)
    setMenu(null)
    setPicker(null)
  }

  // Keys on a focused node or edge: Enter or F2 edits its label; the context-menu key or
  // Shift+F10 opens its menu. (Arrow keys move selected nodes by the grid step: xyflow.)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement
    const element = target.closest<HTMLElement>('.react-flow__node, .react-flow__edge')
    if (!element || target.closest('input, select, button')) return
    const id = element.dataset.id!
    const isNode = element.classList.contains('react-flow__node')
    if (event.key === 'Enter' || event.key === 'F2') {
      event.preventDefault()
      setEditing({ kind: isNode ? 'node' : 'edge', id })
    } else if (isNode && (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey))) {
      event.preventDefault()
      const box = element.getBoundingClientRect()
      openMenu(id, box.left + box.width / 2, box.bottom)
    }
  }

  const menuNode = menu ? nodes.find((node) => node.id === menu.id) : undefined
  const others = menuNode ? nodes.filter((node) => node.id !== menuNode.id) : []

  const canvasNodes = useMemo(
    () => nodes.map((node) => ({ ...node, ariaLabel: node.data.label || NODE_LABELS[node.type] })),
    [nodes],
  ) as CanvasNode[]
  const canvasEdges = useMemo(
    () =>
      edges.map((edge) => ({
        ...edge,
        ariaLabel:
          t('Connection from {{source}} to {{target}}', {
            source: labelOf(edge.source),
            target: labelOf(edge.target),
          }) + (edge.data.label ? `: ${edge.data.label}` : ''),
      })),
    // labelOf reads nodes
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [edges, nodes, t],
  ) as CanvasEdge[]

  // xyflow's own screen-reader texts, in the page's language and telling our keys.
  const ariaLabels = useMemo(() => {
    const shapeKeys = t(
      'Arrow keys move the selected shape; Enter or F2 renames it; the context menu key or Shift+F10 opens its actions; Delete removes it.',
    )
    return {
      'node.a11yDescription.default': shapeKeys,
      'node.a11yDescription.keyboardDisabled': shapeKeys,
      'node.a11yDescription.ariaLiveMessage': ({ x, y }: { x: number; y: number }) =>
        t('Moved to x {{x}}, y {{y}}', { x, y }),
      'edge.a11yDescription.default': t(
        'Enter or F2 edits the connection label; Delete removes the connection.',
      ),
      'controls.ariaLabel': t('Zoom controls'),
      'controls.zoomIn.ariaLabel': t('Zoom in'),
      'controls.zoomOut.ariaLabel': t('Zoom out'),
      'controls.fitView.ariaLabel': t('Fit the chart in view'),
      'handle.ariaLabel': t('Connection point'),
    }
  }, [t])

  const context = useMemo(
    () => ({ editing, finishEditing, startEditing: setEditing }),
    [editing, finishEditing],
  )

  const alert = problem ? (
    <div
      role="alert"
      className="m-2 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-900"
    >
      <p className="font-semibold">{t(problem.message)}</p>
      {problem.conflict ? (
        <p>{t('Someone else changed this chart. Reload it to continue from their version.')}</p>
      ) : null}
      {problem.conflict || !ready ? (
        <Button
          type="button"
          variant="secondary"
          className="mt-2"
          onClick={() => {
            const id = current.current?.id ?? chartId
            if (id) void load(id)
          }}
        >
          {t('Reload chart')}
        </Button>
      ) : null}
    </div>
  ) : null

  if (!ready) {
    return (
      <div
        className="rounded-md border border-slate-300"
        role="group"
        aria-label={t('Decision chart editor')}
      >
        {alert ?? (
          <p role="status" className="p-2 text-sm">
            {t('Loading…')}
          </p>
        )}
      </div>
    )
  }

  return (
    <div
      ref={wrapper}
      className={
        full
          ? 'fixed inset-0 z-50 flex flex-col bg-white p-3'
          : 'relative flex flex-col rounded-md border border-slate-300'
      }
      role="group"
      aria-label={t('Decision chart editor')}
    >
      <div
        role="toolbar"
        aria-label={t('Chart tools')}
        className="flex flex-wrap items-center gap-2 border-b border-slate-300 p-2"
      >
        <Button
          type="button"
          variant="secondary"
          aria-pressed={full}
          onClick={() => setFull(!full)}
        >
          {full ? t('Minimize') : t('Maximize')}
        </Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            const sample = toEditor(sampleChart())
            changed(sample)
            setAnnouncement(t('The sample chart is back.'))
          }}
        >
          {t('Reset')}
        </Button>
        <span className="ms-2 text-sm font-semibold text-slate-700" id="flowchart-shapes-hint">
          {t('Drag a shape onto the chart, or press it to add it in the middle:')}
        </span>
        <ul className="flex flex-wrap gap-1" aria-describedby="flowchart-shapes-hint">
          {NODE_TYPES.map((type) => (
            <li key={type}>
              <button
                type="button"
                draggable
                data-shape={type}
                onDragStart={(event) => {
                  event.dataTransfer.setData(DRAG_TYPE, type)
                  event.dataTransfer.effectAllowed = 'move'
                }}
                onClick={() => add(type)}
                aria-label={t('Add shape {{label}}', { label: NODE_LABELS[type] })}
                className="rounded border-2 px-2 py-1 text-xs text-slate-900"
                style={{ background: NODE_COLORS[type], borderColor: DEFAULT_BORDER_COLOR }}
              >
                {NODE_LABELS[type]}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <p className="px-2 py-1 text-sm text-slate-700" id="flowchart-keys">
        {t(
          'Tab to a shape, then: arrow keys move it, Enter renames it, the context menu key or Shift+F10 opens its actions. Hold Control to select several.',
        )}
      </p>
      <div role="status" className="px-2 text-sm" data-testid="flowchart-status">
        {status === 'saving'
          ? t('Saving…')
          : status === 'saved'
            ? t('Chart saved')
            : status === 'loading'
              ? t('Loading…')
              : ''}
      </div>
      <p
        aria-live="polite"
        className={
          announcement
            ? 'absolute end-3 bottom-3 z-10 rounded-md bg-slate-900 px-3 py-2 text-sm text-white'
            : 'sr-only'
        }
      >
        {announcement}
      </p>
      {alert}
      <EditorContext.Provider value={context}>
        <div
          style={{ height: full ? undefined : height }}
          className={full ? 'min-h-0 grow' : ''}
          onKeyDown={onKeyDown}
          onDragOver={(event) => {
            event.preventDefault()
            event.dataTransfer.dropEffect = 'move'
          }}
          onDrop={onDrop}
          aria-describedby="flowchart-keys"
        >
          <ReactFlow
            nodes={canvasNodes}
            edges={canvasEdges}
            nodeTypes={nodeTypes}
            edgeTypes={edgeTypes}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onConnect={onConnect}
            onNodeDoubleClick={(_, node) => setEditing({ kind: 'node', id: node.id })}
            onNodeContextMenu={(event, node) => {
              event.preventDefault()
              openMenu(node.id, event.clientX, event.clientY)
            }}
            onPaneClick={() => closeMenu(false)}
            defaultEdgeOptions={{ type: EDGE_TYPE }}
            minZoom={FLOWCHART.minZoom}
            maxZoom={FLOWCHART.maxZoom}
            snapToGrid
            snapGrid={[FLOWCHART.snapGrid, FLOWCHART.snapGrid]}
            multiSelectionKeyCode="Control"
            zoomOnDoubleClick={false}
            fitView
            fitViewOptions={{ maxZoom: 1 }}
            proOptions={{ hideAttribution: true }}
            ariaLabelConfig={ariaLabels}
            deleteKeyCode={['Backspace', 'Delete']}
          >
            <Background gap={FLOWCHART.snapGrid} />
            <Controls showInteractive={false} />
          </ReactFlow>
        </div>
      </EditorContext.Provider>
      {menu && menuNode ? (
        <div
          ref={menuRef}
          role="group"
          aria-label={t('Actions for {{label}}', { label: menuNode.data.label })}
          className="absolute z-10 w-64 rounded-md border border-slate-400 bg-white p-2 shadow-lg"
          style={{ left: menu.x, top: menu.y }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation()
              closeMenu()
            }
          }}
        >
          <ul className="space-y-1">
            {(
              [
                [
                  msg('Copy'),
                  () => {
                    const next = copyNode(latest.current.nodes, menu.id)
                    changed({ nodes: next })
                    setAnnouncement(t('Copied'))
                    closeMenu(false)
                    focusNode(next[next.length - 1]!.id)
                  },
                ],
                [
                  msg('Delete'),
                  () => {
                    changed(deleteNode(latest.current.nodes, latest.current.edges, menu.id))
                    setAnnouncement(t('Deleted'))
                    setMenu(null)
                  },
                ],
                [
                  msg('Rename'),
                  () => {
                    setMenu(null)
                    setEditing({ kind: 'node', id: menu.id })
                  },
                ],
                [msg('Change color'), () => setPicker('color')],
                [msg('Change border color'), () => setPicker('borderColor')],
                [
                  msg('Reset styles'),
                  () => {
                    changed({ nodes: resetStyles(latest.current.nodes, menu.id) })
                    closeMenu()
                  },
                ],
              ] as const
            ).map(([label, run]) => (
              <li key={label}>
                <button
                  type="button"
                  className="w-full rounded px-2 py-1 text-start hover:bg-slate-100 focus:bg-slate-100"
                  onClick={run}
                >
                  {t(label)}
                </button>
              </li>
            ))}
          </ul>
          {picker ? (
            <div className="mt-2 border-t border-slate-300 pt-2">
              <label className="block text-sm font-semibold" htmlFor="flowchart-colour">
                {picker === 'color' ? t('Fill colour') : t('Border colour')}
              </label>
              <input
                id="flowchart-colour"
                type="color"
                className="h-9 w-full"
                value={
                  (picker === 'color' ? menuNode.data.color : menuNode.data.borderColor) ??
                  (picker === 'color' ? NODE_COLORS[menuNode.type] : DEFAULT_BORDER_COLOR)
                }
                onChange={(event) =>
                  changed({
                    nodes: styleNode(latest.current.nodes, menu.id, picker, event.target.value),
                  })
                }
              />
              <Button
                type="button"
                variant="secondary"
                className="mt-2"
                onClick={() => closeMenu()}
              >
                {t('Close')}
              </Button>
            </div>
          ) : null}
          {others.length ? (
            <div className="mt-2 border-t border-slate-300 pt-2">
              <label className="block text-sm font-semibold" htmlFor="flowchart-connect">
                {t('Connect to')}
              </label>
              <select
                id="flowchart-connect"
                className="mt-1 w-full rounded border border-slate-700 px-1 py-1"
                value={connectTo}
                onChange={(event) => setConnectTo(event.target.value)}
              >
                <option value="">{t('Choose a shape')}</option>
                {others.map((node) => (
                  <option key={node.id} value={node.id}>
                    {node.data.label || NODE_LABELS[node.type]}
                  </option>
                ))}
              </select>
              <Button
                type="button"
                variant="secondary"
                className="mt-2"
                disabled={!connectTo}
                onClick={() => {
                  changed({ edges: connect(latest.current.edges, menu.id, connectTo) })
                  setAnnouncement(
                    t('Connected {{source}} to {{target}}', {
                      source: labelOf(menu.id),
                      target: labelOf(connectTo),
                    }),
                  )
                  closeMenu()
                }}
              >
                {t('Connect')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
