/**
 * What kinds of file people may store, and how each is shown (seed §5 "Viewer types"). Shared by
 * the server (upload checks, the type it serves) and the viewer component.
 */

/** Our own upload limit; the spec's 30 GB is the absolute maximum of any uploader. */
export const MAX_FILE_BYTES = 50 * 1024 * 1024

/** 'office' and 'presentation' are shown as a PDF the server converts them to (ADR 042). */
export type ViewerKind = 'pdf' | 'image' | 'audio' | 'video' | 'office' | 'presentation' | 'other'

/** Seed §2, §9: how high the converted PDF of each kind is shown. */
export const PREVIEW_HEIGHTS = { presentation: 500, office: 1200 } as const

interface Kind {
  contentType: string
  viewer: ViewerKind
}

/**
 * The allow-list: extension → the content type we serve it with. The type never comes from the
 * uploader, and nothing here is HTML, SVG or a script, so no stored file can run in our origin.
 */
const KINDS: Record<string, Kind> = {
  pdf: { contentType: 'application/pdf', viewer: 'pdf' },
  png: { contentType: 'image/png', viewer: 'image' },
  jpg: { contentType: 'image/jpeg', viewer: 'image' },
  jpeg: { contentType: 'image/jpeg', viewer: 'image' },
  gif: { contentType: 'image/gif', viewer: 'image' },
  webp: { contentType: 'image/webp', viewer: 'image' },
  mp3: { contentType: 'audio/mpeg', viewer: 'audio' },
  wav: { contentType: 'audio/wav', viewer: 'audio' },
  ogg: { contentType: 'audio/ogg', viewer: 'audio' },
  aac: { contentType: 'audio/aac', viewer: 'audio' },
  flac: { contentType: 'audio/flac', viewer: 'audio' },
  m4a: { contentType: 'audio/mp4', viewer: 'audio' },
  mp4: { contentType: 'video/mp4', viewer: 'video' },
  m4v: { contentType: 'video/mp4', viewer: 'video' },
  mov: { contentType: 'video/quicktime', viewer: 'video' },
  avi: { contentType: 'video/x-msvideo', viewer: 'video' },
  wmv: { contentType: 'video/x-ms-wmv', viewer: 'video' },
  flv: { contentType: 'video/x-flv', viewer: 'video' },
  webm: { contentType: 'video/webm', viewer: 'video' },
  doc: { contentType: 'application/msword', viewer: 'office' },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    viewer: 'office',
  },
  xls: { contentType: 'application/vnd.ms-excel', viewer: 'office' },
  xlsx: {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    viewer: 'office',
  },
  ppt: { contentType: 'application/vnd.ms-powerpoint', viewer: 'presentation' },
  pptx: {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    viewer: 'presentation',
  },
  odt: { contentType: 'application/vnd.oasis.opendocument.text', viewer: 'office' },
  ods: { contentType: 'application/vnd.oasis.opendocument.spreadsheet', viewer: 'office' },
  odp: { contentType: 'application/vnd.oasis.opendocument.presentation', viewer: 'presentation' },
  rtf: { contentType: 'application/rtf', viewer: 'other' },
  txt: { contentType: 'text/plain; charset=utf-8', viewer: 'other' },
  csv: { contentType: 'text/csv; charset=utf-8', viewer: 'other' },
  zip: { contentType: 'application/zip', viewer: 'other' },
}

export const ALLOWED_EXTENSIONS = Object.keys(KINDS)

/** The lower-case extension of a file name ('' when it has none). */
export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase()
}

export function kindOf(fileName: string): Kind | null {
  return KINDS[extensionOf(fileName)] ?? null
}

/** How a stored file is shown (seed §5 viewer types). */
export function viewerOf(fileName: string): ViewerKind {
  return kindOf(fileName)?.viewer ?? 'other'
}

/** Whether a browser shows the stored bytes themselves (pdf, images, audio and video). */
export function isViewable(fileName: string): boolean {
  return ['pdf', 'image', 'audio', 'video'].includes(viewerOf(fileName))
}

/** Whether the file is shown through the PDF the server converts it to. */
export function hasOfficePreview(fileName: string): boolean {
  const viewer = viewerOf(fileName)
  return viewer === 'office' || viewer === 'presentation'
}

/** A size people read: '12 KB', '3.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}

/** The `accept` attribute of file inputs: the same allow-list the server enforces. */
export const ACCEPT_ATTRIBUTE = ALLOWED_EXTENSIONS.map((ext) => `.${ext}`).join(',')

/**
 * What a viewer knows of an office file's PDF (ADR 042): still being made, ready at `url`,
 * failed, or not available because this installation has no LibreOffice.
 */
export interface OfficePreview {
  status: 'pending' | 'ready' | 'failed' | 'unavailable'
  url: string
}
