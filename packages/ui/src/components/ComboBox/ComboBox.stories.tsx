import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox';

interface Asset {
  id: string;
  name: string;
}

const ASSETS: Asset[] = [
  { id: 'a1', name: 'web-01.corp.local' },
  { id: 'a2', name: 'web-02.corp.local' },
  { id: 'a3', name: 'db-primary.corp.local' },
  { id: 'a4', name: 'mail.corp.local' },
  { id: 'a5', name: 'vpn-gateway.corp.local' },
];

const FAKE_LATENCY_MS = 150;

/** A deterministic stand-in for the API: the fixed assets that contain the text, after a short wait. */
function fakeLoadAssets(filterText: string, signal: AbortSignal): Promise<Asset[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      resolve(ASSETS.filter((asset) => asset.name.includes(filterText.toLowerCase())));
    }, FAKE_LATENCY_MS);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });
}

/** Never answers: keeps the combo box loading for the screenshot. */
function pendingLoad(): Promise<Asset[]> {
  return new Promise(() => undefined);
}

type AssetArgs = Omit<ComboBoxProps<Asset>, 'children' | 'items'>;

/** A ComboBox of assets; the story's args (callbacks, loader, state) pass through. */
function AssetComboBox({ loadOptions, ...props }: AssetArgs) {
  return loadOptions ? (
    <ComboBox<Asset> {...props} loadOptions={loadOptions}>
      {(asset) => <ComboBoxItem id={asset.id}>{asset.name}</ComboBoxItem>}
    </ComboBox>
  ) : (
    <ComboBox<Asset> {...props} items={ASSETS}>
      {(asset) => <ComboBoxItem id={asset.id}>{asset.name}</ComboBoxItem>}
    </ComboBox>
  );
}

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox<Asset>,
  args: {
    label: 'Asset',
    placeholder: 'Search assets',
    onChange: fn(),
    children: (
      <>
        <ComboBoxItem id="hour">Hour</ComboBoxItem>
        <ComboBoxItem id="day">Day</ComboBoxItem>
        <ComboBoxItem id="week">Week</ComboBoxItem>
        <ComboBoxItem id="month">Month</ComboBoxItem>
        <ComboBoxItem id="quarter">Quarter</ComboBoxItem>
        <ComboBoxItem id="year">Year</ComboBoxItem>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 300, minHeight: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox<Asset>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = { args: { label: 'Time unit', placeholder: 'Choose a unit' } };

export const FromItems: Story = {
  args: { description: 'Type to narrow the list.' },
  render: (args) => <AssetComboBox {...args} />,
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultInputValue: 'Week', label: 'Time unit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Time unit' })).toBeDisabled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose an asset' },
  render: (args) => <AssetComboBox {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Choose an asset')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loadOptions: pendingLoad },
  render: (args) => <AssetComboBox {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading…' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(listbox).toHaveTextContent('Loading…');
  },
};

export const Empty: Story = {
  args: { loadOptions: fakeLoadAssets },
  render: (args) => <AssetComboBox {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Asset' }), 'printer');
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByText('No results', {}, { timeout: 3000 })).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => <AssetComboBox {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Asset' }), 'corp');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
  },
};

export const FiltersStaticItemsWithKeyboard: Story = {
  tags: ['no-screenshot'],
  args: { label: 'Time unit', placeholder: 'Choose a unit' },
  play: async ({ args, canvas, canvasElement }) => {
    const input = canvas.getByRole('combobox', { name: 'Time unit' });
    await userEvent.click(input);
    await userEvent.keyboard('ar');
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['Quarter', 'Year']);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('year');
    await expect(input).toHaveValue('Year');
  },
};

export const SelectsWithPointer: Story = {
  render: (args) => <AssetComboBox {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'mail.corp.local' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('a4');
    await expect(canvas.getByRole('combobox', { name: 'Asset' })).toHaveValue('mail.corp.local');
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const LoadsAsyncOptionsDebounced: Story = {
  tags: ['no-screenshot'],
  args: { loadOptions: fn(fakeLoadAssets) },
  render: (args) => <AssetComboBox {...args} />,
  play: async ({ args, canvas, canvasElement }) => {
    const loadOptions = args.loadOptions;
    const input = canvas.getByRole('combobox', { name: 'Asset' });
    await userEvent.type(input, 'web');
    // The whole word is requested once typing pauses; no request for the partial 'w' or 'we'.
    await waitFor(() => expect(loadOptions).toHaveBeenCalledWith('web', expect.any(AbortSignal)), { timeout: 3000 });
    await expect(loadOptions).not.toHaveBeenCalledWith('w', expect.anything());
    await expect(loadOptions).not.toHaveBeenCalledWith('we', expect.anything());
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getAllByRole('option')).toHaveLength(2), { timeout: 3000 });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('a2');
    await expect(input).toHaveValue('web-02.corp.local');
  },
};

export const ClosesOnEscape: Story = {
  tags: ['no-screenshot'],
  args: { label: 'Time unit', placeholder: 'Choose a unit' },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button'));
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
