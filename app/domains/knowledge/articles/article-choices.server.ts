import { and, asc, eq, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { db } from '~/platform/db.server'
import { ownedBy } from '~/platform/tenancy.server'
import { completedFilesAmong } from '../files/knowledge-files.server'
import { toKnowledgeFileView } from '../files/knowledge-file-uploads.server'
import type { Actor } from '~/platform/actor'
import { memberships, users } from '../../accounts/accounts.tables'
import { articleChartView } from '../../flowchart/flowchart.server'
import { divisions, positions, responsibilities } from '../../org/org.tables'
import { listArticleTypes } from '../taxonomy/article-types.server'
import { listCategoryTree } from '../taxonomy/categories.server'
import { aiProvider } from '~/platform/ai.server'
import type { ArticleContent } from './articles.schema'
import type { ArticleChoices } from './components/article-form'
import { publicKnowledgebases } from '../knowledge.tables'
import { can as canOnDivisions } from '../../org/divisions.policy'

/** How many options an assignment list offers (chosen ones always come on top of these). */
export const ASSIGNMENT_CHOICES_LIMIT = 100

/** The ids already chosen in each assignment list of a form. */
export interface ChosenAssignments {
  responsibilities: number[]
  divisions: number[]
  positions: number[]
  people: number[]
}

/**
 * What an assignment form (an article's, a course's) offers: the company's responsibilities,
 * divisions, positions and active people, each bounded, the chosen ones always among them.
 */
export async function assignmentChoices(actor: Actor, chosen: ChosenAssignments) {
  const companyId = actor.companyId
  // Chosen ones sort first, so a long list never hides what the article is assigned to.
  const chosenFirst = (column: AnyPgColumn, ids: number[]) =>
    sql`${column} in ${ids.length ? ids : [0]} desc`
  const [resp, divs, pos, people] = await Promise.all([
    db
      .select({ id: responsibilities.id, name: responsibilities.title })
      .from(responsibilities)
      .where(ownedBy(responsibilities, { companyId }))
      .orderBy(
        chosenFirst(responsibilities.id, chosen.responsibilities),
        asc(responsibilities.title),
      )
      .limit(ASSIGNMENT_CHOICES_LIMIT + chosen.responsibilities.length),
    db
      .select({ id: divisions.id, name: divisions.name })
      .from(divisions)
      .where(ownedBy(divisions, { companyId }))
      .orderBy(chosenFirst(divisions.id, chosen.divisions), asc(divisions.name))
      .limit(ASSIGNMENT_CHOICES_LIMIT + chosen.divisions.length),
    db
      .select({ id: positions.id, name: positions.name })
      .from(positions)
      .where(ownedBy(positions, { companyId }))
      .orderBy(chosenFirst(positions.id, chosen.positions), asc(positions.name))
      .limit(ASSIGNMENT_CHOICES_LIMIT + chosen.positions.length),
    db
      .select({
        id: memberships.id,
        name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(and(ownedBy(memberships, { companyId }), eq(memberships.isActive, true)))
      .orderBy(chosenFirst(memberships.id, chosen.people), asc(memberships.sortName))
      .limit(ASSIGNMENT_CHOICES_LIMIT + chosen.people.length),
  ])
  const byName = <T extends { name: string }>(rows: T[]) =>
    rows.sort((a, b) => a.name.localeCompare(b.name))
  return {
    responsibilities: byName(resp),
    divisions: byName(divs),
    positions: byName(pos),
    people: byName(people),
  }
}

/** Everything the article form offers: the category tree, types and the assignment lists. */
export async function articleFormChoices(
  actor: Actor,
  chosen: ChosenAssignments & {
    /** Attached files and the recorded video. */
    files: number[]
    /** The decision chart the article shows (the editor starts from it; no JS: its drawing). */
    flowChart?: number | null
  },
): Promise<ArticleChoices> {
  const companyId = actor.companyId
  const [categories, types, kbs, assignments, files, flowChart] = await Promise.all([
    listCategoryTree(companyId),
    listArticleTypes(companyId),
    db
      .select({ id: publicKnowledgebases.id, name: publicKnowledgebases.name })
      .from(publicKnowledgebases)
      .where(ownedBy(publicKnowledgebases, { companyId }))
      .orderBy(asc(publicKnowledgebases.name)),
    assignmentChoices(actor, chosen),
    completedFilesAmong(actor, chosen.files),
    articleChartView(actor, chosen.flowChart),
  ])
  return {
    categories,
    types,
    publicKnowledgebases: kbs,
    ...assignments,
    files: files.map(toKnowledgeFileView),
    flowChart,
    aiWriting: aiProvider() !== null,
    mayAddDivision: canOnDivisions(actor, 'division.create'),
  }
}

/** The choices of a form showing `content` (a new article's defaults, an article or its draft). */
export function choicesFor(
  actor: Actor,
  content: Pick<
    ArticleContent,
    | 'assigned_responsibilities'
    | 'division'
    | 'assigned_positions'
    | 'individuals'
    | 'file_ids'
    | 'video_file_id'
    | 'flow_chart'
  >,
): Promise<ArticleChoices> {
  return articleFormChoices(actor, {
    responsibilities: content.assigned_responsibilities,
    divisions: content.division,
    positions: content.assigned_positions,
    people: content.individuals,
    files: [...content.file_ids, ...(content.video_file_id ? [content.video_file_id] : [])],
    flowChart: content.flow_chart,
  })
}
