import { useTranslation } from '~/components/translation'
import { DiffView, type DiffPart } from './article-diff'

/** A 409: the article as saved now and as the user wrote it, with the word diff between them. */
export interface ArticleConflict {
  saved: { title: string; body: string }
  mine: { title: string; body: string }
  bodyDiff: DiffPart[]
}

/** The 409 (never a silent overwrite): both versions and what differs between them. */
export function ConflictPanel({ conflict }: { conflict: ArticleConflict }) {
  const { t } = useTranslation()
  return (
    <section
      aria-labelledby="conflict-title"
      className="mb-6 rounded-md border-4 border-amber-600 p-4"
    >
      <h2 id="conflict-title" className="text-xl font-bold">
        {t('Someone else saved this article while you were editing it')}
      </h2>
      <p className="mt-1">
        {t(
          'Your changes are still in the form below. Saving again replaces the saved version with yours.',
        )}
      </p>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <div>
          <h3 className="font-semibold">{t('Saved version')}</h3>
          <p className="mt-1 font-bold">{conflict.saved.title}</p>
          <div
            className="prose mt-2 max-w-none"
            dangerouslySetInnerHTML={{ __html: conflict.saved.body }}
          />
        </div>
        <div>
          <h3 className="font-semibold">{t('Your version')}</h3>
          <p className="mt-1 font-bold">{conflict.mine.title}</p>
          <div
            className="prose mt-2 max-w-none"
            dangerouslySetInnerHTML={{ __html: conflict.mine.body }}
          />
        </div>
      </div>
      <h3 className="mt-4 font-semibold">{t('Differences from the saved text to yours')}</h3>
      <DiffView parts={conflict.bodyDiff} label={t('Differences from the saved text to yours')} />
    </section>
  )
}
