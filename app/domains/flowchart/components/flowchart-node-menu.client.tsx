import { useRef, useState, type RefObject } from 'react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { msg } from '~/i18n'
import { DEFAULT_BORDER_COLOR, NODE_COLORS, NODE_LABELS } from '../flowchart.constants'
import {
  connect,
  copyNode,
  deleteNode,
  resetStyles,
  styleNode,
  type StyleKey,
} from '../flowchart-rules'
import { labelOf, type FlowchartDocument } from './flowchart-document.client'

type Menu = { id: string; x: number; y: number } | null

/**
 * A shape's context menu, opened at a point of the editor (right click, the context menu key or
 * Shift+F10), with the colour picker or the connection being chosen in it.
 */
export function useNodeMenu(wrapper: RefObject<HTMLDivElement>, focusNode: (id: string) => void) {
  const [menu, setMenu] = useState<Menu>(null)
  const [picker, setPicker] = useState<StyleKey | null>(null)
  const [connectTo, setConnectTo] = useState('')
  const menuRef = useRef<HTMLDivElement>(null)
  const open = (id: string, x: number, y: number) => {
    const box = wrapper.current!.getBoundingClientRect()
    setMenu({ id, x: x - box.left, y: y - box.top })
    setPicker(null)
    setConnectTo('')
    requestAnimationFrame(() => menuRef.current?.querySelector<HTMLElement>('button')?.focus())
  }
  const close = (focus = true) => {
    if (menu && focus) focusNode(menu.id)
    setMenu(null)
    setPicker(null)
  }
  return { menu, picker, setPicker, connectTo, setConnectTo, menuRef, open, close }
}

/** The open menu's actions on its shape: copy, delete, rename, colours, connect to another. */
export function NodeMenu({
  control,
  chart,
  announce,
  focusNode,
  onRename,
}: {
  control: ReturnType<typeof useNodeMenu>
  chart: FlowchartDocument
  announce: (text: string) => void
  focusNode: (id: string) => void
  onRename: (id: string) => void
}) {
  const { t } = useTranslation()
  const { menu, picker, setPicker, connectTo, setConnectTo, menuRef, close } = control
  const { nodes, latest, changed } = chart
  const node = menu ? nodes.find((candidate) => candidate.id === menu.id) : undefined
  if (!menu || !node) return null
  const others = nodes.filter((other) => other.id !== node.id)
  return (
    <div
      ref={menuRef}
      role="group"
      aria-label={t('Actions for {{label}}', { label: node.data.label })}
      className="absolute z-10 w-64 rounded-md border border-slate-400 bg-white p-2 shadow-lg"
      style={{ left: menu.x, top: menu.y }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation()
          close()
        }
      }}
    >
      <ul className="space-y-1">
        {(
          [
            [
              msg('Copy'),
              () => {
                const next = copyNode(latest.current.nodes, menu.id)
                changed({ nodes: next })
                announce(t('Copied'))
                close(false)
                focusNode(next[next.length - 1]!.id)
              },
            ],
            [
              msg('Delete'),
              () => {
                changed(deleteNode(latest.current.nodes, latest.current.edges, menu.id))
                announce(t('Deleted'))
                close(false)
              },
            ],
            [
              msg('Rename'),
              () => {
                close(false)
                onRename(menu.id)
              },
            ],
            [msg('Change color'), () => setPicker('color')],
            [msg('Change border color'), () => setPicker('borderColor')],
            [
              msg('Reset styles'),
              () => {
                changed({ nodes: resetStyles(latest.current.nodes, menu.id) })
                close()
              },
            ],
          ] as const
        ).map(([label, run]) => (
          <li key={label}>
            <button
              type="button"
              className="w-full rounded px-2 py-1 text-start hover:bg-slate-100 focus:bg-slate-100"
              onClick={run}
            >
              {t(label)}
            </button>
          </li>
        ))}
      </ul>
      {picker ? (
        <div className="mt-2 border-t border-slate-300 pt-2">
          <label className="block text-sm font-semibold" htmlFor="flowchart-colour">
            {picker === 'color' ? t('Fill colour') : t('Border colour')}
          </label>
          <input
            id="flowchart-colour"
            type="color"
            className="h-9 w-full"
            value={
              (picker === 'color' ? node.data.color : node.data.borderColor) ??
              (picker === 'color' ? NODE_COLORS[node.type] : DEFAULT_BORDER_COLOR)
            }
            onChange={(event) =>
              changed({
                nodes: styleNode(latest.current.nodes, menu.id, picker, event.target.value),
              })
            }
          />
          <Button type="button" variant="secondary" className="mt-2" onClick={() => close()}>
            {t('Close')}
          </Button>
        </div>
      ) : null}
      {others.length ? (
        <div className="mt-2 border-t border-slate-300 pt-2">
          <label className="block text-sm font-semibold" htmlFor="flowchart-connect">
            {t('Connect to')}
          </label>
          <select
            id="flowchart-connect"
            className="mt-1 w-full rounded border border-slate-700 px-1 py-1"
            value={connectTo}
            onChange={(event) => setConnectTo(event.target.value)}
          >
            <option value="">{t('Choose a shape')}</option>
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {other.data.label || NODE_LABELS[other.type]}
              </option>
            ))}
          </select>
          <Button
            type="button"
            variant="secondary"
            className="mt-2"
            disabled={!connectTo}
            onClick={() => {
              changed({ edges: connect(latest.current.edges, menu.id, connectTo) })
              announce(
                t('Connected {{source}} to {{target}}', {
                  source: labelOf(nodes, menu.id),
                  target: labelOf(nodes, connectTo),
                }),
              )
              close()
            }}
          >
            {t('Connect')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
