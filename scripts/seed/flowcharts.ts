import { and, eq, inArray, isNull } from 'drizzle-orm'
import {
  DEFAULT_BORDER_COLOR,
  EDGE_TYPE,
  NODE_COLORS,
  type FlowDocument,
  type FlowNode,
  type NodeType,
} from '~/domains/flowchart/flowchart.constants'
import { flowCharts } from '~/domains/flowchart/flowchart.tables'
import { articles } from '~/domains/knowledge/knowledge.tables'
import type { Queryable } from '~/platform/db.server'

type Step = [id: string, type: NodeType, label: string, x: number, y: number]
type Link = [from: string, to: string, label?: string]

/** A chart from short rows: node id suffixes, types, labels and grid positions. */
function chart(steps: Step[], links: Link[]): FlowDocument {
  const nodes: FlowNode[] = steps.map(([id, type, label, x, y]) => ({
    id: `${type}-${id}`,
    type,
    position: { x, y },
    data: { label, color: NODE_COLORS[type], borderColor: DEFAULT_BORDER_COLOR },
  }))
  const idOf = (suffix: string) => nodes.find((node) => node.id.endsWith(`-${suffix}`))!.id
  return {
    nodes,
    edges: links.map(([from, to, label = ''], i) => ({
      id: `${EDGE_TYPE}-${i + 1}`,
      source: idOf(from),
      target: idOf(to),
      type: EDGE_TYPE,
      label,
    })),
  }
}

/**
 * Decision charts of four Acme articles (titles from the articles seed; 'Damaged or faulty items'
 * is a Help Center article of the public knowledge base seed, which must run first).
 */
export const DEMO_CHARTS: Record<string, FlowDocument> = {
  'Fire evacuation': chart(
    [
      ['alarm', 'startEndNode', 'Fire alarm sounds', 240, 0],
      ['smoke', 'questionNode', 'Is your way out clear of smoke?', 210, 105],
      ['exit', 'processNode', 'Leave by the nearest exit', 30, 300],
      ['other', 'processNode', 'Use the other stairway, stay low', 420, 300],
      ['point', 'startEndNode', 'Report at the assembly point', 240, 450],
    ],
    [
      ['alarm', 'smoke'],
      ['smoke', 'exit', 'Yes'],
      ['smoke', 'other', 'No'],
      ['exit', 'point'],
      ['other', 'point'],
    ],
  ),
  'Incident reporting': chart(
    [
      ['start', 'startEndNode', 'An incident happens', 240, 0],
      ['hurt', 'questionNode', 'Is anyone hurt?', 210, 105],
      ['aid', 'decisionNode', 'Call first aid and 112', 30, 300],
      ['form', 'inputOutputNode', 'Fill in the incident form', 390, 300],
      ['lead', 'processNode', 'Team lead reviews within 24 h', 240, 450],
    ],
    [
      ['start', 'hurt'],
      ['hurt', 'aid', 'Yes'],
      ['hurt', 'form', 'No'],
      ['aid', 'form', 'Once safe'],
      ['form', 'lead'],
    ],
  ),
  'Refund requests': chart(
    [
      ['request', 'inputOutputNode', 'Customer asks for a refund', 225, 0],
      ['days', 'questionNode', 'Bought in the last 30 days?', 210, 105],
      ['refund', 'decisionNode', 'Refund in full', 30, 300],
      ['choice', 'choiceNode', 'Offer credit or repair', 420, 300],
      ['close', 'startEndNode', 'Close the ticket', 240, 450],
    ],
    [
      ['request', 'days'],
      ['days', 'refund', 'Yes'],
      ['days', 'choice', 'No'],
      ['refund', 'close'],
      ['choice', 'close'],
    ],
  ),
  'Damaged or faulty items': chart(
    [
      ['when', 'questionNode', 'Did it arrive damaged or stop working later?', 240, 30],
      ['photo', 'processNode', 'Send photos within 14 days: we ship a replacement', 40, 240],
      ['warranty', 'decisionNode', 'Claim under the warranty', 440, 240],
    ],
    [
      ['when', 'photo', 'On arrival'],
      ['when', 'warranty', 'Later'],
    ],
  ),
}

/**
 * Gives the demo articles above their decision chart: a flow_charts row made for the article,
 * the article pointing at it and its decision_chart block on. Idempotent: an article that
 * already shows a chart is left alone (a visitor's edits survive a second seed).
 */
export async function ensureDemoDecisionCharts(
  q: Queryable,
  companyId: number,
  authorMembershipId: number,
): Promise<void> {
  const targets = await q
    .select({ id: articles.id, title: articles.title, blocks: articles.blocks })
    .from(articles)
    .where(
      and(
        eq(articles.companyId, companyId),
        inArray(articles.title, Object.keys(DEMO_CHARTS)),
        isNull(articles.flowChartId),
      ),
    )
  for (const article of targets) {
    const [row] = await q
      .insert(flowCharts)
      .values({
        companyId,
        articleId: article.id,
        title: article.title,
        document: DEMO_CHARTS[article.title]!,
        authorMembershipId,
      })
      .returning({ id: flowCharts.id })
    await q
      .update(articles)
      .set({
        flowChartId: row!.id,
        blocks: [...new Set([...article.blocks, 'decision_chart'])],
      })
      .where(eq(articles.id, article.id))
  }
}
