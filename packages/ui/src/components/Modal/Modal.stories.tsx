import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { backdropOf, OverlayDemo, portal } from '../Overlay/overlayStories';
import { Modal, ModalTrigger, type ModalProps } from './Modal';

/** Renders the modal open, with a button to open it again once closed. */
function ModalDemo({ onOpenChange, ...props }: ModalProps) {
  return (
    <OverlayDemo triggerLabel="Open modal" onOpenChange={onOpenChange}>
      {(state) => <Modal {...props} {...state} />}
    </OverlayDemo>
  );
}

const footer: ModalProps['footer'] = ({ close }) => (
  <>
    <Button onPress={close}>Cancel</Button>
    <Button variant="primary" onPress={close}>
      Save
    </Button>
  </>
);

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: {
    title: 'Assign Role',
    children: (
      <p>
        The selected 3 users will get the role <strong>SOC Analyst</strong>. Their data scope does not change.
      </p>
    ),
    footer,
    onOpenChange: fn(),
  },
  render: (args) => <ModalDemo {...args} />,
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Small: Story = { args: { size: 'sm', title: 'Reset Password' } };

export const Large: Story = { args: { size: 'lg', title: 'CSV Export Config' } };

/** The Discover Now confirmation box, 530 by 230. */
export const DiscoverSize: Story = {
  args: {
    size: 'discover',
    title: 'Discover Now',
    children: <p>Start a discovery cycle now? Adapters fetch their assets again; this may take a while.</p>,
    footer: ({ close }) => (
      <>
        <Button onPress={close}>Cancel</Button>
        <Button variant="primary" onPress={close}>
          Discover Now
        </Button>
      </>
    ),
  },
};

/** The global search box, 600 by 572. */
export const SearchSize: Story = {
  args: {
    size: 'search',
    title: 'Search',
    children: <p>Search assets, queries, dashboards and settings.</p>,
    footer: undefined,
  },
};

/** The first-login account profile, 875 by 481. */
export const AccountProfileSize: Story = {
  args: {
    size: 'accountProfile',
    title: 'Tell us about yourself',
    children: <p>Your department, title and interests help us suggest dashboards for your first sign-in.</p>,
    footer: ({ close }) => (
      <Button variant="primary" onPress={close}>
        Next
      </Button>
    ),
  },
};

/** The dashboard template chooser, 723 by 335. */
export const TemplateChooserSize: Story = {
  args: {
    size: 'templateChooser',
    title: 'Choose a dashboard template',
    children: <p>Start from a template built for your role, or from an empty dashboard.</p>,
    footer: ({ close }) => (
      <>
        <Button onPress={close}>Start empty</Button>
        <Button variant="primary" onPress={close}>
          Use template
        </Button>
      </>
    ),
  },
};

/** A body taller than the modal scrolls, and can then be reached with Tab. */
export const LongBody: Story = {
  args: {
    size: 'templateChooser',
    title: 'Release notes',
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>
            Item {index + 1}: adapters, queries and enforcement actions now share one data model across devices,
            users, software, SaaS applications and cloud infrastructure.
          </p>
        ))}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = portal(canvasElement).getByRole('dialog', { name: 'Release notes' });
    const body = within(dialog).getByText(/^Item 1:/).parentElement;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
  },
};

/** A long body of controls scrolls to each as Tab reaches it: the body adds no unnamed tab stop of its own before them. */
export const LongBodyOfControls: Story = {
  args: {
    size: 'templateChooser',
    title: 'Choose queries',
    children: (
      <>
        {Array.from({ length: 16 }, (_, index) => (
          <p key={index}>
            <label>
              <input type="checkbox" /> Query {index + 1}
            </label>
          </p>
        ))}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const dialog = portal(canvasElement).getByRole('dialog', { name: 'Choose queries' });
    const body = within(dialog).getByRole('checkbox', { name: 'Query 1' }).closest('p')?.parentElement;
    if (!body) throw new Error('no body');
    await waitFor(() => expect(body.scrollHeight).toBeGreaterThan(body.clientHeight));
    await expect(body).not.toHaveAttribute('tabindex');
    within(dialog).getByRole('button', { name: 'Close' }).focus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('checkbox', { name: 'Query 1' })).toHaveFocus();
  },
};

/** The new-dashboard announcement: answered with its button, never by a backdrop click. */
export const NotDismissable: Story = {
  args: {
    size: 'sm',
    title: 'Discover the New Dashboard Experience!',
    isDismissable: false,
    children: (
      <p>
        Drag, resize, organize and share charts with a new responsive layout designed for flexibility and control.
        Try it now!
      </p>
    ),
    footer: ({ close }) => (
      <Button variant="primary" onPress={close}>
        Got it!
      </Button>
    ),
  },
};

/** A modal that cannot be closed at all (the SAML session expiry warning). */
export const WithoutCloseButton: Story = {
  args: {
    size: 'sm',
    title: 'Your session is about to expire',
    hideCloseButton: true,
    isDismissable: false,
    isKeyboardDismissDisabled: true,
    role: 'alertdialog',
    children: <p>You will be signed out in 30 seconds. Sign in again to continue.</p>,
    footer: undefined,
  },
  play: async ({ args, canvasElement }) => {
    const dialog = portal(canvasElement).getByRole('alertdialog', { name: 'Your session is about to expire' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The version 6.0 announcement carousel: the whole screen, content centred, no footer. */
export const FullScreen: Story = {
  args: {
    fullScreen: true,
    isDismissable: false,
    title: undefined,
    'aria-label': 'Welcome to version 6.0',
    footer: undefined,
    children: ({ close }) => (
      <div style={{ display: 'grid', gap: 16, justifyItems: 'center', maxWidth: 560, textAlign: 'center' }}>
        <div style={{ width: 550, maxWidth: '100%', height: 200, borderRadius: 10, background: 'rgba(31, 95, 191, 0.12)' }} />
        <h2 style={{ margin: 0, fontSize: 24 }}>Welcome to version 6.0</h2>
        <p style={{ margin: 0 }}>Unprecedented visibility and control of your environment.</p>
        <Button variant="primary" onPress={close}>
          Next
        </Button>
      </div>
    ),
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};

export const ClosesOnEscape: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvasElement }) => {
    const dialog = portal(canvasElement).getByRole('dialog', { name: 'Assign Role' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ClosesOnBackdropClick: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvasElement }) => {
    const dialog = portal(canvasElement).getByRole('dialog', { name: 'Assign Role' });
    const overlay = backdropOf(dialog);
    await userEvent.click(overlay);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const StaysOpenOnBackdropClick: Story = {
  tags: ['no-screenshot'],
  args: NotDismissable.args,
  play: async ({ args, canvasElement }) => {
    const body = portal(canvasElement);
    const dialog = body.getByRole('dialog', { name: 'Discover the New Dashboard Experience!' });
    const overlay = backdropOf(dialog);
    await userEvent.click(overlay);
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(body.getByRole('button', { name: 'Got it!' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const ClosesWithCloseButton: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvasElement }) => {
    const body = portal(canvasElement);
    const dialog = body.getByRole('dialog', { name: 'Assign Role' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const OpensFromTriggerAndRestoresFocus: Story = {
  tags: ['no-screenshot'],
  render: (args) => (
    <ModalTrigger>
      <Button>Assign role</Button>
      <Modal {...args} />
    </ModalTrigger>
  ),
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Assign role' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await portal(canvasElement).findByRole('dialog', { name: 'Assign Role' });
    await expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await expect(await portal(canvasElement).findByRole('dialog', { name: 'Assign Role' })).toBeVisible();
  },
};
