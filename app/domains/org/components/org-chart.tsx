import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
  type RefObject,
} from 'react'
import { useTranslation } from '~/components/translation'
import { useHydrated } from '~/components/use-hydrated'
import { Breadcrumbs } from '~/components/ui/breadcrumbs'
import { Avatar } from '~/domains/people/components/avatar'
import type { OrgChartDisplaySettings, OrgChartNode } from '../org-chart.types'
import type { Orientation } from '../org-chart-view'

/** The group of people without a division: its name is translated here. */
const NO_DIVISION_KEY = 'div-none'

/** The display settings as classes on the chart (seed 000 §3). */
export function settingsClasses(settings: OrgChartDisplaySettings, orientation: Orientation) {
  return [
    'oc-chart',
    orientation === 'horizontal' ? 'oc-horizontal' : '',
    settings.outline ? 'oc-outline' : '',
    settings.corner_style === 'square' ? 'oc-square' : '',
    settings.all_nodes_small ? 'oc-small' : '',
    settings.hide_emp_div_dept_title ? 'oc-hide-division' : '',
    settings.held_From_above ? 'oc-held' : '',
    settings.highlights ? 'oc-highlights' : '',
  ]
    .filter(Boolean)
    .join(' ')
}

interface TreeProps {
  /** The signed-in chart (avatars, profile links, expansion in the browser) or the public one. */
  signedIn: boolean
  focus: string | null
  highlightPath: ReadonlySet<string>
  /** The chart re-rooted at a box: where a box's unloaded reports are without JavaScript. */
  rootHref: (key: string) => string
  /** With JavaScript: reports loaded in the browser, collapsed boxes, and what changes them. */
  live: {
    branches: ReadonlyMap<string, OrgChartNode[]>
    collapsed: ReadonlySet<string>
    loading: ReadonlySet<string>
    expand: (key: string) => void
    toggle: (key: string) => void
  } | null
}

function ChartNode({ node, tree }: { node: OrgChartNode; tree: TreeProps }) {
  const { t, i18n } = useTranslation()
  const children = node.children.length ? node.children : (tree.live?.branches.get(node.key) ?? [])
  const collapsed = tree.live?.collapsed.has(node.key) ?? false
  const loading = tree.live?.loading.has(node.key) ?? false
  const name = node.key === NO_DIVISION_KEY ? t(node.name) : node.name
  const hidden = node.directReports - children.length
  const classes = [
    node.key === tree.focus ? 'oc-focus' : '',
    tree.highlightPath.has(node.key) ? 'oc-path' : '',
  ].join(' ')
  const leaves = children.every((child) => child.directReports === 0)
  return (
    <li id={node.key} className={classes || undefined}>
      <div
        className="oc-node"
        data-kind={node.kind}
        dir={i18n.dir()}
        style={node.division ? ({ '--oc-division': node.division.color } as CSSProperties) : {}}
      >
        {tree.signedIn && node.person ? <Avatar staff={node.person} size="sm" /> : null}
        <div className="oc-text">
          {tree.signedIn && node.person ? (
            <a href={`/account/employee/${node.person.id}`} className="oc-name underline">
              {name}
            </a>
          ) : (
            <span className="oc-name">{name}</span>
          )}
          {node.title ? <span className="oc-title">{node.title}</span> : null}
          {node.division && node.kind !== 'division' ? (
            <span className="oc-division oc-meta">
              <span
                className="oc-swatch"
                aria-hidden="true"
                style={{ backgroundColor: node.division.color }}
              />
              {node.division.name}
            </span>
          ) : null}
          {node.kind === 'position' ? (
            <span className="oc-meta">
              {node.people?.length
                ? `${t('Held by:')} ${node.people.map((person) => person.name).join(', ')}${
                    (node.peopleCount ?? 0) > node.people.length
                      ? ` ${t('and {{count}} more', { count: (node.peopleCount ?? 0) - node.people.length })}`
                      : ''
                  }`
                : t('Vacant')}
            </span>
          ) : null}
          {node.kind === 'division' ? (
            <span className="oc-meta">
              {t('People: {{count}}', { count: node.peopleCount ?? 0 })}
            </span>
          ) : (
            <span className="oc-meta oc-reports">
              {t('Direct reports: {{count}}', { count: node.directReports })}
            </span>
          )}
          {tree.signedIn
            ? node.dottedManagers?.map((manager) => (
                <span key={manager.key} className="oc-dotted" data-dotted-to={manager.key}>
                  {t('Dotted line to')}{' '}
                  <a href={tree.rootHref(manager.key)} className="underline">
                    {manager.name}
                  </a>
                </span>
              ))
            : null}
          <NodeControls
            node={node}
            name={name}
            loaded={children.length > 0}
            collapsed={collapsed}
            loading={loading}
            hidden={children.length > 0 ? hidden : 0}
            tree={tree}
          />
        </div>
      </div>
      {children.length > 0 && !collapsed ? (
        <ul id={`${node.key}-reports`} className={leaves ? 'oc-leaves' : undefined}>
          {children.map((child) => (
            <ChartNode key={child.key} node={child} tree={tree} />
          ))}
        </ul>
      ) : null}
    </li>
  )
}

