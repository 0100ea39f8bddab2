import type { Meta, StoryObj } from '@storybook/react-vite';
import { parseQueryText, printQueryText, type QueryFilter } from '@vigil/openapi';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { emptyFilter, nestedCounts, nestedFilter, queryBuilderDataFields, simpleFilter } from './QueryBuilder.fixtures';
import { QueryBuilder, type QueryBuilderProps } from './QueryBuilder';
import { QUERY_BUILDER_MESSAGES as M } from './QueryBuilder.messages';

/** The builder with its filter in state, as the editor holds it; every change also reaches the story's `onChange`. */
function Stateful(props: QueryBuilderProps) {
  const [filter, setFilter] = useState(props.filter);
  return (
    <QueryBuilder
      {...props}
      filter={filter}
      onChange={(next) => {
        setFilter(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Features/Queries/QueryBuilder',
  component: QueryBuilder,
  args: { entity: 'devices', dataFields: queryBuilderDataFields, filter: simpleFilter, onChange: fn() },
  render: (args) => <Stateful {...args} />,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QueryBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

const lastFilter = (onChange: unknown): QueryFilter | undefined => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return calls.at(-1)?.[0] as QueryFilter | undefined;
};

const pageOf = (element: HTMLElement) => within(element.ownerDocument.body);
type Body = ReturnType<typeof pageOf>;

/** Presses Tab (or Shift+Tab) until `target` has focus: the keyboard alone, without knowing the tab stops between. */
async function tabTo(target: HTMLElement, backwards = false) {
  for (let step = 0; step < 60 && document.activeElement !== target; step += 1) await userEvent.tab({ shift: backwards });
  await expect(target).toHaveFocus();
}

/** Opens the focused select with the keyboard, types to reach an option and picks it. */
async function pick(body: Body, typed: string) {
  await userEvent.keyboard('{ArrowDown}');
  await body.findByRole('listbox');
  await userEvent.keyboard(`${typed}{Enter}`);
  await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
}

export const Playground: Story = {};

export const Empty: Story = {
  args: { filter: emptyFilter },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(M.empty)).toBeVisible();
  },
};

export const Nested: Story = {
  args: { filter: nestedFilter },
};

export const WithCounts: Story = {
  args: { filter: nestedFilter, counts: nestedCounts },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,234 assets')).toBeVisible();
    const row = canvas.getByRole('group', { name: 'condition 3' });
    await expect(within(row).getByText('1,977 assets')).toBeInTheDocument();
  },
};

export const CountsLoading: Story = {
  args: { filter: nestedFilter, counts: nestedCounts, countsLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: M.countsLoading })).toBeInTheDocument();
    await expect(canvas.getByText('1,234 assets')).toBeVisible();
  },
};

