import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../shared/ui/button';
import { appTexts } from '../app-texts';

/**
 * When a page's code cannot be downloaded (offline, or a new release removed the old
 * chunks), says so instead of leaving a blank screen. A reload is the way to try again:
 * React keeps a failed lazy import failed.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main id="main" className="page" role="alert">
        <p>
          <FormattedMessage {...appTexts.t.pageNotLoaded} />
        </p>
        <Button onClick={() => window.location.reload()}>
          <FormattedMessage {...appTexts.t.tryAgain} />
        </Button>
      </main>
    );
  }
}
