/**
 * CPU used so far by processes on this machine, in µs, read from /proc (Linux; clock ticks of 10 ms, so measure
 * seconds, not milliseconds). The benches read it before and after a measured window: a server process's threads,
 * PostgreSQL's backends and Redis are all counted the same way, whoever started them.
 */
import fs from 'node:fs';

const MICROS_PER_TICK = 10_000;

/** utime + stime of one process (every thread of it), in ticks; 0 when it has ended. */
function ticksOf(pid: string | number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The name (field 2) may hold spaces: the fields after it start past its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0; // the process ended between the listing and the read
  }
}

function nameOf(pid: string): string {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  } catch {
    return '';
  }
}

function commandLineOf(pid: string): string {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** The CPU of the processes named `name` (as /proc/<pid>/stat has it) that `keep` accepts, given their command line. */
function cpuOfNamed(name: string, keep: (commandLine: string) => boolean = () => true): number {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || nameOf(pid) !== name) continue;
    if (keep(commandLineOf(pid))) ticks += ticksOf(pid);
  }
  return ticks * MICROS_PER_TICK;
}

/** The CPU of the given processes (a bench's server children), in µs. */
export function cpuMicrosOfPids(pids: readonly number[]): number {
  return pids.reduce((sum, pid) => sum + ticksOf(pid), 0) * MICROS_PER_TICK;
}

/**
 * PostgreSQL's CPU (its processes are named `postgres`). With `databaseUrl`, only the backends serving that database
 * (a backend's command line is `postgres: <cluster>: <user> <database> <client> <state>`) and the server-wide ones
 * that serve every database (checkpointer, WAL writer, …): another session's work on another database of the same
 * server is left out. PGlite runs inside the server process, whose own CPU is counted already: callers pass 0 there.
 */
export function postgresCpuMicros(databaseUrl?: string): number {
  const database = databaseUrl ? decodeURIComponent(new URL(databaseUrl).pathname.slice(1)) : '';
  if (!database) return cpuOfNamed('postgres');
  // A backend names its client: an address with a port in parentheses, or [local] for a Unix socket.
  const isBackend = (commandLine: string) => /\(\d+\)|\[local\]/.test(commandLine);
  return cpuOfNamed('postgres', (commandLine) => !isBackend(commandLine) || commandLine.split(/\s+/).includes(database));
}

/** Redis's CPU (every `redis-server` on this machine: a shared instance's other clients count too). */
export function redisCpuMicros(): number {
  return cpuOfNamed('redis-server');
}
