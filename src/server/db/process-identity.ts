import fs from "node:fs";

/**
 * What tells one process apart from a later one that got the same pid: on Linux the boot id and
 * the process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat). Undefined
 * where /proc is not available.
 */
export function readProcessIdentity(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) is in parentheses and may itself hold spaces or parentheses.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const startTime = fields[22 - 3];
    if (!startTime) return undefined;
    return `${readBootId() ?? "boot"}:${startTime}`;
  } catch {
    return undefined;
  }
}

function readBootId(): string | undefined {
  try {
    return fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return undefined;
  }
}

/**
 * Whether the process runs Node.js (its executable or first argument names node), read from
 * /proc/<pid>/cmdline; undefined where that cannot be read.
 */
export function isNodeProcess(pid: number): boolean | undefined {
  try {
    const [executable = ""] = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    return /(^|\/)node(js)?(\d+)?$/.test(executable) || executable === process.execPath;
  } catch {
    return undefined;
  }
}
