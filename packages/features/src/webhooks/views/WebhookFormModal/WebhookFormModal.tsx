import { zodResolver } from '@hookform/resolvers/zod';
import type { WebhookFormField, WebhookFormSchema } from '@vigil/openapi';
import { Alert, Button, Checkbox, CheckboxGroup, Form, FormActions, Modal, NumberField, PasswordField, Select, SelectItem, Switch, TextField } from '@vigil/ui';
import { useEffect, useMemo } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { fieldKind, optionsOf, webhookFormDefaults, webhookZodSchema, type WebhookFormValues } from '../../form/webhookForm';
import { WEBHOOKS_MESSAGES as M } from '../../webhooks.messages';

export interface WebhookFormModalProps {
  /** The form the server describes; every field shown comes from it. */
  schema: WebhookFormSchema;
  /** The stored values of the webhook edited; null to add one. */
  stored: WebhookFormValues | null;
  isSaving: boolean;
  /** The server's refusal of the last save, and its problems by field name. */
  serverError: string | null;
  serverFieldErrors: Record<string, string>;
  onSubmit: (values: WebhookFormValues) => void;
  onClose: () => void;
}

interface FieldProps {
  field: WebhookFormField;
  control: Control<WebhookFormValues>;
  required: boolean;
  editing: boolean;
  serverError: string | undefined;
}

/** One field of the form, the input chosen by its type and format. */
function SchemaField({ field, control, required, editing, serverError }: FieldProps) {
  const kind = fieldKind(field);
  return (
    <Controller
      control={control}
      name={field.name}
      render={({ field: input, fieldState }) => {
        const error = fieldState.error?.message ?? serverError;
        const common = { label: field.title, isRequired: required, isInvalid: Boolean(error), errorMessage: error, onBlur: input.onBlur };
        switch (kind) {
          case 'switch':
            return (
              <Switch isSelected={input.value === true} onChange={input.onChange} description={field.description}>
                {field.title}
              </Switch>
            );
          case 'checkboxes':
            return (
              <CheckboxGroup {...common} description={field.description} value={(input.value as string[] | undefined) ?? []} onChange={input.onChange}>
                {optionsOf(field).map((option) => (
                  <Checkbox key={option.name} value={option.name}>
                    {option.title}
                  </Checkbox>
                ))}
              </CheckboxGroup>
            );
          case 'select':
            return (
              <Select<{ id: string; name: string }>
                {...common}
                description={field.description}
                value={(input.value as string | undefined) || null}
                items={optionsOf(field).map((option) => ({ id: option.name, name: option.title }))}
                onChange={(key) => {
                  input.onChange(key === null ? '' : String(key));
                }}
              >
                {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
              </Select>
            );
          case 'password':
            return (
              <PasswordField
                {...common}
                isRequired={required && !editing}
                description={editing ? M.keepSecret : field.description}
                value={(input.value as string | undefined) ?? ''}
                onChange={input.onChange}
                autoComplete="new-password"
              />
            );
          case 'number':
          case 'integer':
            return (
              <NumberField
                {...common}
                description={field.description}
                value={typeof input.value === 'number' ? input.value : Number.NaN}
                onChange={(value) => {
                  input.onChange(Number.isNaN(value) ? undefined : value);
                }}
                step={kind === 'integer' ? 1 : undefined}
              />
            );
          default:
            return (
              <TextField
                {...common}
                description={field.description}
                type={kind === 'url' ? 'url' : 'text'}
                isMultiline={kind === 'multiline'}
                value={(input.value as string | undefined) ?? ''}
                onChange={input.onChange}
              />
            );
        }
      }}
    />
  );
}

/** Adds or edits a webhook: the fields, their rules and their defaults all come from the server's form schema. */
export function WebhookFormModal({ schema, stored, isSaving, serverError, serverFieldErrors, onSubmit, onClose }: WebhookFormModalProps) {
  const editing = stored !== null;
  const resolver = useMemo(() => zodResolver(webhookZodSchema(schema, editing)), [schema, editing]);
  const defaults = useMemo(() => webhookFormDefaults(schema, stored), [schema, stored]);
  const { control, handleSubmit, reset } = useForm<WebhookFormValues>({ resolver, defaultValues: defaults });
  const title = editing ? M.editTitle : M.addTitle;

  useEffect(() => {
    reset(defaults);
  }, [defaults, reset]);

  const submit = handleSubmit((values) => {
    onSubmit(values);
  });

  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      size="md"
    >
      <Form aria-label={title} onSubmit={(event) => void submit(event)}>
        {serverError && <Alert tone="error">{serverError}</Alert>}
        {schema.items
          .filter((field) => fieldKind(field) !== 'unsupported')
          .map((field) => (
            <SchemaField
              key={field.name}
              field={field}
              control={control}
              required={schema.required.includes(field.name)}
              editing={editing}
              serverError={serverFieldErrors[field.name]}
            />
          ))}
        <FormActions>
          <Button variant="ghost" onPress={onClose}>
            {M.cancel}
          </Button>
          <Button type="submit" variant="primary" isLoading={isSaving}>
            {M.save}
          </Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
