import { lazy } from 'react'
import { useTranslation } from '~/components/translation'
import { DialogLink } from '~/components/ui/dialog-link'
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
  return (
    <DialogLink
      to={AI_PATHS.searchPage}
      data-testid="ai-search-button"
      className={className}
      preload={loadDialog}
      dialog={(close) => <AiSearchDialog onClose={close} />}
    >
      {t('AI Search')}
    </DialogLink>
  )
}
