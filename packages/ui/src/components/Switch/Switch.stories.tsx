import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch, type SwitchProps } from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  args: { children: 'Enable scheduled discovery', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function StatesList(args: SwitchProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Switch {...args}>Off</Switch>
      <Switch {...args} defaultSelected>
        On
      </Switch>
      <Switch {...args} isDisabled>
        Disabled
      </Switch>
      <Switch {...args} isDisabled defaultSelected>
        Disabled and on
      </Switch>
      <Switch {...args} description="Applies to every workspace.">
        With a description
      </Switch>
    </div>
  );
}

export const States: Story = { render: (args) => <StatesList {...args} /> };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Enable scheduled discovery' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText('Enable scheduled discovery'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => <StatesList {...args} />,
};

export const TogglesWithPointerAndKeyboard: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Enable scheduled discovery' });
    await userEvent.click(canvas.getByText('Enable scheduled discovery'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};
