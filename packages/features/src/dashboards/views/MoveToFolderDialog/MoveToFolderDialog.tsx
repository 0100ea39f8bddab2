import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, ComboBox, ComboBoxItem, Form, FormActions, Modal } from '@vigil/ui';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from '../../../forms/zod';
import { SPACE_FOLDER_MAX_LENGTH } from '../../dashboards.constants';
import { DASHBOARD_DIALOGS_MESSAGES as D } from '../../dashboards.dialogs.messages';
import { DASHBOARDS_MESSAGES as M } from '../../dashboards.messages';

export interface MoveToFolderDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** The dialog's title (what is moved). */
  title: string;
  /** The existing folders offered; null while they load (a new one can be typed meanwhile). */
  folders: readonly string[] | null;
  /** The move is in flight. */
  isMoving: boolean;
  /** The server's refusal, shown above the buttons. */
  error?: string | null;
  /** The chosen folder (`folder_id` of `PUT /dashboard/move_to_folder`); null for the top level. */
  onMove: (folderId: string | null) => void;
  /** Called on Cancel, Escape and the close button. */
  onClose: () => void;
}

/** The form's rule, the server's: a folder name of at most 200 characters; empty (or spaces) is the top level. */
const folderSchema = z.object({
  folder: z.string().refine((text) => text.trim().length <= SPACE_FOLDER_MAX_LENGTH, { message: M.folderTooLong(SPACE_FOLDER_MAX_LENGTH) }),
});

type FolderForm = z.infer<typeof folderSchema>;

/** Moves dashboards into an existing folder, a new one typed, or back to the top level. */
export function MoveToFolderDialog({ isOpen, title, folders, isMoving, error = null, onMove, onClose }: MoveToFolderDialogProps) {
  const options = useMemo(() => (folders ?? []).map((folder) => ({ id: folder })), [folders]);
  const { control, handleSubmit, reset } = useForm<FolderForm>({ resolver: zodResolver(folderSchema), defaultValues: { folder: '' } });

  // Each opening starts at the top level.
  useEffect(() => {
    if (isOpen) reset({ folder: '' });
  }, [isOpen, reset]);

  const submit = handleSubmit((values) => {
    const folder = values.folder.trim();
    onMove(folder === '' ? null : folder);
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
          name="folder"
          render={({ field, fieldState }) => (
            <ComboBox<{ id: string }>
              label={M.folderLabel}
              description={M.folderHelp}
              items={options}
              allowsCustomValue
              inputValue={field.value}
              onInputChange={field.onChange}
              onBlur={field.onBlur}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
              emptyText={folders === null ? M.foldersLoading : undefined}
              autoFocus
            >
              {(option) => <ComboBoxItem id={option.id}>{option.id}</ComboBoxItem>}
            </ComboBox>
          )}
        />
        {error && <Alert tone="error" title={error} />}
        <FormActions>
          <Button variant="ghost" onPress={onClose}>
            {D.cancel}
          </Button>
          <Button type="submit" variant="primary" isLoading={isMoving}>
            {D.move}
          </Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
