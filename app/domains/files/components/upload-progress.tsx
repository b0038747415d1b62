import { useTranslation } from '~/components/translation'

/** A file's upload progress bar, named for screen readers ("Uploading {name}"). */
export function UploadProgress({
  name,
  percent,
  className,
}: {
  name: string
  percent: number
  className: string
}) {
  const { t } = useTranslation()
  return (
    <progress
      max={100}
      value={percent}
      aria-label={t('Uploading {{name}}', { name })}
      className={className}
    >
      {percent}%
    </progress>
  )
}
