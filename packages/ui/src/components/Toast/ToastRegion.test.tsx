import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../theme';
import { ToastProvider, createToaster } from './Toast';

afterEach(cleanup);

// A file of its own: the region's module must not be loaded yet when the test starts.
describe('the toast region', () => {
  it('renders nothing until the first toast, then loads and shows it', async () => {
    const toaster = createToaster();
    render(
      <ThemeProvider withGlobalStyle={false}>
        <ToastProvider toaster={toaster}>
          <p>page</p>
        </ToastProvider>
      </ThemeProvider>,
    );
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    act(() => {
      toaster.show({ tone: 'error', title: 'Failed to send code' });
    });
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Failed to send code');
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeTruthy();
  });
});
