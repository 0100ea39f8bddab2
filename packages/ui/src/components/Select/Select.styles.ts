import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from 'react-aria-components';
import styled, { css } from 'styled-components';

/** Height of a form field, the same as a medium Button. */
export const FIELD_HEIGHT_PX = 36;

export const StyledSelect = styled(Select)`
  display: inline-flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 200px;
` as typeof Select;

export const FieldLabel = styled(Label)`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const Description = styled(Text)`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const ErrorText = styled(FieldError)`
  color: ${({ theme }) => theme.colors.error};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Chevron = styled.svg`
  flex: none;
  width: 12px;
  height: 12px;
  fill: none;
  stroke: currentColor;
  stroke-width: 1.75;
  stroke-linecap: round;
  stroke-linejoin: round;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Trigger = styled(Button)`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[2]};
    width: 100%;
    min-height: ${FIELD_HEIGHT_PX}px;
    padding: 0 ${theme.space[3]};
    border: 1px solid ${theme.colors.fieldBorder};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
    font-size: ${theme.font.size.md};
    text-align: left;
    cursor: pointer;
    outline: none;

    &[data-hovered] {
      border-color: ${theme.colors.textMuted};
    }
    &[data-pressed],
    [data-open] > & {
      border-color: ${theme.colors.primary};
    }
    &[data-focus-visible] {
      border-color: ${theme.colors.primary};
      box-shadow: 0 0 0 1px ${theme.colors.focusRing};
    }
    [data-invalid] > & {
      border-color: ${theme.colors.error};
    }
    &[data-disabled] {
      border-color: ${theme.colors.disabled};
      background: ${theme.colors.disabled};
      color: ${theme.colors.onDisabled};
      cursor: not-allowed;
    }
  `}
`;

export const StyledSelectValue = styled(SelectValue)`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  [data-disabled] > & {
    color: ${({ theme }) => theme.colors.onDisabled};
  }
`;

/** The floating panel under a field that holds its options; shared by Select and ComboBox. */
export const OptionsPopover = styled(Popover)`
  ${({ theme }) => css`
    min-width: var(--trigger-width);
    max-height: 320px;
    overflow: auto;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surfaceRaised};
    box-shadow: ${theme.shadows.md};
    z-index: ${theme.zIndex.popover};
    outline: none;

    &[data-entering] {
      animation: fade-in ${theme.motion.duration.fast} ${theme.motion.easing.standard};
    }
    @keyframes fade-in {
      from {
        opacity: 0;
      }
    }
  `}
`;

export const OptionsList = styled(ListBox)`
  ${({ theme }) => css`
    display: flex;
    flex-direction: column;
    padding: ${theme.space[1]};
    outline: none;

    &[data-empty] {
      padding: ${theme.space[2]} ${theme.space[3]};
      color: ${theme.colors.textMuted};
      font-size: ${theme.font.size.md};
    }
  `}
` as typeof ListBox;

export const Check = styled.svg`
  flex: none;
  width: 12px;
  height: 12px;
  margin-left: auto;
  fill: none;
  stroke: currentColor;
  stroke-width: 2.25;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

export const Option = styled(ListBoxItem)`
  ${({ theme }) => css`
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: 32px;
    padding: 0 ${theme.space[2]};
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.text};
    font-size: ${theme.font.size.md};
    cursor: pointer;
    outline: none;

    &[data-hovered],
    &[data-focused] {
      background: ${theme.colors.rowHover};
    }
    &[data-selected] {
      background: ${theme.colors.rowSelected};
      font-weight: ${theme.font.weight.medium};
    }
    &[data-focus-visible] {
      box-shadow: inset 0 0 0 2px ${theme.colors.focusRing};
    }
    &[data-disabled] {
      color: ${theme.colors.onDisabled};
      cursor: not-allowed;
    }
  `}
` as typeof ListBoxItem;
