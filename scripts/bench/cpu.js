// CPU time of a process, for the load scripts: what a page costs the server, which the other
// work on a shared machine changes far less than it changes requests per second. Linux only.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100

/** User plus system CPU time of a process in ms, or null when it cannot be read. */
export function cpuMsOf(pid) {
  if (!pid) return null
  try {
    // The command name, in parentheses, may hold spaces: fields are counted after it.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    const ticks = Number(fields[11]) + Number(fields[12])
    return (ticks * 1000) / TICKS_PER_SECOND
  } catch {
    return null
  }
}

/** The process listening on a local TCP port (from `ss`), or null. */
export function listeningPid(port) {
  try {
    const listing = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' })
    return Number(/pid=(\d+)/.exec(listing)?.[1]) || null
  } catch {
    return null
  }
}
