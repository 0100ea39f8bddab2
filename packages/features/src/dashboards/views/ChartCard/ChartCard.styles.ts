import styled, { css } from 'styled-components';

/** The width of the design system's focus ring (Button's two box-shadows). */
const FOCUS_RING_PX = 4;

export const Card = styled.article`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[2]};
    box-sizing: border-box;
    /* The grid item around it draws the card (border, surface, padding) and its handles. */
    color: ${theme.colors.text};
    overflow: hidden;
    /* Reaches a focus ring's width (4 px) into the item's padding above and to the right, so the
       ring of the header's menu button, in that corner, is not clipped. */
    height: calc(100% + ${FOCUS_RING_PX}px);
    margin: -${FOCUS_RING_PX}px -${FOCUS_RING_PX}px 0 0;
    padding: ${FOCUS_RING_PX}px ${FOCUS_RING_PX}px 0 0;
  `}
`;

export const CardHeader = styled.header`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: 28px;

    & h2 {
      flex: 1;
      margin: 0;
      font-size: ${theme.font.size.md};
      font-weight: ${theme.font.weight.bold};
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  `}
`;

/**
 * Under the header: what the chart draws. Cards and text flow, and may be taller than the card
 * (a small card, a long text): then they scroll, and take focus so the keyboard can scroll them.
 */
export const CardBody = styled.div<{ $flows: boolean }>`
  ${({ theme, $flows }) => css`
    flex: 1 1 auto;
    min-height: 0;
    ${$flows &&
    css`
      overflow-y: auto;
      border-radius: ${theme.radii.sm};
      outline: none;

      &:focus-visible {
        box-shadow: inset 0 0 0 2px ${theme.colors.focusRing};
      }
    `}
  `}
`;

export const Spacer = styled.span`
  flex: 1;
`;

/** A word in the card's header: 'Pinned' (info), 'Not filtered' (warning, a chart the dashboard's filter does not narrow). */
export const HeaderMark = styled.span<{ $tone: 'info' | 'warning' }>`
  ${({ theme, $tone }) => css`
    padding: 0 ${theme.space[1]};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.status[$tone].bg};
    color: ${theme.colors.status[$tone].fg};
    font-size: ${theme.font.size.xs};
    font-weight: ${theme.font.weight.medium};
    white-space: nowrap;
  `}
`;

export const Placeholder = styled.div<{ $height: number }>`
  ${({ theme, $height }) => css`
    display: grid;
    place-items: center;
    height: ${$height}px;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.background};
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  `}
`;

export const Failure = styled.div<{ $height: number }>`
  ${({ theme, $height }) => css`
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: ${theme.space[2]};
    min-height: ${Math.min($height, 160)}px;
    text-align: center;
    color: ${theme.colors.text};

    & p {
      margin: 0;
    }
    & p + p {
      color: ${theme.colors.textMuted};
      font-size: ${theme.font.size.sm};
    }
  `}
`;

export const Description = styled.p`
  ${({ theme }) => css`
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  `}
`;
