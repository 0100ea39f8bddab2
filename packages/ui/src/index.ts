export * from './theme';

// Actions and navigation
export * from './components/Button';
export * from './components/IconButton';
export * from './components/Icon';
export * from './components/Link';
export * from './components/Tabs';
export * from './components/Breadcrumbs';
export * from './components/Logo';
export * from './components/SkipLink';
export * from './components/Sidebar';

// Forms
export * from './components/Form';
export * from './components/TextField';
export * from './components/PasswordField';
export * from './components/NumberField';
export * from './components/SearchField';
export * from './components/CodeInput';
export * from './components/Checkbox';
export * from './components/Switch';
export * from './components/RadioGroup';
export * from './components/Select';
export * from './components/ComboBox';
export * from './components/TagGroup';
export * from './components/DatePicker';
export * from './components/DateRangePicker';

// Overlays
export * from './components/Modal';
export * from './components/ConfirmDialog';
export * from './components/Drawer';
export * from './components/Popover';
export * from './components/Menu';
export * from './components/Submenu';
export * from './components/Tooltip';
export * from './components/Toast';

// Feedback and display
export * from './components/Alert';
export * from './components/Banner';
export * from './components/Badge';
export * from './components/Avatar';
export * from './components/Skeleton';
export * from './components/Spinner';
export * from './components/ProgressBar';
export * from './components/EmptyState';
export * from './components/Carousel';

// Data
export * from './components/Chart';
export * from './components/DashboardGrid';
export * from './components/DataTable';
export * from './components/ListBox';
export * from './components/RichText';
export { lazyModule, type LazyModule } from './lazy/lazyModule';
export { onFocusLost } from './focus/onFocusLost';
