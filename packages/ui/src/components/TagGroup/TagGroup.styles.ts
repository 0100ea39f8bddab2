import { Button, Tag, TagGroup, TagList, Text } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { errorText, fieldStack } from '../Field/Field.styles';

export const StyledTagGroup = styled(TagGroup)`
  ${fieldStack}
`;

/** TagGroup has no FieldError; its error is plain text in the `errorMessage` slot. */
export const ErrorText = styled(Text)`
  ${errorText}
`;

export const StyledTagList = styled(TagList)`
  ${({ theme }) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[1]};
    outline: none;

    &[data-empty] {
      color: ${theme.colors.textMuted};
      font-size: ${theme.font.size.sm};
      font-style: italic;
    }
  `}
` as typeof TagList;

export const StyledTag = styled(Tag)`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
    height: 24px;
    padding: 0 ${theme.space[2]};
    border: 1px solid ${theme.colors.status.neutral.border};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.status.neutral.bg};
    color: ${theme.colors.status.neutral.fg};
    font-size: ${theme.font.size.sm};
    line-height: 1;
    white-space: nowrap;
    cursor: default;
    outline: none;

    &[data-allows-removing] {
      padding-right: 2px;
    }
    &[data-hovered] {
      border-color: ${theme.colors.textMuted};
    }
    &[data-selection-mode] {
      cursor: pointer;
    }
    &[data-selected] {
      border-color: ${theme.colors.status.info.border};
      background: ${theme.colors.status.info.bg};
      color: ${theme.colors.status.info.fg};
    }
    &[data-focus-visible] {
      box-shadow:
        0 0 0 1px ${theme.colors.surface},
        0 0 0 3px ${theme.colors.focusRing};
    }
    &[data-disabled] {
      border-color: ${theme.colors.disabled};
      background: ${theme.colors.disabled};
      color: ${theme.colors.onDisabled};
      cursor: not-allowed;
    }
  `}
`;

export const RemoveButton = styled(Button)`
  ${({ theme }) => css`
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 18px;
    height: 18px;
    padding: 0;
    border: 0;
    border-radius: ${theme.radii.sm};
    background: transparent;
    color: inherit;
    cursor: pointer;
    outline: none;

    svg {
      width: 10px;
      height: 10px;
      stroke: currentColor;
      stroke-width: 1.75;
      stroke-linecap: round;
    }
    &[data-hovered] {
      background: ${theme.colors.secondaryHover};
    }
    &[data-pressed] {
      background: ${theme.colors.secondaryPressed};
    }
    &[data-focus-visible] {
      box-shadow: 0 0 0 2px ${theme.colors.focusRing};
    }
  `}
`;
