import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, FormProvider, useForm, type Resolver } from 'react-hook-form';
import type { AdapterDetails, Connection, CredentialsInput, Vault } from '@vigil/openapi';
import { Button, Form, FormActions, Modal, TextField } from '@vigil/ui';
import { ObjectFields } from '../../../global-settings/views/GlobalSettingsScreen/SchemaField';
import { readableSchemaErrors } from '../../../global-settings/schema/sectionSchema';
import { CredentialsEditor } from '../../../vaults';
import { utcTime } from '../../../webhooks/views/format';
import { ADAPTERS_MESSAGES as M } from '../../adapters.messages';
import { configOut, configSchemaOf, connectionFormDefaults, connectionValidatorOf, formatBytes, type ConnectionFormValues } from '../../form/connectionForm';
import type { AdaptersState, ConnectionSubmission } from '../../state/adapters.slice';
import { Muted } from '../adapters.styles';

export interface ConnectionFormModalProps {
  adapter: AdapterDetails;
  /** The connection edited; none to add one. */
  connection?: Connection;
  vaults: Vault[];
  form: NonNullable<AdaptersState['form']>;
  onSubmit: (submission: ConnectionSubmission) => void;
  onClose: () => void;
}

/** Add or edit a connection: its label, the configuration drawn from the adapter's schema, its credentials and (file adapters) its file. */
export function ConnectionFormModal({ adapter, connection, vaults, form: state, onSubmit, onClose }: ConnectionFormModalProps) {
  const schema = useMemo(() => configSchemaOf(adapter.config_schema), [adapter.config_schema]);
  const resolver = useMemo(() => {
    const check = zodResolver(connectionValidatorOf(schema) as never) as unknown as Resolver<ConnectionFormValues>;
    // Configuration fields' failures are worded with the field's title ('Base DN is required.').
    return (async (...args: Parameters<Resolver<ConnectionFormValues>>) => {
      const result = await check(...args);
      return { ...result, errors: readableSchemaErrors(schema, result.errors, 'config') };
    }) as Resolver<ConnectionFormValues>;
  }, [schema]);
  const form = useForm<ConnectionFormValues>({ resolver, defaultValues: connectionFormDefaults(schema, connection), mode: 'onTouched' });
  const [credentials, setCredentials] = useState<{ value: CredentialsInput | undefined; valid: boolean }>({ value: undefined, valid: true });
  const [attempted, setAttempted] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const fileId = useId();
  const { setError, handleSubmit } = form;

  // The server's problems land on the field they name.
  useEffect(() => {
    for (const [path, message] of Object.entries(state.fieldErrors)) {
      if (path === 'label' || path.startsWith('config.')) setError(path as 'label', { type: 'server', message }, { shouldFocus: true });
    }
  }, [state.fieldErrors, setError]);

  const submit = handleSubmit((values) => {
    if (!credentials.valid) return;
    const config = configOut(schema, values.config);
    const extra = credentials.value ? { credentials: credentials.value } : {};
    const label = values.label.trim();
    onSubmit(
      state.connectionId === null
        ? { connectionId: null, body: { adapter: adapter.module, label, config, ...extra }, file }
        : { connectionId: state.connectionId, body: { label, config, ...extra }, file },
    );
  });
  const title = connection ? M.editTitle(connection.label) : M.addTitle(adapter.title);
  const general = [state.error, state.fieldErrors['']].filter(Boolean).join(' ') || undefined;
  const stored = connection?.file;

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      size="md"
    >
      <FormProvider {...form}>
        <Form
          aria-label={title}
          errorMessage={general}
          onSubmit={(event) => {
            setAttempted(true);
            void submit(event);
          }}
        >
          <Controller
            control={form.control}
            name="label"
            render={({ field, fieldState }) => (
              <TextField
                label={M.label}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                isRequired
                isInvalid={fieldState.invalid}
                errorMessage={fieldState.error?.message}
              />
            )}
          />
          <ObjectFields section="adapters" path="config" schema={schema} isDisabled={false} editMaps />
          {adapter.secret_fields.length > 0 && (
            <fieldset>
              <legend>{M.credentials}</legend>
              <CredentialsEditor
                secretFields={adapter.secret_fields}
                {...(connection ? { stored: connection.credentials } : {})}
                vaults={vaults}
                showErrors={attempted}
                onChange={(value, valid) => {
                  setCredentials({ value, valid });
                }}
              />
            </fieldset>
          )}
          {adapter.takes_file && (
            <fieldset>
              <legend>{M.file}</legend>
              <Muted>{stored ? M.storedFile(stored.name, formatBytes(stored.size), utcTime(stored.uploaded_at)) : M.noFile}</Muted>
              <label htmlFor={fileId}>{M.chooseFile}</label>
              <input
                id={fileId}
                type="file"
                accept=".csv,.json,text/csv,application/json"
                aria-describedby={`${fileId}-hint`}
                onChange={(event) => {
                  setFile(event.currentTarget.files?.[0] ?? null);
                }}
              />
              <Muted id={`${fileId}-hint`}>{M.fileHint}</Muted>
            </fieldset>
          )}
          <FormActions>
            <Button variant="secondary" onPress={onClose}>
              {M.cancel}
            </Button>
            <Button type="submit" variant="primary" isLoading={state.saving || state.uploading}>
              {M.save}
            </Button>
          </FormActions>
        </Form>
      </FormProvider>
    </Modal>
  );
}
