import {
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
import { Form, useFetcher, useSearchParams } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { useEffect, useState, type ReactNode } from 'react'
import { DRAG_INSTRUCTIONS } from '~/components/drag-instructions'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { KANBAN_FIRST_CARDS, KANBAN_MAX_CARDS } from '../tasks.schema'
import type { KanbanColumn, TaskDto } from '../tasks.server'
import {
  TASK_PRIORITY_LABELS,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  TASKS_PATH,
  taskPath,
  type TaskStatus,
} from '../tasks.constants'

/**
 * The kanban: one column per status. Without JavaScript every card has a "Move to…" form; with
 * it, cards are also dragged between columns (@dnd-kit: by pointer, or from the drag handle by
 * keyboard: Space to pick up, arrows to move, Space to drop, Escape to cancel). A drop posts the
 * same move form through a fetcher, so the server decides and a stale board gets its 409.
 */
export function KanbanBoard({ columns, today }: { columns: KanbanColumn[]; today: string }) {
  // Drag and drop starts after hydration: the server's HTML is the board without it.
  const [enhanced, setEnhanced] = useState(false)
  useEffect(() => setEnhanced(true), [])
  const board = (
    <div className="mt-6 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
      {columns.map((column) => (
        <Column key={column.status} column={column} droppable={enhanced}>
          {column.tasks.map((task) => (
            <Card key={task.id} task={task} today={today} draggable={enhanced} />
          ))}
        </Column>
      ))}
    </div>
  )
  return enhanced ? <DragLayer>{board}</DragLayer> : board
}

/** The drag-and-drop context: a drop on another column posts the move. */
function DragLayer({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const fetcher = useFetcher()
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor))
  const announcements = useAnnouncements()
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const task = active.data.current as TaskDto | undefined
    const status = over?.id as TaskStatus | undefined
    if (!task || !status || status === task.status) return
    fetcher.submit(
      { intent: 'move', id: String(task.id), status, version: String(task.version) },
      { method: 'post' },
    )
  }
  return (
    <DndContext
      sensors={sensors}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t(DRAG_INSTRUCTIONS) },
      }}
    >
      {children}
    </DndContext>
  )
}

/** What a screen reader hears during a drag: the task's title and the columns' names. */
function useAnnouncements(): Announcements {
  const { t } = useTranslation()
  const title = (data: unknown) => (data as TaskDto | undefined)?.title ?? ''
  const columnName = (id: unknown) => t(TASK_STATUS_LABELS[id as TaskStatus] ?? '')
  const stays = ({ active }: { active: { data: { current?: unknown } } }) =>
    t('{{name}} stays in its place.', { name: title(active.data.current) })
  return {
    onDragStart: ({ active }) => t('Picked up {{name}}.', { name: title(active.data.current) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('{{name}} is over the column {{column}}.', {
            name: title(active.data.current),
            column: columnName(over.id),
          })
        : undefined,
    onDragEnd: ({ active, over }) => {
      const task = active.data.current as TaskDto | undefined
      return over && over.id !== task?.status
        ? t('{{name}} is dropped in the column {{column}}.', {
            name: title(task),
            column: columnName(over.id),
          })
        : stays({ active })
    },
    onDragCancel: stays,
  }
}

function Column({
  column,
  droppable,
  children,
}: {
  column: KanbanColumn
  droppable: boolean
  children: ReactNode
}) {
  const { t } = useTranslation()
  const headingId = `column-${column.status}`
  const body = (
    <>
      <h2 id={headingId} className="flex items-baseline justify-between text-lg font-semibold">
        {t(TASK_STATUS_LABELS[column.status])}
        <span className="text-sm font-normal text-slate-600">
          {t('Tasks: {{total}}', { total: column.count })}
        </span>
      </h2>
      {column.tasks.length ? (
        <ul className="mt-3 space-y-3">{children}</ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600">{t('No tasks here.')}</p>
      )}
      {column.count > column.tasks.length ? (
        <p className="mt-3 flex flex-wrap gap-x-4 text-sm">
          {column.tasks.length < KANBAN_MAX_CARDS ? <ShowMore column={column} /> : null}
          <Link
            to={`${TASKS_PATH}?status=${column.status}`}
            className="text-brand-700 underline underline-offset-2"
          >
            {t('See all tasks of this column ({{total}})', { total: column.count })}
          </Link>
        </p>
      ) : null}
    </>
  )
  return droppable ? (
    <DroppableColumn status={column.status} headingId={headingId}>
      {body}
    </DroppableColumn>
  ) : (
    <section aria-labelledby={headingId} className="rounded-lg bg-slate-100 p-3">
      {body}
    </section>
  )
}

/**
 * The same board with this column showing more cards (`?done=40`, the other filters kept),
 * opened at the column.
 */
function ShowMore({ column }: { column: KanbanColumn }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const more = new URLSearchParams(params)
  more.set(column.status, String(column.tasks.length + KANBAN_FIRST_CARDS))
  return (
    <Link
      to={`?${more.toString()}#column-${column.status}`}
      preventScrollReset
      className="text-brand-700 underline underline-offset-2"
    >
      {t('Show more')}
      <span className="sr-only">{` ${t(TASK_STATUS_LABELS[column.status])}`}</span>
    </Link>
  )
}

function DroppableColumn({
  status,
  headingId,
  children,
}: {
  status: TaskStatus
  headingId: string
  children: ReactNode
}) {
  const { setNodeRef, isOver } = useDroppable({ id: status })
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`rounded-lg p-3 ${isOver ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-slate-100'}`}
    >
      {children}
    </section>
  )
}

