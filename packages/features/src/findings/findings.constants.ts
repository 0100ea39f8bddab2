/** Findings per page of the Findings route (designed: the spec gives no size for it). */
export const FINDINGS_PAGE_SIZE = 20;

/** New assets a finding links to one by one (the rest through the asset list). */
export const FINDINGS_ASSET_LINKS = 3;