/** A group whose logical operator is missing (as an older saved filter may have it): the spec's sentence on that group. */
export const LogicalOperatorNeeded: Story = {
  args: {
    filter: {
      operator: 'and',
      conditions: [{ field: 'hostname', operator: 'contains', value: 'web' }],
      groups: [
        {
          operator: '' as QueryFilter['operator'],
          conditions: [
            { field: 'os_type', operator: 'equals', value: 'Windows' },
            { field: 'os_type', operator: 'equals', value: 'Linux' },
          ],
          groups: [],
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'group 1' });
    await expect(within(group).getByText(M.problems.logicalOperator)).toBeVisible();
    const choice = within(group).getByRole('radiogroup', { name: 'Logical operator of group 1' });
    await expect(choice).toHaveAccessibleDescription(M.problems.logicalOperator);
    await expect(within(choice).getByRole('radio', { name: 'or' })).not.toBeChecked();
    await expect(within(choice).getByRole('radio', { name: 'and' })).not.toBeChecked();
  },
};

/** Nested conditions on a field that is not an object. */
export const SelectObjectNeeded: Story = {
  args: {
    filter: {
      operator: 'and',
      conditions: [
        {
          field: 'hostname',
          operator: 'match',
          nested: { operator: 'and', conditions: [{ field: 'name', operator: 'exists' }], groups: [] },
        },
      ],
      groups: [],
    },
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('group', { name: 'condition 1' });
    await expect(within(row).getByText(M.problems.selectObject)).toBeVisible();
    await expect(within(row).getByRole('button', { name: /Operator of condition 1$/ })).toHaveTextContent('has an item where');
  },
};

/** A relationship without its filter, and a count without a number. */
export const InvalidExpression: Story = {
  args: {
    filter: {
      operator: 'and',
      conditions: [
        { field: 'installed_software', operator: 'has', relationship_filter: { relationship: 'installed_software' } },
        { field: 'ips', operator: 'count', count: { operator: 'above' } },
      ],
      groups: [],
    },
  },
  play: async ({ canvas }) => {
    const relationship = canvas.getByRole('group', { name: 'condition 1' });
    const count = canvas.getByRole('group', { name: 'condition 2' });
    await expect(within(relationship).getByText(M.problems.invalidExpression)).toBeVisible();
    await expect(within(count).getByText(M.problems.invalidExpression)).toBeVisible();
  },
};

export const SizeGreaterOutOfRange: Story = {
  args: { filter: { operator: 'and', conditions: [{ field: 'ips', operator: 'size_greater_than', value: 11 }], groups: [] } },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('group', { name: 'condition 1' });
    await expect(within(row).getByText(M.problems.sizeGreaterRange)).toBeVisible();
    await expect(within(row).getByRole('textbox', { name: 'Value of condition 1' })).toHaveAccessibleDescription(M.problems.sizeGreaterRange);
  },
};

export const SizeLessOutOfRange: Story = {
  tags: ['no-screenshot'],
  args: { filter: { operator: 'and', conditions: [{ field: 'ips', operator: 'size_less_than', value: 0 }], groups: [] } },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('group', { name: 'condition 1' });
    await expect(within(row).getByText(M.problems.sizeLessRange)).toBeVisible();
  },
};

/** The server's problems land on the node they name, merged with the local checks; one on a node that is gone lands on the root. */
export const ServerProblems: Story = {
  args: {
    filter: simpleFilter,
    problems: [
      { path: 'c1', message: 'Windows is not reported by any adapter in this data scope' },
      { path: 'g4.c0', message: 'The query took too long and was stopped' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('group', { name: 'condition 2' })).getByText('Windows is not reported by any adapter in this data scope')).toBeVisible();
    await expect(within(canvas.getByRole('group', { name: 'the filter' })).getByText('The query took too long and was stopped')).toBeVisible();
  },
};

