// The app's forms use the design system's form kit; these names stay for the screens that import them.
export { useZodForm } from '../../design-system/form/use-zod-form';
