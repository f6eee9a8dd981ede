import React from "react"
import type { Experiment } from "../../lib/experiments/model"

export interface ExperimentCopyProps {
  /** The experiment that changes this copy on this page (lib/experiments experimentFor), if one runs. */
  experiment: Experiment | undefined
  /** The copy as published: the control. */
  children: React.ReactNode
}

/**
 * Copy an experiment may change (docs/analytics-and-experiments.md). Without an experiment, the copy as it
 * is. With one, every arm's copy in the same markup on the server and in the browser: the
 * control shown, each variant `hidden`; the head script's stylesheet shows the visitor's arm
 * before the first paint (lib/experiments/marking.ts). A hidden arm is `display: none`, so
 * screen readers and the element's accessible name have only the visible one.
 */
export function ExperimentCopy({ experiment, children }: ExperimentCopyProps): React.JSX.Element {
  if (!experiment) return <>{children}</>
  // The attribute names are marking.ts's EXPERIMENT_ATTRIBUTE and EXPERIMENT_ARM_ATTRIBUTE, written out: JSX takes
  // data-* names as they are, at no cost on the homepage's first load (__tests__/runtime/experiments-head.test.tsx runs both together).
  return (
    <span data-experiment={experiment.id}>
      {experiment.arms.map((arm) => (
        <span key={arm.name} data-experiment-arm={arm.name} hidden={arm.copy !== null}>
          {arm.copy ?? children}
        </span>
      ))}
    </span>
  )
}
