import { RadioButton, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';

/** The group tabs and the type filter on one line. */
export const Toolbar = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[3]};
`;

export const Loading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The templates as a radio group laid out in two columns of cards. */
export const Cards = styled(RadioGroup)`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
`;

/** One template: a card that is a radio, outlined when chosen and when focused by keyboard. */
export const TemplateCard = styled(RadioButton)`
  height: 100%;
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.fieldBorder};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;

  &[data-hovered] {
    background: ${({ theme }) => theme.colors.rowHover};
  }

  &[data-selected] {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.rowSelected};
  }

  &[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const CardName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const CardDescription = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CardCount = styled.span`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const CardType = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Beside the footer's buttons: what applying will replace. */
export const ReplaceNote = styled.p`
  margin: 0 auto 0 0;
  color: ${({ theme }) => theme.colors.status.warning.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
