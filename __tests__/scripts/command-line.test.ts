import { readCommandLine } from "../../scripts/perf/command-line"

describe("readCommandLine: the perf scripts' options and page paths", () => {
  const line = readCommandLine(
    ["--loads", "3", "/", "--base", "http://127.0.0.1:9002", "/pricing", "--min", "/not-a-path-but-a-value"],
    ["--loads", "--base", "--min"],
  )

  it("reads an option's value, and nothing for an option not given", () => {
    expect(line.option("--base")).toBe("http://127.0.0.1:9002")
    expect(line.option("--loads")).toBe("3")
    expect(line.option("--wait")).toBeUndefined()
  })

  it("takes the paths, not an option's value that looks like one", () => {
    expect(line.paths).toEqual(["/", "/pricing"])
  })
})
