import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core'
import { useFetcher } from '@remix-run/react'
import type { ReactNode } from 'react'
import { DRAG_INSTRUCTIONS } from '~/components/drag-instructions'
import { useTranslation } from '~/components/translation'
import type { FormReply } from '~/platform/form-reply'
import { STAT_MESSAGES } from '../statistics.messages'

/** What a row of the admin list tells the drag: its stat and the name read out. */
interface DraggedStat {
  id: number
  stat_name: string
}

/**
 * Reordering the admin list by drag, once JavaScript runs (the Up/Down buttons work without it).
 * Each row's handle is picked up by pointer or keyboard (Space to pick up, arrows to move, Space
 * to drop, Escape to cancel); a drop on another row's handle posts the row's move form with
 * `place_of`, through the same action as the buttons, so the server renumbers the list.
 */
export function StatOrderDrag({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const fetcher = useFetcher<FormReply>()
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor))
  const announcements = useAnnouncements()
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return
    fetcher.submit(
      { intent: 'move', id: String(active.id), place_of: String(over.id) },
      { method: 'post' },
    )
  }
  // A saved move redirects (the page reloads its list); any other answer is a refusal.
  const failed = fetcher.state === 'idle' && fetcher.data !== undefined
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t(DRAG_INSTRUCTIONS) },
      }}
    >
      {failed ? (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          {t(STAT_MESSAGES.orderFailed)}
        </p>
      ) : null}
      {children}
    </DndContext>
  )
}

/** What a screen reader hears during a drag: the stats' names, not their ids. */
function useAnnouncements(): Announcements {
  const { t } = useTranslation()
  const name = (data: unknown) => (data as DraggedStat | undefined)?.stat_name ?? ''
  return {
    onDragStart: ({ active }) => t('Picked up {{name}}.', { name: name(active.data.current) }),
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? t('{{name}} is over the place of {{other}}.', {
            name: name(active.data.current),
            other: name(over.data.current),
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id
        ? t('{{name}} takes the place of {{other}}.', {
            name: name(active.data.current),
            other: name(over.data.current),
          })
        : t('{{name}} stays in its place.', { name: name(active.data.current) }),
    onDragCancel: ({ active }) =>
      t('{{name}} stays in its place.', { name: name(active.data.current) }),
  }
}

/** A row's handle: dragged, and the place another row is dropped on. */
export function StatDragHandle({ stat }: { stat: DraggedStat }) {
  const { t } = useTranslation()
  const data = { id: stat.id, stat_name: stat.stat_name }
  const drag = useDraggable({ id: stat.id, data })
  const drop = useDroppable({ id: stat.id, data })
  const { transform } = drag
  return (
    <button
      type="button"
      ref={(node) => {
        drag.setNodeRef(node)
        drop.setNodeRef(node)
      }}
      {...drag.attributes}
      {...drag.listeners}
      style={transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : {}}
      className={`cursor-grab rounded px-1 text-slate-600 hover:bg-slate-100 ${
        drag.isDragging ? 'relative z-10 bg-white shadow-lg' : ''
      } ${drop.isOver && !drag.isDragging ? 'ring-2 ring-brand-600' : ''}`}
      aria-label={t('Drag “{{name}}” to a new place', { name: stat.stat_name })}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  )
}
