import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox, type CheckboxProps } from './Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Include archived assets', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

function StatesList(args: CheckboxProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Checkbox {...args}>Unchecked</Checkbox>
      <Checkbox {...args} defaultSelected>
        Checked
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        Indeterminate
      </Checkbox>
      <Checkbox {...args} isDisabled>
        Disabled
      </Checkbox>
      <Checkbox {...args} isDisabled defaultSelected>
        Disabled and checked
      </Checkbox>
      <Checkbox {...args} isInvalid>
        Invalid
      </Checkbox>
    </div>
  );
}

export const States: Story = { render: (args) => <StatesList {...args} /> };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Include archived assets' });
    await expect(box).toBeDisabled();
    await userEvent.click(canvas.getByText('Include archived assets'));
    await expect(box).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, isRequired: true, children: 'I accept the terms' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'I accept the terms' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Indeterminate: Story = {
  args: { isIndeterminate: true, children: 'Select all' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toHaveProperty('indeterminate', true);
  },
};

function SelectAllDemo() {
  const all = ['Devices', 'Users', 'Vulnerabilities'];
  const [selected, setSelected] = useState<string[]>(['Devices']);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Checkbox
        isSelected={selected.length === all.length}
        isIndeterminate={selected.length > 0 && selected.length < all.length}
        onChange={(on) => {
          setSelected(on ? all : []);
        }}
      >
        All asset types
      </Checkbox>
      <CheckboxGroup aria-label="Asset types" value={selected} onChange={setSelected}>
        {all.map((name) => (
          <Checkbox key={name} value={name}>
            {name}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </div>
  );
}

export const SelectAllWithIndeterminate: Story = {
  tags: ['no-screenshot'],
  render: () => <SelectAllDemo />,
  play: async ({ canvas }) => {
    const all = canvas.getByRole('checkbox', { name: 'All asset types' });
    await expect(all).toHaveProperty('indeterminate', true);
    await userEvent.click(all);
    await expect(canvas.getByRole('checkbox', { name: 'Users' })).toBeChecked();
    await expect(all).toBeChecked();
    await expect(all).toHaveProperty('indeterminate', false);
    // Keyboard: Space on a child clears it, and the parent goes back to mixed.
    canvas.getByRole('checkbox', { name: 'Vulnerabilities' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: 'Vulnerabilities' })).not.toBeChecked();
    await expect(all).toHaveProperty('indeterminate', true);
  },
};

function NotifyGroup() {
  return (
    <CheckboxGroup
      label="Notify me about"
      description="E-mails are sent to your account address."
      defaultValue={['critical']}
    >
      <Checkbox value="critical">Critical findings</Checkbox>
      <Checkbox value="discovery">Finished discoveries</Checkbox>
      <Checkbox value="campaigns">Campaign approvals</Checkbox>
    </CheckboxGroup>
  );
}

export const Group: Story = { render: () => <NotifyGroup /> };

export const GroupHorizontal: Story = {
  render: () => (
    <CheckboxGroup label="Severity" orientation="horizontal" defaultValue={['high']}>
      <Checkbox value="low">Low</Checkbox>
      <Checkbox value="medium">Medium</Checkbox>
      <Checkbox value="high">High</Checkbox>
    </CheckboxGroup>
  ),
};

export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup label="Data scopes" isInvalid errorMessage="At least one Data Scope must be selected">
      <Checkbox value="emea">EMEA</Checkbox>
      <Checkbox value="americas">Americas</Checkbox>
    </CheckboxGroup>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('At least one Data Scope must be selected')).toBeVisible();
  },
};

/** A row Tab reaches at the edge of a scrolling box is brought into view whole (its input is clipped to nothing, which the browser does not scroll to). */
export const RevealedOnTab: Story = {
  render: () => (
    <div data-testid="scroller" style={{ height: 120, overflow: 'auto', padding: 4 }}>
      <CheckboxGroup label="Queries">
        {Array.from({ length: 12 }, (_, index) => (
          <Checkbox key={index} value={String(index)}>
            Query {index + 1}
          </Checkbox>
        ))}
      </CheckboxGroup>
    </div>
  ),
  play: async ({ canvas }) => {
    const scroller = canvas.getByTestId('scroller');
    canvas.getByRole('checkbox', { name: 'Query 1' }).focus();
    for (let step = 0; step < 6; step++) await userEvent.tab();
    const focused = canvas.getByRole('checkbox', { name: 'Query 7' });
    await expect(focused).toHaveFocus();
    const row = focused.closest('label');
    if (!row) throw new Error('the checkbox has no label row');
    const [box, shown] = [row.getBoundingClientRect(), scroller.getBoundingClientRect()];
    await expect(box.top).toBeGreaterThanOrEqual(shown.top);
    await expect(box.bottom).toBeLessThanOrEqual(shown.bottom);
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <StatesList {...args} />
      <NotifyGroup />
    </div>
  ),
};

export const TogglesWithPointerAndKeyboard: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Include archived assets' });
    await userEvent.click(canvas.getByText('Include archived assets'));
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};
