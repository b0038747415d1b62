import { useEffect, useState } from 'react'
import { useTranslation } from '~/components/translation'
import { embedVideo } from '../embed-video'

/**
 * The article's embedded video (seed §5): a player for YouTube, Vimeo, Loom, Wistia or Twitch
 * URLs, nothing for anything else. Twitch wants the embedding host as `parent`, known only in the
 * browser.
 */
export function EmbeddedVideo({ url, title }: { url: string | null | undefined; title?: string }) {
  const { t } = useTranslation()
  const [host, setHost] = useState<string | null>(null)
  useEffect(() => setHost(window.location.hostname), [])
  const video = embedVideo(url)
  if (!video) return null
  const src =
    video.provider === 'twitch' ? `${video.embedUrl}&parent=${host ?? 'localhost'}` : video.embedUrl
  return (
    <div className="aspect-video w-full">
      <iframe
        src={src}
        title={title ?? t('Embedded video')}
        className="h-full w-full rounded-md border-0"
        allow="accelerometer; autoplay; clipboard-write; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  )
}
