import { Form } from '@remix-run/react'
import { Link } from '~/components/ui/link'
import { useTranslation } from '~/components/translation'
import { buttonClasses, SubmitButton } from '~/components/ui/button'
import { CheckboxGroup, RadioGroup } from '~/components/ui/choice'
import { ErrorSummary } from '~/components/ui/error-summary'
import { Notice } from '~/components/ui/notice'
import { fieldErrorsOf, type FormReply } from '~/platform/form-reply'
import type { QuizDto } from '../quiz-records.server'
import { answerFieldOf } from '../quiz-paths'
import { shuffled } from '../shuffle'

/** Where a quiz opened from a course leads back to. */
export const coursePath = (course: number) => `/knowledgebase/courses/${course}`

/** 'Attempts left: 2', or that there is no limit. */
export function AttemptsLeft({ left }: { left: number | null }) {
  const { t } = useTranslation()
  return <>{left === null ? t('Unlimited attempts') : t('Attempts left: {{left}}', { left })}</>
}

/**
 * The quiz to answer, a plain form post: one radio group per one-answer question, tick boxes for
 * a multiple choice one. Answers come in the order the server chose for this showing (`seed`),
 * which the form sends back so a refused post shows the same order.
 */
export function QuizTakeForm({
  quiz,
  seed,
  course,
  attemptsLeft,
  reply,
}: {
  quiz: QuizDto
  seed: number
  course?: number
  attemptsLeft: number | null
  reply?: FormReply
}) {
  const { t } = useTranslation()
  const typed = (reply?.initialValue ?? {}) as Record<string, unknown>
  const shownSeed = Number(typed.seed ?? seed)
  const errors = fieldErrorsOf(reply)
  const { '': formErrors, ...fieldErrors } = errors
  if (attemptsLeft === 0) {
    return <Notice kind="info">{t('You have used all your attempts at this quiz.')}</Notice>
  }
  return (
    <Form method="post" noValidate className="mt-6">
      <ErrorSummary fieldErrors={fieldErrors} formErrors={(formErrors ?? []).filter(Boolean)} />
      <p className="mb-6 text-slate-700">
        {t('Pass mark: {{mark}} %', { mark: quiz.pass_mark_percent })} ·{' '}
        <AttemptsLeft left={attemptsLeft} />
      </p>
      <input type="hidden" name="seed" value={shownSeed} />
      {course ? <input type="hidden" name="course" value={course} /> : null}
      <ol className="space-y-6">
        {quiz.questions.map((question, index) => {
          const name = answerFieldOf(question.id)
          const options = quiz.shuffle_answers
            ? shuffled(question.options, shownSeed, question.id)
            : question.options
          const chosen = [typed[name] ?? []].flat().map(String)
          const props = {
            id: name,
            name,
            legend: `${index + 1}. ${question.text}`,
            hint: question.kind === 'multiple' ? t('Choose every right answer') : undefined,
            errors: errors[name],
            choices: options.map((option) => ({
              value: option.id,
              label: question.kind === 'true_false' ? t(option.text) : option.text,
            })),
          }
          return (
            <li key={question.id}>
              {question.kind === 'multiple' ? (
                <CheckboxGroup {...props} defaultValue={chosen} />
              ) : (
                <RadioGroup {...props} defaultValue={chosen[0]} />
              )}
            </li>
          )
        })}
      </ol>
      <div className="mt-6 flex flex-wrap items-center gap-4">
        <SubmitButton>{t('Submit answers')}</SubmitButton>
        {course ? (
          <Link to={coursePath(course)} className={buttonClasses('link')}>
            {t('Back to the course')}
          </Link>
        ) : null}
      </div>
    </Form>
  )
}
