import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SearchField } from '../SearchField';
import { Autocomplete, ListBox, ListBoxItem, ListBoxSection, type ListBoxProps } from './ListBox';

const FRUIT = ['Apple', 'Apricot', 'Banana'];
const VEGETABLES = ['Artichoke', 'Beetroot'];

/** The sections with an option matching `filter`. */
function Groups({ filter = '' }: { filter?: string }) {
  const groups = [
    { title: 'Fruit', names: FRUIT },
    { title: 'Vegetables', names: VEGETABLES },
  ].map(({ title, names }) => ({ title, names: names.filter((name) => name.toLowerCase().includes(filter.toLowerCase())) }));
  return groups
    .filter(({ names }) => names.length > 0)
    .map(({ title, names }) => (
      <ListBoxSection key={title} id={title} title={title} detail={String(names.length)}>
        {names.map((name) => (
          <ListBoxItem key={name} id={name} textValue={name} label={name} description={title} />
        ))}
      </ListBoxSection>
    ));
}

/** A field that filters the list beside it, as a server search would. */
function Searchable(props: Omit<ListBoxProps, 'children'>) {
  const [value, setValue] = useState('');
  return (
    <Autocomplete inputValue={value} onInputChange={setValue}>
      <SearchField label="Search food" isLabelHidden placeholder="Search food" />
      <ListBox {...props}>
        <Groups filter={value} />
      </ListBox>
    </Autocomplete>
  );
}

const meta = {
  title: 'UI/ListBox',
  component: ListBox,
  args: { 'aria-label': 'Food', onAction: fn(), children: null },
  render: (args) => (
    <div style={{ width: 320 }}>
      <ListBox {...args}>
        <Groups />
      </ListBox>
    </div>
  ),
} satisfies Meta<typeof ListBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** Arrow keys move through the options across sections; Enter acts on the one in focus. */
export const KeyboardActs: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('option', { name: 'Apple' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('Artichoke');
  },
};

/** In an Autocomplete: typing puts the first match in focus, the arrows move on from the field, Enter acts. */
export const InAutocomplete: Story = {
  render: (args) => (
    <div style={{ width: 320 }}>
      <Searchable {...args} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('searchbox', { name: 'Search food' });
    await userEvent.type(field, 'ap');
    await expect(canvas.queryByRole('option', { name: 'Banana' })).not.toBeInTheDocument();
    await waitFor(() => expect(field.getAttribute('aria-activedescendant')).toBe(canvas.getByRole('option', { name: 'Apple' }).id));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('Apricot');
    await expect(field).toHaveFocus();
  },
};
