/**
 * A stand-in for Marketo's Forms 2.0 global (`window.MktoForms2`) in tests: the form object
 * shows up after a given number of getForm() calls (or never), with or without an Email
 * field, and answers a submit through onSuccess after `answerAfterMs` (or never).
 */
import type { MarketoForm, MktoForms2 } from "../../src/features/lead-capture/browser/marketo"

export interface FakeMarketoOptions {
  /** getForm() returns the form from this call on (1-based); Infinity: never. */
  appearsOnCheck?: number
  withEmailField?: boolean
  /** Delay of onSuccess after submit(); null: Marketo never answers. */
  answerAfterMs?: number | null
}

export interface FakeMarketo {
  api: MktoForms2 & { getForm: jest.Mock; loadForm: jest.Mock }
  form: MarketoForm & { vals: jest.Mock; submit: jest.Mock; onSuccess: jest.Mock }
  element: HTMLFormElement
}

export function fakeMarketo({ appearsOnCheck = 1, withEmailField = true, answerAfterMs = 100 }: FakeMarketoOptions = {}): FakeMarketo {
  const element = document.createElement("form")
  if (withEmailField) {
    const email = document.createElement("input")
    email.name = "Email"
    element.appendChild(email)
  }
  const successCallbacks: Array<(values: unknown, url: string) => boolean | void> = []
  const form: FakeMarketo["form"] = {
    vals: jest.fn(),
    submit: jest.fn((): unknown => {
      if (answerAfterMs !== null) setTimeout(() => successCallbacks.forEach((callback) => callback({}, "https://mkto.example/thanks")), answerAfterMs)
      return form
    }),
    onSuccess: jest.fn((callback: (values: unknown, url: string) => boolean | void): unknown => {
      successCallbacks.push(callback)
      return form
    }),
    getFormElem: () => [element],
  }
  let calls = 0
  const api = {
    getForm: jest.fn(() => {
      calls += 1
      return calls >= appearsOnCheck ? form : null
    }),
    loadForm: jest.fn(),
  }
  return { api, form, element }
}
