/** @jest-environment jsdom */
/*
 * What a visitor does to a waiting part before its code arrives is carried over to the live
 * copy (src/runtime/carried-interaction.ts): real server HTML, hydrated
 * by React, the part's code held back until the test delivers it. The first page's hydration
 * only ends in the last test (markHydrated), so every part before it starts waiting.
 */
import "../support/text-encoder"
import React, { Suspense, lazy, useState } from "react"
import { renderToString } from "react-dom/server"
import { hydrateRoot, type Root } from "react-dom/client"
import { act, fireEvent, screen, waitFor } from "@testing-library/react"
import { deferHydration, markHydrated } from "../../src/runtime/deferred-hydration"
import { LINK_HOLD_MS } from "../../src/runtime/carried-interaction"
import { stubIntersectionObserver } from "../support/intersection-observer"

beforeEach(() => {
  stubIntersectionObserver()
})

/** A part's code, held until `deliver()`. */
function heldCode<Props extends object>(
  component: React.ComponentType<Props>,
): { load: jest.Mock<Promise<React.ComponentType<Props>>>; deliver: () => Promise<void> } {
  let resolve: (value: React.ComponentType<Props>) => void = () => undefined
  const code = new Promise<React.ComponentType<Props>>((done) => (resolve = done))
  const load = jest.fn(() => code)
  return { load, deliver: () => act(async () => resolve(component)) }
}

const mounted: Array<{ root: Root; container: HTMLElement }> = []
afterEach(() => {
  for (const { root, container } of mounted.splice(0)) {
    act(() => root.unmount())
    container.remove()
  }
})

/** The page around a part: a Suspense boundary, as a page has (one showing its fallback would blank the page). */
const Page = ({ children }: { children: React.ReactNode }): React.JSX.Element => <Suspense fallback={null}>{children}</Suspense>

/** Puts `Part`'s server HTML in the page (as the server wraps it), hydrates `<Deferred />` over it, and returns the wrapper. */
async function hydrated(Part: React.ComponentType, Deferred: React.ComponentType): Promise<HTMLElement> {
  const container = document.createElement("div")
  container.innerHTML = renderToString(
    <Page>
      <div data-hydration="server">
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </div>
    </Page>,
  )
  document.body.appendChild(container)
  let root: Root | undefined
  await act(async () => {
    root = hydrateRoot(
      container,
      <Page>
        <Deferred />
      </Page>,
      { onRecoverableError: (error) => fail(error) },
    )
  })
  mounted.push({ root: root!, container })
  return container.querySelector("[data-hydration]") as HTMLElement
}

function DemoTrigger(): React.JSX.Element {
  const [open, setOpen] = useState(false)
  return (
    <section>
      <h2>Get started for free</h2>
      <a href="/pricing">See pricing</a>
      <button type="button" onClick={() => setOpen(true)}>
        Book a 20-minute demo
      </button>
      {open ? <div role="dialog" aria-label="It's demo time" /> : null}
    </section>
  )
}

test("a press on a waiting part wakes it; the press is held, then replayed on the live button, which keeps focus", async () => {
  const { load, deliver } = heldCode(DemoTrigger)
  const wrapper = await hydrated(DemoTrigger, deferHydration(load))
  expect(wrapper).toHaveAttribute("data-hydration", "waiting")
  expect(load).not.toHaveBeenCalled()

  const serverButton = screen.getByRole("button", { name: "Book a 20-minute demo" })
  // Enter on a focused button: focus wakes the part, the browser's click on it is held back.
  act(() => serverButton.focus())
  expect(load).toHaveBeenCalledTimes(1)
  expect(fireEvent.click(serverButton)).toBe(false)
  expect(screen.queryByRole("dialog")).toBeNull()

  await deliver()
  expect(wrapper).toHaveAttribute("data-hydration", "deferred")
  const liveButton = screen.getByRole("button", { name: "Book a 20-minute demo" })
  expect(liveButton).not.toBe(serverButton)
  expect(screen.getByRole("dialog", { name: "It's demo time" })).toBeInTheDocument()
  expect(liveButton).toHaveFocus()
})

test("a press that opens a new tab (a modifier key) is left to the browser, and nothing is replayed", async () => {
  const followed = jest.fn()
  function Links(): React.JSX.Element {
    return (
      <nav>
        <a
          href="/pricing"
          onClick={(event) => {
            event.preventDefault()
            followed()
          }}
        >
          See pricing
        </a>
      </nav>
    )
  }
  const { load, deliver } = heldCode(Links)
  await hydrated(Links, deferHydration(load))
  // jsdom cannot navigate: stop the browser's own follow after the part has seen the click.
  const noNavigation = (event: Event): void => event.preventDefault()
  document.addEventListener("click", noNavigation)
  const link = screen.getByRole("link", { name: "See pricing" })
  const clickSeenByPart = jest.fn()
  link.addEventListener("click", (event) => clickSeenByPart(event.defaultPrevented))
  fireEvent.click(link, { ctrlKey: true })
  document.removeEventListener("click", noNavigation)
  expect(clickSeenByPart).toHaveBeenCalledWith(false) // not held back
  expect(load).toHaveBeenCalledTimes(1) // but the part wakes

  await deliver()
  expect(followed).not.toHaveBeenCalled()
})

