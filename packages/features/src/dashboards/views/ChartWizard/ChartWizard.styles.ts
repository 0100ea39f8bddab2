import styled from 'styled-components';

/** One part of the wizard (type, data, display) under its heading. */
export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-of-type {
    border-bottom: none;
  }
`;

export const SectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The 17 types in three columns so the list stays short. */
export const TypeChoices = styled.div`
  [role='radiogroup'] > div {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[3]};
  }
`;

/** Fields that read as one line (count and unit, order and direction). */
export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;

  & > * {
    flex: 1 1 200px;
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const ColourFieldset = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  border: none;

  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

/** A native colour input with its label: keyboard and screen-reader friendly without a custom picker. */
export const ColourLabel = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.md};

  input {
    width: 40px;
    height: 28px;
    padding: 0;
    border: 1px solid ${({ theme }) => theme.colors.fieldBorder};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: none;
  }

  input:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

export const FormProblem = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
`;

/** Holds the form for focus lookups without adding a box to the layout. */
export const Contents = styled.div`
  display: contents;
`;
