/**
 * Flowchart constants of seed 001 §9, client-safe (no Drizzle, no zod): the editor, the schema and
 * the server-rendered SVG all read them.
 */

export const NODE_TYPES = [
  'customNode',
  'questionNode',
  'decisionNode',
  'choiceNode',
  'startEndNode',
  'inputOutputNode',
  'processNode',
  'connectorNode',
] as const
export type NodeType = (typeof NODE_TYPES)[number]

export const EDGE_TYPE = 'customEdge'

/** Default fill per node type (§9: question grey, decision light blue, choice orange, …). */
export const NODE_COLORS: Record<NodeType, string> = {
  customNode: '#ffffff',
  questionNode: '#e5e7eb',
  decisionNode: '#bfdbfe',
  choiceNode: '#fdba74',
  startEndNode: '#86efac',
  inputOutputNode: '#fde68a',
  processNode: '#5eead4',
  connectorNode: '#fca5a5',
}

/** Drawn size of each node type (px, at zoom 1), shared by the editor and the static SVG. */
export const NODE_SIZES: Record<NodeType, { width: number; height: number }> = {
  customNode: { width: 180, height: 60 },
  questionNode: { width: 220, height: 110 },
  decisionNode: { width: 180, height: 60 },
  choiceNode: { width: 180, height: 70 },
  startEndNode: { width: 160, height: 56 },
  inputOutputNode: { width: 190, height: 60 },
  processNode: { width: 180, height: 60 },
  connectorNode: { width: 84, height: 84 },
}

export const DEFAULT_BORDER_COLOR = '#1f2937'

/** The type name without 'Node', capitalised; the decision node says 'Decision/Action' (§2). */
export const NODE_LABELS: Record<NodeType, string> = {
  customNode: 'Custom',
  questionNode: 'Question',
  decisionNode: 'Decision/Action',
  choiceNode: 'Choice',
  startEndNode: 'StartEnd',
  inputOutputNode: 'InputOutput',
  processNode: 'Process',
  connectorNode: 'Connector',
}

export const FLOWCHART = {
  canvasHeight: 680,
  articleCanvasHeight: 800,
  minZoom: 0.2,
  maxZoom: 2,
  snapGrid: 15,
  autosaveMs: 500,
  copyOffset: 30,
} as const

/** Bounds of one chart document (a decision chart, not a diagramming tool). */
export const FLOWCHART_LIMITS = {
  nodes: 200,
  edges: 400,
  label: 200,
  id: 64,
  coordinate: 100_000,
} as const

export interface FlowNode {
  id: string
  type: NodeType
  position: { x: number; y: number }
  data: { label: string; color?: string; borderColor?: string }
}

export interface FlowEdge {
  id: string
  source: string
  target: string
  type: typeof EDGE_TYPE
  label?: string
}

export interface FlowDocument {
  nodes: FlowNode[]
  edges: FlowEdge[]
}

/** Seed 001 §4: with no saved chart the editor starts from this one; reset restores it. */
export const SAMPLE_CHART: FlowDocument = {
  nodes: [
    {
      id: 'questionNode-sample',
      type: 'questionNode',
      position: { x: 240, y: 30 },
      data: { label: 'Are They A Good Employee?' },
    },
    {
      id: 'decisionNode-train',
      type: 'decisionNode',
      position: { x: 60, y: 240 },
      data: { label: 'Train Them' },
    },
    {
      id: 'decisionNode-fire',
      type: 'decisionNode',
      position: { x: 420, y: 240 },
      data: { label: 'Fire Them' },
    },
  ],
  edges: [
    {
      id: 'customEdge-yes',
      source: 'questionNode-sample',
      target: 'decisionNode-train',
      type: EDGE_TYPE,
      label: 'Yes',
    },
    {
      id: 'customEdge-no',
      source: 'questionNode-sample',
      target: 'decisionNode-fire',
      type: EDGE_TYPE,
      label: 'No',
    },
  ],
}

/** A saved chart as a page gets it: the editor's starting point and its static drawing. */
export interface FlowChartView extends FlowDocument {
  id: number
  version: number
  /** flowchartSvg of the document (read mode, and the form without JavaScript). */
  svg: string
}