function NodeControls({
  node,
  name,
  loaded,
  collapsed,
  loading,
  hidden,
  tree,
}: {
  node: OrgChartNode
  name: string
  loaded: boolean
  collapsed: boolean
  loading: boolean
  hidden: number
  tree: TreeProps
}) {
  const { t } = useTranslation()
  if (node.directReports === 0) return null
  const controls: ReactNode[] = []
  if (!loaded) {
    // Without JavaScript, the chart from this box down; with it, the reports load in place.
    controls.push(
      <a
        key="more"
        href={tree.rootHref(node.key)}
        aria-label={t('Show the {{count}} reports of {{name}}', {
          count: node.directReports,
          name,
        })}
        onClick={
          tree.live
            ? (event) => {
                event.preventDefault()
                tree.live!.expand(node.key)
              }
            : undefined
        }
      >
        {loading ? t('Loading…') : t('Show reports ({{count}})', { count: node.directReports })}
      </a>,
    )
  } else if (tree.live) {
    controls.push(
      <button
        key="toggle"
        type="button"
        aria-expanded={!collapsed}
        aria-controls={collapsed ? undefined : `${node.key}-reports`}
        aria-label={collapsed ? t('Expand {{name}}', { name }) : t('Collapse {{name}}', { name })}
        onClick={() => tree.live!.toggle(node.key)}
      >
        {collapsed ? t('Expand') : t('Collapse')}
      </button>,
    )
  }
  if (loaded && hidden > 0) {
    controls.push(
      <span key="hidden" className="oc-meta">
        {t('{{count}} more not shown', { count: hidden })}
      </span>,
    )
  }
  return <div className="oc-controls">{controls}</div>
}

export interface OrgChartCanvasProps {
  roots: OrgChartNode[]
  settings: OrgChartDisplaySettings
  orientation: Orientation
  focus: string | null
  highlightPath: string[]
  label: string
  rootHref: (key: string) => string
  /** Signed-in charts: where the browser loads a box's reports (`?key=` is added). */
  branchUrl: string | null
}

const ZOOM_STEP = 0.2
const MIN_ZOOM = 0.3
const MAX_ZOOM = 2

/**
 * The chart: server-rendered nested lists that read as a tree without JavaScript (the box's
 * "Show reports" link re-roots the chart there). With JavaScript: drag to pan, zoom (buttons,
 * ctrl + wheel), collapse and expand, reports loaded in place, dashed dotted-line connectors.
 */
