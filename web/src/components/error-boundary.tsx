import { Component, type ReactNode } from "react";
import { GlobalErrorScreen } from "./global-error-screen";

interface State {
  error: Error | null;
  /** The resetKey the current children were rendered under. */
  key: string | undefined;
}

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the path), a shown error is cleared and the children render again. */
  resetKey?: string;
  /** Called when the visitor asks to try again, before the children render again. */
  onReset?: () => void;
}

/** Catches rendering failures below it and shows the global error screen; 'Try Again' re-renders. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  // Derived during render (not after the commit), so an error thrown while rendering the new key
  // is kept, and only a later change of key clears it.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  private readonly tryAgain = (): void => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override componentDidCatch(error: Error): void {
    console.warn("Rendering failed:", error);
  }

  override render() {
    if (this.state.error) return <GlobalErrorScreen onTryAgain={this.tryAgain} />;
    return this.props.children;
  }
}
