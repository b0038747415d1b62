// Behind a TLS-terminating proxy (TRUST_PROXY=1, X-Forwarded-Proto: https) or on TLS itself, the
// browser is told to come back over https only (HSTS) and every cookie is marked Secure, so no
// cookie of ours ever travels over plain http. Plain-http installs (a laptop, a LAN) are left alone:
// HSTS there would lock browsers out of the site.

const HSTS = 'max-age=31536000'

export function httpsOnlyWhenSecure() {
  return (req, res, next) => {
    if (!req.secure) return next()
    res.setHeader('Strict-Transport-Security', HSTS)
    const writeHead = res.writeHead
    // Cookies are set by whichever route answers; they are all final when the headers go out.
    res.writeHead = function writeHeadWithSecureCookies(...args) {
      const cookies = res.getHeader('Set-Cookie')
      if (cookies) res.setHeader('Set-Cookie', [cookies].flat().map(secureCookie))
      return writeHead.apply(this, args)
    }
    next()
  }
}

function secureCookie(cookie) {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`
}
