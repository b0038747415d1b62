import type { ReactNode } from 'react'
import { TranslationProvider, useTranslation } from '~/components/translation'
import { Button } from '~/components/ui/button'
import { Field } from '~/components/ui/field'
import { directionOf, type Language, type Translations } from '~/i18n'
import type { PublicCategory, PublicLinks } from '../public-paths'

export interface PublicShell {
  kb: { id: number; name: string }
  company: { name: string; logo: string | null }
  language: Language
  translations: Translations
  links: PublicLinks
  categories: PublicCategory[]
}

/**
 * The frame of every public page (ADR 026): the company's knowledge base in the company's
 * language, whoever visits (so caches can share it), with no script and no app shell. Navigation
 * and search are hidden on paper.
 */
export function PublicLayout({
  shell,
  currentCategory,
  query = '',
  children,
}: {
  shell: PublicShell
  currentCategory?: number | null
  query?: string
  children: ReactNode
}) {
  return (
    <TranslationProvider language={shell.language} translations={shell.translations}>
      <div lang={shell.language} dir={directionOf(shell.language)} className="min-h-full bg-white">
        <PublicHeader shell={shell} query={query} />
        <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 md:grid-cols-[15rem_1fr] print:block print:p-0">
          <CategoryNav shell={shell} current={currentCategory ?? null} />
          <main id="main" className="min-w-0">
            {children}
          </main>
        </div>
        <PublicFooter shell={shell} />
      </div>
    </TranslationProvider>
  )
}

function PublicHeader({ shell, query }: { shell: PublicShell; query: string }) {
  const { t } = useTranslation()
  return (
    <header className="border-b border-slate-200 bg-slate-50 print:border-0 print:bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4">
        <a href={shell.links.home} className="flex items-center gap-3 text-slate-900 no-underline">
          {shell.company.logo ? (
            <img src={shell.company.logo} alt="" className="h-10 w-auto" />
          ) : null}
          <span>
            <span className="block text-sm text-slate-600">{shell.company.name}</span>
            <span className="block text-xl font-bold">{shell.kb.name}</span>
          </span>
        </a>
        <form
          method="get"
          action={shell.links.home}
          role="search"
          className="flex items-end gap-2 print:hidden"
        >
          <Field
            label={t('Search articles')}
            className=""
            inputProps={{
              id: 'public-search',
              type: 'search',
              name: 'q',
              defaultValue: query,
              maxLength: 200,
              className: 'w-64 max-w-full',
            }}
          />
          <Button>{t('Search')}</Button>
        </form>
      </div>
    </header>
  )
}

function CategoryNav({ shell, current }: { shell: PublicShell; current: number | null }) {
  const { t } = useTranslation()
  const linkClass = (active: boolean) =>
    `flex justify-between gap-2 rounded px-2 py-1 ${
      active ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-800 hover:bg-slate-100'
    }`
  return (
    <nav aria-labelledby="public-categories-title" className="print:hidden">
      <h2 id="public-categories-title" className="mb-2 text-lg font-bold">
        {t('Categories')}
      </h2>
      {shell.categories.length ? (
        <ul className="space-y-1">
          <li>
            <a
              href={shell.links.home}
              className={linkClass(current === null)}
              aria-current={current === null ? 'page' : undefined}
            >
              {t('All articles')}
            </a>
          </li>
          {shell.categories.map((category) => (
            <li key={category.id}>
              <a
                href={`${shell.links.home}?category=${category.id}`}
                className={linkClass(current === category.id)}
                aria-current={current === category.id ? 'page' : undefined}
              >
                <span>{category.name}</span>
                <span className="text-slate-600">
                  <span className="sr-only">{t('Articles:')} </span>
                  {category.article_count}
                </span>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{t('No categories yet.')}</p>
      )}
    </nav>
  )
}

function PublicFooter({ shell }: { shell: PublicShell }) {
  const { t } = useTranslation()
  return (
    <footer className="border-t border-slate-200 py-6 text-center text-sm text-slate-600 print:hidden">
      {t('{{company}} knowledge base, published with Groundwork', { company: shell.company.name })}
    </footer>
  )
}
