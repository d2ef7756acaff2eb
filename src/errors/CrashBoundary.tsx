import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { CrashTestTrigger } from '../error-reporting/CrashTestTrigger';

interface BoundaryProps {
  /** The location the screen shows: moving elsewhere clears the error. */
  resetKey: string;
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  error?: unknown;
  resetKey: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('A screen crashed') };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, error: undefined };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : this.props.fallback(this.state.error);
  }
}

/**
 * Around a screen: a screen that crashes while rendering shows `fallback` in its place rather than
 * a blank page, and the next location shows normally again. The crash is reported where React
 * reports every caught error (main.tsx).
 */
export function CrashBoundary({ fallback, children }: { fallback: (error: unknown) => ReactNode; children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <Boundary resetKey={pathname} fallback={fallback}>
      {children}
      <CrashTestTrigger />
    </Boundary>
  );
}
