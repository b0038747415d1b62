import { Parser } from 'htmlparser2'
import { describe, expect, it } from 'vitest'
import { sanitizeArticleHtml } from './html.server'
import { XSS_PAYLOADS } from './testdata/xss-corpus'

/** Elements that run script, load active content or change how the page behaves. */
const FORBIDDEN_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'keygen',
  'svg',
  'math',
  'base',
  'meta',
  'link',
  'template',
  'noscript',
  'xmp',
  'video',
  'audio',
  'source',
  'details',
  'marquee',
  'isindex',
  'body',
  'html',
  'head',
  'title',
  'xml',
  'bgsound',
])

/** Attributes that hold a URL a browser follows or loads. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'cite', 'background'])

/** What a browser does with a URL attribute: entities decoded, control characters and spaces dropped. */
function schemeOf(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020]/g, '').toLowerCase()
  const match = /^([a-z][a-z0-9+.-]*):/.exec(cleaned)
  return match ? match[1]! : null
}

interface Finding {
  problem: string
  detail: string
}

/** Parses the sanitized HTML like a browser tokenizer would and lists anything that could run. */
function dangersIn(html: string): Finding[] {
  const findings: Finding[] = []
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (FORBIDDEN_TAGS.has(name)) findings.push({ problem: 'tag', detail: name })
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute.startsWith('on')) findings.push({ problem: 'handler', detail: attribute })
          if (['style', 'srcdoc', 'srcset', 'xlink:href', 'ping', 'id', 'name'].includes(attribute))
            findings.push({ problem: 'attribute', detail: attribute })
          if (URL_ATTRIBUTES.has(attribute)) {
            const scheme = schemeOf(value)
            const safeData = name === 'img' && /^data:image\/(png|jpeg|gif|webp);/i.test(value)
            if (scheme && !['http', 'https', 'mailto', 'tel'].includes(scheme) && !safeData)
              findings.push({ problem: 'url', detail: `${attribute}=${value}` })
            if (value.trim().startsWith('//'))
              findings.push({ problem: 'protocol-relative', detail: value })
          }
          if (name === 'a' && attribute === 'target' && !/noopener/.test(attributes.rel ?? ''))
            findings.push({ problem: 'tabnabbing', detail: value })
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.write(html)
  parser.end()
  return findings
}

describe('sanitizeArticleHtml against the XSS corpus', () => {
  it('holds at least 100 different payloads', () => {
    expect(new Set(XSS_PAYLOADS).size).toBeGreaterThanOrEqual(100)
  })

  it.each(XSS_PAYLOADS.map((payload, index) => [index, payload] as const))(
    'payload %i leaves nothing that runs: %s',
    (_index, payload) => {
      const once = sanitizeArticleHtml(payload)
      expect(dangersIn(once)).toEqual([])
      // Rendering sanitizes stored HTML again: a second pass must not turn text into markup.
      expect(dangersIn(sanitizeArticleHtml(once))).toEqual([])
    },
  )

  it('the checker itself sees the dangers it looks for', () => {
    expect(dangersIn('<img src=x onerror=alert(1)>')).toEqual([
      { problem: 'handler', detail: 'onerror' },
    ])
    expect(dangersIn('<a href="jav&#x09;ascript:alert(1)">x</a>')).toHaveLength(1)
    expect(dangersIn('<script>alert(1)</script>')).toEqual([{ problem: 'tag', detail: 'script' }])
  })
})

describe('sanitizeArticleHtml keeps what the editor and the imports produce', () => {
  it('keeps headings, lists, tables, links, images, code and quotes', () => {
    const html = [
      '<h1>Title</h1><h2>Sub</h2><h3>Part</h3>',
      '<p><strong>bold</strong> <em>it</em> <u>u</u> <s>s</s> <mark>m</mark> x<sub>2</sub> y<sup>3</sup></p>',
      '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>',
      '<table><thead><tr><th colspan="2">Head</th></tr></thead><tbody><tr><td rowspan="2">A</td><td>B</td></tr></tbody></table>',
      '<p><a href="https://example.com/page" title="Example">link</a> <a href="mailto:hr@example.com">mail</a></p>',
      '<p><img src="/knowledgebase/files/3/view" alt="Chart" width="100" height="50"></p>',
      '<pre><code class="language-ts">const x = 1</code></pre><blockquote><p>Quote</p></blockquote><hr>',
    ].join('')
    const clean = sanitizeArticleHtml(html)
    for (const kept of [
      '<h1>Title</h1>',
      '<h2>Sub</h2>',
      '<ol start="3">',
      '<th colspan="2">',
      '<td rowspan="2">',
      '<a href="https://example.com/page" title="Example" rel="noopener noreferrer">link</a>',
      '<img src="/knowledgebase/files/3/view" alt="Chart" width="100" height="50" />',
      '<code class="language-ts">',
      '<blockquote>',
      '<mark>m</mark>',
      '<sub>2</sub>',
    ])
      expect(clean).toContain(kept)
  })

  it('keeps raster images inlined by the Word import, not other data: URLs', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo='
    expect(sanitizeArticleHtml(`<img src="${png}" alt="pic">`)).toContain(`src="${png}"`)
    expect(sanitizeArticleHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).not.toContain(
      'data:',
    )
  })
})
