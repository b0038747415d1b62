import type { Actor } from '~/platform/actor'
import { formatFileSize, MAX_FILE_BYTES } from '../files/file-kinds'
import { can } from './company-files.policy'
import { listFileTypes } from './file-types.server'

/**
 * What the upload and edit forms of the company files pages need: whether this person manages
 * the files (else there is no form), the company's file types to choose from and the largest upload.
 */
export async function companyFileFormData(actor: Actor) {
  const canManage = can(actor, 'companyFile.manage')
  return {
    canManage,
    types: canManage ? await listFileTypes(actor, { companyType: true }) : [],
    maxSize: formatFileSize(MAX_FILE_BYTES),
  }
}
