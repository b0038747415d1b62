import { Form } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '~/components/translation'
import { Button, SubmitButton } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'
import type { ScormItem } from '../../scorm-constants'
import { isSatisfied, trackedStatus } from '../cmi-status'
import type { PlayerPage, PlayerSco } from '../player-page.server'
import { PLAYER_MESSAGES } from '../player-messages'
import { resumeCmi } from '../resume-cmi'
import type { NavigationRequest, Runtime } from '../scorm-runtime.client'
import { navigationFrom, playableItems } from '../sequencing'

type Tree = Record<string, unknown>

/** What the page knows of each SCO while it plays: done or not, from the last commit seen. */
type Marks = Record<string, { done: boolean; status: string }>

/**
 * The CMI each SCO last sent, kept for the browser tab's life: opening a SCO again (from the
 * table of contents, or after stepping back to the course) resumes from it even when its last
 * commit, sent by beacon as the SCO closed, reached the server after the page's data was read.
 */
const lastSent = new Map<string, Tree>()
const sentKey = (data: PlayerPage, sco: string) => `${data.commitUrl}#${data.attempt}#${sco}`

const marksOf = (scos: PlayerSco[]): Marks =>
  Object.fromEntries(
    scos.map((sco) => [sco.identifier, { done: sco.done, status: sco.completionStatus }]),
  )

/**
 * The player: the table of contents (nested as in the manifest), the SCO in a frame from the
 * package's content prefix, and Previous / Continue where the package's sequencing allows them.
 * The runtime API is started for a SCO before its frame loads (the SCO looks for it on load) and
 * stopped when another is opened. Without JavaScript it says that playing needs it.
 */
