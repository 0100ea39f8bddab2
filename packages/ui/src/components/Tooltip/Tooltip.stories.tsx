import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

/** The spec's hover delay of the data-scope tooltips in the user popover (0.75 s). */
const SCOPE_TOOLTIP_DELAY_MS = 750;

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Restricted to assets tagged EMEA',
    children: <Button>EMEA Operations</Button>,
    onOpenChange: fn(),
  },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'center', paddingBlock: 80 }}>
      <Tooltip {...args} />
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

const portal = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = { args: { defaultOpen: true } };

export const Bottom: Story = { args: { defaultOpen: true, placement: 'bottom' } };

export const WithoutArrow: Story = { args: { defaultOpen: true, showArrow: false } };

/** A long text wraps; the login message's tooltip can be long. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    content:
      'This system is for authorized use only. Activity is monitored and recorded; unauthorized access is prohibited and may be prosecuted.',
  },
};

/** The large size holds long texts, such as a login message over 625 characters. */
export const LargeForLongText: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    content:
      'WARNING: This console is provided for authorized use only. By signing in you agree that all activity on this system may be monitored, recorded and disclosed to security personnel. Unauthorized access or use is prohibited and may lead to disciplinary action, civil liability and criminal prosecution. Report suspected misuse to the security operations centre.',
  },
  play: async ({ canvasElement }) => {
    const tooltip = await portal(canvasElement).findByRole('tooltip');
    await expect(tooltip.getBoundingClientRect().width).toBeGreaterThan(280);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultOpen: true } };

/** react-aria's cool-down after a tooltip closes (TOOLTIP_COOLDOWN), and a margin. */
const TOOLTIP_COOL_DOWN_MS = 600;

/** The data-scope tooltip: it waits 750 ms of hover before showing. */
export const ShowsAfterScopeDelay: Story = {
  tags: ['no-screenshot'],
  args: { delay: SCOPE_TOOLTIP_DELAY_MS },
  play: async ({ canvas, canvasElement }) => {
    const body = portal(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'EMEA Operations' });
    // react-aria's tooltips warm up together: one shown elsewhere (another story's, unmounted open)
    // makes the next show at once until one has closed for its cool-down. Wait that out first.
    await userEvent.hover(trigger);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, TOOLTIP_COOL_DOWN_MS));
    // A first pointer move tells react-aria the user is on a mouse, as a real pointer would before entering.
    await userEvent.hover(canvasElement);
    const started = performance.now();
    await userEvent.hover(trigger);
    await expect(body.queryByRole('tooltip')).not.toBeInTheDocument();
    const tooltip = await waitFor(() => body.getByRole('tooltip'), { timeout: 3000 });
    await expect(performance.now() - started).toBeGreaterThanOrEqual(SCOPE_TOOLTIP_DELAY_MS - 50);
    await expect(tooltip).toHaveTextContent('Restricted to assets tagged EMEA');
  },
};

export const HidesWhenPointerLeaves: Story = {
  tags: ['no-screenshot'],
  args: { delay: 0, closeDelay: 0 },
  play: async ({ args, canvas, canvasElement }) => {
    const body = portal(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'EMEA Operations' });
    await userEvent.hover(canvasElement);
    await userEvent.hover(trigger);
    await waitFor(() => expect(body.getByRole('tooltip')).toBeVisible());
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ShowsOnFocusAndClosesOnEscape: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas, canvasElement }) => {
    const body = portal(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'EMEA Operations' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(trigger).toHaveAttribute('aria-describedby', tooltip.id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(tooltip).not.toBeInTheDocument());
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, delay: 0 },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'EMEA Operations' }));
    await userEvent.tab();
    await expect(portal(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument();
  },
};
