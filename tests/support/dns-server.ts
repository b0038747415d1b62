import { createSocket, type RemoteInfo } from 'node:dgram'

/**
 * A tiny authoritative DNS server on loopback UDP (RFC 1035 wire format), so tests exercise the
 * app's real resolver (node:dns `Resolver`, pointed here by DNS_SERVERS) instead of a mock.
 * It answers TXT questions from its map and NXDOMAIN for names it does not know.
 */

const TYPE_TXT = 16
const CLASS_IN = 1
const RCODE_NXDOMAIN = 3

export interface DnsServer {
  /** `127.0.0.1:{port}`, the form DNS_SERVERS takes. */
  address: string
  /** Publishes (or, with an empty list, removes) the TXT strings of a name. */
  setTxt(name: string, values: string[]): void
  close(): Promise<void>
}

/** The question's name (labels joined by dots, lower case) and where the question ends. */
function readName(message: Buffer, start: number): { name: string; end: number } {
  const labels: string[] = []
  let offset = start
  while (message[offset] !== 0) {
    const length = message[offset]!
    labels.push(message.subarray(offset + 1, offset + 1 + length).toString('latin1'))
    offset += 1 + length
  }
  return { name: labels.join('.').toLowerCase(), end: offset + 1 }
}

/** One TXT record's data: each string as a length byte and at most 255 bytes. */
function txtData(value: string): Buffer {
  const bytes = Buffer.from(value, 'utf8')
  const parts: Buffer[] = []
  for (let at = 0; at < bytes.length || at === 0; at += 255) {
    const chunk = bytes.subarray(at, at + 255)
    parts.push(Buffer.from([chunk.length]), chunk)
    if (bytes.length === 0) break
  }
  return Buffer.concat(parts)
}

function answer(query: Buffer, records: Map<string, string[]>): Buffer {
  const id = query.readUInt16BE(0)
  const recursionDesired = query.readUInt16BE(2) & 0x0100
  const { name, end } = readName(query, 12)
  const type = query.readUInt16BE(end)
  const question = query.subarray(12, end + 4)
  const values = records.get(name)
  const answers =
    values && type === TYPE_TXT
      ? values.map((value) => {
          const data = txtData(value)
          const head = Buffer.alloc(12)
          head.writeUInt16BE(0xc00c, 0) // a pointer to the question's name
          head.writeUInt16BE(TYPE_TXT, 2)
          head.writeUInt16BE(CLASS_IN, 4)
          head.writeUInt32BE(60, 6)
          head.writeUInt16BE(data.length, 10)
          return Buffer.concat([head, data])
        })
      : []
  const header = Buffer.alloc(12)
  header.writeUInt16BE(id, 0)
  // QR (a response), AA (authoritative), the client's RD, and NXDOMAIN for an unknown name.
  header.writeUInt16BE(0x8400 | recursionDesired | (values ? 0 : RCODE_NXDOMAIN), 2)
  header.writeUInt16BE(1, 4)
  header.writeUInt16BE(answers.length, 6)
  return Buffer.concat([header, question, ...answers])
}

export async function startDnsServer(initial: Record<string, string[]> = {}): Promise<DnsServer> {
  const records = new Map(
    Object.entries(initial).map(([name, values]) => [name.toLowerCase(), values]),
  )
  const socket = createSocket('udp4')
  socket.on('message', (query: Buffer, from: RemoteInfo) => {
    try {
      socket.send(answer(query, records), from.port, from.address)
    } catch {
      // A malformed question gets no answer; the client times out, as with a real server.
    }
  })
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve))
  return {
    address: `127.0.0.1:${socket.address().port}`,
    setTxt(name, values) {
      if (values.length) records.set(name.toLowerCase(), values)
      else records.delete(name.toLowerCase())
    },
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  }
}