test("a held link whose part does not come alive in time is followed as the plain link it is", async () => {
  const followedLive = jest.fn()
  function Links(): React.JSX.Element {
    return (
      <nav>
        <a href="/pricing" onClick={followedLive}>
          See pricing
        </a>
      </nav>
    )
  }
  const { load, deliver } = heldCode(Links)
  await hydrated(Links, deferHydration(load))
  const link = screen.getByRole("link", { name: "See pricing" })
  // What reaches the page after the part: the press held back first, then the browser's own follow.
  const reachedPage: boolean[] = []
  const record = (event: Event): void => {
    reachedPage.push(event.defaultPrevented)
    event.preventDefault() // jsdom cannot navigate
  }
  document.addEventListener("click", record)
  expect(fireEvent.click(link)).toBe(false)
  expect(load).toHaveBeenCalledTimes(1)
  expect(reachedPage).toEqual([true])
  await waitFor(() => expect(reachedPage).toEqual([true, false]), { timeout: LINK_HOLD_MS + 1000 })
  document.removeEventListener("click", record)

  // The code arriving later replays nothing: the link was followed already.
  await deliver()
  expect(followedLive).not.toHaveBeenCalled()
})

interface Sent {
  email: string
  size: string
  agree: boolean
  note: string
}

function ControlledForm({ onSend }: { onSend: (sent: Sent) => void }): React.JSX.Element {
  const [sent, setSent] = useState<Sent>({ email: "", size: "", agree: false, note: "" })
  const set = <K extends keyof Sent>(key: K, value: Sent[K]): void => setSent((current) => ({ ...current, [key]: value }))
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        onSend(sent)
      }}
    >
      <label>
        Work email
        <input name="email" value={sent.email} onChange={(event) => set("email", event.target.value)} />
      </label>
      <label>
        Company size
        <select name="size" value={sent.size} onChange={(event) => set("size", event.target.value)}>
          <option value="">Choose…</option>
          <option value="1-20">1-20</option>
          <option value="21-100">21-100</option>
        </select>
      </label>
      <label>
        <input type="checkbox" name="agree" checked={sent.agree} onChange={(event) => set("agree", event.target.checked)} />
        Send me product news
      </label>
      <label>
        Anything else
        <textarea name="note" value={sent.note} onChange={(event) => set("note", event.target.value)} />
      </label>
      <button type="submit">Go to demo</button>
    </form>
  )
}

test("what was typed, chosen, ticked or autofilled in a waiting form reaches the live, controlled form; focus stays and the submission is replayed", async () => {
  const onSend = jest.fn()
  const Part = (): React.JSX.Element => <ControlledForm onSend={onSend} />
  const { load, deliver } = heldCode(Part)
  await hydrated(Part, deferHydration(load))

  const email = screen.getByLabelText("Work email") as HTMLInputElement
  act(() => email.focus())
  expect(load).toHaveBeenCalledTimes(1)
  // Typed and autofilled values alike change the fields without React seeing them.
  email.value = "kay@example.com"
  ;(screen.getByLabelText("Company size") as HTMLSelectElement).value = "21-100"
  ;(screen.getByLabelText("Send me product news") as HTMLInputElement).checked = true
  ;(screen.getByLabelText("Anything else") as HTMLTextAreaElement).value = "Ten seats"
  // Enter in the email field: the browser clicks the form's submit button, which is held back (no native submission).
  expect(fireEvent.click(screen.getByRole("button", { name: "Go to demo" }))).toBe(false)
  expect(onSend).not.toHaveBeenCalled()

  await deliver()
  expect(screen.getByLabelText("Work email")).not.toBe(email)
  expect(screen.getByLabelText("Work email")).toHaveValue("kay@example.com")
  expect(screen.getByLabelText("Work email")).toHaveFocus()
  await waitFor(() => expect(onSend).toHaveBeenCalledTimes(1))
  expect(onSend).toHaveBeenCalledWith({ email: "kay@example.com", size: "21-100", agree: true, note: "Ten seats" })
})

