import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { NOT_AN_IMAGE, resizedImage } from './images.server'

const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()

describe('resizedImage', () => {
  it('re-encodes a photo as WebP', async () => {
    const resized = await resizedImage(await png(), { size: 32, field: 'photo' })
    expect(resized.contentType).toBe('image/webp')
    expect((await sharp(resized.bytes).metadata()).width).toBe(32)
  })

  it('refuses a PNG whose header reads but whose pixels cannot be decoded, on its field', async () => {
    const corrupt = await png()
    corrupt.fill(0xff, corrupt.indexOf('IDAT') + 4, corrupt.length - 12)

    await expect(resizedImage(corrupt, { size: 32, field: 'photo' })).rejects.toMatchObject({
      code: 'VALIDATION',
      fieldErrors: { photo: [NOT_AN_IMAGE] },
    })
  })

  it('refuses bytes that are no image at all', async () => {
    const text = new TextEncoder().encode('not an image')
    await expect(resizedImage(text, { size: 32, field: 'logo' })).rejects.toMatchObject({
      fieldErrors: { logo: [NOT_AN_IMAGE] },
    })
  })
})
