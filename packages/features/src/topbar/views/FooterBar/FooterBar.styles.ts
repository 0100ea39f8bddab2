import styled from 'styled-components';
import { readableTextOn } from './contrast';

export const Footer = styled.footer<{ $background: string | null }>`
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[4]}`};
  background: ${({ theme, $background }) => $background ?? theme.colors.secondary};
  color: ${({ theme, $background }) => ($background === null ? theme.colors.onSecondary : readableTextOn($background))};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  text-align: center;
  overflow-wrap: anywhere;
`;
