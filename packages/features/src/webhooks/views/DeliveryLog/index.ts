export { DeliveryLog } from './DeliveryLog';
