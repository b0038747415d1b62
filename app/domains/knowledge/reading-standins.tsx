/**
 * TODO(merge): tiny stand-ins for other parts' exports that the reading side codes against
 * (issue 6 contracts). The lead replaces each import of this file with the real module on merge
 * and deletes the file.
 */

/** TODO(merge): uploads' `KnowledgeFileView` (app/domains/knowledge/knowledge-files.ts). */
export type KnowledgeFileView = {
  id: number
  fileName: string
  contentType: string
  sizeBytes: number
  url: string
}

/** TODO(merge): uploads' serving route for a knowledge file. */
export const knowledgeFileUrl = (id: number) => `/knowledgebase/files/${id}`

/** TODO(merge): uploads' `<UploadedFilesList>`. */
export function UploadedFilesList({ files }: { files: KnowledgeFileView[] }) {
  return (
    <ul className="list-disc ps-6">
      {files.map((file) => (
        <li key={file.id}>
          <a href={file.url} className="text-brand-700 underline">
            {file.fileName.replace(/_|-|%20/g, ' ')}
          </a>
        </li>
      ))}
    </ul>
  )
}

/** TODO(merge): uploads' `<FileViewer>` for the recorded video. */
export function FileViewer({ file }: { file: KnowledgeFileView }) {
  return <video controls src={file.url} className="w-full" />
}

/** TODO(merge): uploads' `<EmbeddedVideo>`. */
export function EmbeddedVideo({ url }: { url: string }) {
  return (
    <p>
      <a href={url} className="text-brand-700 underline">
        {url}
      </a>
    </p>
  )
}
