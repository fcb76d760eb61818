import { Component, type ReactNode } from 'react'
import { ErrorPage } from './error-page'

/** Catches what escapes the router (an unhandled fatal error still renders the error page, never a blank screen). */
export class FatalBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error(error)
  }

  render() {
    return this.state.failed ? <ErrorPage status={500} /> : this.props.children
  }
}
