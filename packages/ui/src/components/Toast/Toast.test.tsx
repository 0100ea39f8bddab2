import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../theme';
import { TOAST_DEFAULT_TIMEOUT_MS, TOAST_MAX_VISIBLE, ToastProvider, createToaster, toastRegion, useToast, type Toaster } from './Toast';

function renderWithToaster(): Toaster {
  const toaster = createToaster();
  render(
    <ThemeProvider withGlobalStyle={false}>
      <ToastProvider toaster={toaster}>
        <p>page</p>
      </ToastProvider>
    </ThemeProvider>,
  );
  return toaster;
}

const isShown = (title: string) => screen.queryByText(title) !== null;

// The region's code loads with the first toast; loaded here once, toasts render at once.
beforeAll(async () => {
  await toastRegion.load();
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toast timeouts', () => {
  it('closes after the default 4000 ms and calls onClose', () => {
    const toaster = renderWithToaster();
    const onClose = vi.fn();
    act(() => {
      toaster.show({ tone: 'success', title: 'Password changed successfully', onClose });
    });
    expect(isShown('Password changed successfully')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(TOAST_DEFAULT_TIMEOUT_MS - 1);
    });
    expect(isShown('Password changed successfully')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(isShown('Password changed successfully')).toBe(false);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('uses the timeout of the toast when it sets one', () => {
    const toaster = renderWithToaster();
    act(() => {
      toaster.show({ title: 'Short', timeout: 1000 });
      toaster.show({ title: 'Long', timeout: 10_000 });
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(isShown('Short')).toBe(false);
    expect(isShown('Long')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(9000);
    });
    expect(isShown('Long')).toBe(false);
  });

  it('keeps a toast with a null timeout until it is closed', () => {
    const toaster = renderWithToaster();
    let key = '';
    act(() => {
      key = toaster.show({ tone: 'error', title: 'Failed to send code', timeout: null });
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(isShown('Failed to send code')).toBe(true);
    act(() => {
      toaster.close(key);
    });
    expect(isShown('Failed to send code')).toBe(false);
  });

  it('pauses the timers while focus is in the toasts', () => {
    const toaster = renderWithToaster();
    act(() => {
      toaster.show({ title: 'Code sent successfully' });
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    const toast = screen.getByRole('alertdialog', { name: 'Code sent successfully' });
    act(() => {
      toast.focus();
    });
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(isShown('Code sent successfully')).toBe(true);
    act(() => {
      toast.blur();
    });
    act(() => {
      vi.advanceTimersByTime(999);
    });
    expect(isShown('Code sent successfully')).toBe(true);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(isShown('Code sent successfully')).toBe(false);
  });
});

describe('toast queue', () => {
  it(`shows at most ${String(TOAST_MAX_VISIBLE)} toasts and the next when one closes`, () => {
    const toaster = renderWithToaster();
    act(() => {
      for (let index = 1; index <= TOAST_MAX_VISIBLE + 1; index += 1) toaster.show({ title: `Toast ${String(index)}` });
    });
    expect(screen.getAllByRole('alertdialog')).toHaveLength(TOAST_MAX_VISIBLE);
    act(() => {
      toaster.clear();
    });
    expect(screen.queryAllByRole('alertdialog')).toHaveLength(0);
  });

  it('announces warnings and errors as alerts, info and success as status', () => {
    const toaster = renderWithToaster();
    act(() => {
      toaster.show({ tone: 'info', title: 'Info' });
      toaster.show({ tone: 'error', title: 'Error' });
    });
    expect(screen.getByRole('status').textContent).toBe('Info');
    expect(screen.getByRole('alert').textContent).toBe('Error');
  });

  it('useToast needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Orphan() {
      useToast();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useToast() needs a <ToastProvider> above it.');
  });
});
