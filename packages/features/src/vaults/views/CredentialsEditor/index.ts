export { CredentialsEditor, type CredentialsEditorProps } from './CredentialsEditor';
