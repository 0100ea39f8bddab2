import { useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, createToaster, useToast, type ToastOptions } from './Toast';

interface ToastDemoProps {
  /** Toasts shown as the story mounts. */
  initial?: ToastOptions[];
  /** Called by the toasts the buttons show, when they close. */
  onClose?: () => void;
}

function ShowButtons({ onClose }: Pick<ToastDemoProps, 'onClose'>) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onPress={() => toast.show({ tone: 'success', title: 'Password changed successfully', timeout: null, onClose })}>
        Change password
      </Button>
      <Button
        onPress={() =>
          toast.show({ tone: 'error', title: 'An error occurred while submitting the response', timeout: null, onClose })
        }
      >
        Submit response
      </Button>
    </div>
  );
}

function ToastDemo({ initial = [], onClose }: ToastDemoProps) {
  const [toaster] = useState(createToaster);
  useEffect(() => {
    const keys = initial.map((options) => toaster.show(options));
    return () => {
      for (const key of keys) toaster.close(key);
    };
    // Shown once, as the story mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <ToastProvider toaster={toaster}>
      <ShowButtons onClose={onClose} />
    </ToastProvider>
  );
}

// Persistent (timeout null) so screenshots do not race the 4 s default; timeouts are unit-tested.
const allTones: ToastOptions[] = [
  { tone: 'info', title: 'Code sent successfully', timeout: null },
  {
    tone: 'success',
    title: 'Response Submitted',
    description: 'Your approval choices for 4 selections were recorded.',
    timeout: null,
  },
  { tone: 'warning', title: 'Discovery is taking longer than usual', timeout: null },
  { tone: 'error', title: 'Failed to send code', description: 'Try again in a few minutes.', timeout: null },
];

const meta = {
  title: 'UI/Toast',
  component: ToastProvider,
  args: { children: null },
  render: () => <ToastDemo initial={[{ tone: 'success', title: 'Password changed successfully', timeout: null }]} />,
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const portal = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

/** The four tones, newest at the bottom. */
export const Tones: Story = {
  render: () => <ToastDemo initial={allTones} />,
  play: async ({ canvasElement }) => {
    const region = await portal(canvasElement).findByRole('region', { name: 'Notifications' });
    await expect(within(region).getAllByRole('status')).toHaveLength(2);
    await expect(within(region).getAllByRole('alert')).toHaveLength(2);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: () => <ToastDemo initial={allTones} />,
};

export const ShowsAndClosesWithPointer: Story = {
  tags: ['no-screenshot'],
  render: () => <ToastDemo onClose={onCloseSpy} />,
  play: async ({ canvas, canvasElement }) => {
    onCloseSpy.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const body = portal(canvasElement);
    const toast = await body.findByRole('alertdialog', { name: 'Password changed successfully' });
    await expect(within(toast).getByRole('status')).toHaveTextContent('Password changed successfully');
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    await expect(onCloseSpy).toHaveBeenCalledTimes(1);
  },
};

export const ClosesWithKeyboard: Story = {
  tags: ['no-screenshot'],
  render: () => <ToastDemo onClose={onCloseSpy} />,
  play: async ({ canvas, canvasElement }) => {
    onCloseSpy.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Submit response' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const toast = await portal(canvasElement).findByRole('alertdialog', {
      name: 'An error occurred while submitting the response',
    });
    await expect(within(toast).getByRole('alert')).toBeInTheDocument();
    // The region is rendered at the end of the page: Tab goes on from the trigger into the toast.
    await userEvent.tab();
    await expect(toast).toHaveFocus();
    await userEvent.tab();
    await expect(within(toast).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(toast).not.toBeInTheDocument());
    await expect(onCloseSpy).toHaveBeenCalledTimes(1);
    await expect(trigger).toHaveFocus();
  },
};

const onCloseSpy = fn();
