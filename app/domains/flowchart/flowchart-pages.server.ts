import { pathId, validated } from '~/platform/api.server'
import { AppError } from '~/platform/errors.server'
import type { SignedInArgs } from '~/platform/request-context.server'
import {
  FLOWCHART_MESSAGES,
  FlowChartCreateSchema,
  FlowChartUpdateSchema,
} from './flowchart.schema'
import {
  createFlowChart,
  getFlowChart,
  updateFlowChart,
  articleChartView,
} from './flowchart.server'
import type { Actor } from '~/platform/actor'
import { readableArticle } from '../knowledge/reading/article-reading.server'
import type { RequestMeta } from '~/platform/request-meta.server'

/**
 * The editor's saves from pages (session cookie): the same services and JSON shapes as
 * flowchart/api/flow-charts/, whose bearer token a page does not hold. Errors answer as the API
 * does: `{detail}` with the AppError's status (409 for a stale version).
 */
function failure(error: unknown): Response {
  if (!(error instanceof AppError)) throw error
  return Response.json(
    { detail: error.message, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}) },
    { status: error.status },
  )
}

const json = (request: Request) => request.json().catch(() => ({}))

export async function createChartFromPage({ actor, meta, request }: SignedInArgs) {
  try {
    if (request.method !== 'POST') return Response.json({ detail: 'Use POST.' }, { status: 405 })
    const input = validated(FlowChartCreateSchema, await json(request))
    return Response.json(await createFlowChart(actor, input, meta), {
      status: 201,
    })
  } catch (error) {
    return failure(error)
  }
}

export async function readChartFromPage({ actor, meta, params }: SignedInArgs) {
  try {
    const id = pathId(params.id, FLOWCHART_MESSAGES.notFound)
    return Response.json(await getFlowChart(actor, id, meta))
  } catch (error) {
    return failure(error)
  }
}

export async function updateChartFromPage({ actor, meta, request, params }: SignedInArgs) {
  try {
    if (request.method !== 'PATCH') return Response.json({ detail: 'Use PATCH.' }, { status: 405 })
    const id = pathId(params.id, FLOWCHART_MESSAGES.notFound)
    const input = validated(FlowChartUpdateSchema, await json(request))
    return Response.json(await updateFlowChart(actor, id, input, meta))
  } catch (error) {
    return failure(error)
  }
}

/** An article's decision chart on a page of its own (View larger): whoever may read the article. */
export async function articleChartPage(actor: Actor, meta: RequestMeta, articleId: number) {
  const article = await readableArticle(actor, meta, articleId, 'article.read')
  const chart = article.blocks.includes('decision_chart')
    ? await articleChartView(actor, article.flowChartId)
    : null
  if (!chart) throw AppError.notFound(FLOWCHART_MESSAGES.notFound)
  return { article: { id: article.id, title: article.title }, chart }
}
