import { useTranslation } from '~/components/translation'

/** A footnote as annotateDefinitions returns it (definition: sanitized HTML). */
export interface DefinitionFootnoteView {
  id: number
  anchor: string
  term: string
  definition: string
}

/**
 * The tooltip of an annotated term: its title, shown on hover and on keyboard focus with CSS
 * only (works without JavaScript). The selector matches the links annotateDefinitions writes,
 * which survive the article sanitizer (no class or data attribute would).
 */
const TOOLTIP_CSS = `
a[href^="#kb-definition-"]{position:relative;text-decoration-style:dotted;text-underline-offset:3px}
a[href^="#kb-definition-"]:hover::after,a[href^="#kb-definition-"]:focus-visible::after{
content:attr(title);position:absolute;left:0;top:100%;z-index:20;margin-top:4px;width:max-content;
max-width:20rem;padding:.5rem .75rem;border-radius:.375rem;background:#0f172a;color:#fff;
font-size:.875rem;font-weight:400;line-height:1.4;white-space:normal;text-decoration:none}
.kb-footnotes :target{outline:3px solid #1d4ed8;outline-offset:2px}
`

/** The glossary terms of an article, below it; each annotated term links here. */
export function DefinitionFootnotes({
  footnotes,
}: {
  footnotes: readonly DefinitionFootnoteView[]
}) {
  const { t } = useTranslation()
  if (footnotes.length === 0) return null
  return (
    <section aria-labelledby="kb-definitions-title" className="kb-footnotes mt-10 border-t pt-6">
      {/* As raw CSS: React would escape the quotes of the attribute selectors. */}
      <style dangerouslySetInnerHTML={{ __html: TOOLTIP_CSS }} />
      <h2 id="kb-definitions-title" className="text-xl font-bold">
        {t('Definitions')}
      </h2>
      <dl className="mt-4 space-y-3">
        {footnotes.map((note) => (
          <div key={note.id} id={note.anchor} tabIndex={-1}>
            <dt className="font-semibold">{note.term}</dt>
            {/* Sanitized by annotateDefinitions (sanitizeArticleHtml). */}
            <dd className="text-slate-800" dangerouslySetInnerHTML={{ __html: note.definition }} />
          </div>
        ))}
      </dl>
    </section>
  )
}