const PRIORITY_CLASSES: Record<TaskDto['priority'], string> = {
  urgent: 'bg-red-100 text-red-900',
  high: 'bg-amber-100 text-amber-900',
  medium: 'bg-slate-200 text-slate-900',
  low: 'bg-white text-slate-700 ring-1 ring-slate-300',
}

function Card({ task, today, draggable }: { task: TaskDto; today: string; draggable: boolean }) {
  const body = <CardBody task={task} today={today} />
  return draggable ? (
    <DraggableCard task={task}>{body}</DraggableCard>
  ) : (
    <li className="rounded-md bg-white p-3 shadow-sm">{body}</li>
  )
}

function DraggableCard({ task, children }: { task: TaskDto; children: ReactNode }) {
  const { t } = useTranslation()
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: task.id,
    data: task,
  })
  const style = transform ? { transform: `translate(${transform.x}px, ${transform.y}px)` } : {}
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`rounded-md bg-white p-3 shadow-sm ${isDragging ? 'relative z-10 shadow-lg' : ''}`}
    >
      <button
        type="button"
        {...attributes}
        {...listeners}
        className="float-end cursor-grab rounded px-1 text-slate-600 hover:bg-slate-100"
        aria-label={t('Drag “{{title}}” to another column', { title: task.title })}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      {children}
    </li>
  )
}

function CardBody({ task, today }: { task: TaskDto; today: string }) {
  const { t } = useTranslation()
  const overdue = task.due_date !== null && task.due_date < today && task.status !== 'done'
  return (
    <>
      <h3 className="font-semibold">
        <Link to={taskPath(task.id)} className="text-brand-700 underline underline-offset-2">
          {task.title}
        </Link>
      </h3>
      <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700">
        <span className={`rounded px-1.5 ${PRIORITY_CLASSES[task.priority]}`}>
          {t(TASK_PRIORITY_LABELS[task.priority])}
        </span>
        <span>{task.assignee?.name ?? t('Unassigned')}</span>
        {task.due_date ? (
          <span className={overdue ? 'font-semibold text-red-800' : undefined}>
            {overdue
              ? t('Overdue since {{date}}', { date: task.due_date })
              : t('Due {{date}}', { date: task.due_date })}
          </span>
        ) : null}
      </p>
      <MoveForm task={task} />
    </>
  )
}

/** "Move to…": the way to move a card without JavaScript (and with a keyboard, always). */
function MoveForm({ task }: { task: TaskDto }) {
  const { t } = useTranslation()
  const selectId = `move-${task.id}`
  return (
    <Form method="post" className="mt-2 flex flex-wrap items-center gap-2 text-sm">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={task.id} />
      <input type="hidden" name="version" value={task.version} />
      <label htmlFor={selectId} className="sr-only">
        {t('Move “{{title}}” to', { title: task.title })}
      </label>
      <select
        id={selectId}
        name="status"
        defaultValue=""
        className="rounded border border-slate-400 bg-white px-2 py-1"
      >
        <option value="" disabled>
          {t('Move to…')}
        </option>
        {TASK_STATUSES.filter((status) => status !== task.status).map((status) => (
          <option key={status} value={status}>
            {t(TASK_STATUS_LABELS[status])}
          </option>
        ))}
      </select>
      <Button variant="secondary" className="px-2 py-1 text-sm">
        {t('Move')}
        <span className="sr-only">{` ${task.title}`}</span>
      </Button>
    </Form>
  )
}
