/**
 * What an experiment can change: the `element` column of a googleOptimize row names one of
 * these. Each is a place in the site's code that renders its copy through ExperimentCopy
 * (components/experiments); docs/analytics-and-experiments.md's table lists them. A row naming another
 * element runs nowhere (the build warns).
 */
export const experimentElements = {
  homeHeroHeading: "The homepage hero's heading (its h1), on / (pageUri '__home__')",
} as const

export type ExperimentElement = keyof typeof experimentElements

export function isExperimentElement(name: string): name is ExperimentElement {
  return Object.hasOwn(experimentElements, name)
}
