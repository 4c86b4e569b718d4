import { Component, type ReactNode } from "react";
import { GlobalErrorScreen } from "./global-error-screen";

interface State {
  error: Error | null;
}

/** Catches rendering failures below it and shows the global error screen; 'Try Again' re-renders. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.warn("Rendering failed:", error);
  }

  override render() {
    if (this.state.error) return <GlobalErrorScreen onTryAgain={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
