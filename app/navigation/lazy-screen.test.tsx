import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyScreen } from './lazy-screen';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('lazyScreen', () => {
  it('renders the loaded screen', async () => {
    const Screen = lazyScreen(async () => ({ default: () => <h1>Loaded</h1> }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Loaded' })).toBeInTheDocument();
  });

  it('reports a failed load to the console and renders nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new TypeError('Failed to fetch dynamically imported module');
    const Screen = lazyScreen(() => Promise.reject(failure));
    const { container } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen />
      </Suspense>,
    );
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('[lazy screen] failed to load', failure),
    );
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
