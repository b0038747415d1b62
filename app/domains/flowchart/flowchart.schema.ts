import { z } from 'zod'
import { idSchema } from '~/platform/form-fields'
import {
  EDGE_TYPE,
  FLOWCHART_LIMITS,
  NODE_TYPES,
  type FlowEdge,
  type FlowNode,
} from './flowchart.constants'

/**
 * A chart document (seed 001 §3 Flowchart, Node, Edge) as the REST API and the editor send it.
 * Bounded (counts, label and id lengths, coordinates) so one chart stays a small jsonb value and
 * the server-rendered SVG stays small. Messages are English: they answer programs (the editor
 * shows the §8 texts).
 */

export const FLOWCHART_MESSAGES = {
  notFound: 'Flow chart not found.',
  stale: 'This flow chart was changed by someone else. Reload it and try again.',
  badNodeId: 'A node id is its type followed by a unique suffix.',
  duplicateId: 'Ids must be unique within a chart.',
  danglingEdge: 'An edge must connect two nodes of the chart.',
} as const

const { label: LABEL, id: ID, coordinate: COORD } = FLOWCHART_LIMITS

const color = z
  .string()
  .regex(/^#[0-9a-f]{6}$/i, 'Enter a colour as # and six hexadecimal digits.')
  .optional()
const coordinate = z.number().finite().min(-COORD).max(COORD)
const suffixId = z
  .string()
  .min(1)
  .max(ID)
  .regex(/^[A-Za-z0-9_.:-]+$/)

export const FlowNodeSchema = z
  .object({
    id: suffixId,
    type: z.enum(NODE_TYPES),
    position: z.object({ x: coordinate, y: coordinate }),
    data: z.object({
      label: z.string().max(LABEL),
      color,
      borderColor: color,
    }),
  })
  .refine((node) => node.id.startsWith(node.type) && node.id.length > node.type.length, {
    message: FLOWCHART_MESSAGES.badNodeId,
    path: ['id'],
  })

export const FlowEdgeSchema = z.object({
  id: suffixId,
  source: suffixId,
  target: suffixId,
  type: z.literal(EDGE_TYPE).default(EDGE_TYPE),
  label: z.string().max(LABEL).optional(),
})

const nodes = z.array(FlowNodeSchema).max(FLOWCHART_LIMITS.nodes)
const edges = z.array(FlowEdgeSchema).max(FLOWCHART_LIMITS.edges)

/** Unique ids, and every edge joins two nodes of the same document. */
function documentRules(doc: { nodes?: FlowNode[]; edges?: FlowEdge[] }, ctx: z.RefinementCtx) {
  if (!doc.nodes || !doc.edges) return
  const nodeIds = new Set(doc.nodes.map((node) => node.id))
  const edgeIds = new Set(doc.edges.map((edge) => edge.id))
  if (nodeIds.size !== doc.nodes.length || edgeIds.size !== doc.edges.length) {
    ctx.addIssue({ code: 'custom', message: FLOWCHART_MESSAGES.duplicateId })
  }
  if (doc.edges.some((edge) => !nodeIds.has(edge.source) || !nodeIds.has(edge.target))) {
    ctx.addIssue({ code: 'custom', message: FLOWCHART_MESSAGES.danglingEdge, path: ['edges'] })
  }
}

export const FlowDocumentSchema = z.object({ nodes, edges }).superRefine(documentRules)

const title = z.string().trim().max(200).optional()
const articleId = idSchema('Enter a valid article id.').nullable().optional()

const chartFields = { title, article_id: articleId, nodes, edges }

export const FlowChartCreateSchema = z.object(chartFields).superRefine(documentRules)

/** A PATCH sends the version it edited; nodes and edges travel together (edges name nodes). */
export const FlowChartUpdateSchema = z
  .object({ ...chartFields, version: idSchema('Send the version you edited.') })
  .partial({ title: true, article_id: true, nodes: true, edges: true })
  .superRefine((input, ctx) => {
    if ((input.nodes === undefined) !== (input.edges === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'Send nodes and edges together.' })
    }
    documentRules(input, ctx)
  })

export type FlowChartCreateInput = z.output<typeof FlowChartCreateSchema>
export type FlowChartUpdateInput = z.output<typeof FlowChartUpdateSchema>
