import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for YouTube's public oEmbed endpoint (GET {base}?url=…&format=json) on loopback:
 * it knows the videos it is given and answers 404 for any other, as YouTube does. Put `url` in
 * YOUTUBE_OEMBED_URL.
 */
export interface OembedVideo {
  title: string
  thumbnail_url: string
}

export interface YoutubeOembedServer {
  url: string
  /** The `url` parameter of every request, in order. */
  asked: string[]
  close(): Promise<void>
}

export async function startYoutubeOembedServer(
  videos: Record<string, OembedVideo>,
): Promise<YoutubeOembedServer> {
  const asked: string[] = []
  const server = createServer((request, response) => {
    const videoUrl = new URL(request.url ?? '/', 'http://localhost').searchParams.get('url') ?? ''
    asked.push(videoUrl)
    const id = new URL(videoUrl, 'https://www.youtube.com').searchParams.get('v') ?? ''
    const video = videos[id]
    if (!video) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found')
      return
    }
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ type: 'video', version: '1.0', provider_name: 'YouTube', ...video }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/oembed`,
    asked,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
