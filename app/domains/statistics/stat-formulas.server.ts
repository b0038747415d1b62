import { translate } from '~/i18n'
import type { Asker } from '~/platform/authorize.server'
import { db } from '~/platform/db.server'
import { AppError } from '~/platform/errors.server'
import { ownedBy } from '~/platform/tenancy.server'
import { cycleThrough, FormulaError, parseFormula, renameReferences } from './formulas.server'
import type { PeriodType } from './periods'
import { formulaIds, referencedId } from './stat-records.server'
import { STAT_MESSAGES } from './statistics.messages'
import { stats } from './statistics.tables'

/** A server text with its placeholders filled (the page shows it as it is). */
export const fillIn = (text: string, values: Record<string, string | number>) =>
  translate({}, 'en', text, values)

const formulaError = (message: string) => AppError.invalidField('formula', message)

interface FormulaOwner {
  /** The stat the formula belongs to; none while it is being created. */
  id?: number
  periodType: PeriodType
}

/**
 * A formula as people typed it (`{Revenue} / {Orders}`), checked and made ready to store: each
 * named stat must be a stat of the company of the same period type, and the stats' formulas must
 * not go round in a circle. It is stored by id (`{#12}`), so renaming a stat keeps it working.
 */
export async function storedFormula(
  asker: Asker,
  formula: string | null,
  owner: FormulaOwner,
): Promise<string | null> {
  if (formula === null) return null
  let references: string[]
  try {
    references = (await parseFormula(formula)).references
  } catch (error) {
    if (error instanceof FormulaError) throw formulaError(error.message)
    throw error
  }
  const company = await db
    .select({
      id: stats.id,
      name: stats.name,
      periodType: stats.periodType,
      formula: stats.formula,
    })
    .from(stats)
    .where(ownedBy(stats, asker.actor))
  const byName = new Map(company.map((stat) => [stat.name.toLowerCase(), stat]))
  const byId = new Map(company.map((stat) => [stat.id, stat]))
  const named = new Map(
    references.map((reference) => {
      const id = referencedId(reference)
      const stat = id === null ? byName.get(reference.toLowerCase()) : byId.get(id)
      if (!stat) throw formulaError(fillIn(STAT_MESSAGES.formulaUnknownStat, { name: reference }))
      if (stat.periodType !== owner.periodType) {
        throw formulaError(
          fillIn(STAT_MESSAGES.formulaPeriodType, {
            name: stat.name,
            periodType: owner.periodType.toLowerCase(),
          }),
        )
      }
      return [reference, stat.id]
    }),
  )
  const stored = renameReferences(formula, (reference) => `#${named.get(reference)}`)
  const selfId = owner.id ?? 0
  const cycle = cycleThrough(selfId, (id) =>
    id === selfId ? [...named.values()] : formulaIds(byId.get(id)?.formula ?? null),
  )
  if (cycle) {
    const path = cycle.map((id) => byId.get(id)?.name).join(' → ')
    throw formulaError(fillIn(STAT_MESSAGES.formulaCycle, { path }))
  }
  return stored
}
