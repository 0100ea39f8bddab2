import type { Meta, StoryObj } from '@storybook/react-vite';
import styled, { useTheme } from 'styled-components';
import { expect } from 'storybook/test';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 960px;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Swatch = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.font.size.sm};

  span {
    display: block;
    padding: ${({ theme }) => theme.space[2]};
  }
  code {
    color: ${({ theme }) => theme.colors.textMuted};
    font-family: ${({ theme }) => theme.font.mono};
  }
`;

const Chip = styled.div<{ $color: string }>`
  height: 40px;
  background: ${({ $color }) => $color};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Every colour role, type size, spacing step, radius and shadow of the current theme. */
function Tokens() {
  const theme = useTheme();
  const colors = Object.entries(theme.colors).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return (
    <Page>
      <section aria-labelledby="tokens-colours">
        <h2 id="tokens-colours">Colour roles ({theme.name})</h2>
        <Grid>
          {colors.map(([name, value]) => (
            <Swatch key={name}>
              <Chip $color={value} />
              <span>
                {name}
                <br />
                <code>{value}</code>
              </span>
            </Swatch>
          ))}
        </Grid>
      </section>
      <section aria-labelledby="tokens-status">
        <h2 id="tokens-status">Status tones</h2>
        <Row>
          {Object.entries(theme.colors.status).map(([tone, { bg, fg, border }]) => (
            <div key={tone} style={{ background: bg, color: fg, border: `1px solid ${border}`, padding: '8px 12px', borderRadius: 6 }}>
              {tone}
            </div>
          ))}
        </Row>
      </section>
      <section aria-labelledby="tokens-chart">
        <h2 id="tokens-chart">Chart series</h2>
        <Row>
          {theme.colors.chart.map((colour, index) => (
            <div key={colour} aria-label={`Series ${index + 1}: ${colour}`} role="img" style={{ width: 48, height: 24, background: colour, borderRadius: 4 }} />
          ))}
        </Row>
      </section>
      <section aria-labelledby="tokens-type">
        <h2 id="tokens-type">Type scale</h2>
        {Object.entries(theme.font.size).map(([name, size]) => (
          <p key={name} style={{ fontSize: size, margin: '4px 0' }}>
            {name} · {size} · Devices, users, software and vulnerabilities
          </p>
        ))}
      </section>
      <section aria-labelledby="tokens-space">
        <h2 id="tokens-space">Spacing, radii and shadows</h2>
        <Row>
          {Object.entries(theme.space).map(([step, size]) => (
            <div key={step} style={{ textAlign: 'center' }}>
              <div style={{ width: size, height: size, minWidth: 1, minHeight: 1, background: theme.colors.primary }} />
              <code>{step}</code>
            </div>
          ))}
          {Object.entries(theme.radii).map(([name, radius]) => (
            <div key={name} style={{ width: 56, height: 40, borderRadius: radius, border: `2px solid ${theme.colors.primary}`, display: 'grid', placeItems: 'center' }}>
              <code>{name}</code>
            </div>
          ))}
          {Object.entries(theme.shadows).map(([name, shadow]) => (
            <div key={name} style={{ width: 72, height: 40, boxShadow: shadow, background: theme.colors.surface, display: 'grid', placeItems: 'center', borderRadius: 6 }}>
              <code>{name}</code>
            </div>
          ))}
        </Row>
      </section>
    </Page>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Colour roles (light)' })).toBeVisible();
    await expect(canvas.getByText((_, element) => element?.tagName === 'SPAN' && element.textContent === 'primary#1f5fbf')).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Colour roles (dark)' })).toBeVisible();
  },
};
