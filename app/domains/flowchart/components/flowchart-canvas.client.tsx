import { Background, Controls, ReactFlow, useReactFlow, type XYPosition } from '@xyflow/react'
import { useMemo, type DragEvent, type KeyboardEvent } from 'react'
import { useTranslation } from '~/components/translation'
import {
  EDGE_TYPE,
  FLOWCHART,
  NODE_LABELS,
  NODE_TYPES,
  type NodeType,
} from '../flowchart.constants'
import {
  labelOf,
  type CanvasEdge,
  type CanvasNode,
  type FlowchartDocument,
} from './flowchart-document.client'
import { EditorContext, edgeTypes, nodeTypes, type LabelEditing } from './flowchart-shapes.client'
import { DRAG_TYPE } from './flowchart-toolbar.client'

/**
 * The chart's canvas: xyflow with our shapes and its screen-reader texts in the page's language,
 * shapes dropped from the toolbar, and the keys on a focused shape or connection.
 */
export function FlowchartCanvas({
  chart,
  labels,
  full,
  height,
  onAdd,
  onOpenMenu,
  onPaneClick,
}: {
  chart: FlowchartDocument
  labels: LabelEditing
  full: boolean
  height: number
  onAdd: (type: NodeType, position: XYPosition) => void
  onOpenMenu: (id: string, x: number, y: number) => void
  onPaneClick: () => void
}) {
  const { t } = useTranslation()
  const flow = useReactFlow()
  const { nodes, edges } = chart

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    const type = event.dataTransfer.getData(DRAG_TYPE) as NodeType
    if (!NODE_TYPES.includes(type)) return
    onAdd(type, flow.screenToFlowPosition({ x: event.clientX, y: event.clientY }))
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
      labels.startEditing({ kind: isNode ? 'node' : 'edge', id })
    } else if (isNode && (event.key === 'ContextMenu' || (event.key === 'F10' && event.shiftKey))) {
      event.preventDefault()
      const box = element.getBoundingClientRect()
      onOpenMenu(id, box.left + box.width / 2, box.bottom)
    }
  }

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
            source: labelOf(nodes, edge.source),
            target: labelOf(nodes, edge.target),
          }) + (edge.data.label ? `: ${edge.data.label}` : ''),
      })),
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

  return (
    <EditorContext.Provider value={labels}>
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
          onNodesChange={chart.onNodesChange}
          onEdgesChange={chart.onEdgesChange}
          onConnect={chart.onConnect}
          onNodeDoubleClick={(_, node) => labels.startEditing({ kind: 'node', id: node.id })}
          onNodeContextMenu={(event, node) => {
            event.preventDefault()
            onOpenMenu(node.id, event.clientX, event.clientY)
          }}
          onPaneClick={onPaneClick}
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
  )
}
