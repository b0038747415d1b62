/**
 * Exact decimal money arithmetic for purchase requests: amounts travel as decimal strings (as
 * PostgreSQL's numeric columns read and write them) and are computed as integers of the smallest
 * unit with BigInt, so 0.1 × 3 is 0.30 and no total drifts by a cent. Isomorphic: the form
 * shows the same totals the server stores.
 */

/** Cents: every stored amount has two decimals. */
const MONEY_SCALE = 2
/** Quantities may be fractional (2.5 hours, 0.75 kg) to three decimals. */
export const QUANTITY_SCALE = 3

/** A plain decimal: digits, at most one point, no sign, no exponent. */
const DECIMAL = /^\d+(\.\d+)?$/

/** Whether `text` is a non-negative decimal with at most `scale` decimals. */
export function isDecimal(text: string, scale: number): boolean {
  if (!DECIMAL.test(text)) return false
  const decimals = text.split('.')[1] ?? ''
  return decimals.length <= scale
}

/** The decimal `text` as an integer count of 10^-scale units (text must pass isDecimal). */
function toUnits(text: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.')
  return BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale))
}

/** An integer count of 10^-scale units written as a decimal with exactly `scale` decimals. */
function fromUnits(units: bigint, scale: number): string {
  const negative = units < 0n
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0')
  const text = `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
  return negative ? `-${text}` : text
}

/** Divides by 10^places, rounding half away from zero (the rule invoices use). */
function roundUnits(units: bigint, places: number): bigint {
  if (places === 0) return units
  const divisor = 10n ** BigInt(places)
  const half = divisor / 2n
  return units >= 0n ? (units + half) / divisor : -((-units + half) / divisor)
}

/** Quantity × unit price, rounded to the cent. */
export function lineTotal(quantity: string, unitPrice: string): string {
  const product = toUnits(quantity, QUANTITY_SCALE) * toUnits(unitPrice, MONEY_SCALE)
  return fromUnits(roundUnits(product, QUANTITY_SCALE), MONEY_SCALE)
}

/** The exact sum of amounts (each with at most two decimals). */
export function sumMoney(amounts: readonly string[]): string {
  return fromUnits(
    amounts.reduce((sum, amount) => sum + toUnits(amount, MONEY_SCALE), 0n),
    MONEY_SCALE,
  )
}

/** Compares two amounts: negative, zero or positive as a is below, equal to or above b. */
export function compareMoney(a: string, b: string): number {
  const difference = toUnits(a, MONEY_SCALE) - toUnits(b, MONEY_SCALE)
  return difference === 0n ? 0 : difference < 0n ? -1 : 1
}

/** A numeric column's text ('12.50', '3.000') without trailing zeros past the point ('3'). */
export function plainDecimal(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text
}

/** One total per currency, in the order the currencies first appear. */
export function totalsByCurrency(
  lines: readonly { currency: string; total: string }[],
): { currency: string; total: string }[] {
  const byCurrency = new Map<string, string[]>()
  for (const line of lines) {
    byCurrency.set(line.currency, [...(byCurrency.get(line.currency) ?? []), line.total])
  }
  return [...byCurrency].map(([currency, amounts]) => ({ currency, total: sumMoney(amounts) }))
}
