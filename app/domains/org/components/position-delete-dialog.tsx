import { Form, useFetcher } from '@remix-run/react'
import { useEffect } from 'react'
import { useTranslation } from '~/components/translation'
import { Button, SubmitButton } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { positionDeletePath } from '../positions.schema'
import { PositionDeleteExplanation } from './position-delete-explanation'

type DeletePageData = {
  position: { name: string; manager_name: string | null; users_count: number }
  juniors: number
}

/**
 * Confirm Deletion as a modal (JS; the plain page without): it reads what the page would say
 * from the page's own loader and posts the page's form, so a refusal still ends on that page.
 */
export default function PositionDeleteDialog({
  positionId,
  onClose,
}: {
  positionId: number
  onClose: () => void
}) {
  const { t } = useTranslation()
  const page = useFetcher<DeletePageData>()
  const path = positionDeletePath(positionId)
  useEffect(() => {
    page.load(path)
    // Once, when the dialog opens: the fetcher object changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [path])
  return (
    <Dialog title={t('Confirm Deletion')} size="md" onClose={onClose}>
      <div className="mt-2 space-y-2 text-slate-700">
        {page.data ? (
          <PositionDeleteExplanation position={page.data.position} juniors={page.data.juniors} />
        ) : (
          <p>{t('Loading…')}</p>
        )}
      </div>
      <Form method="post" action={path} className="mt-6 flex flex-wrap gap-4">
        <SubmitButton variant="danger" disabled={!page.data}>
          {t('Delete position')}
        </SubmitButton>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('Cancel')}
        </Button>
      </Form>
    </Dialog>
  )
}
