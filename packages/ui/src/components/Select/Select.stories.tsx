import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Select, SelectItem, type SelectProps } from './Select';

interface Role {
  id: string;
  name: string;
}

const ROLES: Role[] = [
  { id: 'admin', name: 'Admin' },
  { id: 'analyst', name: 'Security analyst' },
  { id: 'viewer', name: 'Viewer' },
  { id: 'restricted', name: 'Restricted user' },
];

/** A Select fed by data; the story's args (callbacks, state) pass through. */
function RoleSelect(props: Omit<SelectProps<object>, 'children' | 'items'>) {
  return (
    <Select<Role> {...props} label="Role" placeholder="Choose a role" items={ROLES} disabledKeys={['restricted']}>
      {(role) => <SelectItem id={role.id}>{role.name}</SelectItem>}
    </Select>
  );
}

const meta = {
  title: 'UI/Select',
  component: Select,
  args: {
    label: 'Sort type',
    placeholder: 'Choose a sort',
    onChange: fn(),
    children: (
      <>
        <SelectItem id="name">Name</SelectItem>
        <SelectItem id="value">Value</SelectItem>
        <SelectItem id="percentage">Percentage</SelectItem>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 280, minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithValue: Story = { args: { defaultValue: 'value', description: 'How the chart orders its bars.' } };

export const FromItems: Story = {
  render: (args) => <RoleSelect {...args} />,
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'name' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sort type/ })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose a sort type' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose a sort type')).toBeVisible();
    // Screen readers hear it on the button that takes focus, with the message as its description.
    const button = canvas.getByRole('button');
    await expect(button).toHaveAttribute('aria-invalid', 'true');
    await expect(button).toHaveAccessibleDescription(/Choose a sort type/);
  },
};

export const Open: Story = {
  args: { defaultValue: 'analyst' },
  render: (args) => <RoleSelect {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Role/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Restricted user' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: Open.args,
  render: Open.render,
  play: Open.play,
};

export const SelectsWithPointer: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Sort type/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Percentage' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('percentage');
    await expect(canvas.getByRole('button', { name: /Sort type/ })).toHaveTextContent('Percentage');
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const SelectsWithKeyboard: Story = {
  tags: ['no-screenshot'],
  render: (args) => <RoleSelect {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Role/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('listbox');
    // Opening focuses Admin; the disabled Restricted user is never reached.
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('viewer');
    await expect(canvas.getByRole('button', { name: /Role/ })).toHaveTextContent('Viewer');
  },
};

export const ClosesOnEscape: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Sort type/ }));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    // Focus goes back to the trigger once the popover has closed.
    await waitFor(() => expect(canvas.getByRole('button', { name: /Sort type/ })).toHaveFocus());
  },
};
