// The bench's log, docs/measurements/bench.md: `npm run bench` adds each run at its top, so the last run's figures
// are always the first entry, newest first below the file's heading and its introduction.

export const BENCH_LOG = "docs/measurements/bench.md"

/**
 * One run as an entry of the log: a heading with the day and the commit (null when git could not say), the command
 * as it was run, then the report without its title, its own sections one level down under the entry's heading.
 */
export function benchEntry({ date, commit, args = [], report }) {
  const [title, ...rest] = report.trim().split("\n")
  const body = (title.startsWith("# ") ? rest : [title, ...rest]).map((line) => (/^#+ /.test(line) ? `#${line}` : line))
  return [
    `## ${date}: the bench of ${commit ?? "an unknown commit"}`,
    "",
    `\`npm run bench${args.length > 0 ? ` -- ${args.join(" ")}` : ""}\``,
    "",
    body.join("\n").trim(),
    "",
  ].join("\n")
}

/** The log with `entry` as its first entry: before the first `## ` heading, or at the end of a log that has none. */
export function withEntry(log, entry) {
  if (!log.trim()) return `# Bench runs\n\n${entry.trimEnd()}\n`
  const lines = log.split("\n")
  const first = lines.findIndex((line) => line.startsWith("## "))
  if (first === -1) return `${log.trimEnd()}\n\n${entry.trimEnd()}\n`
  return [...lines.slice(0, first), ...entry.trimEnd().split("\n"), "", ...lines.slice(first)].join("\n")
}
