import fs from 'node:fs';

const clockTicks = 100; // USER_HZ on Linux (getconf CLK_TCK); /proc/<pid>/stat counts CPU time in these.

/** CPU time (user + system) a live process has used so far, in ms; null once it is gone (or off Linux). */
export function cpuMs(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: fields after it start past the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return null;
  }
}

/** The summed CPU time of several processes, in ms (those gone count as 0). */
export const totalCpuMs = (pids: readonly number[]): number => pids.reduce((sum, pid) => sum + (cpuMs(pid) ?? 0), 0);
