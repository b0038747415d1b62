import sanitizeHtml from 'sanitize-html'
import { rememberPerText } from '~/platform/text-memo'

/**
 * What article and definition HTML may contain: the rich-text editor's output (headings, lists,
 * tables, links, images, code, quotes) and the HTML that Word and Excel imports produce. No
 * scripts, styles, frames, forms, event handlers or javascript: URLs. Applied when HTML is saved
 * and again when it is rendered, so rows written before a rule changed are still safe.
 */
const RASTER_DATA_URL = /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i

const ARTICLE_HTML_RULES: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags,
    'img',
    'h1',
    'h2',
    's',
    'u',
    'mark',
    'sub',
    'sup',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  // Word bookmarks arrive as empty anchors without a link; they only clutter the body.
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    img: (tagName, attribs) => {
      // data: is allowed for the pictures the Word import inlines; an HTML or SVG document in a
      // data: URL is not a picture (the XSS corpus test holds both).
      const src = attribs.src ?? ''
      if (/^\s*data:/i.test(src) && !RASTER_DATA_URL.test(src)) delete attribs.src
      return { tagName, attribs }
    },
  },
}

/**
 * Safe article HTML. The answer for each text is kept (rememberPerText): reading an article
 * sanitizes its body several times over, each step safe on its own, and the same bodies are read
 * all day.
 */
export const sanitizeArticleHtml = rememberPerText((html: string): string =>
  sanitizeHtml(html, ARTICLE_HTML_RULES).trim(),
)
