/** @jest-environment jsdom */
import React, { useCallback, useState } from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { useWindowScroll } from "../../src/hooks/useWindowScroll"

function ScrollProbe() {
  const [reads, setReads] = useState<number[]>([])
  useWindowScroll(useCallback((y: number) => setReads((seen) => [...seen, y]), []))
  return <output aria-label="scroll reads">{reads.join(",")}</output>
}

/** The page's scroll position, counting how often it is read. */
let scrollYReads = 0
const setScrollY = (value: number) =>
  Object.defineProperty(window, "scrollY", {
    get: () => {
      scrollYReads += 1
      return value
    },
    configurable: true,
  })
const nextFrame = () => act(() => new Promise<void>((resolve) => window.requestAnimationFrame(() => resolve())))

beforeEach(() => {
  setScrollY(0)
  scrollYReads = 0
})

describe("useWindowScroll", () => {
  test("reads a page already scrolled in the first frame, not in the commit that mounts it", async () => {
    setScrollY(640)
    render(<ScrollProbe />)
    // Reading the position makes the browser lay the page out: not inside hydration's commit.
    expect(scrollYReads).toBe(0)
    expect(screen.getByRole("status", { name: "scroll reads" })).toHaveTextContent(/^$/)
    await nextFrame()
    expect(screen.getByRole("status", { name: "scroll reads" })).toHaveTextContent(/^640$/)
  })

  test("follows every scroll, and stops when unmounted (its first frame too)", async () => {
    const { unmount } = render(<ScrollProbe />)
    await nextFrame()
    setScrollY(120)
    fireEvent.scroll(window)
    expect(screen.getByRole("status", { name: "scroll reads" })).toHaveTextContent(/^0,120$/)
    unmount()
    scrollYReads = 0
    fireEvent.scroll(window)
    expect(scrollYReads).toBe(0)
  })

  test("a component gone before its first frame reads nothing", async () => {
    const { unmount } = render(<ScrollProbe />)
    unmount()
    await new Promise<void>((resolve) => window.requestAnimationFrame(() => resolve()))
    expect(scrollYReads).toBe(0)
  })
})
