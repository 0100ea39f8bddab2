import { Label, ProgressBar as AriaProgressBar } from 'react-aria-components';
import styled, { css, keyframes, type DefaultTheme } from 'styled-components';

export type ProgressBarTone = 'primary' | 'success' | 'warning' | 'error';

function fillColor(theme: DefaultTheme, tone: ProgressBarTone): string {
  return tone === 'primary' ? theme.colors.primary : theme.colors[tone];
}

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const ProgressRoot = styled(AriaProgressBar)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[3]};
  width: 100%;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.text};
`;

export const ProgressLabel = styled(Label)`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const ValueText = styled.span`
  grid-column: 2;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const Track = styled.div`
  grid-column: 1 / -1;
  position: relative;
  height: 6px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.secondary};
`;

export const Fill = styled.div<{ $tone: ProgressBarTone; $percentage: number | undefined }>`
  ${({ theme, $tone, $percentage }) => css`
    position: absolute;
    inset: 0 auto 0 0;
    border-radius: inherit;
    background: ${fillColor(theme, $tone)};
    ${$percentage === undefined
      ? css`
          width: 40%;
          animation: ${slide} 1.4s ${theme.motion.easing.standard} infinite;
        `
      : css`
          width: ${$percentage}%;
          transition: width ${theme.motion.duration.normal} ${theme.motion.easing.standard};
        `}
  `}
`;