test("what is typed into the server copy after the live copy started rendering, before it is committed, is carried too", async () => {
  // A transition's render can come long before its commit (sliced into tasks, or waiting for
  // more code), and a visitor goes on typing meanwhile. Here the typing happens inside the live
  // copy's render, after the part's own render, which is where the server copy used to be read.
  const onSend = jest.fn()
  let serverEmail: HTMLInputElement | null = null
  const TypedDuringRender = (): null => {
    if (serverEmail) serverEmail.value = "late@example.com"
    return null
  }
  const Live = (): React.JSX.Element => (
    <>
      <TypedDuringRender />
      <ControlledForm onSend={onSend} />
    </>
  )
  const { load, deliver } = heldCode(Live)
  await hydrated(() => <ControlledForm onSend={onSend} />, deferHydration(load))
  serverEmail = screen.getByLabelText("Work email") as HTMLInputElement
  act(() => serverEmail!.focus())
  serverEmail.value = "kay@"
  expect(load).toHaveBeenCalledTimes(1)

  await deliver()
  const liveEmail = screen.getByLabelText("Work email")
  expect(liveEmail).not.toBe(serverEmail)
  expect(liveEmail).toHaveValue("late@example.com")
  expect(liveEmail).toHaveFocus()
})

test("a waiting form without a submit button, submitted by Enter, is submitted by the live form instead", async () => {
  const onSearch = jest.fn()
  function Search(): React.JSX.Element {
    const [query, setQuery] = useState("")
    return (
      <form role="search" onSubmit={(event) => (event.preventDefault(), onSearch(query))}>
        <input aria-label="Search resources" value={query} onChange={(event) => setQuery(event.target.value)} />
      </form>
    )
  }
  const { load, deliver } = heldCode(Search)
  await hydrated(Search, deferHydration(load))
  const field = screen.getByLabelText("Search resources") as HTMLInputElement
  field.value = "pipeline"
  expect(fireEvent.submit(screen.getByRole("search"))).toBe(false)
  expect(load).toHaveBeenCalledTimes(1)

  await deliver()
  await waitFor(() => expect(onSearch).toHaveBeenCalledWith("pipeline"))
})

test("a press is replayed once the live copy renders the control, even when a lazy part of its own renders it later", async () => {
  let deliverInner: (module: { default: React.ComponentType }) => void = () => undefined
  const opened = jest.fn()
  const InnerButton = lazy(() => new Promise<{ default: React.ComponentType }>((resolve) => (deliverInner = resolve)))
  const Button = (): React.JSX.Element => (
    <button type="button" onClick={opened}>
      Watch the 60-second tour
    </button>
  )
  const ServerPart = (): React.JSX.Element => (
    <div>
      <Button />
    </div>
  )
  const LivePart = (): React.JSX.Element => (
    <div>
      <Suspense fallback={null}>
        <InnerButton />
      </Suspense>
    </div>
  )
  const { load, deliver } = heldCode(LivePart)
  await hydrated(ServerPart, deferHydration(load))
  fireEvent.click(screen.getByRole("button", { name: "Watch the 60-second tour" }))

  await deliver()
  expect(opened).not.toHaveBeenCalled()
  await act(async () => deliverInner({ default: Button }))
  expect(opened).toHaveBeenCalledTimes(1)
})

test("a deferred part inside a waking part (a form in a block): the server copy stays, typed into, until the form's code is there too", async () => {
  const onSend = jest.fn()
  const Form = (): React.JSX.Element => <ControlledForm onSend={onSend} />
  const inner = heldCode(Form)
  const InnerDeferred = deferHydration(inner.load)
  const ServerBlock = (): React.JSX.Element => (
    <section>
      <h2>Answer every enquiry in minutes</h2>
      <div data-hydration="server">
        <Form />
      </div>
    </section>
  )
  const LiveBlock = (): React.JSX.Element => (
    <section>
      <h2>Answer every enquiry in minutes</h2>
      <InnerDeferred />
    </section>
  )
  const outer = heldCode(LiveBlock)
  const wrapper = await hydrated(ServerBlock, deferHydration(outer.load))
  // The page is live (what Gatsby's onInitialClientRender does): parts mounted from now on render at once.
  markHydrated()
  const serverEmail = screen.getByLabelText("Work email") as HTMLInputElement
  act(() => serverEmail.focus())

  // The block's code arrives, the form's not yet: nothing is swapped, the visitor keeps typing into the server's form.
  await outer.deliver()
  expect(wrapper).toHaveAttribute("data-hydration", "waiting")
  expect(screen.getByLabelText("Work email")).toBe(serverEmail)
  expect(inner.load).toHaveBeenCalledTimes(1)
  serverEmail.value = "kay@example.com"

  await inner.deliver()
  expect(wrapper).toHaveAttribute("data-hydration", "deferred")
  expect(screen.getByLabelText("Work email")).not.toBe(serverEmail)
  expect(screen.getByLabelText("Work email")).toHaveValue("kay@example.com")
  expect(screen.getByLabelText("Work email")).toHaveFocus()
  expect(screen.getAllByRole("heading", { name: "Answer every enquiry in minutes" })).toHaveLength(1)
})