export function OrgChartCanvas(props: OrgChartCanvasProps) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const { roots, branchUrl, focus } = props
  const [branches, setBranches] = useState<Map<string, OrgChartNode[]>>(new Map())
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set())
  const [loading, setLoading] = useState<Set<string>>(new Set())
  const [zoom, setZoom] = useState(1)
  const [failed, setFailed] = useState(false)
  const viewport = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLDivElement>(null)

  // A new chart from the server (another root, a search) starts afresh.
  useEffect(() => {
    setBranches(new Map())
    setCollapsed(new Set())
  }, [roots])

  const expand = useCallback(
    (key: string) => {
      if (!branchUrl) return
      setLoading((keys) => new Set(keys).add(key))
      setFailed(false)
      fetch(`${branchUrl}&key=${encodeURIComponent(key)}`, {
        headers: { Accept: 'application/json' },
      })
        .then((response) => {
          if (!response.ok) throw new Error(String(response.status))
          return response.json() as Promise<{ branch: OrgChartNode[] }>
        })
        .then(({ branch }) => setBranches((loaded) => new Map(loaded).set(key, branch)))
        .catch(() => setFailed(true))
        .finally(() =>
          setLoading((keys) => {
            const next = new Set(keys)
            next.delete(key)
            return next
          }),
        )
    },
    [branchUrl],
  )
  const toggle = useCallback((key: string) => {
    setCollapsed((keys) => {
      const next = new Set(keys)
      if (!next.delete(key)) next.add(key)
      return next
    })
  }, [])

  // The chart opens on its first box (a wide tree would show empty space left of it), and a
  // searched person is scrolled to the middle and given keyboard focus.
  const { orientation } = props
  useEffect(() => {
    const element = viewport.current
    if (!element || !hydrated) return
    const box = focus
      ? document.getElementById(focus)
      : element.querySelector<HTMLElement>('.oc-tree > li')
    const node = box?.querySelector<HTMLElement>('.oc-node')
    if (!node) return
    const outer = element.getBoundingClientRect()
    const inner = node.getBoundingClientRect()
    const dx = inner.left + inner.width / 2 - (outer.left + outer.width / 2)
    const dy = inner.top + inner.height / 2 - (outer.top + outer.height / 2)
    if (focus || orientation === 'vertical') element.scrollLeft += dx
    if (focus || orientation === 'horizontal') element.scrollTop += dy
    if (focus) {
      element.scrollIntoView({ block: 'nearest' })
      node.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true })
    }
  }, [focus, roots, hydrated, orientation])

  // Ctrl (or ⌘) + wheel zooms; a plain wheel scrolls as usual.
  useEffect(() => {
    const element = viewport.current
    if (!element) return
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return
      event.preventDefault()
      setZoom((value) => clampZoom(value * (event.deltaY < 0 ? 1.1 : 1 / 1.1)))
    }
    element.addEventListener('wheel', onWheel, { passive: false })
    return () => element.removeEventListener('wheel', onWheel)
  }, [])

  usePan(viewport)
  const lines = useDottedLines(canvas, zoom, orientation, [roots, branches, collapsed])

  const tree: TreeProps = {
    signedIn: branchUrl !== null,
    focus,
    highlightPath: new Set(props.highlightPath),
    rootHref: props.rootHref,
    live: hydrated && branchUrl ? { branches, collapsed, loading, expand, toggle } : null,
  }
  return (
    <div>
      {hydrated ? (
        <div className="mb-2 flex flex-wrap items-center gap-2" role="group" aria-label={t('Zoom')}>
          <button
            type="button"
            className="rounded-md bg-white px-3 py-1 ring-1 ring-slate-300"
            onClick={() => setZoom((value) => clampZoom(value + ZOOM_STEP))}
          >
            {t('Zoom in')}
          </button>
          <button
            type="button"
            className="rounded-md bg-white px-3 py-1 ring-1 ring-slate-300"
            onClick={() => setZoom((value) => clampZoom(value - ZOOM_STEP))}
          >
            {t('Zoom out')}
          </button>
          <button
            type="button"
            className="rounded-md bg-white px-3 py-1 ring-1 ring-slate-300"
            onClick={() => setZoom(1)}
          >
            {t('Reset zoom')}
          </button>
          <span className="text-sm text-slate-700" aria-live="polite">
            {Math.round(zoom * 100)}%
          </span>
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className="mb-2 text-red-800">
          {t('An error occurred, please try again.')}
        </p>
      ) : null}
      <div
        ref={viewport}
        className={settingsClasses(props.settings, props.orientation)}
        style={{ backgroundColor: props.settings.background }}
        data-testid="org-chart"
      >
        <div ref={canvas} className="oc-canvas relative" style={{ zoom }}>
          {/* Before the boxes, so the boxes are drawn over the dashed lines. */}
          {lines}
          <ul className="oc-tree" aria-label={props.label}>
            {roots.map((node) => (
              <ChartNode key={node.key} node={node} tree={tree} />
            ))}
          </ul>
        </div>
      </div>
    </div>
  )
}

const clampZoom = (value: number) =>
  Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(value * 100) / 100))

/** Dragging the chart's background scrolls it (links and buttons keep their clicks). */
function usePan(viewport: RefObject<HTMLDivElement>) {
  useEffect(() => {
    const element = viewport.current
    if (!element) return
    let start: { x: number; y: number; left: number; top: number } | null = null
    const down = (event: PointerEvent) => {
      if (event.button !== 0 || (event.target as Element).closest('a, button, .oc-node')) return
      start = {
        x: event.clientX,
        y: event.clientY,
        left: element.scrollLeft,
        top: element.scrollTop,
      }
      element.setPointerCapture(event.pointerId)
      element.classList.add('oc-panning')
    }
    const move = (event: PointerEvent) => {
      if (!start) return
      element.scrollLeft = start.left - (event.clientX - start.x)
      element.scrollTop = start.top - (event.clientY - start.y)
    }
    const up = () => {
      start = null
      element.classList.remove('oc-panning')
    }
    element.addEventListener('pointerdown', down)
    element.addEventListener('pointermove', move)
    element.addEventListener('pointerup', up)
    element.addEventListener('pointercancel', up)
    return () => {
      element.removeEventListener('pointerdown', down)
      element.removeEventListener('pointermove', move)
      element.removeEventListener('pointerup', up)
      element.removeEventListener('pointercancel', up)
    }
  }, [viewport])
}

