/**
 * The perf scripts' command lines: `--name value` options and the page paths among them
 * (every argument that starts with "/" and is not an option's value).
 */
export interface CommandLine {
  option(name: string): string | undefined
  paths: string[]
}

export function readCommandLine(args: readonly string[], optionsWithValues: readonly string[]): CommandLine {
  return {
    option: (name) => {
      const index = args.indexOf(name)
      return index >= 0 ? args[index + 1] : undefined
    },
    paths: args.filter((arg, index) => arg.startsWith("/") && !optionsWithValues.includes(args[index - 1] ?? "")),
  }
}
