export { Form, FormActions, type FormActionsAlign, type FormActionsProps, type FormProps } from './Form';
