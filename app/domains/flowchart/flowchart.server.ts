import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm'
import { auditChange, deny } from '~/platform/audit.server'
import { authorize, type Asker } from '~/platform/authorize.server'
import { db, type Transaction } from '~/platform/db.server'
import { findOwned, ownedBy, ownedRow } from '~/platform/tenancy.server'
import { givenFields, insertOwned, updateVersioned } from '~/platform/owned-rows.server'
import { AppError } from '~/platform/errors.server'
import type { RequestMeta } from '~/platform/request-meta.server'
import type { Actor } from '~/platform/actor'
import { readableArticles } from '../knowledge/articles/article-access.server'
import { allows, can } from '../knowledge/knowledge.policy'
import { articles } from '../knowledge/knowledge.tables'
import { isLanguage } from '~/i18n'
import { serverT } from '~/platform/i18n.server'
import type { FlowChartView, FlowDocument } from './flowchart.constants'
import { flowchartSvg } from './flowchart-svg'
import {
  FLOWCHART_MESSAGES,
  type FlowChartCreateInput,
  type FlowChartUpdateInput,
} from './flowchart.schema'
import { flowCharts } from './flowchart.tables'

/** The REST shape of seed 001 §3 Flowchart (plus what the editor needs to save again). */
export interface FlowChartDto {
  id: number
  title: string
  article_id: number | null
  nodes: FlowDocument['nodes']
  edges: FlowDocument['edges']
  company: number
  version: number
  created_at: string
  updated_at: string
}

const AUDIT = {
  create: 'flow_chart.create',
  read: 'flow_chart.read',
  update: 'flow_chart.update',
  delete: 'flow_chart.delete',
} as const

const ENTITY = 'flow_chart'

function toDto(row: typeof flowCharts.$inferSelect): FlowChartDto {
  return {
    id: row.id,
    title: row.title,
    article_id: row.articleId,
    nodes: row.document.nodes,
    edges: row.document.edges,
    company: row.companyId,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }
}

/**
 * Who reads which chart, as a condition on `flow_charts`: KB admins read every chart of their
 * company (they edit them); everyone else reads a chart only through an article they may read
 * that shows it (the article's flow_chart_id, or the article the chart was made for).
 */
function readableCharts(actor: Actor): SQL {
  const inCompany = ownedBy(flowCharts, actor)
  if (can(actor, 'article.author')) return inCompany
  const shownBy = db
    .select({ one: sql`1` })
    .from(articles)
    .where(
      and(
        readableArticles(actor),
        or(eq(articles.flowChartId, flowCharts.id), eq(articles.id, flowCharts.articleId)),
      ),
    )
  return and(inCompany, sql`exists ${shownBy}`)!
}

/** The article a chart is made for must be one of the company's; anything else is a 400. */
async function checkArticle(tx: Transaction, actor: Actor, articleId: number | null | undefined) {
  if (articleId == null) return
  const [found] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(ownedRow(articles, actor, articleId))
  if (!found) throw AppError.invalidField('article_id', 'Enter a valid article id.')
}

/** The charts the actor may read, newest first (bounded: a company has a chart per article). */
export async function listFlowCharts(
  actor: Actor,
  filter: { articleId?: number } = {},
): Promise<FlowChartDto[]> {
  const rows = await db
    .select()
    .from(flowCharts)
    .where(
      and(
        readableCharts(actor),
        filter.articleId === undefined ? undefined : eq(flowCharts.articleId, filter.articleId),
      ),
    )
    .orderBy(desc(flowCharts.id))
    .limit(500)
  return rows.map(toDto)
}

/** One chart; another company's id, or one the actor may not read, is a 404 (recorded). */
export async function getFlowChart(
  actor: Actor,
  id: number,
  meta: RequestMeta,
): Promise<FlowChartDto> {
  const [row] = await db
    .select()
    .from(flowCharts)
    .where(and(eq(flowCharts.id, id), readableCharts(actor)))
  if (!row) {
    return deny(actor, meta, AUDIT.read, AppError.notFound(FLOWCHART_MESSAGES.notFound), {
      type: ENTITY,
      id,
    })
  }
  return toDto(row)
}

