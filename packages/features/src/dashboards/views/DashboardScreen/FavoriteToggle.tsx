import { ToggleButton } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { DASHBOARDS_MESSAGES as M } from '../../dashboards.messages';

const Star = styled(ToggleButton)`
  ${({ theme }) => css`
    display: inline-grid;
    place-items: center;
    width: 32px;
    height: 32px;
    padding: 0;
    border: 1px solid transparent;
    border-radius: ${theme.radii.md};
    background: transparent;
    color: ${theme.colors.textMuted};
    font-size: ${theme.font.size.xl};
    line-height: 1;
    cursor: pointer;
    outline: none;

    &[data-selected] {
      color: ${theme.colors.warning};
    }
    &[data-hovered] {
      background: ${theme.colors.rowHover};
    }
    &[data-focus-visible] {
      box-shadow: 0 0 0 2px ${theme.colors.focusRing};
    }
    &[data-disabled] {
      cursor: default;
      opacity: 0.6;
    }
  `}
`;

export interface FavoriteToggleProps {
  name: string;
  isFavorite: boolean;
  isDisabled?: boolean;
  onChange: (favorite: boolean) => void;
}

/** The favourite star of a dashboard: a toggle button (pressed when it is a favourite). */
export function FavoriteToggle({ name, isFavorite, isDisabled = false, onChange }: FavoriteToggleProps) {
  return (
    <Star aria-label={M.favorite(name)} isSelected={isFavorite} isDisabled={isDisabled} onChange={onChange}>
      <span aria-hidden="true">{isFavorite ? '★' : '☆'}</span>
    </Star>
  );
}
