import { Link } from '@remix-run/react'
import { useTranslation } from '~/components/translation'
import { Section } from '~/components/ui/section'

/**
 * The person's unread assigned articles (read and acknowledged ones drop off). Assigned courses
 * join them with the courses issue; until then nothing promises them.
 */
export function AssignedSections({ articles }: { articles: { id: number; title: string }[] }) {
  const { t } = useTranslation()
  return (
    <>
      <Section
        id="assigned-articles-title"
        title={t('Assigned articles')}
        className="rounded-md bg-white p-6 ring-1 ring-slate-200"
      >
        {articles.length ? (
          <>
            <p className="mt-2 text-slate-700">
              {t('Unread assigned articles: {{count}}', { count: articles.length })}
            </p>
            <ul className="mt-3 list-disc space-y-1 ps-6">
              {articles.map((article) => (
                <li key={article.id}>
                  <Link
                    to={`/knowledgebase/articles/${article.id}`}
                    className="text-brand-700 underline underline-offset-2"
                  >
                    {article.title}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="mt-2 text-slate-700">
            {t(
              'No articles are assigned to you yet. When your company asks you to read an article, it appears here with its due date, until you have read and acknowledged it.',
            )}
          </p>
        )}
      </Section>
    </>
  )
}
