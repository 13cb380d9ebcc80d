import { Component, type ReactNode } from 'react';
import { ChunkLoadError } from '../app/chunkLoad';

interface Props {
  /** Rendered instead of the screen once its chunk has failed for good. */
  fallback: (error: Error) => ReactNode;
  onError: (error: Error) => void;
  children: ReactNode;
}

/** Catches a screen that failed to load or render, so the shell and menu stay usable (product §8). */
export class ChunkErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error instanceof Error ? error : new Error(String(error)));
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error) : this.props.children;
  }
}

export function isChunkFailure(error: Error): boolean {
  return error instanceof ChunkLoadError;
}