/** Without Queries/Update: every row shown as text, nothing to press. */
export const ReadOnly: Story = {
  args: { filter: nestedFilter, counts: nestedCounts, readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Add condition/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await expect(canvas.getByText('Installed Software')).toBeVisible();
    await expect(canvas.getByText('Adobe')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: {
    filter: { ...nestedFilter, conditions: [...nestedFilter.conditions, { field: 'ips', operator: 'size_greater_than', value: 12 }] },
    counts: nestedCounts,
  },
};

/** Values of every kind typed with the keyboard: a list for "in", a number, true or false, a date. */
export const EditsValuesWithKeyboard: Story = {
  args: {
    filter: {
      operator: 'and',
      conditions: [
        { field: 'tags', operator: 'in', value: [] },
        { field: 'cpu_cores', operator: 'greater_than' },
        { field: 'is_managed', operator: 'equals', value: true },
        { field: 'first_seen', operator: 'greater_than' },
      ],
      groups: [],
    },
  },
  play: async ({ args, canvas, canvasElement }) => {
    const body = pageOf(canvasElement);
    await tabTo(canvas.getByRole('textbox', { name: 'Add a value to condition 1' }));
    await userEvent.keyboard('prod{Enter}pci{Enter}dmz,');
    const tags = canvas.getByRole('grid', { name: 'Values of condition 1' });
    await waitFor(() => expect(within(tags).getAllByRole('row')).toHaveLength(3));
    // Back into the tags: the last one goes with Backspace.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{End}{Backspace}');
    await waitFor(() => expect(within(tags).getAllByRole('row')).toHaveLength(2));
    await tabTo(canvas.getByRole('textbox', { name: 'Value of condition 2' }));
    await userEvent.keyboard('4');
    await userEvent.tab();
    await tabTo(canvas.getByRole('button', { name: /Value of condition 3$/ }));
    await pick(body, 'f');
    await tabTo(within(canvas.getByRole('group', { name: 'condition 4' })).getAllByRole('spinbutton')[0] as HTMLElement);
    await userEvent.keyboard('01312025');
    await waitFor(() =>
      expect(lastFilter(args.onChange)).toEqual({
        operator: 'and',
        conditions: [
          { field: 'tags', operator: 'in', value: ['prod', 'pci'] },
          { field: 'cpu_cores', operator: 'greater_than', value: 4 },
          { field: 'is_managed', operator: 'equals', value: false },
          { field: 'first_seen', operator: 'greater_than', value: '2025-01-31' },
        ],
        groups: [],
      }),
    );
  },
};

/** Removing a row with the keyboard: the filter loses it and focus moves to the group's add button, not to the page. */
export const RemovesWithKeyboard: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    await tabTo(canvas.getByRole('button', { name: 'Remove condition 2' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add condition to the filter' })).toHaveFocus());
    await expect(lastFilter(args.onChange)?.conditions.map((condition) => condition.field)).toEqual(['hostname', 'last_seen']);
  },
};

/** Each problem goes from its row as soon as the row is fixed, with the keyboard: an operator chosen, a filter added, a count and a size typed. */
export const FixesProblemsWithKeyboard: Story = {
  tags: ['no-screenshot'],
  args: {
    filter: {
      operator: 'and',
      conditions: [
        { field: 'installed_software', operator: 'has', relationship_filter: { relationship: 'installed_software' } },
        { field: 'ips', operator: 'count', count: { operator: 'above' } },
        { field: 'ips', operator: 'size_greater_than', value: 11 },
      ],
      groups: [{ operator: '' as QueryFilter['operator'], conditions: [{ field: 'name', operator: 'exists' }], groups: [] }],
    },
  },
  play: async ({ args, canvas }) => {
    const problemsOf = (name: string) => within(canvas.getByRole('group', { name })).queryAllByRole('listitem');
    await expect(problemsOf('condition 1')).toHaveLength(1);

    await tabTo(canvas.getByRole('button', { name: M.addRelatedFilter('Installed Software') }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(problemsOf('condition 1')).toHaveLength(0));

    await tabTo(canvas.getByRole('textbox', { name: 'Count of condition 2' }));
    await userEvent.keyboard('3');
    await userEvent.tab();
    await waitFor(() => expect(problemsOf('condition 2')).toHaveLength(0));

    await tabTo(canvas.getByRole('textbox', { name: 'Value of condition 3' }));
    await userEvent.keyboard('{Control>}a{/Control}10');
    await userEvent.tab();
    await waitFor(() => expect(problemsOf('condition 3')).toHaveLength(0));

    const choice = canvas.getByRole('radiogroup', { name: 'Logical operator of group 1' });
    await tabTo(within(choice).getByRole('radio', { name: 'and' }));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(within(canvas.getByRole('group', { name: 'group 1' })).queryByText(M.problems.logicalOperator)).toBeNull());

    await expect(lastFilter(args.onChange)).toEqual({
      operator: 'and',
      conditions: [
        {
          field: 'installed_software',
          operator: 'has',
          relationship_filter: { relationship: 'installed_software', value: { operator: 'and', conditions: [], groups: [] } },
        },
        { field: 'ips', operator: 'count', count: { operator: 'above', count: 3 } },
        { field: 'ips', operator: 'size_greater_than', value: 10 },
      ],
      groups: [{ operator: 'and', conditions: [{ field: 'name', operator: 'exists' }], groups: [] }],
    });
  },
};

/** The text view: the filter as one line (fields by name), editable. */
export const TextView: Story = {
  args: { filter: nestedFilter },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: M.textTab }));
    const text = await canvas.findByRole('textbox', { name: M.textLabel });
    await expect(text).toHaveValue(printQueryText(nestedFilter));
    await expect(canvas.getByRole('button', { name: M.apply })).toBeDisabled();
  },
};

