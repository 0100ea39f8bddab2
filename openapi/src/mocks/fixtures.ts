import type { Constants } from '../schemas.gen.js';
import { fixture } from './fixture.js';

/** The constants of a default installation. */
export const buildConstants = fixture<Constants>(() => ({
  product_name: 'Vigil',
  version: '6_0_0',
  default_page_size: 20,
  limits: { user_name_max: 30, password_max: 40, email_max: 50, code_length: 6 },
}));
