/**
 * Knowledge-base files as the pages and components see them (client-safe: no server imports).
 */
import { msg } from '~/i18n'

/** A stored knowledge-base file as the UI shows it (contract with the articles and reading parts). */
export interface KnowledgeFileView {
  id: number
  fileName: string
  contentType: string
  sizeBytes: number
  /** Where the file opens in the browser (the view page). */
  url: string
}

export const KNOWLEDGE_FILES_PATH = '/knowledgebase/files'

/** Where the upload widgets ask for a direct upload (knowledgebase.upload.presign.ts). */
export const KNOWLEDGE_PRESIGN_PATH = '/knowledgebase/upload/presign'

export const knowledgeFilePaths = (id: number) => ({
  page: `${KNOWLEDGE_FILES_PATH}/${id}`,
  view: `${KNOWLEDGE_FILES_PATH}/${id}/view`,
  /** Seed §4: the video as mp4, what the player retries with when the stored one does not play. */
  mp4: `${KNOWLEDGE_FILES_PATH}/${id}/view?as=mp4`,
  download: `${KNOWLEDGE_FILES_PATH}/${id}/download`,
  preview: `${KNOWLEDGE_FILES_PATH}/${id}/preview`,
})

/** Seed §2: the link text is the name with underscores, hyphens and %20 turned into spaces. */
export function fileLinkText(fileName: string): string {
  return fileName.replace(/%20/gi, ' ').replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim()
}

export const UPLOAD_MESSAGES = {
  pending: msg('Please Upload or Cancel Before Saving'),
  failed: msg('Error uploading file'),
  notFound: msg('file not found'),
} as const