/** Saves a new chart (KB admins, the editor's first autosave), audited. */
export async function createFlowChart(
  actor: Actor,
  input: FlowChartCreateInput,
  meta: RequestMeta,
): Promise<FlowChartDto> {
  await authorizeCreate({ actor, meta })
  return db.transaction(async (tx) => {
    await checkArticle(tx, actor, input.article_id)
    const row = await insertOwned(
      tx,
      { actor, meta },
      flowCharts,
      {
        articleId: input.article_id ?? null,
        title: input.title ?? '',
        document: { nodes: input.nodes, edges: input.edges },
        authorMembershipId: actor.membershipId,
      },
      {
        action: AUDIT.create,
        entityType: ENTITY,
        details: () => ({ nodes: input.nodes.length, edges: input.edges.length }),
      },
    )
    return toDto(row)
  })
}

/** Refused unless the actor may author charts; the API asks before it reads the body. */
export function authorizeCreate(asker: Asker): Promise<void> {
  return authorize(asker, allows('article.author'), AUDIT.create)
}

export function authorizeUpdate(asker: Asker, id: number): Promise<void> {
  return authorize(asker, allows('article.author'), AUDIT.update, { type: ENTITY, id })
}

/**
 * Replaces a chart made from `input.version` (the editor's autosave); a stale version is a 409
 * and nothing is written; another company's id is a 404.
 */
export async function updateFlowChart(
  actor: Actor,
  id: number,
  input: FlowChartUpdateInput,
  meta: RequestMeta,
): Promise<FlowChartDto> {
  await authorizeUpdate({ actor, meta }, id)
  await findOwned({ actor, meta }, flowCharts, id, {
    action: AUDIT.update,
    entityType: ENTITY,
    message: FLOWCHART_MESSAGES.notFound,
  })
  const row = await db.transaction(async (tx) => {
    await checkArticle(tx, actor, input.article_id)
    return updateVersioned(tx, { actor, meta }, flowCharts, {
      id,
      version: input.version,
      set: {
        ...givenFields({ title: input.title, articleId: input.article_id }),
        ...(input.nodes && input.edges
          ? { document: { nodes: input.nodes, edges: input.edges } }
          : {}),
      },
      stale: FLOWCHART_MESSAGES.stale,
      action: AUDIT.update,
      entityType: ENTITY,
      details: (row) => ({
        from: input.version,
        nodes: row.document.nodes.length,
        edges: row.document.edges.length,
      }),
    })
  })
  return toDto(row)
}

/** Deletes a chart (KB admins); an article that showed it shows none. */
export async function deleteFlowChart(actor: Actor, id: number, meta: RequestMeta): Promise<void> {
  await authorize({ actor, meta }, allows('article.author'), AUDIT.delete, { type: ENTITY, id })
  const deleted = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(flowCharts)
      .where(ownedRow(flowCharts, actor, id))
      .returning({ id: flowCharts.id, title: flowCharts.title })
    if (!row) return false
    // articles.flow_chart_id has no foreign key (it predates this table): clear it here.
    await tx
      .update(articles)
      .set({ flowChartId: null })
      .where(and(ownedBy(articles, actor), eq(articles.flowChartId, id)))
    await auditChange(tx, { actor, meta }, AUDIT.delete, { type: ENTITY, id }, { title: row.title })
    return true
  })
  if (!deleted) {
    await deny(actor, meta, AUDIT.delete, AppError.notFound(FLOWCHART_MESSAGES.notFound), {
      type: ENTITY,
      id,
    })
  }
}

/**
 * The chart an article shows, for its pages: the caller has already checked the actor may read
 * (or edit) that article, so only the company is checked here. Null when there is none. The
 * drawing's title is in the actor's language (the page's, unless only the browser chose it).
 */
export async function articleChartView(
  actor: Actor,
  chartId: number | null | undefined,
): Promise<FlowChartView | null> {
  if (!chartId) return null
  const [row] = await db
    .select({ id: flowCharts.id, version: flowCharts.version, document: flowCharts.document })
    .from(flowCharts)
    .where(ownedRow(flowCharts, actor, chartId))
  if (!row) return null
  const language = [actor.languageCode, actor.companyLanguageCode].find(isLanguage) ?? 'en'
  const svg = flowchartSvg(row.document, {
    title: serverT(language)('Decision chart'),
    idPrefix: `flowchart-${row.id}`,
  })
  return { id: row.id, version: row.version, ...row.document, svg }
}
