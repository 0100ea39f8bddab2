export { LoginMessage, isLongLoginMessage } from './LoginMessage';
