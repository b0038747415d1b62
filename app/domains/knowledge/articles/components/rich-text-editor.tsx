import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react'
import { useTranslation } from '~/components/translation'
import type { TiptapEditorProps } from './tiptap-editor.client'

export interface RichTextEditorProps {
  name: string
  id: string
  label: string
  /** Sanitized HTML to start from. */
  defaultValue?: string
  error?: string
  /** Offer the AI writing helper (an AI provider is configured). */
  aiWriting?: boolean
}

/** Seed 000 §9: the editor is 500 px high by default and never less than 400 px. */
export const EDITOR_HEIGHT = 500
export const EDITOR_MIN_HEIGHT = 400

/**
 * Article HTML. On the server and without JavaScript it is a plain textarea holding the HTML, so
 * the form works everywhere; once hydrated, Tiptap is imported on demand (its chunk loads only
 * on pages that edit: the reader page never does) and writes the HTML into a hidden input of the
 * same name.
 */
export function RichTextEditor({
  name,
  id,
  label,
  defaultValue = '',
  error,
  aiWriting = false,
}: RichTextEditorProps) {
  const { t } = useTranslation()
  const [Editor, setEditor] = useState<ComponentType<TiptapEditorProps> | null>(null)
  const [html, setHtml] = useState(defaultValue)
  const errorId = error ? `${id}-error` : undefined
  const field = useRef<HTMLInputElement>(null)
  const typed = useRef(false)

  // The editor's changes land in the hidden input after React renders it; then the form hears an
  // input event, as from any other field (it keeps unsaved work in the browser on input).
  const edited = useCallback((changed: string) => {
    typed.current = true
    setHtml(changed)
  }, [])
  useEffect(() => {
    if (typed.current) field.current?.dispatchEvent(new Event('input', { bubbles: true }))
  }, [html])

  useEffect(() => {
    let live = true
    import('./tiptap-editor.client').then((module) => {
      if (live) setEditor(() => module.TiptapEditor)
    })
    return () => {
      live = false
    }
  }, [])

  return (
    <div className={`mb-5 ${error ? 'border-l-4 border-red-700 pl-3' : ''}`}>
      {Editor ? (
        <span id={`${id}-label`} className="block text-base font-semibold text-slate-900">
          {label}
        </span>
      ) : (
        <label htmlFor={id} className="block text-base font-semibold text-slate-900">
          {label}
        </label>
      )}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          <span className="sr-only">{t('Error:')}</span> {t(error)}
        </p>
      ) : null}
      {Editor ? (
        <>
          <input ref={field} type="hidden" name={name} value={html} />
          <Editor
            id={id}
            labelledBy={`${id}-label`}
            describedBy={errorId}
            initialHtml={html}
            onChange={edited}
            height={EDITOR_HEIGHT}
            minHeight={EDITOR_MIN_HEIGHT}
            aiWriting={aiWriting}
          />
        </>
      ) : (
        <textarea
          id={id}
          name={name}
          defaultValue={html}
          // Text typed before the editor arrives is carried over into it.
          onChange={(event) => setHtml(event.target.value)}
          aria-describedby={errorId}
          aria-invalid={error ? true : undefined}
          style={{ height: EDITOR_HEIGHT, minHeight: EDITOR_MIN_HEIGHT }}
          className="mt-1 block w-full resize-y rounded-md border-2 border-slate-700 px-3 py-2 font-mono text-sm"
        />
      )}
    </div>
  )
}
