import { useId } from 'react';
import styled from 'styled-components';
import { Button, TextField, useToast } from '@vigil/ui';
import { USER_ACCESS_MESSAGES as M } from '../../userAccess.messages';

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    flex: 1;
    min-width: 0;
  }
`;

export interface CopyFieldProps {
  label: string;
  value: string;
  description?: string;
}

const Description = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A read-only value with a Copy button; the outcome of the copy is a toast. */
export function CopyField({ label, value, description }: CopyFieldProps) {
  const toaster = useToast();
  const descriptionId = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toaster.show({ tone: 'success', title: M.copied });
    } catch {
      toaster.show({ tone: 'error', title: M.copyFailed });
    }
  };
  return (
    <div>
      {/* The description sits under the row, so Copy lines up with the value. */}
      <Row>
        <TextField label={label} value={value} aria-describedby={description ? descriptionId : undefined} isReadOnly />
        <Button aria-label={M.copy(label.toLowerCase())} onPress={() => void copy()}>
          {M.copyButton}
        </Button>
      </Row>
      {description && <Description id={descriptionId}>{description}</Description>}
    </div>
  );
}
