import type { components } from '@vigil/openapi';

type Constants = components['schemas']['Constants'];

/** Installed version, with underscores as the product writes it. */
export const VERSION = '6_0_0';

/** The product constants and business limits (both specification documents, section 9). */
export const CONSTANTS: Constants = {
  product_name: 'Vigil',
  version: VERSION,
  default_page_size: 20,
  limits: { user_name_max: 30, password_max: 40, email_max: 50, code_length: 6 },
};
