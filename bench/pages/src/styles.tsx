// styles.html?kind=themed|static|plain: 600 cards of three elements each, mounted and then rendered
// again 10 times, each in one synchronous render; sets window.__result to { mount, rerender } (ms,
// the re-render a mean), then window.__ready. The three kinds have the same rules: `themed` as the design system writes
// them (the rules read the theme through a function), `static` with the theme's values as CSS
// custom properties (no function: styled-components computes the rules once per component), and
// `plain` elements with class names (no styled-components, the floor).
import { useLayoutEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import styled, { css, ThemeProvider } from 'styled-components';
import { lightTheme } from '@vigil/ui';

declare global {
  interface Window {
    __result?: { kind: string; mount: number; rerender: number };
    __ready?: number;
  }
}

// The design system's light theme, as its ThemeProvider gives it; `static` reads the same values as custom properties.
const theme = lightTheme;
const variables = {
  '--border': theme.colors.border,
  '--surface': theme.colors.surface,
  '--text': theme.colors.text,
  '--muted': theme.colors.textMuted,
  '--primary': theme.colors.primary,
} as CSSProperties;

const ThemedCard = styled.div`
  ${({ theme: t }) => css`
    display: flex;
    flex-direction: column;
    border: 1px solid ${t.colors.border};
    border-radius: ${t.radii.lg};
    background: ${t.colors.surface};
    color: ${t.colors.text};
    padding: ${t.space[4]};
    &[data-active] {
      border-color: ${t.colors.primary};
    }
  `}
`;
const ThemedTitle = styled.h3`
  ${({ theme: t }) => css`
    margin: 0;
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.bold};
    color: ${t.colors.text};
  `}
`;
const ThemedBody = styled.p`
  ${({ theme: t }) => css`
    margin: ${t.space[1]} 0 0;
    font-size: ${t.font.size.sm};
    color: ${t.colors.textMuted};
  `}
`;

const StaticCard = styled.div`
  display: flex;
  flex-direction: column;
  border: 1px solid var(--border);
  border-radius: ${theme.radii.lg};
  background: var(--surface);
  color: var(--text);
  padding: ${theme.space[4]};
  &[data-active] {
    border-color: var(--primary);
  }
`;
const StaticTitle = styled.h3`
  margin: 0;
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.bold};
  color: var(--text);
`;
const StaticBody = styled.p`
  margin: ${theme.space[1]} 0 0;
  font-size: ${theme.font.size.sm};
  color: var(--muted);
`;

const PlainCard = (props: { 'data-active'?: boolean; children: ReactNode }) => <div className="card" {...props} />;
const PlainTitle = (props: { children: ReactNode }) => <h3 className="title" {...props} />;
const PlainBody = (props: { children: ReactNode }) => <p className="body" {...props} />;

const KINDS = {
  themed: [ThemedCard, ThemedTitle, ThemedBody],
  static: [StaticCard, StaticTitle, StaticBody],
  plain: [PlainCard, PlainTitle, PlainBody],
} as const;
type Kind = keyof typeof KINDS;
const CARDS = 600;
const RENDERS = 10;

const requested = new URLSearchParams(window.location.search).get('kind');
const kind: Kind = requested === 'static' || requested === 'plain' ? requested : 'themed';

let rerender: (tick: number) => void = () => undefined;
function Cards() {
  const [tick, setTick] = useState(0);
  // In the commit of the first render, before the loop below renders again through it.
  useLayoutEffect(() => {
    rerender = setTick;
  }, []);
  const [Card, Title, Body] = KINDS[kind] as unknown as (typeof KINDS)['plain'];
  return (
    <ThemeProvider theme={theme}>
      <div style={variables}>
        {Array.from({ length: CARDS }, (_, i) => (
          <Card key={i} data-active={(i + tick) % 7 === 0 || undefined}>
            <Title>Item {i}</Title>
            <Body>Render {tick}</Body>
          </Card>
        ))}
      </div>
    </ThemeProvider>
  );
}

const root = createRoot(document.getElementById('root') as HTMLElement);
const started = performance.now();
flushSync(() => {
  root.render(<Cards />);
});
const mount = performance.now() - started;
let total = 0;
for (let tick = 1; tick <= RENDERS; tick++) {
  const before = performance.now();
  flushSync(() => {
    rerender(tick);
  });
  total += performance.now() - before;
}
window.__result = { kind, mount, rerender: total / RENDERS };
window.__ready = performance.now();
