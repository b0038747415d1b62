import { useTranslation } from '~/components/translation'

interface VerifiedCertificate {
  name: string
  course: string
  company: string
  completed_at: string
}

/** The public verification page of a course certificate: genuine with its facts, or not. */
export function CertificateVerification({
  certificate,
}: {
  certificate: VerifiedCertificate | null
}) {
  const { t, i18n } = useTranslation()
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold">{t('Certificate verification')}</h1>
      {certificate ? (
        <div className="mt-6 rounded-md border-s-8 border-green-700 bg-white p-6 ring-1 ring-slate-200">
          <p className="text-xl font-semibold" data-testid="certificate-status">
            {t('This certificate is genuine.')}
          </p>
          <dl className="mt-4 grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2">
            <dt className="font-semibold">{t('Awarded to')}</dt>
            <dd>{certificate.name}</dd>
            <dt className="font-semibold">{t('Course')}</dt>
            <dd>{certificate.course}</dd>
            <dt className="font-semibold">{t('Company')}</dt>
            <dd>{certificate.company}</dd>
            <dt className="font-semibold">{t('Completed on')}</dt>
            <dd>
              {new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : i18n.language, {
                dateStyle: 'long',
                timeZone: 'UTC',
              }).format(new Date(certificate.completed_at))}
            </dd>
          </dl>
        </div>
      ) : (
        <div className="mt-6 rounded-md border-s-8 border-red-700 bg-white p-6 ring-1 ring-slate-200">
          <p className="text-xl font-semibold" data-testid="certificate-status">
            {t('This is not a genuine certificate.')}
          </p>
          <p className="mt-2 text-slate-700">
            {t('No certificate has this address. Check that it was copied in full.')}
          </p>
        </div>
      )}
    </main>
  )
}
