import './styles.css';

export { Button, type ButtonProps } from './button';
export {
  Field,
  FieldError,
  SelectField,
  Checkbox,
  TextAreaField,
  type FieldProps,
  type TextAreaFieldProps,
  type SelectFieldProps,
  type CheckboxProps,
} from './field';
export { Modal, type ModalProps } from './modal';
export { FOCUSABLE, focusablesIn, keepTabInside, rememberFocus } from './focus';
export { Tabs, type TabsProps, type TabItem } from './tabs';
export { Toaster } from './toaster';
export { Spinner } from './spinner';
export { Page, type PageProps } from './page';
