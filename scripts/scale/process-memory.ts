/**
 * Memory of a process and its descendants, read from Linux's `/proc` (no `/usr/bin/time` needed):
 * VmRSS is what a process holds now, VmHWM the most it has held (its peak resident set).
 */
import { readdirSync, readFileSync } from "node:fs";

/** A field of `/proc/<pid>/status` in bytes, or undefined once the process is gone. */
export function statusBytes(pid: number, field: "VmRSS" | "VmHWM"): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, "m").exec(
      readFileSync(`/proc/${pid}/status`, "utf8"),
    );
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** `pid` and every process under it. */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the 2nd field after the command, which is in parentheses and may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone between the listing and the read.
    }
  }
  const tree: number[] = [];
  const visit = (id: number) => {
    tree.push(id);
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return tree;
}

/** The command line of a process, shortened, for saying which one peaked. */
function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8")
      .split("\0")
      .filter(Boolean)
      .slice(0, 3)
      .join(" ")
      .slice(0, 80);
  } catch {
    return "";
  }
}

/**
 * Samples the peak resident memory (VmHWM) of every process of `pid`'s tree every `everyMs` until
 * `stop()`: the largest one seen, and which process it was. A process that lives less than a sample
 * interval is missed; the build's large processes live for seconds to minutes.
 */
export function samplePeakMemory(pid: number, everyMs = 200) {
  let peak = { bytes: 0, command: "" };
  const sample = () => {
    for (const id of processTree(pid)) {
      const bytes = statusBytes(id, "VmHWM") ?? 0;
      if (bytes > peak.bytes) peak = { bytes, command: commandOf(id) };
    }
  };
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/** The resident memory of `pid` and its descendants now, summed. */
export const treeResidentBytes = (pid: number) =>
  processTree(pid).reduce((sum, id) => sum + (statusBytes(id, "VmRSS") ?? 0), 0);
