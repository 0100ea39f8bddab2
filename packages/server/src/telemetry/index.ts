export { clientErrorHandlers, registerClientReportCap } from './clientErrors.js';
