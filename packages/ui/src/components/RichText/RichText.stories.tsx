import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RichText } from './RichText';

const sample = `# Patch status

Weekly notes for the **infrastructure** team.

## This week
- Roll out the *EDR agent* to the remaining laptops
- Retire the old VPN concentrator
  1. Move the last 12 users
  2. Switch it off

See the [runbook](https://example.com/runbook) for the steps, and run \`vigil sync --all\` after.

\`\`\`
SELECT hostname FROM devices WHERE agent IS NULL;
\`\`\`

> Exceptions need the CISO's approval.
`;

const hostile = `Attempts that must stay text:

<script>window.__richTextPwned = true</script>

<img src="x" onerror="window.__richTextPwned = true">

[a link](javascript:alert(1)) and <a href="https://evil.example" onclick="alert(1)">raw anchor</a>`;

const meta = {
  title: 'UI/RichText',
  component: RichText,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: { markdown: sample },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Patch status' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 2, name: 'This week' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    const link = canvas.getByRole('link', { name: 'runbook' });
    await expect(link).toHaveAttribute('href', 'https://example.com/runbook');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText('vigil sync --all').tagName).toBe('CODE');
  },
};

export const RawHtmlEscaped: Story = {
  args: { markdown: hostile },
  play: async ({ canvasElement, canvas }) => {
    // The tags are shown as text; no element is created from them and nothing ran.
    await expect(canvasElement.querySelector('script, img, [onerror], [onclick]')).toBeNull();
    await expect(canvas.getByText(/<script>window.__richTextPwned = true<\/script>/)).toBeInTheDocument();
    await expect(canvas.getByText(/<img src="x" onerror=/)).toBeInTheDocument();
    await expect((window as { __richTextPwned?: boolean }).__richTextPwned).toBeUndefined();
    // The javascript: link keeps its text but is no longer a link.
    const links = [...canvasElement.querySelectorAll('a')];
    await expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['a link', null]]);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** GitHub's tables: a header row and cells, aligned as the dashes say; a cell's HTML stays text. */
export const Table: Story = {
  args: {
    markdown: `Patch windows this month:

| Site | Window | Devices |
|:-----|:-------|--------:|
| Paris | Tue 22:00 | 1,240 |
| Austin | Wed 02:00 | 610 |
| <b>Lab</b> | Fri 18:00 | 37 |`,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Site', 'Window', 'Devices']);
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByRole('cell', { name: '1,240' })).toHaveAttribute('align', 'right');
    await expect(canvas.getByRole('cell', { name: '<b>Lab</b>' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
};
