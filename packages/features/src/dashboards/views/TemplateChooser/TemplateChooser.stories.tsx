import type { Meta, StoryObj } from '@storybook/react-vite';
import type { DashboardTemplate } from '@vigil/openapi';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DASHBOARD_DIALOGS_MESSAGES as M } from '../../dashboards.dialogs.messages';
import { TemplateChooser } from './TemplateChooser';

const chart = (name: string) => ({ name, metric: 'segment' as const, view: 'pie' as const });

const TEMPLATES: DashboardTemplate[] = [
  { id: 'tpl-hygiene', name: 'Device hygiene', description: 'Agent coverage and stale devices.', groups: ['use_cases', 'recommended'], type: 'cam', charts: [chart('Agents'), chart('Stale'), chart('OS')] },
  { id: 'tpl-vulns', name: 'Vulnerability overview', description: 'Open vulnerabilities by severity.', groups: ['use_cases'], type: 'cam', charts: [chart('Severity')] },
  { id: 'tpl-saas', name: 'SaaS posture', description: 'Applications, users and risky settings.', groups: ['recommended'], type: 'saas', charts: [chart('Apps'), chart('Users')] },
  { id: 'tpl-identity', name: 'Identity risks', description: 'Admins without MFA and dormant accounts.', groups: [], type: 'saas', charts: [chart('MFA'), chart('Dormant'), chart('Admins'), chart('Guests')] },
];

const meta = {
  title: 'Features/Dashboards/TemplateChooser',
  component: TemplateChooser,
  args: { isOpen: true, onClose: fn(), onRetry: fn(), onApply: fn(), templates: TEMPLATES, isLoading: false, error: null, isApplying: false },
} satisfies Meta<typeof TemplateChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

const onPage = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function dialogOf(canvasElement: HTMLElement) {
  const dialog = await onPage(canvasElement).findByRole('dialog', { name: M.templatesTitle });
  await waitFor(() => expect(canvasElement.ownerDocument.querySelector('[data-entering], [data-exiting]')).toBeNull());
  return dialog;
}

/** The templates shown, by the name each card starts with. */
const cardNames = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('radio')
    .map((radio) => TEMPLATES.find((template) => radio.closest('label')?.textContent.startsWith(template.name))?.name);

/** All: every template, in the spec's 723 by 335 box; a card is chosen and applied. */
export const AllTemplates: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const box = (dialog.parentElement as HTMLElement).getBoundingClientRect();
    await expect([Math.round(box.width), Math.round(box.height)]).toEqual([723, 335]);
    await expect(cardNames(dialog)).toEqual(['Device hygiene', 'Vulnerability overview', 'SaaS posture', 'Identity risks']);
    await expect(within(dialog).getByText(M.chartCount(3))).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: M.apply })).toBeDisabled();
    await userEvent.click(within(dialog).getByText('SaaS posture'));
    await userEvent.click(within(dialog).getByRole('button', { name: M.apply }));
    await expect(args.onApply).toHaveBeenCalledWith('tpl-saas');
  },
};

/** Use cases: the templates of that group only. */
export const UseCases: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('tab', { name: M.groupUseCases }));
    await expect(cardNames(dialog)).toEqual(['Device hygiene', 'Vulnerability overview']);
  },
};

/** Recommended: the templates of that group only; a choice hidden by another group is dropped. */
export const Recommended: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByText('Identity risks'));
    await userEvent.click(within(dialog).getByRole('tab', { name: M.groupRecommended }));
    await expect(cardNames(dialog)).toEqual(['Device hygiene', 'SaaS posture']);
    await expect(within(dialog).getByRole('button', { name: M.apply })).toBeDisabled();
  },
};

/** The type filter keeps the templates of one product line. */
export const FilteredByType: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(M.typeLabel) }));
    await userEvent.click(await onPage(canvasElement).findByRole('option', { name: M.typeSaas }));
    await expect(cardNames(dialog)).toEqual(['SaaS posture', 'Identity risks']);
  },
};

/** A group without templates says so. */
export const EmptyGroup: Story = {
  args: { templates: TEMPLATES.filter((template) => !template.groups.includes('recommended')) },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('tab', { name: M.groupRecommended }));
    await expect(within(dialog).getByText(M.noTemplates)).toBeVisible();
  },
};

/** From the keyboard: a group by arrow keys, a card by arrow keys, Apply by Enter. */
export const KeyboardOnly: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    within(dialog).getByRole('tab', { name: M.groupAll }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(dialog).getByRole('tab', { name: M.groupUseCases })).toHaveAttribute('aria-selected', 'true');
    // The type filter, then the cards.
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('radio', { name: /Device hygiene/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('radio', { name: /Vulnerability overview/ })).toBeChecked();
    within(dialog).getByRole('button', { name: M.apply }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('tpl-vulns');
  },
};

/** While the templates load. */
export const Loading: Story = {
  args: { templates: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('status')).toHaveTextContent(M.templatesLoading);
    await expect(within(dialog).getByRole('button', { name: M.apply })).toBeDisabled();
  },
};

/** A failed fetch is shown with Retry. */
export const ErrorWithRetry: Story = {
  args: { templates: [], error: 'Service unavailable' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(`${M.templatesFailed} Service unavailable`);
    await userEvent.click(within(dialog).getByRole('button', { name: M.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** While the chosen template is applied, Apply shows it. */
export const Applying: Story = {
  args: { isApplying: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByText('Device hygiene'));
    await expect(within(dialog).getByRole('button', { name: M.apply })).toHaveAttribute('data-pending');
  },
};

/** Applied to a dashboard that has charts: the footer says they will be replaced. */
export const ReplacesCharts: Story = {
  args: { replacedCharts: 5 },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByText(M.templateReplaces(5))).toBeVisible();
    await userEvent.click(within(dialog).getByText('Device hygiene'));
  },
};
