/** Scales shared by both themes: spacing, type, radii, shadows, layers and motion. */
export const space = {
  0: '0',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '24px',
  6: '32px',
  7: '48px',
} as const;

export const font = {
  family: "'Inter Variable', 'Inter', 'Segoe UI', 'Liberation Sans', 'DejaVu Sans', system-ui, sans-serif",
  mono: "'JetBrains Mono', 'Liberation Mono', 'DejaVu Sans Mono', monospace",
  size: { xs: '11px', sm: '12px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
  weight: { regular: 400, medium: 500, bold: 600 },
  lineHeight: { tight: 1.25, normal: 1.5 },
} as const;

export const radii = { sm: '3px', md: '6px', lg: '10px', round: '9999px' } as const;

export const zIndex = {
  base: 0,
  sticky: 100,
  sidebar: 200,
  overlay: 1000,
  modal: 1100,
  popover: 1200,
  toast: 1300,
  tooltip: 1400,
} as const;

export const motion = {
  duration: { fast: '100ms', normal: '180ms', slow: '300ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', exit: 'cubic-bezier(0.3, 0, 1, 1)' },
} as const;
