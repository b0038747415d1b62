import { afterAll } from 'vitest'
import { startChatCompletionsServer } from './chat-completions-server'
import { startDnsServer } from './dns-server'

/**
 * Points the app at a stand-in server for the rest of the calling test file through environment
 * variables; after the file's last test they are taken away and the server stops. Called at the
 * top level of a test file: `const dns = await dnsServerForFile()`.
 */
function forFile<Server extends { close(): Promise<void> }>(
  server: Server,
  env: Record<string, string>,
): Server {
  Object.assign(process.env, env)
  afterAll(async () => {
    for (const name of Object.keys(env)) delete process.env[name]
    await server.close()
  })
  return server
}

/** A loopback DNS server the app's resolver asks (DNS_SERVERS) during this test file. */
export async function dnsServerForFile() {
  const dns = await startDnsServer()
  return forFile(dns, { DNS_SERVERS: dns.address })
}

/** A chat-completions model the app's AI features call (AI_BASE_URL) during this test file. */
export async function modelServerForFile() {
  const model = await startChatCompletionsServer()
  return forFile(model, { AI_BASE_URL: model.url })
}
