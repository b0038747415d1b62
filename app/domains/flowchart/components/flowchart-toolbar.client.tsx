import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import {
  DEFAULT_BORDER_COLOR,
  NODE_COLORS,
  NODE_LABELS,
  NODE_TYPES,
  type NodeType,
} from '../flowchart.constants'

/** What a shape dragged from the toolbar carries: its type (the canvas adds it where dropped). */
export const DRAG_TYPE = 'application/x-groundwork-flowchart-node'

/** The chart tools: maximize, reset to the sample chart, and the shapes to drag or add. */
export function FlowchartToolbar({
  full,
  onFullChange,
  onReset,
  onAdd,
}: {
  full: boolean
  onFullChange: (full: boolean) => void
  onReset: () => void
  onAdd: (type: NodeType) => void
}) {
  const { t } = useTranslation()
  return (
    <div
      role="toolbar"
      aria-label={t('Chart tools')}
      className="flex flex-wrap items-center gap-2 border-b border-slate-300 p-2"
    >
      <Button
        type="button"
        variant="secondary"
        aria-pressed={full}
        onClick={() => onFullChange(!full)}
      >
        {full ? t('Minimize') : t('Maximize')}
      </Button>
      <Button type="button" variant="secondary" onClick={onReset}>
        {t('Reset')}
      </Button>
      <span className="ms-2 text-sm font-semibold text-slate-700" id="flowchart-shapes-hint">
        {t('Drag a shape onto the chart, or press it to add it in the middle:')}
      </span>
      <ul className="flex flex-wrap gap-1" aria-describedby="flowchart-shapes-hint">
        {NODE_TYPES.map((type) => (
          <li key={type}>
            <button
              type="button"
              draggable
              data-shape={type}
              onDragStart={(event) => {
                event.dataTransfer.setData(DRAG_TYPE, type)
                event.dataTransfer.effectAllowed = 'move'
              }}
              onClick={() => onAdd(type)}
              aria-label={t('Add shape {{label}}', { label: NODE_LABELS[type] })}
              className="rounded border-2 px-2 py-1 text-xs text-slate-900"
              style={{ background: NODE_COLORS[type], borderColor: DEFAULT_BORDER_COLOR }}
            >
              {NODE_LABELS[type]}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
