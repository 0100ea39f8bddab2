import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Form, FormActions, Modal, TextField } from '@vigil/ui';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from '../../../forms/zod';
import { DASHBOARD_DIALOGS_MESSAGES as M } from '../../dashboards.dialogs.messages';

/** The longest name of a space (SpaceCreate, SpaceUpdate and SpaceDuplicate in the contract). */
export const SPACE_NAME_MAX_CHARS = 200;

export type SpaceFormMode = 'create' | 'rename' | 'duplicate';

export interface SpaceFormModalProps {
  /** Whether the modal is shown. */
  isOpen: boolean;
  /** Called on Cancel, Escape and the close button. */
  onClose: () => void;
  /** New dashboard, rename of one, or its duplicate: sets the title and the button. */
  mode: SpaceFormMode;
  /** The name the field starts with (the current name to rename; 'Copy of …' to duplicate). */
  initialName?: string;
  /** A save is in flight. */
  isSaving: boolean;
  /** The server's refusal of the last save, shown on the name. */
  serverError?: string | null;
  /** The trimmed name, once it passes the checks. */
  onSubmit: (values: { name: string }) => void;
}

const nameSchema = z.object({
  name: z.string().trim().min(1, { message: M.nameRequired }).max(SPACE_NAME_MAX_CHARS, { message: M.nameTooLong(SPACE_NAME_MAX_CHARS) }),
});

type NameForm = z.infer<typeof nameSchema>;

const TEXTS: Record<SpaceFormMode, { title: string; action: string }> = {
  create: { title: M.createTitle, action: M.create },
  rename: { title: M.renameTitle, action: M.rename },
  duplicate: { title: M.duplicateTitle, action: M.duplicate },
};

/** The name of a dashboard, asked when creating, renaming or duplicating it. */
export function SpaceFormModal({ isOpen, onClose, mode, initialName = '', isSaving, serverError, onSubmit }: SpaceFormModalProps) {
  const { control, handleSubmit, reset } = useForm<NameForm>({ resolver: zodResolver(nameSchema), defaultValues: { name: initialName } });
  const { title, action } = TEXTS[mode];

  // Each opening starts again from the given name.
  useEffect(() => {
    if (isOpen) reset({ name: initialName });
  }, [isOpen, initialName, reset]);

  const submit = handleSubmit((values) => {
    onSubmit({ name: values.name });
  });

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      size="sm"
    >
      <Form aria-label={title} onSubmit={(event) => void submit(event)}>
        <Controller
          control={control}
          name="name"
          render={({ field, fieldState }) => (
            <TextField
              label={M.nameLabel}
              isRequired
              autoFocus
              maxLength={SPACE_NAME_MAX_CHARS}
              showCharacterCount
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isInvalid={fieldState.invalid || Boolean(serverError)}
              errorMessage={fieldState.error?.message ?? serverError ?? undefined}
            />
          )}
        />
        <FormActions>
          <Button variant="ghost" onPress={onClose}>
            {M.cancel}
          </Button>
          <Button type="submit" variant="primary" isLoading={isSaving}>
            {action}
          </Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
