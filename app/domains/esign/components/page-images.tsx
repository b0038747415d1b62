import { useRef, type PointerEvent } from 'react'
import { useTranslation } from '~/components/translation'
import { useHydrated } from '~/components/use-hydrated'
import { GRID_COLUMNS, GRID_ROWS } from '../esign-constants'

/** A field drawn over its page: where (shares of the page) and what it says. */
export interface PlacedField {
  id: number
  page: number
  x: number
  y: number
  width: number
  height: number
  label: string
  /** Highlighted (the signer's own fields on the signing page). */
  mine?: boolean
}

const percent = (share: number) => `${(share * 100).toFixed(2)}%`

/**
 * The document's pages as the server drew them, with the fields on top. With `grid` the cells
 * the no-JS field form names are numbered over the page; with `onMove` (the sender's draft, with
 * JavaScript) a field is dragged to its place and `onMove` gets its new top-left corner.
 */
export function PageImages({
  pageCount,
  src,
  fields,
  grid = false,
  onMove,
}: {
  pageCount: number
  src: (page: number) => string
  fields: readonly PlacedField[]
  grid?: boolean
  onMove?: (fieldId: number, x: number, y: number) => void
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const dragging = useRef<{ id: number; dx: number; dy: number } | null>(null)
  const movable = Boolean(onMove) && hydrated

  const share = (event: PointerEvent<HTMLElement>, page: HTMLElement) => {
    const box = page.getBoundingClientRect()
    return [(event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height]
  }
  const start = (event: PointerEvent<HTMLElement>, field: PlacedField) => {
    const page = event.currentTarget.parentElement!
    const [x, y] = share(event, page)
    dragging.current = { id: field.id, dx: x! - field.x, dy: y! - field.y }
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const move = (event: PointerEvent<HTMLElement>) => {
    if (!dragging.current) return
    const [x, y] = share(event, event.currentTarget.parentElement!)
    event.currentTarget.style.left = percent(x! - dragging.current.dx)
    event.currentTarget.style.top = percent(y! - dragging.current.dy)
  }
  const end = (event: PointerEvent<HTMLElement>) => {
    const drag = dragging.current
    if (!drag) return
    dragging.current = null
    const [x, y] = share(event, event.currentTarget.parentElement!)
    onMove?.(drag.id, Math.max(0, x! - drag.dx), Math.max(0, y! - drag.dy))
  }

  return (
    <ol className="mt-4 space-y-6">
      {Array.from({ length: pageCount }, (_, index) => index + 1).map((page) => (
        <li key={page}>
          <p className="mb-1 text-sm font-semibold text-slate-700">
            {t('Page {{page}} of {{count}}', { page, count: pageCount })}
          </p>
          <div className="relative max-w-3xl border border-slate-300 shadow-sm">
            <img
              src={src(page)}
              alt={t('Page {{page}} of the document', { page })}
              className="block w-full"
              loading={page > 2 ? 'lazy' : undefined}
            />
            {grid ? <GridCells /> : null}
            {fields
              .filter((field) => field.page === page)
              .map((field) => (
                <div
                  key={field.id}
                  data-field-id={field.id}
                  className={`absolute overflow-hidden border-2 px-1 text-xs font-semibold ${
                    field.mine
                      ? 'border-amber-600 bg-amber-100/80 text-amber-950'
                      : 'border-brand-600 bg-brand-50/80 text-slate-900'
                  } ${movable ? 'cursor-move touch-none' : ''}`}
                  style={{
                    left: percent(field.x),
                    top: percent(field.y),
                    width: percent(field.width),
                    height: percent(field.height),
                  }}
                  onPointerDown={movable ? (event) => start(event, field) : undefined}
                  onPointerMove={movable ? move : undefined}
                  onPointerUp={movable ? end : undefined}
                >
                  {field.label}
                </div>
              ))}
          </div>
        </li>
      ))}
    </ol>
  )
}

/** The numbered cells of the no-JS placement grid, faint over the page. */
function GridCells() {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 grid"
      style={{
        gridTemplateColumns: `repeat(${GRID_COLUMNS}, 1fr)`,
        gridTemplateRows: `repeat(${GRID_ROWS}, 1fr)`,
      }}
    >
      {Array.from({ length: GRID_COLUMNS * GRID_ROWS }, (_, cell) => (
        <span key={cell} className="border border-dashed border-slate-400">
          <span className="bg-white px-0.5 text-xs text-slate-900">{cell + 1}</span>
        </span>
      ))}
    </div>
  )
}
