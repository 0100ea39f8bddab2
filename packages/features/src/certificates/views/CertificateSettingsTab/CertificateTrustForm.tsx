import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useFieldArray, useForm, type Control } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Form, FormActions, Switch, TextField } from '@vigil/ui';
import type { CertificateSettings } from '@vigil/openapi';
import { z } from '../../../forms/zod';
import { CERTIFICATES_MESSAGES as M } from '../../certificates.messages';
import { selectCertificatesWorking } from '../../state/certificates.selectors';
import { certificateSettingsSubmitted } from '../../state/certificates.slice';
import { CaItem, Card } from './CertificateSettingsTab.styles';
import { useServerFieldErrors } from './useServerFieldErrors';

const PEM_CERTIFICATE = /^\s*-----BEGIN CERTIFICATE-----/;
const pem = z.string().max(65536).regex(PEM_CERTIFICATE, { message: M.pemRequired });

/** The form's rules: the contract's shapes, mutual TLS with its CA, mandatory only with mutual TLS. */
const settingsSchema = z
  .object({
    ssl_trust_enabled: z.boolean(),
    trusted_ca_certificates: z.array(z.object({ name: z.string().trim().min(1, { message: M.nameRequired }).max(200), certificate: pem })).max(100),
    mutual_tls_enabled: z.boolean(),
    mutual_tls_mandatory: z.boolean(),
    mutual_tls_ca_certificate: z.string().refine((value) => value.trim() === '' || PEM_CERTIFICATE.test(value), { message: M.pemRequired }),
  })
  .refine((value) => !value.mutual_tls_enabled || value.mutual_tls_ca_certificate.trim() !== '', {
    message: M.mutualTlsCaRequired,
    path: ['mutual_tls_ca_certificate'],
  })
  .refine((value) => !value.mutual_tls_mandatory || value.mutual_tls_enabled, { message: M.mandatoryNeedsMutualTls, path: ['mutual_tls_mandatory'] });

type SettingsForm = z.infer<typeof settingsSchema>;
const FIELDS = ['mutual_tls_ca_certificate', 'mutual_tls_mandatory', ...Array.from({ length: 100 }, (_, index) => `trusted_ca_certificates.${String(index)}.certificate`)];
const formOf = (value: CertificateSettings): SettingsForm => ({ ...value, mutual_tls_ca_certificate: value.mutual_tls_ca_certificate ?? '' });

function BooleanSwitch({ control, name, label, isDisabled }: { control: Control<SettingsForm>; name: 'ssl_trust_enabled' | 'mutual_tls_enabled' | 'mutual_tls_mandatory'; label: string; isDisabled: boolean }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <>
          <Switch isSelected={field.value} onChange={field.onChange} onBlur={field.onBlur} isDisabled={isDisabled}>
            {label}
          </Switch>
          {fieldState.error && <span role="alert">{fieldState.error.message}</span>}
        </>
      )}
    />
  );
}

/** The certificate settings: trusted CAs for outgoing TLS and mutual TLS, saved as a whole. */
export function CertificateTrustForm({ value, canUpdate }: { value: CertificateSettings; canUpdate: boolean }) {
  const dispatch = useDispatch();
  const working = useSelector(selectCertificatesWorking);
  const { control, handleSubmit, reset, setError } = useForm<SettingsForm>({ resolver: zodResolver(settingsSchema), defaultValues: formOf(value) });
  const cas = useFieldArray({ control, name: 'trusted_ca_certificates' });
  useEffect(() => {
    reset(formOf(value));
  }, [value, reset]);
  const formError = useServerFieldErrors('settings', setError, FIELDS);
  const submit = handleSubmit(({ mutual_tls_ca_certificate, ...rest }) => {
    dispatch(certificateSettingsSubmitted({ ...rest, ...(mutual_tls_ca_certificate.trim() && { mutual_tls_ca_certificate }) }));
  });
  const isDisabled = !canUpdate;

  return (
    <Card aria-labelledby="certificate-settings-title">
      <h2 id="certificate-settings-title">{M.settingsTitle}</h2>
      <Form aria-labelledby="certificate-settings-title" errorMessage={formError && `${M.failed} ${formError}`} onSubmit={(event) => void submit(event)}>
        <BooleanSwitch control={control} name="ssl_trust_enabled" label={M.sslTrust} isDisabled={isDisabled} />
        {cas.fields.map((item, index) => (
          <CaItem key={item.id}>
            <legend>{`${M.trustedCas} ${String(index + 1)}`}</legend>
            <Controller
              control={control}
              name={`trusted_ca_certificates.${index}.name`}
              render={({ field, fieldState }) => (
                <TextField label={M.caName} value={field.value} onChange={field.onChange} onBlur={field.onBlur} isDisabled={isDisabled} isInvalid={fieldState.invalid} errorMessage={fieldState.error?.message} />
              )}
            />
            <Controller
              control={control}
              name={`trusted_ca_certificates.${index}.certificate`}
              render={({ field, fieldState }) => (
                <TextField
                  label={M.caCertificate}
                  isMultiline
                  rows={4}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  isDisabled={isDisabled}
                  isInvalid={fieldState.invalid}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
            {canUpdate && (
              <Button variant="ghost" size="sm" onPress={() => { cas.remove(index); }}>
                {M.removeCa(item.name)}
              </Button>
            )}
          </CaItem>
        ))}
        {canUpdate && (
          <div>
            <Button size="sm" onPress={() => { cas.append({ name: '', certificate: '' }); }}>
              {M.addCa}
            </Button>
          </div>
        )}
        <BooleanSwitch control={control} name="mutual_tls_enabled" label={M.mutualTls} isDisabled={isDisabled} />
        <BooleanSwitch control={control} name="mutual_tls_mandatory" label={M.mutualTlsMandatory} isDisabled={isDisabled} />
        <Controller
          control={control}
          name="mutual_tls_ca_certificate"
          render={({ field, fieldState }) => (
            <TextField
              label={M.mutualTlsCa}
              isMultiline
              rows={4}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isDisabled={isDisabled}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        {canUpdate && (
          <FormActions>
            <Button type="submit" variant="primary" isLoading={working === 'settings'}>
              {M.save}
            </Button>
          </FormActions>
        )}
      </Form>
    </Card>
  );
}
