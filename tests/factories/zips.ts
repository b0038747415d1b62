import { writeFile, mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import JSZip from 'jszip'

/** An entry of a hand-made zip: its name exactly as stored (no folder entries are added). */
export interface ZipEntrySpec {
  name: string
  content?: string | Uint8Array
  /** Unix mode bits, file type included (0o120777: a symbolic link whose content is its target). */
  unixPermissions?: number
  /** 'STORE' keeps the bytes as they are. */
  compression?: 'STORE' | 'DEFLATE'
}

/** A zip built entry by entry with a zip library, names untouched (`../x`, `/x`, `C:/x` included). */
export async function zipBytes(entries: ZipEntrySpec[]): Promise<Buffer> {
  const zip = new JSZip()
  for (const entry of entries) {
    zip.file(entry.name, entry.content ?? '', {
      createFolders: false,
      unixPermissions: entry.unixPermissions,
      compression: entry.compression ?? 'DEFLATE',
      compressionOptions: { level: 9 },
    })
  }
  return zip.generateAsync({ type: 'nodebuffer', platform: 'UNIX' })
}

/** The zip written to a fresh temporary folder; answers its path. */
export async function zipFile(entries: ZipEntrySpec[], name = 'package.zip'): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'gw-zip-')), name)
  await writeFile(file, await zipBytes(entries))
  return file
}

/** A minimal SCORM 1.2 manifest launching `href` (one SCO), titled `title`. */
export function scorm12Manifest(title = 'Fire drill', href = 'index.html'): string {
  return `<?xml version="1.0"?>
<manifest identifier="fire-drill" version="1" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>${title}</title>
    <item identifier="item-1" identifierref="res-1"><title>${title}</title>
      <adlcp:masteryscore>80</adlcp:masteryscore></item>
  </organization></organizations>
  <resources><resource identifier="res-1" type="webcontent" adlcp:scormtype="sco" href="${href}">
    <file href="${href}"/></resource></resources>
</manifest>`
}
