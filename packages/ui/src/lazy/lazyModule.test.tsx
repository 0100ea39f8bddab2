import { Component, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyModule } from './lazyModule';

afterEach(cleanup);

function Part({ wanted, part, onError }: { wanted: boolean; part: ReturnType<typeof lazyModule<{ text: string }>>; onError?: 'hide' | 'throw' }) {
  const module = part.useModule(wanted, onError);
  return <p>{module ? module.text : 'none'}</p>;
}

describe('lazyModule', () => {
  it('loads only when wanted, once, and shows the module in the next render', async () => {
    const importModule = vi.fn(() => Promise.resolve({ text: 'loaded' }));
    const part = lazyModule(importModule);
    const { rerender } = render(<Part wanted={false} part={part} />);
    expect(importModule).not.toHaveBeenCalled();
    rerender(<Part wanted part={part} />);
    expect(await screen.findByText('loaded')).toBeTruthy();
    // Loaded before: a new user renders it at once, even when no longer wanted.
    cleanup();
    render(<Part wanted={false} part={part} />);
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load', async () => {
    const importModule = vi.fn().mockRejectedValueOnce(new Error('Loading chunk failed')).mockResolvedValue({ text: 'second try' });
    const part = lazyModule<{ text: string }>(importModule);
    await expect(part.load()).rejects.toThrow('Loading chunk failed');
    render(<Part wanted part={part} />);
    await act(async () => {
      await part.load();
    });
    expect(screen.getByText('second try')).toBeTruthy();
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it("throws a failed load from the render when asked, to the error boundary, and loads again when mounted anew", async () => {
    const importModule = vi.fn().mockRejectedValueOnce(new Error('Loading chunk failed')).mockResolvedValue({ text: 'second try' });
    const part = lazyModule<{ text: string }>(importModule);
    class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
      override state: { error: string | null } = { error: null };
      static getDerivedStateFromError(error: Error) {
        return { error: error.message };
      }
      override render() {
        return this.state.error ?? this.props.children;
      }
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Boundary><Part wanted part={part} onError="throw" /></Boundary>);
    expect(await screen.findByText('Loading chunk failed')).toBeTruthy();
    cleanup();
    render(<Boundary><Part wanted part={part} onError="throw" /></Boundary>);
    expect(await screen.findByText('second try')).toBeTruthy();
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
