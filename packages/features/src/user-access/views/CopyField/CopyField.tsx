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

/** A read-only value with a Copy button; the outcome of the copy is a toast. */
export function CopyField({ label, value, description }: CopyFieldProps) {
  const toaster = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toaster.show({ tone: 'success', title: M.copied });
    } catch {
      toaster.show({ tone: 'error', title: M.copyFailed });
    }
  };
  return (
    <Row>
      <TextField label={label} value={value} description={description} isReadOnly />
      <Button aria-label={M.copy(label.toLowerCase())} onPress={() => void copy()}>
        Copy
      </Button>
    </Row>
  );
}
