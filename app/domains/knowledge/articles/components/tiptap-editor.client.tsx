import { Image } from '@tiptap/extension-image'
import { TableKit } from '@tiptap/extension-table'
import { EditorContent, useEditor, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { AI_WRITING_MESSAGES } from '../../../ai/ai-messages'
import { extensionOf } from '../../../files/file-kinds'

// The AI writing dialog loads only when someone opens it.
const AiWritingDialog = lazy(() => import('../../../ai/components/ai-writing-dialog'))

export interface TiptapEditorProps {
  id: string
  labelledBy: string
  describedBy?: string
  initialHtml: string
  onChange: (html: string) => void
  height: number
  minHeight: number
  /** An AI provider is configured: the 'AI' button opens the writing helper. */
  aiWriting?: boolean
}

const OFFICE_EXTENSIONS = ['docx', 'xlsx', 'xls']
const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp']

/** Posts a dropped file to one of our conversion/upload routes and reads its JSON answer. */
async function send<T>(url: string, file: File): Promise<T> {
  const body = new FormData()
  body.append('file', file)
  const response = await fetch(url, { method: 'POST', body })
  const json = (await response.json().catch(() => ({}))) as T & { detail?: string }
  if (!response.ok) throw new Error(json.detail ?? 'Error uploading file')
  return json
}

/**
 * Tiptap with StarterKit (headings, lists, code, quotes, links), tables and pictures. Loaded only
 * by RichTextEditor's dynamic import. Dropped Word/Excel files are converted on the server and
 * inserted; dropped pictures are uploaded and inserted by URL (seed 000 §5).
 */
export function TiptapEditor({
  id,
  labelledBy,
  describedBy,
  initialHtml,
  onChange,
  height,
  minHeight,
  aiWriting = false,
}: TiptapEditorProps) {
  const { t } = useTranslation()
  const [status, setStatus] = useState('')
  const [writing, setWriting] = useState(false)
  const picture = useRef<HTMLInputElement>(null)
  // The drop handler is created once with the editor; it reaches the editor through this ref.
  const current = useRef<Editor | null>(null)

  const insertFiles = async (editor: Editor, files: File[], at?: number) => {
    for (const file of files) {
      const extension = extensionOf(file.name)
      try {
        if (OFFICE_EXTENSIONS.includes(extension)) {
          setStatus(t('Converting {{name}}…', { name: file.name }))
          const { html } = await send<{ html: string }>(
            '/knowledgebase/upload/office-to-html',
            file,
          )
          editor
            .chain()
            .focus()
            .insertContentAt(at ?? editor.state.selection.from, html)
            .run()
        } else if (IMAGE_EXTENSIONS.includes(extension)) {
          setStatus(t('Uploading {{name}}…', { name: file.name }))
          const { url } = await send<{ url: string }>('/knowledgebase/upload_file/jodit/1', file)
          editor
            .chain()
            .focus()
            .insertContentAt(at ?? editor.state.selection.from, {
              type: 'image',
              attrs: { src: url, alt: file.name },
            })
            .run()
        } else {
          window.alert(
            t('Dropped file type is not supported, we only support word, excel and image files'),
          )
          continue
        }
        setStatus(t('{{name}} inserted', { name: file.name }))
      } catch (error) {
        setStatus(t((error as Error).message))
      }
    }
  }

  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] },
      }),
      TableKit.configure({ table: { resizable: false } }),
      Image,
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'prose max-w-none h-full px-3 py-2 focus:outline-none',
      },
      handleDrop: (view, event) => {
        const files = Array.from(event.dataTransfer?.files ?? [])
        if (files.length === 0 || !current.current) return false
        event.preventDefault()
        const at = view.posAtCoords({ left: event.clientX, top: event.clientY })?.pos
        void insertFiles(current.current, files, at)
        return true
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  })

  current.current = editor
  if (!editor) {
    return (
      <div style={{ height, minHeight }} className="mt-1 rounded-md border-2 border-slate-700" />
    )
  }

  const tool = (label: string, active: boolean, run: () => void) => (
    <button
      type="button"
      aria-pressed={active}
      onClick={run}
      className={buttonClasses(active ? 'primary' : 'secondary', 'px-2 py-1 text-sm')}
    >
      {label}
    </button>
  )
  const chain = () => editor.chain().focus()

  return (
    <div className="mt-1 rounded-md border-2 border-slate-700">
      <div
        role="toolbar"
        aria-label={t('Formatting')}
        className="flex flex-wrap gap-1 border-b border-slate-300 p-2"
      >
        {tool(t('Bold'), editor.isActive('bold'), () => chain().toggleBold().run())}
        {tool(t('Italic'), editor.isActive('italic'), () => chain().toggleItalic().run())}
        {tool(t('Heading'), editor.isActive('heading', { level: 2 }), () =>
          chain().toggleHeading({ level: 2 }).run(),
        )}
        {tool(t('Subheading'), editor.isActive('heading', { level: 3 }), () =>
          chain().toggleHeading({ level: 3 }).run(),
        )}
        {tool(t('Bulleted list'), editor.isActive('bulletList'), () =>
          chain().toggleBulletList().run(),
        )}
        {tool(t('Numbered list'), editor.isActive('orderedList'), () =>
          chain().toggleOrderedList().run(),
        )}
        {tool(t('Quote'), editor.isActive('blockquote'), () => chain().toggleBlockquote().run())}
        {tool(t('Code'), editor.isActive('codeBlock'), () => chain().toggleCodeBlock().run())}
        {tool(t('Link'), editor.isActive('link'), () => {
          const href = window.prompt(
            t('Link address'),
            editor.getAttributes('link').href ?? 'https://',
          )
          if (href === null) return
          if (href === '') chain().unsetLink().run()
          else chain().extendMarkRange('link').setLink({ href }).run()
        })}
        {tool(t('Table'), editor.isActive('table'), () =>
          chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
        )}
        {tool(t('Picture'), false, () => picture.current?.click())}
        <button
          type="button"
          aria-disabled={!aiWriting || undefined}
          title={aiWriting ? t('AI writing helper') : t(AI_WRITING_MESSAGES.noProvider)}
          onClick={() =>
            aiWriting ? setWriting(true) : setStatus(t(AI_WRITING_MESSAGES.noProvider))
          }
          className={buttonClasses('secondary', 'px-2 py-1 text-sm aria-disabled:opacity-60')}
        >
          {t('AI')}
        </button>
        <input
          ref={picture}
          type="file"
          accept={IMAGE_EXTENSIONS.map((ext) => `.${ext}`).join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            void insertFiles(editor, Array.from(event.target.files ?? []))
            event.target.value = ''
          }}
        />
      </div>
      <EditorContent
        editor={editor}
        style={{ height, minHeight }}
        className="resize-y overflow-auto"
      />
      {/* Visible, not only announced: a conversion or upload that fails must be seen too. */}
      <p
        role="status"
        className="border-t border-slate-300 px-3 py-1 text-sm text-slate-700 empty:hidden"
      >
        {status}
      </p>
      {writing ? (
        <Suspense fallback={null}>
          <AiWritingDialog
            onClose={() => setWriting(false)}
            onInsert={(html) => chain().insertContent(html).run()}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
