import { Component, type ReactNode } from 'react';
import { screenCrashed, type SitePart } from '../telemetry';
import { RemoteUnavailable } from './RemoteUnavailable';

type Props = {
  children: ReactNode;
  /** Whose screen this is (the shell for its own pages): its crashes are reported as that release's. */
  remote: SitePart;
  /** The page's path: moving to another page clears a crash on the previous one. */
  resetKey: string;
  /** Called before Retry renders the screen again, for a screen that must be loaded afresh. */
  onRetry?: () => void;
};

type State = { crashed: boolean; resetKey: string };

/** A screen that throws while rendering gets the same fallback as one that failed to load. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { crashed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { crashed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { crashed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(): void {
    screenCrashed(this.props.remote);
  }

  override render() {
    if (!this.state.crashed) return this.props.children;
    // React has logged the error; Retry renders the screen again.
    const retry = () => {
      this.props.onRetry?.();
      this.setState({ crashed: false });
    };
    return <RemoteUnavailable retrying={false} onRetry={retry} />;
  }
}
