import { useRef, useState, type PointerEvent } from 'react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { useHydrated } from '~/components/use-hydrated'
import { isDrawnSignature } from '../checklist-answers'

/**
 * A signature: a typed full name, which works without JavaScript; with JavaScript a pad to draw
 * it too. A drawing is posted as a PNG data URL under the same name, after the typed field, so
 * it wins; a saved drawing is posted before it, so it stays unless a name is typed (the last
 * value of a name that is not empty is the answer).
 */
export function SignatureField({
  name,
  id,
  value,
  describedBy,
  invalid,
}: {
  name: string
  id: string
  value: string | null
  describedBy?: string
  invalid: boolean
}) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const canvas = useRef<HTMLCanvasElement>(null)
  const drawing = useRef(false)
  const [drawn, setDrawn] = useState<string | null>(null)
  const saved = isDrawnSignature(value) ? value : null

  const point = (event: PointerEvent<HTMLCanvasElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return [
      ((event.clientX - box.left) * event.currentTarget.width) / box.width,
      ((event.clientY - box.top) * event.currentTarget.height) / box.height,
    ] as const
  }
  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = canvas.current?.getContext('2d')
    if (!context) return
    drawing.current = true
    context.lineWidth = 2.5
    context.lineCap = 'round'
    context.beginPath()
    context.moveTo(...point(event))
  }
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return
    const context = canvas.current?.getContext('2d')
    context?.lineTo(...point(event))
    context?.stroke()
  }
  const end = () => {
    if (!drawing.current) return
    drawing.current = false
    setDrawn(canvas.current?.toDataURL('image/png') ?? null)
  }
  const clear = () => {
    const pad = canvas.current
    pad?.getContext('2d')?.clearRect(0, 0, pad.width, pad.height)
    setDrawn(null)
  }

  return (
    <div>
      {saved ? (
        <p className="mt-2">
          <img
            src={saved}
            alt={t('The drawn signature')}
            className="h-20 border border-slate-300"
          />
        </p>
      ) : null}
      {saved ? <input type="hidden" name={name} value={saved} /> : null}
      <input
        id={id}
        name={name}
        type="text"
        autoComplete="name"
        defaultValue={saved ? '' : (value ?? '')}
        placeholder={saved ? t('Signed (drawn); type a name to replace it') : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className={`mt-1 block w-full rounded-md border-2 bg-white px-3 py-2 font-serif italic ${
          invalid ? 'border-red-700' : 'border-slate-700'
        }`}
      />
      {hydrated ? (
        <div className="mt-2">
          <p className="text-sm text-slate-600">{t('Or draw your signature:')}</p>
          <canvas
            ref={canvas}
            width={600}
            height={160}
            aria-label={t('Signature pad')}
            role="img"
            className="mt-1 h-32 w-full max-w-md touch-none rounded-md border-2 border-dashed border-slate-500 bg-white"
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={end}
            onPointerLeave={end}
          />
          <Button type="button" variant="link" onClick={clear}>
            {t('Clear the drawing')}
          </Button>
          {drawn ? <input type="hidden" name={name} value={drawn} /> : null}
        </div>
      ) : null}
    </div>
  )
}
