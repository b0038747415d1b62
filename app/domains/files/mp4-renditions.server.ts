import { execFile } from 'node:child_process'
import { createWriteStream } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { fileStore } from '~/platform/storage.server'
import { extensionOf, kindOf } from './file-kinds'

/*
 * Seed §4: a video that fails to play is retried once as mp4. A stored mp4 is its own rendition;
 * any other video gets one made by ffmpeg when it is stored, in the background, and kept in the
 * store next to the original (its key with the extension .mp4: one rendition per stored version).
 * ffmpeg is optional (Debian's package and its libraries take 161 MB): without it, or when the
 * conversion fails or takes too long, there is no rendition and the player says it cannot play
 * the video.
 */

export const MP4_CONTENT_TYPE = 'video/mp4'

/** A 50 MB upload (MAX_FILE_BYTES) re-encodes in about a minute; a stuck ffmpeg is killed. */
const CONVERSION_TIMEOUT_MS = 10 * 60_000

const isVideo = (fileName: string) => kindOf(fileName)?.viewer === 'video'

/** Whether the file is mp4 already (served as video/mp4): its rendition is itself. */
export const isMp4 = (file: { fileName: string }) =>
  kindOf(file.fileName)?.contentType === MP4_CONTENT_TYPE

/** The store key of the mp4 rendition of a stored video that is not mp4 itself. */
export const mp4RenditionKey = (storageKey: string) =>
  `${storageKey.replace(/\.[a-z0-9]+$/, '')}.mp4`

/** ffmpeg was not found on this server: no renditions are attempted until it restarts. */
let ffmpegMissing = false
/** One conversion at a time: an encode takes a whole core (the machine has few). */
let queue: Promise<void> = Promise.resolve()

/**
 * Queues the making of the mp4 rendition of a just stored video and returns at once; nothing
 * for an mp4 or a file that is no video. Failures are logged, never thrown: the original is
 * stored either way.
 */
export function startMp4Rendition(file: { storageKey: string; fileName: string }): void {
  if (ffmpegMissing || !isVideo(file.fileName) || isMp4(file)) return
  queue = queue.then(() =>
    convertToMp4(file.storageKey).catch((error: unknown) => {
      console.error(`[mp4-rendition] ${file.storageKey}:`, error)
    }),
  )
}

async function convertToMp4(storageKey: string): Promise<void> {
  if (ffmpegMissing) return
  const folder = await mkdtemp(path.join(tmpdir(), 'mp4-rendition-'))
  try {
    const source = await fileStore.stream(storageKey)
    if (!source) return // deleted before its turn came
    const input = path.join(folder, `original.${extensionOf(storageKey) || 'bin'}`)
    await pipeline(Readable.fromWeb(source as WebReadableStream), createWriteStream(input))
    const output = path.join(folder, 'rendition.mp4')
    if (!(await runFfmpeg(input, output))) return
    const renditionKey = mp4RenditionKey(storageKey)
    await fileStore.putFile(renditionKey, output, MP4_CONTENT_TYPE)
    // Deleted while it was converted: its rendition goes too.
    if ((await fileStore.size(storageKey)) === null) await fileStore.remove(renditionKey)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/**
 * H.264 and AAC play in every browser; faststart puts the index first so playback starts early.
 * False when this server has no ffmpeg.
 */
function runFfmpeg(input: string, output: string): Promise<boolean> {
  const args = ['-nostdin', '-loglevel', 'error', '-i', input]
  // yuv420p (what browsers decode) needs even dimensions; a recording may have odd ones.
  args.push('-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2', '-pix_fmt', 'yuv420p')
  args.push('-c:v', 'libx264', '-preset', 'veryfast', '-c:a', 'aac')
  args.push('-movflags', '+faststart', output)
  return new Promise((resolve, reject) => {
    execFile(
      'ffmpeg',
      args,
      { timeout: CONVERSION_TIMEOUT_MS, killSignal: 'SIGKILL' },
      (error, _stdout, stderr) => {
        if (!error) return resolve(true)
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          ffmpegMissing = true
          return resolve(false)
        }
        reject(new Error(error.killed ? 'ffmpeg took too long' : String(stderr).trim()))
      },
    )
  })
}
