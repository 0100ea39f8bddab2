import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Button, Form, FormActions, PasswordField, TextField } from '@vigil/ui';
import { z } from '../../../forms/zod';
import { CERTIFICATES_MESSAGES as M } from '../../certificates.messages';
import { selectCertificatesNotice, selectCertificatesWorking } from '../../state/certificates.selectors';
import { certificateImportSubmitted } from '../../state/certificates.slice';
import { Card, Hint, Row } from './CertificateSettingsTab.styles';
import { useServerFieldErrors } from './useServerFieldErrors';

const PEM_TEXT_MAX = 65536;
const PEM_FILE_TYPES = ['.pem', '.crt', '.cer', '.key', 'application/x-pem-file', 'application/x-x509-ca-cert', 'text/plain'];

/** The form's rules: the contract's ImportCertificate (a PEM certificate; a PEM key optional). */
const importSchema = z.object({
  certificate: z
    .string()
    .max(PEM_TEXT_MAX)
    .regex(/^\s*-----BEGIN CERTIFICATE-----/, { message: M.pemRequired }),
  private_key: z
    .string()
    .max(PEM_TEXT_MAX)
    .refine((value) => value.trim() === '' || /^\s*-----BEGIN (RSA |EC |ENCRYPTED )?PRIVATE KEY-----/.test(value), { message: 'Paste a private key in PEM (-----BEGIN PRIVATE KEY-----).' }),
  passphrase: z.string().max(1024),
});

type ImportForm = z.infer<typeof importSchema>;
const FIELDS = ['certificate', 'private_key', 'passphrase'] as const;
const EMPTY: ImportForm = { certificate: '', private_key: '', passphrase: '' };

/** A PEM text area with a "choose file" button that reads a file into it. */
function PemField({ control, name, label, chooseLabel, isRequired }: { control: Control<ImportForm>; name: 'certificate' | 'private_key'; label: string; chooseLabel: string; isRequired?: boolean }) {
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <>
          <TextField
            label={label}
            isRequired={isRequired}
            isMultiline
            rows={5}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            isInvalid={fieldState.invalid}
            errorMessage={fieldState.error?.message}
          />
          <Row>
            <FileTrigger
              acceptedFileTypes={PEM_FILE_TYPES}
              onSelect={(files) => {
                const file = files?.[0];
                if (!file) return;
                setProblem(null);
                file.text().then(field.onChange, () => {
                  setProblem(M.fileUnreadable(file.name));
                });
              }}
            >
              <Button size="sm">{chooseLabel}</Button>
            </FileTrigger>
          </Row>
          {problem && <Alert tone="error">{problem}</Alert>}
        </>
      )}
    />
  );
}

/** Import a certificate: pasted or read from a file, with its key and passphrase, or answering the pending request. */
export function ImportCertificateForm() {
  const dispatch = useDispatch();
  const working = useSelector(selectCertificatesWorking);
  const notice = useSelector(selectCertificatesNotice);
  const { control, handleSubmit, reset, setError } = useForm<ImportForm>({ resolver: zodResolver(importSchema), defaultValues: EMPTY });
  const formError = useServerFieldErrors('import', setError, FIELDS);
  // An imported certificate is in use: the form empties (the key and passphrase leave the page).
  useEffect(() => {
    if (notice === M.imported) reset(EMPTY);
  }, [notice, reset]);
  const submit = handleSubmit(({ certificate, private_key, passphrase }) => {
    dispatch(certificateImportSubmitted({ certificate, ...(private_key.trim() && { private_key }), ...(passphrase && { passphrase }) }));
  });

  return (
    <Card aria-labelledby="import-title">
      <h2 id="import-title">{M.importTitle}</h2>
      <Hint>{M.importHint}</Hint>
      <Form aria-labelledby="import-title" errorMessage={formError && `${M.failed} ${formError}`} onSubmit={(event) => void submit(event)}>
        <PemField control={control} name="certificate" label={M.certificatePem} chooseLabel={M.chooseCertificateFile} isRequired />
        <PemField control={control} name="private_key" label={M.privateKeyPem} chooseLabel={M.chooseKeyFile} />
        <Controller
          control={control}
          name="passphrase"
          render={({ field, fieldState }) => (
            <PasswordField
              label={M.passphrase}
              autoComplete="off"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <FormActions>
          <Button type="submit" variant="primary" isLoading={working === 'import'}>
            {M.importCertificate}
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}
