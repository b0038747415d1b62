import { useState } from 'react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { Textarea } from '~/components/ui/field'
import { AI_PATHS, AI_WRITING, AI_WRITING_MESSAGES } from '../ai-messages'

type Preview = { html: string } | { error: string } | null

interface ProxyAnswer {
  choices?: { message?: { content?: string } }[]
  error?: { type?: string; message?: string }
}

/** One request to the writing proxy; every way it can fail ends as the text to preview. */
async function generate(prompt: string): Promise<Exclude<Preview, null>> {
  try {
    const response = await fetch(AI_PATHS.writing, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        model: AI_WRITING.model,
        temperature: AI_WRITING.temperature,
        max_tokens: AI_WRITING.maxTokens,
        messages: [{ role: 'user', content: prompt }],
      }),
    })
    if (!response.ok) return { error: AI_WRITING_MESSAGES.proxyFailed }
    const answer = (await response.json()) as ProxyAnswer
    if (answer.error) return { error: `${answer.error.type}: ${answer.error.message}` }
    return { html: answer.choices?.[0]?.message?.content ?? '' }
  } catch {
    return { error: AI_WRITING_MESSAGES.requestFailed }
  }
}

/**
 * The editor's AI writing dialog (seed 000 §4): idle, then generating (the button disabled and
 * reading 'Generating...'), then a preview of the (server-sanitized) HTML that 'Insert' puts
 * into the editor. Errors show in the preview.
 */
export default function AiWritingDialog({
  onClose,
  onInsert,
}: {
  onClose: () => void
  onInsert: (html: string) => void
}) {
  const { t } = useTranslation()
  const [prompt, setPrompt] = useState('')
  const [generating, setGenerating] = useState(false)
  const [preview, setPreview] = useState<Preview>(null)
  const html = preview && 'html' in preview ? preview.html : null

  const submit = async () => {
    if (!prompt.trim() || generating) return
    setGenerating(true)
    setPreview(await generate(prompt.trim()))
    setGenerating(false)
  }

  return (
    <Dialog onClose={onClose} title={t('AI writing helper')} placement="top">
      <Textarea
        id="ai-writing-prompt"
        label={t('What should the AI write?')}
        className="mt-4"
        value={prompt}
        onChange={(event) => setPrompt(event.target.value)}
        maxLength={8000}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" disabled={generating} onClick={() => void submit()}>
          {generating ? t('Generating...') : t('Generate')}
        </Button>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('Cancel')}
        </Button>
      </div>
      <section aria-labelledby="ai-writing-preview" className="mt-5" aria-live="polite">
        <h3 id="ai-writing-preview" className="font-semibold">
          {t('Preview')}
        </h3>
        <div
          data-testid="ai-writing-preview"
          className="mt-1 max-h-80 min-h-24 overflow-y-auto rounded-md border border-slate-300 p-3"
        >
          {preview && 'error' in preview ? (
            <p role="alert" className="font-semibold text-red-700">
              {t(preview.error)}
            </p>
          ) : html !== null ? (
            <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: html }} />
          ) : null}
        </div>
      </section>
      <div className="mt-4 flex justify-end">
        <Button
          type="button"
          disabled={!html}
          onClick={() => {
            onInsert(html ?? '')
            onClose()
          }}
        >
          {t('Insert')}
        </Button>
      </div>
    </Dialog>
  )
}