/** A text that does not parse (two expressions without and/or): the spec's sentence under it, the caret at its column; the filter is not changed. */
export const TextError: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: M.textTab }));
    const text = await canvas.findByRole('textbox', { name: M.textLabel });
    await userEvent.clear(text);
    await userEvent.type(text, 'hostname contains "web" os_type exists');
    await userEvent.click(canvas.getByRole('button', { name: M.apply }));
    const fault = parseQueryText('hostname contains "web" os_type exists');
    if (fault.ok) throw new Error('The story needs a text that does not parse');
    await expect(fault.error.message).toBe(M.problems.logicalOperator);
    await expect(await canvas.findByText(M.problems.logicalOperator)).toBeVisible();
    await expect(canvas.getByText(M.atColumn(fault.error.column), { exact: false })).toBeVisible();
    await waitFor(() => expect(text).toHaveFocus());
    await expect((text as HTMLTextAreaElement).selectionStart).toBe(fault.error.column - 1);
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Tree to text and back with the keyboard alone: the tabs with the arrow keys, an edit applied
 * with Ctrl+Enter, a fault that keeps the text view until fixed, then the tree shows the new filter.
 */
export const SwitchesToTextAndBack: Story = {
  tags: ['no-screenshot'],
  play: async ({ args, canvas }) => {
    const treeTab = canvas.getByRole('tab', { name: M.treeTab });
    await tabTo(treeTab);
    await userEvent.keyboard('{ArrowRight}');
    const textTab = canvas.getByRole('tab', { name: M.textTab });
    await waitFor(() => expect(textTab).toHaveAttribute('aria-selected', 'true'));
    const text = await canvas.findByRole('textbox', { name: M.textLabel });
    await expect(text).toHaveValue(printQueryText(simpleFilter));

    await tabTo(text);
    await userEvent.keyboard('{End} or');
    // Back to the tree with a text that does not parse: the view stays, the fault takes the caret.
    await tabTo(textTab, true);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(textTab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(text).toHaveFocus());
    await expect(canvas.getByRole('textbox', { name: M.textLabel })).toHaveAttribute('aria-invalid', 'true');

    await userEvent.keyboard('{End} (ips size > 2 or tags in [["pci"]){Control>}{Enter}{/Control}');
    await waitFor(() => expect(args.onChange).toHaveBeenCalled());
    const applied = lastFilter(args.onChange);
    await expect(applied).toEqual({
      operator: 'or',
      conditions: [],
      groups: [
        { operator: 'and', conditions: simpleFilter.conditions, groups: [] },
        {
          operator: 'or',
          conditions: [
            { field: 'ips', operator: 'size_greater_than', value: 2 },
            { field: 'tags', operator: 'in', value: ['pci'] },
          ],
          groups: [],
        },
      ],
    });

    // The tab list remembers the Tree tab the refused switch moved to: Shift+Tab lands there, Enter selects it.
    await tabTo(treeTab, true);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(treeTab).toHaveAttribute('aria-selected', 'true'));
    await expect(await canvas.findByRole('radiogroup', { name: 'Logical operator of the filter' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('radiogroup', { name: 'Logical operator of the filter' })).getByRole('radio', { name: 'or' })).toBeChecked();
    await expect(canvas.getByRole('group', { name: 'group 2' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /Field of condition 2 in group 2$/ })).toHaveTextContent('Tags');
  },
};

/**
 * Builds "hostname contains web and not (installed software has a vendor equals Adobe, or managed)"
 * from an empty filter with the keyboard alone: add, pick, type, switch and/or, toggle not.
 */
