/** Devices of the sample data when neither `--seed` nor VIGIL_SEED says: small, so a first start takes seconds. */
export const DEFAULT_SEED_DEVICES = 500;
/** The largest sample accepted (about 2.5 million assets). */
export const MAX_SEED_DEVICES = 1_250_000;

/**
 * The sample size from the command line (`--seed N` or `--seed=N`) or else VIGIL_SEED: a whole
 * number of devices, 0 for none. Throws a sentence saying what is wrong.
 */
export function seedDevicesFrom(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): number {
  let value: string | undefined;
  let source = 'VIGIL_SEED';
  for (const [i, arg] of argv.entries()) {
    if (arg === '--seed') {
      value = argv[i + 1] ?? '';
      source = '--seed';
    } else if (arg.startsWith('--seed=')) {
      value = arg.slice('--seed='.length);
      source = '--seed';
    }
  }
  value ??= env['VIGIL_SEED'];
  if (value === undefined) return DEFAULT_SEED_DEVICES;
  const devices = /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  if (!Number.isSafeInteger(devices) || devices > MAX_SEED_DEVICES) {
    throw new Error(`${source} must be a whole number of devices from 0 to ${MAX_SEED_DEVICES}, not "${value}".`);
  }
  return devices;
}
