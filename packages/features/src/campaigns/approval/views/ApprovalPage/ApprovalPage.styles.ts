import styled, { css } from 'styled-components';

export const Page = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[4]};
    max-width: 1200px;
    margin: 0 auto;
    padding: ${theme.space[5]};
    color: ${theme.colors.text};
  `}
`;

export const Header = styled.header`
  ${({ theme }) => css`
    & h1 {
      margin: 0 0 ${theme.space[2]};
      font-size: ${theme.font.size.xxl};
      font-weight: ${theme.font.weight.bold};
    }
    & p {
      margin: 0;
      color: ${theme.colors.textMuted};
      white-space: pre-wrap;
    }
  `}
`;

export const Summary = styled.dl`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[4]};
    margin: 0;

    & > div {
      min-width: 160px;
      padding: ${theme.space[3]} ${theme.space[4]};
      border: 1px solid ${theme.colors.border};
      border-radius: ${theme.radii.md};
      background: ${theme.colors.surface};
    }
    & dt {
      color: ${theme.colors.textMuted};
      font-size: ${theme.font.size.sm};
    }
    & dd {
      margin: ${theme.space[1]} 0 0;
      font-size: ${theme.font.size.lg};
      font-weight: ${theme.font.weight.medium};
    }
  `}
`;

export const TableToolbar = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${theme.space[3]};
  `}
`;

export const TableCount = styled.p`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    margin: 0;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.sm};
  `}
`;

export const TableActions = styled.div`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space[2]};
    margin-left: auto;
  `}
`;

export const SubmitArea = styled.div`
  ${({ theme }) => css`
    display: flex;
    justify-content: flex-end;
    align-items: center;
    gap: ${theme.space[3]};
    padding-top: ${theme.space[2]};
    border-top: 1px solid ${theme.colors.border};
  `}
`;

/**
 * Class names of the parts inside the table's cells. The cells are plain elements styled from the
 * section around the grid: a styled component per cell costs a scroll frame its budget.
 */
export const CELL = {
  withLogo: 'approval-with-logo',
  appLogo: 'approval-app-logo',
  action: 'approval-action',
  segmented: 'approval-segmented',
  unsaved: 'approval-unsaved',
} as const;

export const TableSection = styled.section`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    gap: ${theme.space[3]};

    & .${CELL.withLogo} {
      display: inline-flex;
      align-items: center;
      gap: ${theme.space[2]};
      min-width: 0;
    }
    & .${CELL.withLogo} > span:last-child {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    /* The application's rounded logo: its initials on a tinted disc (no adapter images in the console). */
    & .${CELL.appLogo} {
      display: inline-flex;
      flex: none;
      align-items: center;
      justify-content: center;
      width: 24px;
      height: 24px;
      border-radius: ${theme.radii.round};
      background: ${theme.colors.status.info.bg};
      color: ${theme.colors.status.info.fg};
      font-size: ${theme.font.size.xs};
      font-weight: ${theme.font.weight.bold};
    }
    & .${CELL.action} {
      display: inline-flex;
      align-items: center;
      gap: ${theme.space[2]};
    }
    & .${CELL.unsaved} {
      padding: 0 ${theme.space[2]};
      border: 1px solid ${theme.colors.status.warning.border};
      border-radius: ${theme.radii.round};
      background: ${theme.colors.status.warning.bg};
      color: ${theme.colors.status.warning.fg};
      font-size: ${theme.font.size.xs};
      font-weight: ${theme.font.weight.medium};
    }
    /* Approve / Revoke as one segmented control; the pressed one is the row's action. */
    & .${CELL.segmented} {
      display: inline-flex;
      border: 1px solid ${theme.colors.fieldBorder};
      border-radius: ${theme.radii.md};
      overflow: hidden;
    }
    & .${CELL.segmented} button {
      min-height: 28px;
      padding: 2px ${theme.space[2]};
      border: 0;
      background: ${theme.colors.surface};
      color: ${theme.colors.text};
      font: inherit;
      font-size: ${theme.font.size.sm};
      cursor: pointer;
    }
    & .${CELL.segmented} button + button {
      border-left: 1px solid ${theme.colors.fieldBorder};
    }
    & .${CELL.segmented} button:focus-visible {
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: -2px;
    }
    & .${CELL.segmented} button[aria-pressed='true'][data-action='approve'] {
      background: ${theme.colors.status.success.bg};
      color: ${theme.colors.status.success.fg};
      font-weight: ${theme.font.weight.bold};
    }
    & .${CELL.segmented} button[aria-pressed='true'][data-action='revoke'] {
      background: ${theme.colors.status.dangerous.bg};
      color: ${theme.colors.status.dangerous.fg};
      font-weight: ${theme.font.weight.bold};
    }
    & .${CELL.segmented} button:disabled {
      cursor: default;
    }
    & .${CELL.segmented} button:disabled:not([aria-pressed='true']) {
      color: ${theme.colors.textMuted};
    }
  `}
`;
