import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Form, FormActions, Select, SelectItem, TextField } from '@vigil/ui';
import { z } from '../../../forms/zod';
import { CSR_KEY_CHOICES } from '../../certificates.constants';
import { CERTIFICATES_MESSAGES as M } from '../../certificates.messages';
import { selectCertificatesWorking } from '../../state/certificates.selectors';
import { csrSubmitted } from '../../state/certificates.slice';
import { Card, FieldGrid, Hint } from './CertificateSettingsTab.styles';
import { useServerFieldErrors } from './useServerFieldErrors';

const optional = (max: number) => z.string().trim().max(max);

/** The form's rules: the contract's CsrRequest (a common name; the rest optional). */
const csrSchema = z.object({
  common_name: z.string().trim().min(1, { message: M.commonNameRequired }).max(64),
  organization: optional(64),
  organizational_unit: optional(64),
  locality: optional(128),
  state: optional(128),
  country: z
    .string()
    .trim()
    .refine((value) => value === '' || /^[A-Z]{2}$/.test(value), { message: M.countryInvalid }),
  email: z
    .string()
    .trim()
    .max(320)
    .refine((value) => value === '' || z.email().safeParse(value).success, { message: M.emailInvalid }),
  alt_names: z.string().max(100 * 254),
  key: z.enum(CSR_KEY_CHOICES.map((choice) => choice.id)),
});

type CsrForm = z.infer<typeof csrSchema>;
type TextKey = Exclude<keyof CsrForm, 'key' | 'alt_names'>;
const FIELDS = ['common_name', 'organization', 'organizational_unit', 'locality', 'state', 'country', 'email', 'alt_names', 'key'] as const;
const EMPTY: CsrForm = { common_name: '', organization: '', organizational_unit: '', locality: '', state: '', country: '', email: '', alt_names: '', key: 'RSA-2048' };
const TEXT_FIELDS: { name: TextKey; label: string; isRequired?: boolean }[] = [
  { name: 'common_name', label: M.commonName, isRequired: true },
  { name: 'organization', label: M.organization },
  { name: 'organizational_unit', label: M.organizationalUnit },
  { name: 'locality', label: M.locality },
  { name: 'state', label: M.state },
  { name: 'country', label: M.country },
  { name: 'email', label: M.email },
];

/** The alternative names of the text area: one per line (commas also separate), blanks dropped. */
export const altNamesOf = (text: string): string[] =>
  text
    .split(/[\n,]/)
    .map((name) => name.trim())
    .filter((name) => name !== '');

/** "Create signing request": the subject, DNS and IP alternative names, the key size. */
export function CsrForm() {
  const dispatch = useDispatch();
  const working = useSelector(selectCertificatesWorking);
  const { control, handleSubmit, setError } = useForm<CsrForm>({ resolver: zodResolver(csrSchema), defaultValues: EMPTY });
  const formError = useServerFieldErrors('csr', setError, FIELDS);
  const submit = handleSubmit(({ alt_names, key, ...subject }) => {
    const { key_type, key_size } = CSR_KEY_CHOICES.find((choice) => choice.id === key) ?? CSR_KEY_CHOICES[0];
    // Fields left empty are left out (the contract's patterns refuse an empty country or e-mail).
    const given: Partial<Record<TextKey, string>> = Object.fromEntries(Object.entries(subject).filter(([, value]) => value !== ''));
    dispatch(csrSubmitted({ ...given, common_name: subject.common_name, alt_names: altNamesOf(alt_names), key_type, key_size }));
  });

  return (
    <Card aria-labelledby="csr-title">
      <h2 id="csr-title">{M.csrTitle}</h2>
      <Hint>{M.csrHint}</Hint>
      <Form aria-labelledby="csr-title" errorMessage={formError && `${M.failed} ${formError}`} onSubmit={(event) => void submit(event)}>
        <FieldGrid>
          {TEXT_FIELDS.map(({ name, label, isRequired }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <TextField
                  label={label}
                  isRequired={isRequired}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  isInvalid={fieldState.invalid}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
          ))}
        </FieldGrid>
        <Controller
          control={control}
          name="alt_names"
          render={({ field, fieldState }) => (
            <TextField
              label={M.csrAltNames}
              isMultiline
              rows={3}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              isInvalid={fieldState.invalid}
              errorMessage={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="key"
          render={({ field }) => (
            <Select<{ id: string; name: string }>
              label={M.keySize}
              value={field.value}
              onChange={(key) => {
                field.onChange(String(key));
              }}
              onBlur={field.onBlur}
              items={CSR_KEY_CHOICES.map((choice) => ({ id: choice.id, name: M.keyOption(choice.key_type, choice.key_size) }))}
            >
              {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
            </Select>
          )}
        />
        <FormActions>
          <Button type="submit" variant="primary" isLoading={working === 'csr'}>
            {M.createCsr}
          </Button>
        </FormActions>
      </Form>
    </Card>
  );
}
