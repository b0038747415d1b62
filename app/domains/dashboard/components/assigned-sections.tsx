import { useTranslation } from '~/components/translation'

/**
 * Assigned articles and courses arrive with the knowledge base and courses issues; until then
 * the sections say plainly that nothing is assigned and what will appear.
 */
export function AssignedSections() {
  const { t } = useTranslation()
  return (
    <>
      <section
        aria-labelledby="assigned-articles-title"
        className="rounded-md bg-white p-6 ring-1 ring-slate-200"
      >
        <h2 id="assigned-articles-title" className="text-2xl font-bold">
          {t('Assigned articles')}
        </h2>
        <p className="mt-2 text-slate-700">
          {t(
            'No articles are assigned to you yet. When your company asks you to read an article, it appears here with its due date, until you have read and acknowledged it.',
          )}
        </p>
      </section>
      <section
        aria-labelledby="assigned-courses-title"
        className="rounded-md bg-white p-6 ring-1 ring-slate-200"
      >
        <h2 id="assigned-courses-title" className="text-2xl font-bold">
          {t('Assigned courses')}
        </h2>
        <p className="mt-2 text-slate-700">
          {t(
            'No courses are assigned to you yet. When your company assigns you a course, it appears here with your progress.',
          )}
        </p>
      </section>
    </>
  )
}
