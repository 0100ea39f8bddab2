// A bench part's settings: `--name value` on the command line, else the environment variable.

/** The value of `--name`, else of `env`, else `fallback`. */
export function option(name, env, fallback) {
  const args = process.argv.slice(2);
  const at = args.indexOf(`--${name}`);
  return (at >= 0 ? args[at + 1] : process.env[env]) ?? fallback;
}

/** `option` as a positive whole number; anything else is refused with a sentence. */
export function positive(name, env, fallback) {
  const value = Number(option(name, env, fallback));
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`--${name} (${env}) must be a positive whole number`);
  return value;
}