export function ScormPlayer({ data }: { data: PlayerPage }) {
  const { t } = useTranslation()
  const [hydrated, setHydrated] = useState(false)
  const [current, setCurrent] = useState(data.start)
  // The SCO whose runtime is listening: its frame is shown only then, so its first message
  // (the shim saying it loaded) never reaches the runtime of the SCO before.
  const [readySco, setReadySco] = useState<string | null>(null)
  const [ended, setEnded] = useState(false)
  const [marks, setMarks] = useState(() => marksOf(data.scos))
  const frame = useRef<HTMLIFrameElement>(null)
  const contentOrigin = data.contentOrigin
  const version = data.package.version
  const nav = navigationFrom(version, data.organization, current)
  const go = (target: string | null) => {
    if (target) {
      setEnded(false)
      setCurrent(target)
    }
  }

  useEffect(() => setHydrated(true), [])

  useEffect(() => {
    const sco = data.scos.find((entry) => entry.identifier === current)
    if (!sco || ended || !contentOrigin) return
    let runtime: Runtime | null = null
    let cancelled = false
    setReadySco(null)
    const item = playableItems(data.organization).find((e) => e.item.identifier === sco.identifier)!
    const stored = lastSent.get(sentKey(data, sco.identifier))
    const onCommit = (id: string, cmi: Tree) => {
      lastSent.set(sentKey(data, id), cmi)
      const status = trackedStatus(version, cmi)
      setMarks((all) => ({
        ...all,
        [id]: { done: all[id]?.done || isSatisfied(status), status: status.completionStatus },
      }))
    }
    const onNavigationRequest = (request: NavigationRequest, target: string | null) => {
      const moves: Record<NavigationRequest, () => void> = {
        continue: () => go(navigationFrom(version, data.organization, sco.identifier).next),
        previous: () => go(navigationFrom(version, data.organization, sco.identifier).previous),
        choice: () => go(target),
        exit: () => undefined,
        exitAll: () => setEnded(true),
      }
      moves[request]()
    }
    void import('../scorm-runtime.client').then(async ({ startRuntime, reportAssetOpened }) => {
      const session = {
        version,
        sco: sco.identifier,
        attempt: data.attempt,
        commitUrl: data.commitUrl,
        initial: stored ? resumeCmi(version, item.item, data.learner, stored) : sco.initial,
        commitOnLaunch: data.package.completionRule === 'launch',
        contentOrigin,
        frame: () => frame.current?.contentWindow ?? null,
      }
      if (sco.isAsset) {
        reportAssetOpened(session, { onCommit, onNavigationRequest })
      } else {
        runtime = await startRuntime(session, { onCommit, onNavigationRequest })
      }
      if (cancelled) runtime?.stop()
      else setReadySco(sco.identifier)
    })
    return () => {
      cancelled = true
      runtime?.stop()
    }
    // The runtime is restarted only when another SCO is opened or the package is left.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current, ended])

  const currentSco = data.scos.find((sco) => sco.identifier === current)
  const multi = data.scos.length > 1
  if (!hydrated) return <Notice kind="info">{t(PLAYER_MESSAGES.needsJavaScript)}</Notice>
  if (!contentOrigin) return <Notice kind="info">{t(PLAYER_MESSAGES.noContentOrigin)}</Notice>
  return (
    <div className={multi ? 'grid gap-6 lg:grid-cols-[16rem_1fr]' : ''}>
      {multi ? (
        <nav aria-label={t('Table of contents')} className="text-base">
          <Contents
            items={data.organization.items}
            choosable={new Set(nav.choosable)}
            current={current}
            marks={marks}
            onChoose={go}
          />
        </nav>
      ) : null}
      <div>
        {data.unapplied.length ? (
          <Notice kind="info">
            {t('This package declares sequencing this player does not apply: {{parts}}.', {
              parts: data.unapplied.map((part) => t(part)).join(', '),
            })}
          </Notice>
        ) : null}
        {ended ? (
          <Notice kind="info">
            <p>{t('You have left the package. Your progress is saved.')}</p>
            <Button
              variant="secondary"
              type="button"
              className="mt-3"
              onClick={() => setEnded(false)}
            >
              {t('Open it again')}
            </Button>
          </Notice>
        ) : currentSco && readySco === currentSco.identifier ? (
          <iframe
            ref={frame}
            key={currentSco.identifier}
            // The packages' own origin (not ours: allow-same-origin keeps theirs), and no way to
            // navigate this tab; the files' own policy says the same (ADR 033).
            sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-modals allow-downloads"
            title={titleOf(data.organization.items, currentSco.identifier) ?? data.package.title}
            src={currentSco.url}
            className="h-[75vh] w-full rounded-md bg-white ring-1 ring-slate-300"
          />
        ) : (
          <p className="text-slate-700">{t('Loading…')}</p>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {nav.previous ? (
            <Button variant="secondary" type="button" onClick={() => go(nav.previous)}>
              {t('Previous')}
            </Button>
          ) : null}
          {nav.next ? (
            <Button type="button" onClick={() => go(nav.next)}>
              {t('Continue')}
            </Button>
          ) : null}
          {data.package.completionRule === 'manual' &&
          currentSco &&
          !marks[currentSco.identifier]?.done ? (
            <Form method="post">
              <input type="hidden" name="sco" value={currentSco.identifier} />
              <SubmitButton variant="secondary">{t('Mark as complete')}</SubmitButton>
            </Form>
          ) : null}
        </div>
      </div>
    </div>
  )
}

function titleOf(items: ScormItem[], id: string): string | null {
  for (const item of items) {
    if (item.identifier === id) return item.title
    const found = titleOf(item.children, id)
    if (found) return found
  }
  return null
}

/** The table of contents: clusters as headings of their nested lists, SCOs as choices. */
function Contents({
  items,
  choosable,
  current,
  marks,
  onChoose,
}: {
  items: ScormItem[]
  choosable: Set<string>
  current: string | null
  marks: Marks
  onChoose: (id: string) => void
}) {
  const { t } = useTranslation()
  return (
    <ol className="space-y-1 ps-3">
      {items
        .filter((item) => item.isVisible)
        .map((item) => (
          <li key={item.identifier}>
            {item.launch ? (
              <span className="flex items-center gap-2">
                <span aria-hidden="true" className="w-4 text-green-700">
                  {marks[item.identifier]?.done ? '✓' : ''}
                </span>
                {choosable.has(item.identifier) ? (
                  <button
                    type="button"
                    aria-current={item.identifier === current ? 'step' : undefined}
                    className={`text-start text-brand-700 underline ${item.identifier === current ? 'font-bold' : ''}`}
                    onClick={() => onChoose(item.identifier)}
                  >
                    {item.title}
                  </button>
                ) : (
                  <span aria-current={item.identifier === current ? 'step' : undefined}>
                    {item.title}
                  </span>
                )}
                {marks[item.identifier]?.done ? <span className="sr-only">{t('Done')}</span> : null}
              </span>
            ) : (
              <>
                <span className="font-semibold">{item.title}</span>
                <Contents
                  items={item.children}
                  choosable={choosable}
                  current={current}
                  marks={marks}
                  onChoose={onChoose}
                />
              </>
            )}
          </li>
        ))}
    </ol>
  )
}
