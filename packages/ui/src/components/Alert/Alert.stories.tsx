import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Alert } from './Alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'Discovery scheduled',
    children: 'The next discovery cycle starts at 02:00 UTC and usually takes about 40 minutes.',
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 640 }}>
      <Alert tone="info" title="Discovery scheduled">
        The next discovery cycle starts at 02:00 UTC.
      </Alert>
      <Alert tone="success" title="Adapter connected">
        Fetched 1,284 devices from the Active Directory adapter.
      </Alert>
      <Alert tone="warning" title="Certificate expires soon">
        The SAML signing certificate expires in 12 days.
      </Alert>
      <Alert tone="error" title="Fetch failed">
        The AWS adapter could not authenticate. Check the access key and try again.
      </Alert>
    </div>
  ),
};

export const WithoutTitle: Story = {
  args: { title: undefined, tone: 'success', children: 'Role assigned to 3 users.' },
};

export const WithActionAndDismiss: Story = {
  args: {
    tone: 'warning',
    title: 'Certificate expires soon',
    children: 'The SAML signing certificate expires in 12 days.',
    action: <Button size="sm">Renew certificate</Button>,
    onDismiss: fn(),
  },
};

/** A title without spaces (a name like "report_2026_q3_...") wraps inside the box, clear of the dismiss button. */
export const LongUnbrokenTitle: Story = {
  args: { tone: 'success', title: `Dashboard "${'y'.repeat(150)}" created`, children: undefined, onDismiss: fn() },
  play: async ({ canvas }) => {
    const title = canvas.getByText(/^Dashboard "y+" created$/);
    const dismiss = canvas.getByRole('button');
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(dismiss.getBoundingClientRect().left);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: Tones.render,
};

export const ErrorIsAnnouncedAtOnce: Story = {
  render: Tones.render,
  play: async ({ canvas }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts).toHaveLength(1);
    await expect(alerts[0]).toHaveTextContent('Fetch failed');
    await expect(canvas.getAllByRole('status')).toHaveLength(3);
  },
};

export const DismissesWithKeyboardAndPointer: Story = {
  args: { onDismiss: fn() },
  play: async ({ args, canvas }) => {
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    await userEvent.click(dismiss);
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
  },
};
