import { useFetcher } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from '~/components/translation'
import { Dialog } from '~/components/ui/dialog'
import type { FormReply } from '~/platform/form-reply'
import { COURSE_CATEGORIES_PATH } from '../course-paths'
import { CourseCategoriesManager, type CourseCategoryView } from './course-categories-manager'

/**
 * The course form's categories dialog (JS; the plain page without): it reads the categories
 * page and posts its forms there by fetchers, so the course form keeps what was typed; after
 * each change the page's loaders run again, and the form's category list follows.
 */
export default function CourseCategoriesDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const list = useFetcher<{ categories: CourseCategoryView[] }>()
  const post = useFetcher<FormReply>()
  useEffect(() => {
    if (list.state === 'idle' && (!list.data || post.data)) list.load(COURSE_CATEGORIES_PATH)
    // Reload after each answer of a change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [post.data])
  return (
    <Dialog title={t('Course categories')} onClose={onClose} closeLabel={t('Close')}>
      <CourseCategoriesManager
        categories={list.data?.categories ?? []}
        reply={post.data}
        fetcher={post as never}
      />
    </Dialog>
  )
}
