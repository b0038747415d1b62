import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '~/components/translation'
import { HeaderDropdown } from './header-dropdown'

const htmlClasses =
  'company-information max-w-none space-y-2 text-base text-slate-900 [&_a]:text-brand-700 [&_a]:underline [&_li]:ms-5 [&_ol]:list-decimal [&_ul]:list-disc'

/**
 * The 'Company Information' modal (seed §2.4). `html` is already sanitized on the server.
 * Without JavaScript it is a disclosure under its button; once the page is interactive the
 * button opens a modal <dialog> (focus moves in, Escape closes, focus returns).
 */
export function CompanyInformation({ html }: { html: string }) {
  const { t } = useTranslation()
  const [interactive, setInteractive] = useState(false)
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => setInteractive(true), [])
  const title = t('Company Information')

  if (!interactive) {
    return (
      <HeaderDropdown summary={title} testId="company-information">
        <div className="w-[min(32rem,90vw)] p-3">
          <h2 className="mb-2 text-lg font-bold">{title}</h2>
          <div className={htmlClasses} dangerouslySetInnerHTML={{ __html: html }} />
        </div>
      </HeaderDropdown>
    )
  }
  return (
    <>
      <button
        type="button"
        className="rounded-md px-2 py-1 hover:bg-white/10"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {title}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="company-information-title"
        data-testid="company-information"
        className="m-auto w-[min(40rem,92vw)] rounded-lg bg-white p-6 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
      >
        <h2 id="company-information-title" className="mb-4 text-xl font-bold">
          {title}
        </h2>
        <div className={htmlClasses} dangerouslySetInnerHTML={{ __html: html }} />
        <form method="dialog" className="mt-6 text-end">
          <button
            type="submit"
            className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {t('Close')}
          </button>
        </form>
      </dialog>
    </>
  )
}
