export { NewDashboardAnnouncement } from './NewDashboardAnnouncement';
