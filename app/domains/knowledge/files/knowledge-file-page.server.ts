import type { LoaderFunctionArgs } from '@remix-run/node'
import { routeId, signedIn } from '~/platform/request-context.server'
import type { FileMode } from '../../files/file-records.server'
import { knowledgeFileMp4Response, knowledgeFileResponse } from './knowledge-files.server'

/**
 * The loader of a route that answers a knowledge file's bytes (`/view` inline, streamed;
 * `/download` as an attachment; `/preview` the PDF an office file is shown as). A Range header
 * (with If-Range) gets that part, so players seek. Access is checked by the service: 404 for anyone the file is
 * not for. `/view?as=mp4` answers a video as mp4 (seed §4: the player's retry).
 */
export const knowledgeFileLoader = (args: LoaderFunctionArgs, mode: FileMode) =>
  signedIn(args, ({ actor, meta, request, params }) => {
    const id = routeId(params.fileId)
    const range = request.headers.get('range')
    if (mode === 'inline' && new URL(request.url).searchParams.get('as') === 'mp4') {
      return knowledgeFileMp4Response(actor, meta, id, range)
    }
    return knowledgeFileResponse(actor, meta, id, mode, range, request.headers.get('if-range'))
  })
