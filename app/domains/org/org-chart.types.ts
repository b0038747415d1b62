/**
 * The shapes shared by everything that draws an org chart: the server's tree builder, the
 * server-rendered chart, the display settings and the SVG export. Client-safe (no server code).
 */

/** One box of a chart, whichever tree it comes from. */
export type OrgChartNode = {
  /** Unique in its chart and usable as an HTML id: `p-12` (membership 12), `pos-3`, `div-4`. */
  key: string
  kind: 'person' | 'position' | 'division'
  /** Person: full name; position: position name; division: division name. */
  name: string
  /** Person: primary position name; position: the header (above_text) if any. */
  title: string | null
  division: { name: string; color: string } | null
  /** Person nodes on signed-in charts: what the avatar and the profile link need. */
  person?: { id: number; photo: string | null; gender: string | null }
  /** Position nodes: the people holding the position (bounded; see `peopleCount`). */
  people?: { id: number; name: string }[]
  peopleCount?: number
  /** Number of direct reports (children in the full tree, loaded or not). */
  directReports: number
  /** The loaded children; empty with `directReports > 0` means "not loaded yet" (lazy). */
  children: OrgChartNode[]
  /** Keys of dotted-line (secondary) managers, drawn as dashed links. */
  dottedManagerKeys: string[]
  /** The same dotted-line managers with their names, for the "Dotted line to …" label. */
  dottedManagers?: { key: string; name: string }[]
}

/** Display settings of one chart layout (seed 000 §3, §7: orgflow and horizontalorg). */
export type OrgChartDisplaySettings = {
  /** Highlight the path from the root to the focused node. */
  highlights: boolean
  /** Draw an outline around each box. */
  outline: boolean
  /** Chart background colour (#rrggbb). */
  background: string
  /** Do not group the chart by division (the /div/ chart falls back to the people tree). */
  disable_div_tree: boolean
  corner_style: 'rounded' | 'square'
  /** Hang juniors from above (stacked under their manager) instead of side by side. */
  held_From_above: boolean
  all_nodes_small: boolean
  /** Hide the division/department line of each person's box. */
  hide_emp_div_dept_title: boolean
}

export const DEFAULT_ORG_CHART_SETTINGS: OrgChartDisplaySettings = {
  highlights: true,
  outline: true,
  background: '#ffffff',
  disable_div_tree: false,
  corner_style: 'rounded',
  held_From_above: false,
  all_nodes_small: false,
  hide_emp_div_dept_title: false,
}
