/** What the photo file input offers (the server decides by the bytes: images.server.ts). */
export const ACCEPTED_IMAGE_TYPES_LIST = 'image/jpeg,image/png,image/webp'
