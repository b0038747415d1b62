import { RemixBrowser } from '@remix-run/react'
import { createInstance } from 'i18next'
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, i18nOptions, isLanguage, type Translations } from './i18n'

interface RootData {
  language?: unknown
  translations?: Translations | null
}

/**
 * The server rendered the page in the root loader's language with its translations in the
 * loader data, so the browser starts with the same strings and hydration matches — no fetch.
 */
async function hydrate() {
  const root = window.__remixContext.state.loaderData?.root as RootData | undefined
  const language = isLanguage(root?.language) ? root.language : DEFAULT_LANGUAGE
  const i18n = createInstance()
  await i18n.use(initReactI18next).init({
    ...i18nOptions,
    lng: language,
    resources: root?.translations ? { [language]: { common: root.translations } } : {},
  })
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    )
  })
}

void hydrate()
