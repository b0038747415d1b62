import { useFetcher } from '@remix-run/react'
import { useEffect, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '~/components/translation'
import { msg } from '~/i18n'
import type { FormReply } from '~/platform/form-reply'
import { periodLabel } from '../charts/chart-model'
import type { PeriodType } from '../periods'
import type { SavedCell, SheetGroup, SheetValue } from '../statsheet/statsheet.server'

export type StatsheetReply = FormReply<SavedCell[], Record<number, SheetValue>>

const GROUP_TITLES: Record<PeriodType, string> = {
  DAILY: msg('Daily stats'),
  WEEKLY: msg('Weekly stats'),
  MONTHLY: msg('Monthly stats'),
  QUARTERLY: msg('Quarterly stats'),
  YEARLY: msg('Yearly stats'),
}

/** One input of the grid, numbered across the whole sheet in the order of the post. */
type GridCell = { index: number; stat: number; statName: string; start: string; saved: SheetValue }

/** The sheet's cells in the order they are posted: group by group, stat by stat, period by period. */
export function gridCells(groups: readonly SheetGroup[]): GridCell[][][] {
  let index = 0
  return groups.map((group) =>
    group.stats.map((stat) =>
      group.periods.map((period) => ({
        index: index++,
        stat: stat.id,
        statName: stat.name,
        start: period.start,
        saved: stat.values[period.start] ?? { value: '', version: 0 },
      })),
    ),
  )
}

/**
 * The statsheet's tables inside its form: every cell is a plain input posted with what it held
 * (`was`, `version`), so one Save writes the changed cells without JavaScript. With JavaScript,
 * arrow keys and Enter move between cells, and a changed cell saves itself when left.
 */
export function StatsheetGrid({
  groups,
  reply,
}: {
  groups: readonly SheetGroup[]
  reply: StatsheetReply | undefined
}) {
  const { t } = useTranslation()
  const cells = gridCells(groups)
  const typed = (reply?.initialValue as { cells?: { value?: string }[] } | undefined)?.cells
  return (
    <>
      {groups.map((group, groupIndex) => (
        <section
          key={group.periodType}
          className="mt-8"
          aria-labelledby={`group-${group.periodType}`}
        >
          <h2 id={`group-${group.periodType}`} className="text-xl font-semibold">
            {t(GROUP_TITLES[group.periodType])}
          </h2>
          <div className="mt-2 overflow-x-auto">
            <table className="w-full border-collapse text-start" data-statsheet>
              <thead>
                <tr className="border-b-2 border-slate-700">
                  <th scope="col" className="py-2 pe-4 text-start">
                    {t('Stat')}
                  </th>
                  {group.periods.map((period) => (
                    <th key={period.start} scope="col" className="py-2 pe-4 text-start">
                      {periodLabel(period.start, group.periodType)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {cells[groupIndex]!.map((row) => (
                  <tr key={row[0]!.stat} className="border-b border-slate-200 align-top">
                    <th scope="row" className="py-2 pe-4 text-start font-semibold">
                      {row[0]!.statName}
                    </th>
                    {row.map((cell) => (
                      <td key={cell.start} className="py-2 pe-4">
                        <StatsheetCellInput
                          cell={cell}
                          label={`${cell.statName}, ${periodLabel(cell.start, group.periodType)}`}
                          typed={typed?.[cell.index]?.value}
                          errors={reply?.error?.[`cells[${cell.index}].value`] ?? undefined}
                          current={reply?.conflict ? reply.current?.[cell.index] : undefined}
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </>
  )
}

function StatsheetCellInput({
  cell,
  label,
  typed,
  errors,
  current,
}: {
  cell: GridCell
  label: string
  /** What was typed, when the post came back refused. */
  typed: string | undefined
  errors: string[] | undefined
  /** On a 409: what the cell holds now (posted as its new starting point). */
  current: SheetValue | undefined
}) {
  const { t } = useTranslation()
  const fetcher = useFetcher<StatsheetReply>()
  const [base, setBase] = useState<SheetValue>(current ?? cell.saved)
  const [status, setStatus] = useState<'saved' | 'stale' | 'invalid' | null>(null)
  const [shownCurrent, setShownCurrent] = useState(current)
  const autosaved = fetcher.state === 'idle' ? fetcher.data : undefined

  // The page's data changes under the mounted cell (a save reloads it; a 409 brings what is
  // saved now): the cell starts from that, so the next save is made from the right version.
  useEffect(
    () => setBase({ value: cell.saved.value, version: cell.saved.version }),
    [cell.saved.value, cell.saved.version],
  )
  useEffect(() => {
    if (!current) return
    setBase(current)
    setShownCurrent(current)
  }, [current])

  useEffect(() => {
    if (!autosaved) return
    const saved = autosaved.status === 'success' ? autosaved.carried?.[0] : undefined
    if (saved) {
      setBase({ value: saved.value, version: saved.version })
      setShownCurrent(undefined)
      setStatus('saved')
    } else if (autosaved.conflict && autosaved.current?.[0]) {
      setBase(autosaved.current[0])
      setShownCurrent(autosaved.current[0])
      setStatus('stale')
    } else {
      setStatus('invalid')
    }
  }, [autosaved])

  const name = (field: string) => `cells[${cell.index}].${field}`
  const id = `cell-${cell.index}`
  const cellErrors =
    status === 'stale'
      ? [msg('Changed by someone else since you opened the statsheet.')]
      : status === 'invalid'
        ? (autosaved?.error?.['cells[0].value'] ?? undefined)
        : status === 'saved'
          ? undefined
          : errors
  const save = (value: string) => {
    if (value.trim() === base.value) return
    const form = new FormData()
    form.set('cells[0].stat', String(cell.stat))
    form.set('cells[0].start', cell.start)
    form.set('cells[0].value', value)
    form.set('cells[0].was', base.value)
    form.set('cells[0].version', String(base.version))
    form.set('autosave', '1')
    setStatus(null)
    fetcher.submit(form, { method: 'post' })
  }
  return (
    <div className="min-w-24">
      <input type="hidden" name={name('stat')} value={cell.stat} />
      <input type="hidden" name={name('start')} value={cell.start} />
      <input type="hidden" name={name('was')} value={base.value} />
      <input type="hidden" name={name('version')} value={base.version} />
      <input
        id={id}
        name={name('value')}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-label={label}
        aria-invalid={cellErrors?.length ? true : undefined}
        aria-describedby={cellErrors?.length || shownCurrent ? `${id}-note` : undefined}
        defaultValue={typed ?? cell.saved.value}
        data-cell={cell.index}
        onKeyDown={moveBetweenCells}
        onBlur={(event) => {
          // Leaving for the Save button: the form post saves this cell with the others.
          const next = event.relatedTarget as HTMLElement | null
          if (next?.getAttribute('type') !== 'submit') save(event.currentTarget.value)
        }}
        className={`w-24 border-2 px-2 py-1 tabular-nums ${cellErrors?.length ? 'border-red-700' : 'border-slate-700'}`}
      />
      {/* A line kept for the cell's note, so that "Saved" appearing after an autosave does not
          move the rows, and the Save button under them, while someone reaches for it. */}
      <div id={`${id}-note`} className="min-h-5 text-sm" aria-live="polite">
        {cellErrors?.length ? (
          <p className="font-semibold text-red-700">{t(cellErrors[0]!)}</p>
        ) : null}
        {shownCurrent ? (
          <p className="text-slate-700">
            {t('Saved now: {{value}}', { value: shownCurrent.value || t('no value') })}
          </p>
        ) : null}
        {status === 'saved' ? <p className="text-green-800">{t('Saved')}</p> : null}
      </div>
    </div>
  )
}

/**
 * Arrow keys move to the neighbouring cell of the same table (left and right only from the ends
 * of the text, so the caret still moves inside a number); Enter moves down instead of submitting.
 */
function moveBetweenCells(event: KeyboardEvent<HTMLInputElement>) {
  const input = event.currentTarget
  const td = input.closest('td')
  const tr = td?.parentElement
  const table = input.closest('table')
  if (!td || !tr || !table) return
  const column = [...tr.children].indexOf(td)
  const rows = [...table.querySelectorAll('tbody tr')]
  const row = rows.indexOf(tr)
  const atStart = input.selectionStart === 0 && input.selectionEnd === 0
  const atEnd = input.selectionStart === input.value.length
  const target = {
    ArrowUp: [row - 1, column],
    ArrowDown: [row + 1, column],
    Enter: [row + 1, column],
    ArrowLeft: atStart ? [row, column - 1] : null,
    ArrowRight: atEnd ? [row, column + 1] : null,
  }[event.key]
  if (target === undefined) return
  if (event.key === 'Enter') event.preventDefault()
  if (!target) return
  const next =
    rows[target[0]!]?.children[target[1]!]?.querySelector<HTMLInputElement>('input[data-cell]')
  if (!next) return
  event.preventDefault()
  next.focus()
  next.select()
}
