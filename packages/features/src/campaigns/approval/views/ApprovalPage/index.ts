export { ApprovalPage, type ApprovalPageProps } from './ApprovalPage';
