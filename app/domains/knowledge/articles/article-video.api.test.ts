import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { db } from '~/platform/db.server'
import { knowledgeFiles } from '../knowledge.tables'
import { adminAndStaffSignedIn, routeApi } from '#tests/factories/api'
import { makeArticle } from '#tests/factories/knowledge-articles'
import {
  startYoutubeOembedServer,
  type YoutubeOembedServer,
} from '#tests/support/youtube-oembed-server'

const API = '/knowledgebase/api'
/** The first bytes of an ISO media file: what the content check of an .mp4 looks for. */
const MP4 = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0])

const postVideo = (path: string, token: string, multipart: Record<string, string | Blob>) =>
  routeApi('POST', path, { token, multipart })

describe('knowledgebase/api video-upload', () => {
  it('makes a sent video the article video block, refusing non-videos, staff and other companies', async () => {
    const { company, admin, staff } = await adminAndStaffSignedIn()
    const article = await makeArticle(company)
    const path = `${API}/video-upload/${article.id}/`

    const notVideo = await postVideo(path, admin.token, {
      file: new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    })
    expect(notVideo.status).toBe(400)
    expect(notVideo.json).toMatchObject({ file: ['Only video files can be uploaded here'] })

    const refused = await postVideo(path, staff.token, {
      file: new File([MP4], 'intro.mp4', { type: 'video/mp4' }),
    })
    expect(refused.status).toBe(403)

    const uploaded = await postVideo(path, admin.token, {
      file: new File([MP4], 'intro.mp4', { type: 'video/mp4' }),
      version: String(article.version),
      dont_notify: 'true',
    })
    expect(uploaded.status).toBe(200)
    expect(uploaded.json.blocks).toContain('video')
    expect(uploaded.json.version).toBe(article.version + 1)
    const file = await routeApi('GET', `${API}/knowledge-files/${uploaded.json.video_file_id}/`, {
      token: staff.token,
    })
    expect(file.json).toMatchObject({ fileName: 'intro.mp4' })

    // The version sent was loaded before this upload: stale, and nothing more is stored.
    const stale = await postVideo(path, admin.token, {
      file: new File([MP4], 'second-take.mp4', { type: 'video/mp4' }),
      version: String(article.version),
    })
    expect(stale.status).toBe(409)
    const stored = await db
      .select({ name: knowledgeFiles.fileName })
      .from(knowledgeFiles)
      .where(eq(knowledgeFiles.companyId, company.id))
    expect(stored).toEqual([{ name: 'intro.mp4' }])

    const other = await adminAndStaffSignedIn()
    const foreign = await postVideo(path, other.admin.token, {
      file: new File([MP4], 'intro.mp4', { type: 'video/mp4' }),
    })
    expect(foreign.status).toBe(404)
  })

  it('attaches a video finished through the resumable upload by its file_id', async () => {
    const { company, admin } = await adminAndStaffSignedIn()
    const article = await makeArticle(company)
    const stored = await postVideo(`${API}/knowledge-files/`, admin.token, {
      file: new File([MP4], 'long-training.mp4', { type: 'video/mp4' }),
    })
    const attached = await routeApi('POST', `${API}/video-upload/${article.id}/`, {
      token: admin.token,
      body: { file_id: stored.json.id },
    })
    expect(attached.status).toBe(200)
    expect(attached.json.video_file_id).toBe(stored.json.id)

    const missing = await routeApi('POST', `${API}/video-upload/${article.id}/`, {
      token: admin.token,
      body: {},
    })
    expect(missing.status).toBe(400)
    expect(missing.json).toMatchObject({ file: ['Choose a video to upload'] })
  })
})

describe('knowledgebase/api youtube/analyze', () => {
  let youtube: YoutubeOembedServer
  beforeAll(async () => {
    youtube = await startYoutubeOembedServer({
      dQw4w9WgXcQ: { title: 'Fire drill walkthrough', thumbnail_url: 'https://i.ytimg.com/x.jpg' },
    })
  })
  afterEach(() => {
    delete process.env.YOUTUBE_OEMBED_URL
  })
  afterAll(() => youtube.close())

  it("reads the video's title and thumbnail from oEmbed, keeping the 11-character id rule", async () => {
    process.env.YOUTUBE_OEMBED_URL = youtube.url
    const { admin } = await adminAndStaffSignedIn()
    const analyze = (youtube_url: string) =>
      routeApi('POST', `${API}/youtube/analyze/`, { token: admin.token, body: { youtube_url } })

    const found = await analyze('https://youtu.be/dQw4w9WgXcQ?t=10')
    expect(found.json).toEqual({
      id: 'dQw4w9WgXcQ',
      embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      title: 'Fire drill walkthrough',
      duration: null,
      thumbnail: 'https://i.ytimg.com/x.jpg',
      message: null,
    })
    expect(youtube.asked).toEqual(['https://www.youtube.com/watch?v=dQw4w9WgXcQ'])

    const tooShort = await analyze('https://www.youtube.com/watch?v=dQw4w9WgXc')
    expect(tooShort.status).toBe(400)
    expect(tooShort.json).toMatchObject({
      youtube_url: ['Enter a YouTube link with an 11-character video id'],
    })
    expect(youtube.asked).toHaveLength(1)

    const unknown = await analyze('https://www.youtube.com/watch?v=AAAAAAAAAAA')
    expect(unknown.json).toMatchObject({
      youtube_url: ['This YouTube video does not exist or cannot be embedded'],
    })
  })

  it('answers the id and says why the title is missing when YouTube cannot be reached', async () => {
    const closed = await startYoutubeOembedServer({})
    await closed.close()
    process.env.YOUTUBE_OEMBED_URL = closed.url
    const { admin } = await adminAndStaffSignedIn()
    const answer = await routeApi('POST', `${API}/youtube/analyze/`, {
      token: admin.token,
      body: { youtube_url: 'https://www.youtube.com/shorts/dQw4w9WgXcQ' },
    })
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({
      id: 'dQw4w9WgXcQ',
      title: null,
      thumbnail: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
      message:
        "YouTube could not be reached to read this video's title; the video can still be embedded",
    })
    const bad = await routeApi('POST', `${API}/youtube/analyze/`, {
      token: admin.token,
      body: { youtube_url: 'https://vimeo.com/123456789' },
    })
    expect(bad.status).toBe(400)
  })
})
