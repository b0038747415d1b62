import { Link } from '@remix-run/react'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from '~/components/translation'
import { AI_PATHS } from '../ai-messages'

const loadDialog = () => import('./ai-search-dialog')
// The dialog (Headless UI, the results) is its own chunk: pages load it only when it opens.
const AiSearchDialog = lazy(loadDialog)

/**
 * The top bar's 'AI Search' (seed 000 §2.6): a link to the search page, which is all it is
 * without JavaScript; once hydrated it opens the dialog instead. Closing unmounts the dialog,
 * which resets its state.
 */
export function AiSearchButton({ className }: { className: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Link
        to={AI_PATHS.searchPage}
        data-testid="ai-search-button"
        className={className}
        aria-haspopup="dialog"
        onMouseEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={(event) => {
          // A new tab or window still gets the page.
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
          event.preventDefault()
          setOpen(true)
        }}
      >
        {t('AI Search')}
      </Link>
      {open ? (
        <Suspense fallback={null}>
          <AiSearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
