export { Breadcrumb, Breadcrumbs, type BreadcrumbProps, type BreadcrumbsProps } from './Breadcrumbs';