export const BuildsNestedFilterWithKeyboard: Story = {
  tags: ['no-screenshot'],
  args: { filter: emptyFilter },
  play: async ({ args, canvas, canvasElement }) => {
    const body = pageOf(canvasElement);
    await tabTo(canvas.getByRole('button', { name: 'Add condition to the filter' }));
    await userEvent.keyboard('{Enter}');
    const field = await canvas.findByRole('button', { name: /Field of condition 1$/ });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(lastFilter(args.onChange)).toEqual({ operator: 'and', conditions: [{ field: 'name', operator: 'exists' }], groups: [] });
    await pick(body, 'Host');
    await waitFor(() => expect(field).toHaveTextContent('Host Name'));
    await userEvent.tab();
    await pick(body, 'cont');
    await userEvent.tab();
    await userEvent.keyboard('web');

    await tabTo(canvas.getByRole('button', { name: 'Add group to the filter' }));
    await userEvent.keyboard('{Enter}');
    const groupField = await canvas.findByRole('button', { name: /Field of condition 1 in group 1$/ });
    await waitFor(() => expect(groupField).toHaveFocus());
    await pick(body, 'Installed');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Operator of condition 1 in group 1$/ })).toHaveTextContent('has'));

    await tabTo(canvas.getByRole('button', { name: 'Add condition to the filter of condition 1 in group 1' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Field of condition 1 in the filter of condition 1 in group 1$/ })).toHaveFocus());
    await pick(body, 'Vendor');
    await userEvent.tab();
    await pick(body, 'equ');
    await userEvent.tab();
    await userEvent.keyboard('Adobe');

    await tabTo(canvas.getByRole('button', { name: 'Add condition to group 1' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: /Field of condition 2 in group 1$/ })).toHaveFocus());
    await pick(body, 'Manag');

    const or = within(canvas.getByRole('radiogroup', { name: 'Logical operator of group 1' })).getByRole('radio', { name: 'or' });
    const and = within(canvas.getByRole('radiogroup', { name: 'Logical operator of group 1' })).getByRole('radio', { name: 'and' });
    await tabTo(and, true);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(or).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(or).toBeChecked());
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Not (group 1)' })).toHaveFocus();
    await userEvent.keyboard(' ');

    await expect(lastFilter(args.onChange)).toEqual({
      operator: 'and',
      conditions: [{ field: 'hostname', operator: 'contains', value: 'web' }],
      groups: [
        {
          operator: 'or',
          not: true,
          conditions: [
            {
              field: 'installed_software',
              operator: 'has',
              relationship_filter: {
                relationship: 'installed_software',
                value: { operator: 'and', conditions: [{ field: 'vendor', operator: 'equals', value: 'Adobe' }], groups: [] },
              },
            },
            { field: 'is_managed', operator: 'exists' },
          ],
          groups: [],
        },
      ],
    });
  },
};

const FIFTY_ROWS: QueryFilter = {
  operator: 'or',
  conditions: Array.from({ length: 50 }, (_, index) =>
    index % 5 === 4 ? { field: 'ips', operator: 'size_less_than', value: 3 } : { field: 'hostname', operator: 'contains', value: `host-${String(index + 1)}` },
  ),
  groups: [],
};

/** 50 rows: adding rows and typing a value keep working on a long filter (its frame times are for a bench, not a test). */
export const FiftyRows: Story = {
  tags: ['no-screenshot'],
  args: { filter: FIFTY_ROWS },
  render: (args) => <Stateful {...args} />,
  play: async ({ args, canvas }) => {
    await canvas.findByRole('group', { name: 'condition 50' });
    for (const row of [51, 52, 53]) {
      canvas.getByRole('button', { name: 'Add condition to the filter' }).focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.getByRole('button', { name: new RegExp(`Field of condition ${String(row)}$`) })).toHaveFocus());
    }
    canvas.getByRole('textbox', { name: 'Value of condition 1' }).focus();
    await userEvent.keyboard('-web-front');
    await expect(lastFilter(args.onChange)?.conditions).toHaveLength(53);
    await expect(lastFilter(args.onChange)?.conditions[0]?.value).toBe('host-1-web-front');
  },
};
