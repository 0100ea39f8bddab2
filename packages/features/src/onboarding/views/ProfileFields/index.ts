export { ProfileFields, PROFILE_TEXT_MAX_CHARS, type ProfileFieldsProps } from './ProfileFields';
