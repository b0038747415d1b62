import { useFetcher, useLocation } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { PREVIEW_HEIGHTS, viewerOf, type OfficePreview } from '../file-kinds'

/** How often, with JavaScript, a page waiting for its preview asks again. */
const POLL_MS = 2_000

/**
 * The preview as known now: the loader's, or (with JavaScript) the latest answer of the file's
 * page, asked again while the PDF is being made. A viewer opened without a loader's answer (the
 * knowledge files dialog) asks at once.
 */
function useLatestPreview(preview: OfficePreview | null, pageUrl: string): OfficePreview | null {
  const { load, state, data } = useFetcher<{ preview: OfficePreview | null }>()
  const latest = data?.preview ?? preview
  const waiting = latest ? latest.status === 'pending' : data === undefined
  const delay = latest ? POLL_MS : 0
  useEffect(() => {
    if (!waiting || state !== 'idle') return
    const timer = setTimeout(() => load(pageUrl), delay)
    return () => clearTimeout(timer)
  }, [waiting, state, load, pageUrl, delay])
  return latest
}

/**
 * An office document or presentation as the PDF this server made of it (ADR 042): presentations
 * 500 px high, documents 1200 px (seed §2). Those who may not download get the PDF viewer without
 * its toolbar and no link to the PDF (seed §6).
 */
export function OfficePreviewFrame({
  fileName,
  preview,
  pageUrl,
  canDownload,
}: {
  fileName: string
  preview: OfficePreview | null
  /** The file's page, whose loader answers `preview` (default: this page). */
  pageUrl?: string
  canDownload: boolean
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const page = pageUrl ?? `${location.pathname}${location.search}`
  const latest = useLatestPreview(preview, page)
  switch (latest?.status ?? 'pending') {
    case 'ready': {
      const url = latest!.url
      const height =
        viewerOf(fileName) === 'presentation'
          ? PREVIEW_HEIGHTS.presentation
          : PREVIEW_HEIGHTS.office
      return (
        <>
          <iframe
            src={canDownload ? url : `${url}#toolbar=0`}
            title={t('Preview of {{name}}', { name: fileName })}
            style={{ height }}
            className="w-full border border-slate-300 bg-white"
          />
          {canDownload ? (
            <p className="mt-2">
              <a href={url} target="_blank" rel="noreferrer" className={buttonClasses('link')}>
                {t('Open the PDF in a new tab')}
              </a>
            </p>
          ) : null}
        </>
      )
    }
    case 'pending':
      return (
        <p role="status" className="text-slate-700">
          {t('The preview is being prepared.')}{' '}
          <a href={page} className={buttonClasses('link')}>
            {t('Reload the page')}
          </a>
        </p>
      )
    case 'failed':
      return <p className="text-slate-700">{t('The preview could not be made.')}</p>
    case 'unavailable':
      return (
        <p className="text-slate-700">{t('Previews are not available on this installation.')}</p>
      )
  }
}
