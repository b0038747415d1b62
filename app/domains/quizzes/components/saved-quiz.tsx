import { useTranslation } from '~/components/translation'
import { SavedValueList } from '~/components/ui/stale-record-notice'
import type { QuizDto } from '../quiz-records.server'

/** The quiz as saved now (an edit page's 409): its settings, then each question and answer. */
export function SavedQuiz({ quiz }: { quiz: QuizDto }) {
  const { t } = useTranslation()
  return (
    <>
      <SavedValueList
        values={[
          { label: t('Title'), value: quiz.title, testId: 'saved-title' },
          { label: t('Pass mark (%)'), value: quiz.pass_mark_percent },
          {
            label: t('Attempts allowed'),
            value: quiz.attempts_allowed || t('Unlimited'),
          },
        ]}
      />
      <ol className="mt-2 list-decimal space-y-1 ps-6">
        {quiz.questions.map((question) => (
          <li key={question.id}>
            {question.text}:{' '}
            {question.options
              .map((option) => (option.is_correct ? `${option.text} ✓` : option.text))
              .join(', ')}
          </li>
        ))}
      </ol>
    </>
  )
}
