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

export const WithLogo = styled.span`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-width: 0;

    & > span:last-child {
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
  `}
`;

/** The application's rounded logo: its initials on a tinted disc (no adapter images in the console). */
export const AppLogo = styled.span`
  ${({ theme }) => css`
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
  `}
`;

export const ActionCell = styled.span`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
  `}
`;

/** Approve / Revoke as one segmented control; the pressed one is the row's action. */
export const Segmented = styled.span`
  ${({ theme }) => css`
    display: inline-flex;
    border: 1px solid ${theme.colors.fieldBorder};
    border-radius: ${theme.radii.md};
    overflow: hidden;

    & button {
      min-height: 28px;
      padding: 2px ${theme.space[2]};
      border: 0;
      background: ${theme.colors.surface};
      color: ${theme.colors.text};
      font: inherit;
      font-size: ${theme.font.size.sm};
      cursor: pointer;
    }
    & button + button {
      border-left: 1px solid ${theme.colors.fieldBorder};
    }
    & button:focus-visible {
      outline: 2px solid ${theme.colors.focusRing};
      outline-offset: -2px;
    }
    & button[aria-pressed='true'][data-action='approve'] {
      background: ${theme.colors.status.success.bg};
      color: ${theme.colors.status.success.fg};
      font-weight: ${theme.font.weight.bold};
    }
    & button[aria-pressed='true'][data-action='revoke'] {
      background: ${theme.colors.status.dangerous.bg};
      color: ${theme.colors.status.dangerous.fg};
      font-weight: ${theme.font.weight.bold};
    }
    & button:disabled {
      cursor: default;
    }
    & button:disabled:not([aria-pressed='true']) {
      color: ${theme.colors.textMuted};
    }
  `}
`;
