import sharp from 'sharp'
import { msg } from '~/i18n'
import { AppError } from './errors.server'

/** Image formats people may upload as a photo or logo (decided by the bytes, not the name). */
export const ACCEPTED_IMAGE_FORMATS = ['jpeg', 'png', 'webp'] as const
export const ACCEPTED_IMAGE_TYPES = 'image/jpeg,image/png,image/webp'
export const NOT_AN_IMAGE = msg('Choose a JPEG, PNG or WebP image.')

/**
 * Checks that the bytes are a JPEG, PNG or WebP image and re-encodes them as WebP no larger than
 * `size` pixels on either side. Re-encoding also drops metadata (camera location) and anything
 * hidden after the image data.
 */
export async function resizedImage(
  bytes: Uint8Array,
  options: { size: number; field: string },
): Promise<{ bytes: Uint8Array; contentType: 'image/webp' }> {
  const notAnImage = AppError.invalidField(options.field, NOT_AN_IMAGE)
  const format = await sharp(bytes)
    .metadata()
    .then((metadata) => metadata.format)
    .catch(() => undefined)
  if (!format || !(ACCEPTED_IMAGE_FORMATS as readonly string[]).includes(format)) throw notAnImage
  // A file can have a readable header and undecodable pixels: that is not an image either.
  const output = await sharp(bytes)
    .rotate() // honour the EXIF orientation before it is dropped
    .resize(options.size, options.size, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw notAnImage
    })
  return { bytes: new Uint8Array(output), contentType: 'image/webp' }
}
