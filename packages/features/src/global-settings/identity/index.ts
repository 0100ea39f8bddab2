import type { ItemExtras } from '../sectionExtras';

/** The identity providers' editors beside the generic section forms (filled by the identity work). */
export const IDENTITY_EXTRAS: ItemExtras = {};
