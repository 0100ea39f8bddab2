import { useEffect } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { selectCertificatesProblem } from '../../state/certificates.selectors';
import type { CertificateAction } from '../../state/certificates.slice';

/**
 * Puts the server's refusal of `action` on the form's fields it names (those in `fields`); returns
 * the refusal's message when no field of the form took it, for the form's own error line.
 */
export function useServerFieldErrors<F extends FieldValues>(action: CertificateAction, setError: UseFormSetError<F>, fields: readonly string[]): string | undefined {
  const last = useSelector(selectCertificatesProblem);
  const problem = last?.action === action ? last : null;
  const placed = problem ? Object.keys(problem.fieldErrors).filter((field) => fields.includes(field)) : [];
  useEffect(() => {
    if (!problem) return;
    for (const [field, message] of Object.entries(problem.fieldErrors)) {
      if (fields.includes(field)) setError(field as Path<F>, { message });
    }
  }, [problem, setError, fields]);
  return problem && placed.length === 0 ? problem.message : undefined;
}
