/** Deliveries a page of the delivery log shows. */
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;
/** Webhooks the tab lists (one page: a console has a handful). */
export const WEBHOOKS_PAGE_SIZE = 200;
/** The `associated_plugin_name` of webhooks made in the console: the server's own events. */
export const WEBHOOK_PLUGIN_NAME = 'vigil';
