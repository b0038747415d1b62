import { useEffect, useState, type ComponentType } from 'react'
import { useTranslation } from '~/components/translation'
import { useHydrated } from '~/components/use-hydrated'
import { FLOWCHART, type FlowChartView } from '../flowchart.constants'
import type { FlowchartEditorProps } from './flowchart-editor.client'

/**
 * The article form's decision-chart block. On the server and without JavaScript it shows the
 * saved chart as its static drawing and keeps its id in a hidden input, so the form saves as it
 * is. With JavaScript, once the block is switched on, the @xyflow editor is imported on demand
 * (its chunk never weighs on pages that only read) and reports the id of the chart it created.
 */
export function DecisionChartField({
  name,
  chartId,
  saved,
  toggleId,
}: {
  name: string
  /** The chart id the form holds ('' for none). */
  chartId: string
  /** The saved chart, when the page loaded it. */
  saved: FlowChartView | null
  /** The checkbox that switches the block on. */
  toggleId: string
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const [id, setId] = useState(chartId)
  const [on, setOn] = useState(false)
  const [Editor, setEditor] = useState<ComponentType<FlowchartEditorProps> | null>(null)

  // The block's checkbox is the form's own (it works without JavaScript): follow it.
  useEffect(() => {
    const toggle = document.getElementById(toggleId) as HTMLInputElement | null
    if (!toggle) return
    const follow = () => setOn(toggle.checked)
    follow()
    toggle.addEventListener('change', follow)
    return () => toggle.removeEventListener('change', follow)
  }, [toggleId])

  useEffect(() => {
    if (!on || Editor) return
    let live = true
    import('./flowchart-editor.client').then((module) => {
      if (live) setEditor(() => module.FlowchartEditor)
    })
    return () => {
      live = false
    }
  }, [on, Editor])

  return (
    <div>
      <input type="hidden" name={name} value={id} />
      {Editor && on ? (
        <Editor
          chartId={id ? Number(id) : null}
          saved={saved && String(saved.id) === id ? saved : null}
          onCreated={(created) => setId(String(created))}
          height={FLOWCHART.articleCanvasHeight}
        />
      ) : (
        <>
          {saved && String(saved.id) === id ? (
            <figure
              className="overflow-auto rounded-md border border-slate-300 bg-white p-2 [&>svg]:h-auto [&>svg]:max-w-full"
              data-testid="decision-chart"
              // flowchartSvg escapes every label; drawn on the server.
              dangerouslySetInnerHTML={{ __html: saved.svg }}
            />
          ) : null}
          <p className="mt-2 text-slate-700" role={hydrated ? 'status' : undefined}>
            {hydrated
              ? t('Loading the chart editor…')
              : t(
                  'Editing the decision chart needs JavaScript; the rest of this form works without it.',
                )}
          </p>
        </>
      )}
    </div>
  )
}
