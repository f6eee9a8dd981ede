/**
 * The carrying over itself (carried-interaction.ts says what and why): read the server copy of
 * a part in the commit that replaces it, act on the live copy once it is there. A chunk of its
 * own, fetched with a waking part's code (deferred-hydration.tsx), so that every page's first
 * load only carries the listener.
 */
import { controlsOf, type CarriedInteraction, type FieldValue } from "./carried-interaction"

/** What a field holds, if it is not what the server sent (autofill changes values without an event, so this reads, not listens). */
function changedValue(field: Element): FieldValue | null {
  if (field instanceof HTMLInputElement) {
    if (field.type === "file" || field.type === "hidden") return null
    if (field.type === "checkbox" || field.type === "radio") return field.checked !== field.defaultChecked ? { checked: field.checked } : null
    return field.value !== field.defaultValue ? { value: field.value } : null
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue ? { value: field.value } : null
  if (field instanceof HTMLSelectElement) return [...field.options].some((option) => option.selected !== option.defaultSelected) ? { value: field.value } : null
  return null
}

/**
 * Reads the waiting copy's focus and changed fields into `carried`: called at the last moment
 * the server copy is still in the page (the commit that replaces it, before the DOM changes).
 */
export function readWaitingPart(part: Element, carried: CarriedInteraction): void {
  const controls = controlsOf(part)
  carried.controls = controls.map((control) => control.tagName)
  const active = document.activeElement
  carried.focusIndex = active ? controls.indexOf(active) : -1
  carried.values = new Map()
  controls.forEach((control, index) => {
    const value = changedValue(control)
    // A radio unchecked because another of its group was checked follows from that one.
    if (value && !("checked" in value && !value.checked && control instanceof HTMLInputElement && control.type === "radio")) carried.values.set(index, value)
  })
}

/** Sets a field of the live copy as the native setter would, then tells React (which tracks values through these events). */
function setField(field: Element, value: FieldValue): void {
  if ("checked" in value) {
    if (field instanceof HTMLInputElement && field.checked !== value.checked) field.click()
    return
  }
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) || field.value === value.value) return
  // React keeps its own copy of an input's value and ignores `field.value = …` set directly; the prototype's setter updates what it compares against.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value.value)
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }))
}

/** How long a live copy may take to render all the server copy's controls (a lazy part of its own loading) before it is matched as it is. */
const LIVE_CONTROLS_WAIT_MS = 5_000

/**
 * Carries `carried` over to the live copy `part`: the fields' values, then focus, then the
 * held press or submission, each on the control at the same position. When the live copy has
 * fewer controls than the server's (a lazy part of its own, such as a form, still loading), it
 * waits for them: matched too early, a position would name another control. If they never
 * come, it matches what is there, where the tag names agree.
 */
export function applyCarried(part: Element, carried: CarriedInteraction): void {
  if (carried.focusIndex < 0 && carried.values.size === 0 && !carried.replay) return
  const complete = (): boolean => controlsOf(part).length >= carried.controls.length
  if (complete()) {
    carryOver(part, carried)
    return
  }
  const observer = new MutationObserver(() => {
    if (!complete()) return
    stop()
    carryOver(part, carried)
  })
  const timer = setTimeout(() => {
    stop()
    carryOver(part, carried)
  }, LIVE_CONTROLS_WAIT_MS)
  const stop = (): void => {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(part, { childList: true, subtree: true })
}

function carryOver(part: Element, carried: CarriedInteraction): void {
  const live = controlsOf(part)
  // The live control at a server control's position, if it is the same kind of element.
  const controls = carried.controls.map((tagName, index) => (live[index]?.tagName === tagName ? live[index] : undefined))
  for (const [index, value] of carried.values) {
    const field = controls[index]
    if (field) setField(field, value)
  }
  const focused = controls[carried.focusIndex]
  if (focused instanceof HTMLElement) focused.focus({ preventScroll: true })
  const replay = carried.replay
  if (!replay) return
  const press = (): void => {
    if (replay.type === "press") (controls[replay.index] as HTMLElement | undefined)?.click()
    else part.querySelectorAll("form")[replay.index]?.requestSubmit()
  }
  // React applies the values' updates after these events (a microtask later): a press replayed at
  // once would submit a form's state from before them. A task later, the live form holds them.
  if (carried.values.size > 0) setTimeout(press, 0)
  else press()
}
