/**
 * The HTTP server (server.js) overwrites this header on every request with the client address
 * it trusts (honouring X-Forwarded-For only when TRUST_PROXY is set), so it cannot be spoofed.
 */
export const CLIENT_IP_HEADER = 'x-groundwork-client-ip'

/** Who sent a request: recorded on sessions and audit entries, used for throttling. */
export interface RequestMeta {
  ip: string
  userAgent: string | null
}

export function requestMeta(request: Request): RequestMeta {
  return {
    ip: request.headers.get(CLIENT_IP_HEADER) ?? 'unknown',
    userAgent: request.headers.get('user-agent'),
  }
}
