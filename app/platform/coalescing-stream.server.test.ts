import { setImmediate as nextTurn } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { coalescingStream } from './coalescing-stream.server'

describe('coalescingStream', () => {
  it('passes on what is written in one turn as one chunk, and a later write when it comes', async () => {
    const stream = coalescingStream()
    const chunks: string[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()))
    const ended = new Promise((resolve) => stream.on('end', resolve))

    for (const piece of ['<html>', '<body>', '<p>shell</p>']) stream.write(Buffer.from(piece))
    await nextTurn()
    expect(chunks).toEqual(['<html><body><p>shell</p>'])

    // A suspended part finishing later streams by itself, and ending sends what is left.
    stream.write(Buffer.from('<p>later</p>'))
    stream.end(Buffer.from('</body></html>'))
    await ended
    expect(chunks).toEqual(['<html><body><p>shell</p>', '<p>later</p></body></html>'])
  })
})
