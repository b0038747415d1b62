import { describe, expect, it } from 'vitest'
import { embedVideo } from './embed-video'

describe('embedVideo', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://youtu.be/dQw4w9WgXcQ?t=42',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://m.youtube.com/watch?feature=share&v=dQw4w9WgXcQ',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    [
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'youtube',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ],
    ['https://vimeo.com/76979871', 'vimeo', 'https://player.vimeo.com/video/76979871'],
    [
      'https://player.vimeo.com/video/76979871?h=abc',
      'vimeo',
      'https://player.vimeo.com/video/76979871',
    ],
    [
      'https://www.loom.com/share/0281766fa2d04bb788eaf19e65135184',
      'loom',
      'https://www.loom.com/embed/0281766fa2d04bb788eaf19e65135184',
    ],
    [
      'https://acme.wistia.com/medias/e4a27b971d',
      'wistia',
      'https://fast.wistia.net/embed/iframe/e4a27b971d',
    ],
    [
      'https://fast.wistia.net/embed/iframe/e4a27b971d',
      'wistia',
      'https://fast.wistia.net/embed/iframe/e4a27b971d',
    ],
    [
      'https://www.twitch.tv/videos/1234567890',
      'twitch',
      'https://player.twitch.tv/?video=1234567890',
    ],
    [
      'https://www.twitch.tv/some_streamer',
      'twitch',
      'https://player.twitch.tv/?channel=some_streamer',
    ],
  ])('%s → %s', (url, provider, embedUrl) => {
    expect(embedVideo(url)).toEqual({ provider, embedUrl })
  })

  it.each([
    // Seed §5: a YouTube link counts only with an 11-character id.
    'https://www.youtube.com/watch?v=dQw4w9WgXc',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQQ',
    'https://youtu.be/',
    'https://vimeo.com/channels/staffpicks',
    'https://www.loom.com/share/not-an-id',
    'https://example.com/video.mp4',
    'https://evil.example/youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'not a url',
    '',
    null,
  ])('gives no embed for %s', (url) => {
    expect(embedVideo(url)).toBeNull()
  })
})
