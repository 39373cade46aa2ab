import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertTriangle, RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

type ErrorBoundaryProps = {
  children: ReactNode;
  /** spec 01 §4: 3 retries for the app, 2 for a route; then the page must be reloaded. */
  maxRetries: number;
  title: string;
  /** When this changes (e.g. the route), a caught error is cleared and the retries start over. */
  resetKey?: string;
  fullScreen?: boolean;
};

type ErrorBoundaryState = { error: Error | null; attempts: number };

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null, attempts: 0 };

  static getDerivedStateFromError(error: Error): Partial<ErrorBoundaryState> {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null, attempts: 0 });
  }

  private retry = () => this.setState((state) => ({ error: null, attempts: state.attempts + 1 }));

  render() {
    const { error, attempts } = this.state;
    if (!error) return this.props.children;
    const attemptsLeft = Math.max(0, this.props.maxRetries - attempts);
    return (
      <div
        role="alert"
        className={
          this.props.fullScreen ? 'flex min-h-dvh items-center justify-center p-4' : 'flex min-h-[50vh] items-center justify-center p-4'
        }
      >
        <div className="flex max-w-md flex-col items-center gap-3 rounded-lg border bg-card p-6 text-center shadow-xs">
          <AlertTriangle className="size-8 text-destructive" aria-hidden="true" />
          <h1 className="text-lg font-semibold">{this.props.title}</h1>
          <p className="text-sm text-muted-foreground">
            {attemptsLeft > 0
              ? 'This part of GEARS Portal ran into an unexpected problem. You can try again.'
              : 'The problem keeps happening. Reloading the page usually clears it.'}
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            {attemptsLeft > 0 ? (
              <Button onClick={this.retry}>
                <RotateCcw />
                Try Again ({attemptsLeft} {attemptsLeft === 1 ? 'attempt' : 'attempts'} left)
              </Button>
            ) : (
              <Button onClick={() => window.location.reload()}>Reload Page</Button>
            )}
            <Button variant="outline" asChild>
              <a href="/dashboard">Go to Dashboard</a>
            </Button>
          </div>
        </div>
      </div>
    );
  }
}

export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary maxRetries={3} title="Something went wrong" fullScreen>
      {children}
    </ErrorBoundary>
  );
}

export function RouteErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey?: string }) {
  return (
    <ErrorBoundary maxRetries={2} title="Page Error" resetKey={resetKey}>
      {children}
    </ErrorBoundary>
  );
}
