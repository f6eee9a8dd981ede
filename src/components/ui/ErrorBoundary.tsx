import React from "react"

/**
 * Keeps a part of a page that fails to render (a card in an unknown layout, SPEC 8) from
 * taking the whole page with it: the part is left out and the error logged, once. In
 * development React's overlay still shows the error; visitors of a production build see
 * the rest of the page.
 */
export class ErrorBoundary extends React.Component<{ name: string; children: React.ReactNode; fallback?: React.ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: Error): void {
    console.error(`${this.props.name} could not be shown:`, error.message)
  }

  override render(): React.ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children
  }
}