/** A smooth S-curve between two points, bending along the chart's axis. */
function curve(x1: number, y1: number, x2: number, y2: number, axis: 'x' | 'y'): string {
  if (axis === 'y') {
    const bend = (y1 + y2) / 2
    return `M${x1},${y1} C${x1},${bend} ${x2},${bend} ${x2},${y2}`
  }
  const bend = (x1 + x2) / 2
  return `M${x1},${y1} C${bend},${y1} ${bend},${y2} ${x2},${y2}`
}

/**
 * Dashed connectors from each box to its dotted-line manager when both are on screen (the
 * dashed "Dotted line to …" marker says the same without JavaScript).
 */
function useDottedLines(
  canvas: RefObject<HTMLDivElement>,
  zoom: number,
  orientation: Orientation,
  changes: unknown[],
): ReactNode {
  const [paths, setPaths] = useState<{ id: string; d: string }[]>([])
  useLayoutEffect(() => {
    const element = canvas.current
    if (!element) return
    const origin = element.getBoundingClientRect()
    const found: { id: string; d: string }[] = []
    for (const marker of element.querySelectorAll<HTMLElement>('[data-dotted-to]')) {
      const from = marker.closest('.oc-node')
      const to = document.getElementById(marker.dataset.dottedTo!)?.querySelector('.oc-node')
      if (!from || !to) continue
      const a = from.getBoundingClientRect()
      const b = to.getBoundingClientRect()
      const x = (value: number) => (value - origin.left) / zoom
      const y = (value: number) => (value - origin.top) / zoom
      // From the box's top to the manager's bottom (vertical), or left side to right side.
      const d =
        orientation === 'vertical'
          ? curve(x(a.left + a.width / 2), y(a.top), x(b.left + b.width / 2), y(b.bottom), 'y')
          : curve(x(a.left), y(a.top + a.height / 2), x(b.right), y(b.top + b.height / 2), 'x')
      found.push({ id: `${from.parentElement!.id}-${marker.dataset.dottedTo}`, d })
    }
    setPaths(found)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canvas, zoom, orientation, ...changes])
  if (paths.length === 0) return null
  return (
    <svg className="oc-dotted-lines" width="1" height="1" aria-hidden="true" focusable="false">
      {paths.map((path) => (
        <path key={path.id} d={path.d} />
      ))}
    </svg>
  )
}

/** Where a chart opened lower down starts: a trail from the top of the chart to its root. */
export function ChartTrail({
  trail,
  topHref,
  rootHref,
  reloadDocument,
}: {
  trail: readonly { key: string; name: string }[]
  topHref: string
  rootHref: (key: string) => string
  /** The public chart's pages are plain documents. */
  reloadDocument?: boolean
}) {
  const { t } = useTranslation()
  if (trail.length === 0) return null
  return (
    <Breadcrumbs
      label={t('Chart from')}
      className="mt-4"
      listClassName=""
      reloadDocument={reloadDocument}
      crumbs={[
        { label: t('Top of the chart'), to: topHref },
        ...trail.map((crumb, index) => ({
          label: crumb.key === NO_DIVISION_KEY ? t(crumb.name) : crumb.name,
          to: rootHref(crumb.key),
          current: index === trail.length - 1,
        })),
      ]}
    />
  )
}

/**
 * The chart's part of its page: `chart`, or `emptyMessage` when it has no one on it, then
 * `children` (the pager).
 */
export function ChartSection({
  emptyMessage,
  chart,
  children,
}: {
  emptyMessage: string | null
  chart: ReactNode
  children?: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="oc-chart-title" className="mt-4">
      <h2 id="oc-chart-title" className="sr-only">
        {t('Chart')}
      </h2>
      {emptyMessage === null ? chart : <p className="text-slate-700">{emptyMessage}</p>}
      {children}
    </section>
  )
}
