import { ReactFlowProvider, useReactFlow } from '@xyflow/react'
import xyflowStyles from '@xyflow/react/dist/style.css'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { FLOWCHART, type FlowChartView, type NodeType } from '../flowchart.constants'
import { addNode, centredPosition, newNode, sampleChart, toEditor } from '../flowchart-rules'
import { FlowchartCanvas } from './flowchart-canvas.client'
import { useFlowchartDocument } from './flowchart-document.client'
import { NodeMenu, useNodeMenu } from './flowchart-node-menu.client'
import { useLabelEditing } from './flowchart-shapes.client'
import { FlowchartToolbar } from './flowchart-toolbar.client'

export interface FlowchartEditorProps {
  /** The saved chart's id, or null: the sample chart, created on the first autosave. */
  chartId: number | null
  /** The saved chart when the page already has it (else it is loaded by id). */
  saved: FlowChartView | null
  /** The id of the chart the first autosave created (the form stores it with the article). */
  onCreated: (id: number) => void
  height?: number
}

const TOAST_MS = 1800

/**
 * The decision-chart editor (seed 001 §2, §4, §9) on @xyflow/react 12: shapes dragged or added
 * from the toolbar, connections with editable labels, a context menu (right click, the context
 * menu key or Shift+F10), every change autosaved 500 ms later. The rules are in
 * flowchart-rules.ts; this component wires them to the canvas.
 */
export function FlowchartEditor(props: FlowchartEditorProps) {
  const [styled, setStyled] = useState(false)
  useEffect(() => {
    let live = true
    void xyflowStylesheet().then(() => live && setStyled(true))
    return () => {
      live = false
    }
  }, [])
  if (!styled) return null
  return (
    <ReactFlowProvider>
      <Editor {...props} />
    </ReactFlowProvider>
  )
}

let stylesheet: Promise<void> | null = null
/**
 * xyflow's stylesheet, added to the head once (only pages that edit a chart load it). The canvas
 * waits for it: xyflow measures its nodes at once, and unstyled they measure wrong.
 */
function xyflowStylesheet(): Promise<void> {
  stylesheet ??= new Promise((resolve) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = xyflowStyles
    link.onload = () => resolve()
    link.onerror = () => resolve()
    document.head.append(link)
  })
  return stylesheet
}

function Editor({
  chartId,
  saved,
  onCreated,
  height = FLOWCHART.canvasHeight,
}: FlowchartEditorProps) {
  const { t } = useTranslation()
  const flow = useReactFlow()
  const chart = useFlowchartDocument(chartId, saved, onCreated)
  const [full, setFull] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  // Seed 001 §9: copy and success toasts last 1.5 to 2 s.
  useEffect(() => {
    if (!announcement) return
    const timer = setTimeout(() => setAnnouncement(''), TOAST_MS)
    return () => clearTimeout(timer)
  }, [announcement])
  const wrapper = useRef<HTMLDivElement>(null)

  // A new or renamed shape can be focused once xyflow has measured it (it is hidden until
  // then): try again for a few frames.
  const focusNode = useCallback((id: string, frames = 20) => {
    requestAnimationFrame(() => {
      const element = wrapper.current?.querySelector<HTMLElement>(
        `.react-flow__node[data-id="${id}"]`,
      )
      element?.focus()
      if (document.activeElement !== element && frames > 0) focusNode(id, frames - 1)
    })
  }, [])
  const labels = useLabelEditing(chart, focusNode)
  const menu = useNodeMenu(wrapper, focusNode)

  const add = (type: NodeType, position?: { x: number; y: number }) => {
    let at = position
    if (!at) {
      const box = wrapper.current?.querySelector('.react-flow')?.getBoundingClientRect()
      const centre = box
        ? flow.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 })
        : { x: 0, y: 0 }
      at = centredPosition(type, centre)
    }
    const node = newNode(type, at, chart.latest.current.nodes)
    chart.changed({ nodes: addNode(chart.latest.current.nodes, node) })
    setAnnouncement(t('Added {{label}}', { label: node.data.label }))
    // Keyboard users continue on the new shape.
    focusNode(node.id)
  }

  const alert = chart.problem ? (
    <div
      role="alert"
      className="m-2 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-red-900"
    >
      <p className="font-semibold">{t(chart.problem.message)}</p>
      {chart.problem.conflict ? (
        <p>{t('Someone else changed this chart. Reload it to continue from their version.')}</p>
      ) : null}
      {chart.problem.conflict || !chart.ready ? (
        <Button type="button" variant="secondary" className="mt-2" onClick={chart.reload}>
          {t('Reload chart')}
        </Button>
      ) : null}
    </div>
  ) : null

  if (!chart.ready) {
    return (
      <div
        className="rounded-md border border-slate-300"
        role="group"
        aria-label={t('Decision chart editor')}
      >
        {alert ?? (
          <p role="status" className="p-2 text-sm">
            {t('Loading…')}
          </p>
        )}
      </div>
    )
  }

  return (
    <div
      ref={wrapper}
      className={
        full
          ? 'fixed inset-0 z-50 flex flex-col bg-white p-3'
          : 'relative flex flex-col rounded-md border border-slate-300'
      }
      role="group"
      aria-label={t('Decision chart editor')}
    >
      <FlowchartToolbar
        full={full}
        onFullChange={setFull}
        onReset={() => {
          const sample = toEditor(sampleChart())
          chart.changed(sample)
          setAnnouncement(t('The sample chart is back.'))
        }}
        onAdd={add}
      />
      <p className="px-2 py-1 text-sm text-slate-700" id="flowchart-keys">
        {t(
          'Tab to a shape, then: arrow keys move it, Enter renames it, the context menu key or Shift+F10 opens its actions. Hold Control to select several.',
        )}
      </p>
      <div role="status" className="px-2 text-sm" data-testid="flowchart-status">
        {chart.status === 'saving'
          ? t('Saving…')
          : chart.status === 'saved'
            ? t('Chart saved')
            : chart.status === 'loading'
              ? t('Loading…')
              : ''}
      </div>
      <p
        aria-live="polite"
        className={
          announcement
            ? 'absolute end-3 bottom-3 z-10 rounded-md bg-slate-900 px-3 py-2 text-sm text-white'
            : 'sr-only'
        }
      >
        {announcement}
      </p>
      {alert}
      <FlowchartCanvas
        chart={chart}
        labels={labels}
        full={full}
        height={height}
        onAdd={add}
        onOpenMenu={menu.open}
        onPaneClick={() => menu.close(false)}
      />
      <NodeMenu
        control={menu}
        chart={chart}
        announce={setAnnouncement}
        focusNode={focusNode}
        onRename={(id) => labels.startEditing({ kind: 'node', id })}
      />
    </div>
  )
}
