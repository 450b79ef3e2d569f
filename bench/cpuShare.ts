import { readdirSync, readFileSync } from 'node:fs';

/**
 * Where the machine's CPU went between two readings (Linux /proc): the bench itself, the servers it
 * started, PostgreSQL and Redis (by process name), everything else, and idle. A run whose latencies
 * are queues rather than stalls shows little idle: the machine, not the code path, is the limit.
 */
export interface CpuReading {
  /** Ticks of all cores: busy and idle. */
  total: number;
  cores: number;
  idle: number;
  byGroup: Map<string, number>;
}

const groups = ['bench', 'servers', 'PostgreSQL', 'Redis', 'other'] as const;

function ticksOf(pid: string): { name: string; ticks: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime: fields 14 and 15 of the whole line, 12 and 13 after the name.
    return { name, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined; // the process ended between listing and reading
  }
}

/** A reading now; undefined where /proc is not there (not Linux). */
export function readCpu(serverPids: number[]): CpuReading | undefined {
  let lines: string[];
  try {
    lines = readFileSync('/proc/stat', 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const cpuLine = lines[0] ?? '';
  const cores = lines.filter((line) => /^cpu\d/.test(line)).length;
  // user nice system idle iowait irq softirq steal
  const jiffies = cpuLine.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = jiffies.reduce((sum, n) => sum + n, 0);
  const idle = (jiffies[3] ?? 0) + (jiffies[4] ?? 0);
  const byGroup = new Map<string, number>(groups.map((g) => [g, 0]));
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    const process_ = ticksOf(pid);
    if (!process_) continue;
    const group =
      Number(pid) === process.pid
        ? 'bench'
        : serverPids.includes(Number(pid))
          ? 'servers'
          : process_.name === 'postgres'
            ? 'PostgreSQL'
            : process_.name.startsWith('redis-server')
              ? 'Redis'
              : 'other';
    byGroup.set(group, (byGroup.get(group) ?? 0) + process_.ticks);
  }
  return { total, cores, idle, byGroup };
}

/**
 * "servers 88 %, PostgreSQL 74 %, … idle 3 %" between two readings, in percent of one core (so two
 * busy cores make 200 %). Processes that started or ended between them count only while both saw them.
 */
export function describeCpu(
  before: CpuReading | undefined,
  after: CpuReading | undefined,
): string | undefined {
  if (!before || !after) return undefined;
  const { cores } = after;
  const share = (ticks: number) => `${Math.round((100 * ticks * cores) / (after.total - before.total))} %`;
  const parts = groups.map(
    (group) =>
      `${group} ${share(Math.max(0, (after.byGroup.get(group) ?? 0) - (before.byGroup.get(group) ?? 0)))}`,
  );
  return `CPU while timed (% of one core, ${cores} cores): ${parts.join(', ')}, idle ${share(after.idle - before.idle)}`;
}
