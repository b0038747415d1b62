import { Link } from '~/components/ui/link'
import { useTranslation } from '~/components/translation'
import { buttonClasses } from '~/components/ui/button'
import { Notice } from '~/components/ui/notice'
import type { AttemptDto } from '../quiz-attempts.server'
import type { QuizDto } from '../quiz-records.server'
import { quizPath } from '../quiz-paths'
import { AttemptsLeft, coursePath } from './quiz-take'

/**
 * An attempt's result: the score, passed or not, the attempts left, and which questions were
 * answered wrong. The right answers show only when `reveal` (no attempt left).
 */
export function QuizResult({
  quiz,
  attempt,
  attemptsLeft,
  reveal,
  course,
}: {
  quiz: QuizDto
  attempt: AttemptDto
  attemptsLeft: number | null
  reveal: boolean
  course?: number
}) {
  const { t } = useTranslation()
  const responseTo = new Map(attempt.responses.map((response) => [response.question, response]))
  const again = `${quizPath(quiz.id)}${course ? `?course=${course}` : ''}`
  return (
    <section aria-labelledby="result-title" className="mt-6">
      <Notice kind={attempt.passed ? 'success' : 'error'}>
        <h2 id="result-title" className="text-xl font-bold">
          {attempt.passed ? t('Passed') : t('Not passed')}
        </h2>
        <p>
          {t('Your score: {{score}} % (pass mark {{mark}} %)', {
            score: attempt.score_percent,
            mark: quiz.pass_mark_percent,
          })}
        </p>
        <p>
          <AttemptsLeft left={attemptsLeft} />
        </p>
      </Notice>
      <ol className="space-y-4">
        {quiz.questions.map((question, index) => {
          const response = responseTo.get(question.id)
          const chosen = question.options.filter((option) => response?.options.includes(option.id))
          const right = question.options.filter((option) => option.is_correct)
          // True and False are the app's words (translated); other answers are the author's.
          const textOf = (option: { text: string }) =>
            question.kind === 'true_false' ? t(option.text) : option.text
          return (
            <li key={question.id} className="rounded-md border-2 border-slate-300 p-3">
              <p className="font-semibold">
                {index + 1}. {question.text}
              </p>
              <p className={response?.is_correct ? 'text-green-800' : 'text-red-700'}>
                {response?.is_correct ? t('Right') : t('Wrong')}
              </p>
              <p>
                {t('Your answer: {{answer}}', {
                  answer: chosen.map(textOf).join(', ') || t('None'),
                })}
              </p>
              {reveal && !response?.is_correct ? (
                <p>
                  {t('Right answer: {{answer}}', {
                    answer: right.map(textOf).join(', '),
                  })}
                </p>
              ) : null}
            </li>
          )
        })}
      </ol>
      <div className="mt-6 flex flex-wrap gap-4">
        {attemptsLeft !== 0 ? (
          <Link to={again} className={buttonClasses('primary')}>
            {t('Take the quiz again')}
          </Link>
        ) : null}
        {course ? (
          <Link to={coursePath(course)} className={buttonClasses('secondary')}>
            {t('Back to the course')}
          </Link>
        ) : null}
      </div>
    </section>
  )
}
