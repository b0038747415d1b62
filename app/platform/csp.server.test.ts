import { describe, expect, it } from 'vitest'
import { embedVideo } from '~/domains/knowledge/articles/embed-video'
import { contentSecurityPolicy, newNonce } from './csp.server'

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? []

describe('the Content-Security-Policy of a page', () => {
  it('lets the player of every video an article may embed be framed', () => {
    const frameSources = directive(contentSecurityPolicy(newNonce()), 'frame-src')
    for (const url of [
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://www.loom.com/share/0123456789abcdef0123456789abcdef',
      'https://fast.wistia.net/embed/iframe/abcdefghij',
      'https://www.twitch.tv/videos/123456',
    ]) {
      const player = embedVideo(url)
      expect(player, url).not.toBeNull()
      expect(frameSources).toContain(new URL(player!.embedUrl).origin)
    }
  })

  it('runs scripts only from our origin or with the nonce of this page', () => {
    const nonce = newNonce()
    const policy = contentSecurityPolicy(nonce)
    expect(directive(policy, 'script-src')).toEqual(["'self'", `'nonce-${nonce}'`])
    expect(directive(policy, 'script-src-attr')).toEqual(["'none'"])
    expect(directive(policy, 'object-src')).toEqual(["'none'"])
    expect(newNonce()).not.toBe(nonce)
  })
})
