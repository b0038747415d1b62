import {
  BaseEdge,
  EdgeLabelRenderer,
  getBezierPath,
  Handle,
  Position,
  type EdgeProps,
  type NodeProps,
} from '@xyflow/react'
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react'
import { useTranslation } from '~/components/translation'
import {
  DEFAULT_BORDER_COLOR,
  EDGE_TYPE,
  NODE_COLORS,
  NODE_SIZES,
  NODE_TYPES,
  type NodeType,
} from '../flowchart.constants'
import { relabelEdge, relabelNode } from '../flowchart-rules'
import type { CanvasEdge, CanvasNode, FlowchartDocument } from './flowchart-document.client'

/* The chart's shapes and connections as the canvas draws them, and the editing of their labels. */

/** Which label is being typed into: a node's or an edge's. */
export type Editing = { kind: 'node' | 'edge'; id: string } | null

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
export type LabelEditing = {
  editing: Editing
  finishEditing: (text: string | null) => void
  startEditing: (editing: NonNullable<Editing>) => void
}
export const EditorContext = createContext<LabelEditing | null>(null)
const useEditorContext = () => useContext(EditorContext)!

/** The label being typed into; finishing keeps the text (trimmed) or, with null, drops it. */
export function useLabelEditing(
  { latest, changed }: FlowchartDocument,
  focusNode: (id: string) => void,
): LabelEditing {
  const [editing, setEditing] = useState<Editing>(null)
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
    [latest, changed, focusNode],
  )
  return useMemo(
    () => ({ editing, finishEditing, startEditing: setEditing }),
    [editing, finishEditing],
  )
}

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

function LabelledEdge({ id, data, markerEnd, selected, ...ends }: EdgeProps<CanvasEdge>) {
  const { t } = useTranslation()
  const { editing, finishEditing, startEditing } = useEditorContext()
  const [path, labelX, labelY] = getBezierPath(ends)
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

export const nodeTypes = Object.fromEntries(NODE_TYPES.map((type) => [type, ShapeNode]))
export const edgeTypes = { [EDGE_TYPE]: LabelledEdge }
