/**
 * @jest-environment node
 *
 * scripts/lib/bench-log.mjs, how the bench adds its run to docs/measurements/bench.md: first below the file's heading
 * and introduction, newest first; run in Node as the bench runs it (an ES module, which jest's transform does not take).
 */
import { callScriptExport } from "../helpers/script-module"

/** Calls one of scripts/lib/bench-log.mjs's exports. */
const call = (name: string, ...args: unknown[]) => callScriptExport<string>("scripts/lib/bench-log.mjs", name, ...args)

/** The report's lines between its title and its first section, which an entry keeps as they are. */
const figures = ["2026-12-05T10:00:00.000Z · Lighthouse 13.5.0", "", "| page | perf |", "|---|---:|", "| `/` | 100 |"]
const report = [
  "# Lighthouse benchmark",
  "",
  ...figures,
  "",
  "## Goal per page",
  "",
  "1 of 1 pages meet the goal.",
].join("\n")

const log = [
  "# Bench runs",
  "",
  "Runs of `npm run bench`, newest first.",
  "",
  "## 2026-11-29: an older run",
  "",
  "Its figures.",
  "",
].join("\n")

describe("a bench run as an entry of the log", () => {
  it("heads it with the day and the commit, names the command, and keeps the report's sections under it", () => {
    expect(call("benchEntry", { date: "2026-12-05", commit: "abc1234", args: ["--runs", "5"], report })).toBe(
      [
        "## 2026-12-05: the bench of abc1234",
        "",
        "`npm run bench -- --runs 5`",
        "",
        ...figures,
        "",
        "### Goal per page",
        "",
        "1 of 1 pages meet the goal.",
        "",
      ].join("\n"),
    )
  })

  it("says so when git could not name the commit", () => {
    const entry = call("benchEntry", { date: "2026-12-05", commit: null, args: [], report })
    expect(entry.split("\n").slice(0, 3)).toEqual([
      "## 2026-12-05: the bench of an unknown commit",
      "",
      "`npm run bench`",
    ])
  })
})

describe("the log with a new run", () => {
  const entry = "## 2026-12-05: the bench of abc1234\n\nIts figures.\n"

  it("puts it first, below the heading and the introduction, above the older runs", () => {
    expect(call("withEntry", log, entry)).toBe(
      [
        "# Bench runs",
        "",
        "Runs of `npm run bench`, newest first.",
        "",
        "## 2026-12-05: the bench of abc1234",
        "",
        "Its figures.",
        "",
        "## 2026-11-29: an older run",
        "",
        "Its figures.",
        "",
      ].join("\n"),
    )
  })

  it("adds it after the introduction of a log with no run yet, and starts a log that does not exist", () => {
    expect(call("withEntry", "# Bench runs\n\nRuns, newest first.\n", entry)).toBe(
      `# Bench runs\n\nRuns, newest first.\n\n${entry}`,
    )
    expect(call("withEntry", "", entry)).toBe(`# Bench runs\n\n${entry}`)
  })

  it("keeps every earlier run, in order, when runs are added one after another", () => {
    const second = entry.replace("2026-12-05", "2026-12-06")
    const twice = call("withEntry", call("withEntry", log, entry), second)
    const headings = twice.split("\n").filter((line) => line.startsWith("## "))
    expect(headings).toEqual([
      "## 2026-12-06: the bench of abc1234",
      "## 2026-12-05: the bench of abc1234",
      "## 2026-11-29: an older run",
    ])
  })
})
