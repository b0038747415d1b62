/**
 * Seed 001 §5: an embedded-video URL is shown only when it matches a YouTube (11-character id),
 * Vimeo, Loom, Wistia or Twitch pattern; anything else gets no preview and no embed. The embed
 * URL is rebuilt from the id alone, so nothing else from the typed URL reaches the iframe.
 */
export type VideoProvider = 'youtube' | 'vimeo' | 'loom' | 'wistia' | 'twitch'

export interface EmbeddedVideoSource {
  provider: VideoProvider
  embedUrl: string
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.|music\.)/, '')
  let id: string | null = null
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (url.pathname === '/watch') id = url.searchParams.get('v')
    else {
      const match = /^\/(embed|shorts|live|v)\/([^/]+)/.exec(url.pathname)
      id = match?.[2] ?? null
    }
  }
  return id && YOUTUBE_ID.test(id) ? id : null
}

function parse(raw: string): URL | null {
  try {
    const url = new URL(raw.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null
  } catch {
    return null
  }
}

/** The 11-character id of a YouTube link (§5), or null for anything else. */
export function youtubeVideoId(raw: string): string | null {
  const url = parse(raw)
  return url ? youtubeId(url) : null
}

export function embedVideo(raw: string | null | undefined): EmbeddedVideoSource | null {
  if (!raw) return null
  const url = parse(raw)
  if (!url) return null
  const host = url.hostname.replace(/^www\./, '')
  const segments = url.pathname.split('/').filter(Boolean)

  const youtube = youtubeId(url)
  if (youtube) {
    return { provider: 'youtube', embedUrl: `https://www.youtube-nocookie.com/embed/${youtube}` }
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = segments.find((segment) => /^\d{6,12}$/.test(segment))
    if (id) return { provider: 'vimeo', embedUrl: `https://player.vimeo.com/video/${id}` }
  }
  if (host === 'loom.com' && ['share', 'embed'].includes(segments[0] ?? '')) {
    const id = segments[1]
    if (id && /^[0-9a-f]{32}$/.test(id)) {
      return { provider: 'loom', embedUrl: `https://www.loom.com/embed/${id}` }
    }
  }
  if (/(^|\.)(wistia\.com|wistia\.net|wi\.st)$/.test(host)) {
    const at = segments.findIndex((segment) => segment === 'medias' || segment === 'iframe')
    const id = at >= 0 ? segments[at + 1] : undefined
    if (id && /^[a-z0-9]{10}$/.test(id)) {
      return { provider: 'wistia', embedUrl: `https://fast.wistia.net/embed/iframe/${id}` }
    }
  }
  if (host === 'twitch.tv' || host === 'm.twitch.tv') {
    // The parent parameter (our host) is added where the iframe is rendered.
    if (segments[0] === 'videos' && /^\d+$/.test(segments[1] ?? '')) {
      return { provider: 'twitch', embedUrl: `https://player.twitch.tv/?video=${segments[1]}` }
    }
    if (segments.length === 1 && /^[A-Za-z0-9_]{3,25}$/.test(segments[0]!)) {
      return { provider: 'twitch', embedUrl: `https://player.twitch.tv/?channel=${segments[0]}` }
    }
  }
  return null
}
