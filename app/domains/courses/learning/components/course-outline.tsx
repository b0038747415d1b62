import { Link } from '~/components/ui/link'
import { useTranslation } from '~/components/translation'
import type { ItemView, LearnerCourse } from '../learning.server'
import { ITEM_KIND_LABELS } from '../learning-labels'

/**
 * A course's sections and their items in order, each with its done mark; the next item to take
 * is highlighted and named as such (aria-current="step"), so the learner sees where to go on.
 */
export function CourseOutline({ course }: { course: LearnerCourse }) {
  const { t } = useTranslation()
  const nextId = course.progress.next?.id
  if (course.sections.length === 0) {
    return <p className="mt-8 text-slate-700">{t('This course has no items yet.')}</p>
  }
  return (
    <ol className="mt-8 space-y-8">
      {course.sections.map((section) => (
        <li key={section.id}>
          <section aria-labelledby={`section-${section.id}`}>
            <h2 id={`section-${section.id}`} className="text-xl font-bold">
              {section.title}
            </h2>
            {section.items.length ? (
              <ol className="mt-3 divide-y divide-slate-200 rounded-md bg-white ring-1 ring-slate-200">
                {section.items.map((item) => (
                  <OutlineItem key={item.id} item={item} isNext={item.id === nextId} />
                ))}
              </ol>
            ) : (
              <p className="mt-2 text-slate-700">{t('This section has no items yet.')}</p>
            )}
          </section>
        </li>
      ))}
    </ol>
  )
}

function OutlineItem({ item, isNext }: { item: ItemView; isNext: boolean }) {
  const { t } = useTranslation()
  const title = item.title ?? t(ITEM_KIND_LABELS[item.kind])
  return (
    <li
      aria-current={isNext ? 'step' : undefined}
      data-testid={`course-item-${item.id}`}
      className={`flex flex-wrap items-center gap-3 px-4 py-3 ${isNext ? 'bg-brand-50 ring-2 ring-brand-700' : ''}`}
    >
      <span
        aria-hidden="true"
        className={`inline-flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
          item.complete ? 'bg-green-700 text-white' : 'ring-2 ring-slate-400'
        }`}
      >
        {item.complete ? '✓' : ''}
      </span>
      <span className="grow">
        {item.href ? (
          <Link to={item.href} className="font-semibold text-brand-700 underline">
            {title}
          </Link>
        ) : (
          <span className="font-semibold">{title}</span>
        )}
        <span className="ms-2 text-sm text-slate-700">{t(ITEM_KIND_LABELS[item.kind])}</span>
      </span>
      <span className="text-sm font-semibold">
        {item.complete
          ? t('Done')
          : item.read_again
            ? t('Read again')
            : isNext
              ? t('Next')
              : t('Not done yet')}
      </span>
    </li>
  )
}
