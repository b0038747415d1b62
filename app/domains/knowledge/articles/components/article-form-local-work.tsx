import { useEffect, useState } from 'react'
import { useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'

const STORAGE_PREFIX = 'groundwork:article-form:'
interface StoredForm {
  savedAt: number
  entries: [string, string][]
}

function readStored(key: string): StoredForm | null {
  try {
    const raw = window.localStorage.getItem(STORAGE_PREFIX + key)
    return raw ? (JSON.parse(raw) as StoredForm) : null
  } catch {
    return null
  }
}
const forget = (key: string) => window.localStorage.removeItem(STORAGE_PREFIX + key)

/** Keeps the form in local storage per article (seed §4), and offers it back on return. */
export function useLocalWork(storageKey: string, serverUpdatedAt: string | null) {
  const [newer, setNewer] = useState<StoredForm | null>(null)
  const [restored, setRestored] = useState<StoredForm | null>(null)
  useEffect(() => {
    const stored = readStored(storageKey)
    if (!stored) return
    if (serverUpdatedAt && Date.parse(serverUpdatedAt) > stored.savedAt) setNewer(stored)
    else setRestored(stored)
  }, [storageKey, serverUpdatedAt])
  return {
    newer,
    restored,
    keepMine: () => {
      setRestored(newer)
      setNewer(null)
    },
    loadNewer: () => {
      forget(storageKey)
      setNewer(null)
    },
    save: (form: HTMLFormElement) => {
      const entries = [...new FormData(form)].filter(
        (entry): entry is [string, string] =>
          typeof entry[1] === 'string' && !['version', 'draft_version'].includes(entry[0]),
      )
      const stored: StoredForm = { savedAt: Date.now(), entries }
      window.localStorage.setItem(STORAGE_PREFIX + storageKey, JSON.stringify(stored))
    },
    forget: () => forget(storageKey),
  }
}

type LocalWork = ReturnType<typeof useLocalWork>

/**
 * What the form found in local storage: work older than the saved record, or work restored.
 * `newerTitle` says which record (the article's text by default; the quiz form has its own).
 */
export function LocalWorkNotice({ work, newerTitle }: { work: LocalWork; newerTitle?: string }) {
  const { t } = useTranslation()
  return (
    <>
      {work.newer ? (
        <section
          aria-labelledby="newer-title"
          className="mb-6 rounded-md border-l-4 border-brand-600 bg-brand-50 p-4"
        >
          <h2 id="newer-title" className="font-semibold">
            {newerTitle ??
              t('A newer version of this article was saved after your unsaved changes.')}
          </h2>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button type="button" onClick={work.loadNewer}>
              {t('Load newer')}
            </Button>
            <Button type="button" variant="secondary" onClick={work.keepMine}>
              {t('Keep my draft')}
            </Button>
          </div>
        </section>
      ) : null}
      {work.restored ? (
        <Notice kind="info">{t('Your unsaved changes to this form were restored.')}</Notice>
      ) : null}
    </>
  )
}
