import { AppError } from '~/platform/errors.server'
import { youtubeVideoId } from './embed-video'

/** YouTube's public oEmbed endpoint; YOUTUBE_OEMBED_URL points it elsewhere (tests, proxies). */
export const DEFAULT_OEMBED_URL = 'https://www.youtube.com/oembed'
const OEMBED_TIMEOUT_MS = 5_000

export const YOUTUBE_MESSAGES = {
  badLink: 'Enter a YouTube link with an 11-character video id',
  unknownVideo: 'This YouTube video does not exist or cannot be embedded',
  unreachable:
    "YouTube could not be reached to read this video's title; the video can still be embedded",
} as const

export interface YoutubeDetails {
  id: string
  embed_url: string
  title: string | null
  /** oEmbed does not give a video's length; kept in the answer so clients need not guess. */
  duration: number | null
  thumbnail: string
  /** Set when YouTube could not be asked: the id is valid, the details are missing. */
  message: string | null
}

interface OembedAnswer {
  title?: unknown
  thumbnail_url?: unknown
  duration?: unknown
}

/**
 * Seed §7 `youtube/analyze/`: the id of a YouTube link (the §5 11-character rule) and what
 * YouTube's oEmbed says of it. A server without access to YouTube still answers the id, the
 * standard thumbnail and a message saying why the title is missing.
 */
export async function analyzeYoutubeLink(link: unknown): Promise<YoutubeDetails> {
  const id = typeof link === 'string' ? youtubeVideoId(link) : null
  if (!id) throw AppError.invalidField('youtube_url', YOUTUBE_MESSAGES.badLink)
  const base = {
    id,
    embed_url: `https://www.youtube-nocookie.com/embed/${id}`,
    title: null,
    duration: null,
    thumbnail: `https://i.ytimg.com/vi/${id}/hqdefault.jpg`,
  }
  const endpoint = new URL(process.env.YOUTUBE_OEMBED_URL?.trim() || DEFAULT_OEMBED_URL)
  endpoint.searchParams.set('url', `https://www.youtube.com/watch?v=${id}`)
  endpoint.searchParams.set('format', 'json')
  let response: Response
  try {
    response = await fetch(endpoint, { signal: AbortSignal.timeout(OEMBED_TIMEOUT_MS) })
  } catch {
    return { ...base, message: YOUTUBE_MESSAGES.unreachable }
  }
  // oEmbed answers 404 for an unknown video and 401/403 for one whose owner forbids embedding.
  if ([401, 403, 404].includes(response.status)) {
    throw AppError.invalidField('youtube_url', YOUTUBE_MESSAGES.unknownVideo)
  }
  const answer = response.ok
    ? ((await response.json().catch(() => null)) as OembedAnswer | null)
    : null
  if (!answer) return { ...base, message: YOUTUBE_MESSAGES.unreachable }
  return {
    ...base,
    title: typeof answer.title === 'string' ? answer.title : null,
    duration: typeof answer.duration === 'number' ? answer.duration : null,
    thumbnail: typeof answer.thumbnail_url === 'string' ? answer.thumbnail_url : base.thumbnail,
    message: null,
  }
}
