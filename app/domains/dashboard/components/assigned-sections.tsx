import { Link } from '~/components/ui/link'
import { useTranslation } from '~/components/translation'
import { Section } from '~/components/ui/section'
import { ProgressBar } from '~/domains/courses/learning/components/progress-bar'
import { coursePath } from '~/domains/courses/learning/course-progress'

interface UnfinishedCourse {
  id: number
  name: string
  progress: number
}

/**
 * The person's unread assigned articles (read and acknowledged ones drop off), and their assigned
 * courses not finished yet with how far they are (shown only when there are some).
 */
export function AssignedSections({
  articles,
  courses,
}: {
  articles: { id: number; title: string }[]
  courses: UnfinishedCourse[]
}) {
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
      {courses.length ? <AssignedCourses courses={courses} /> : null}
    </>
  )
}

function AssignedCourses({ courses }: { courses: UnfinishedCourse[] }) {
  const { t } = useTranslation()
  return (
    <Section
      id="assigned-courses-title"
      title={t('Assigned courses')}
      className="rounded-md bg-white p-6 ring-1 ring-slate-200"
    >
      <p className="mt-2 text-slate-700">
        {t('Unfinished assigned courses: {{count}}', { count: courses.length })}
      </p>
      <ul className="mt-3 space-y-3">
        {courses.map((course) => (
          <li key={course.id}>
            <Link
              to={coursePath(course.id)}
              className="text-brand-700 underline underline-offset-2"
            >
              {course.name}
            </Link>
            <ProgressBar
              percent={course.progress}
              label={t('Progress in {{course}}', { course: course.name })}
            />
          </li>
        ))}
      </ul>
    </Section>
  )
}
