import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Form, FormActions, Switch, TextField } from '@vigil/ui';
import type { GlobalSslSettings } from '@vigil/openapi';
import { z } from '../../../forms/zod';
import { CERTIFICATES_MESSAGES as M } from '../../certificates.messages';
import { selectCertificatesWorking } from '../../state/certificates.selectors';
import { globalSslSubmitted } from '../../state/certificates.slice';
import { Card } from './CertificateSettingsTab.styles';
import { useServerFieldErrors } from './useServerFieldErrors';

/** The form's rules: the contract's, and a host name when serving only over HTTPS. */
const globalSslSchema = z
  .object({
    enabled: z.boolean(),
    hostname: z
      .string()
      .trim()
      .max(253)
      .refine((value) => value === '' || /^[A-Za-z0-9.-]+$/.test(value), { message: M.hostnameInvalid }),
  })
  .refine((value) => !value.enabled || value.hostname !== '', { message: M.hostnameRequired, path: ['hostname'] });

type GlobalSslForm = z.infer<typeof globalSslSchema>;
const FIELDS = ['enabled', 'hostname'] as const;
const formOf = (value: GlobalSslSettings): GlobalSslForm => ({ enabled: value.enabled, hostname: value.hostname ?? '' });

/** The global SSL setting: HTTPS only, and the host name the certificate must cover. */
export function GlobalSslForm({ value, canUpdate }: { value: GlobalSslSettings; canUpdate: boolean }) {
  const dispatch = useDispatch();
  const working = useSelector(selectCertificatesWorking);
  const { control, handleSubmit, reset, setError } = useForm<GlobalSslForm>({ resolver: zodResolver(globalSslSchema), defaultValues: formOf(value) });
  useEffect(() => {
    reset(formOf(value));
  }, [value, reset]);
  const formError = useServerFieldErrors('global_ssl', setError, FIELDS);
  const submit = handleSubmit(({ enabled, hostname }) => {
    dispatch(globalSslSubmitted({ enabled, ...(hostname && { hostname }) }));
  });

  return (
    <Card aria-labelledby="global-ssl-title">
      <h2 id="global-ssl-title">{M.globalSslTitle}</h2>
      <Form aria-labelledby="global-ssl-title" errorMessage={formError && `${M.failed} ${formError}`} onSubmit={(event) => void submit(event)}>
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <Switch isSelected={field.value} onChange={field.onChange} onBlur={field.onBlur} isDisabled={!canUpdate} description={M.httpsOnlyHint}>
              {M.httpsOnly}
            </Switch>
          )}
        />
        <Controller
          control={control}
          name="hostname"
          render={({ field, fieldState }) => (
            <TextField
              label={M.hostname}
              description={M.hostnameHint}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isDisabled={!canUpdate}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        {canUpdate && (
          <FormActions>
            <Button type="submit" variant="primary" isLoading={working === 'global_ssl'}>
              {M.save}
            </Button>
          </FormActions>
        )}
      </Form>
    </Card>
  );
}
