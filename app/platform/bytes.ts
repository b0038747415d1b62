/**
 * The parts joined into one new array, backed by a buffer of its own: safe to transfer to another
 * thread (a Buffer may share Node's pool with others).
 */
export function joinedBytes(parts: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    joined.set(part, offset)
    offset += part.length
  }
  return joined
}
