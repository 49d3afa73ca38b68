/** The resource kit: a list screen, a form's record and the invalidation, read from a shared definition. */
export { NewButton } from './new-button';
export { useRecord } from './use-record';
export { type ResourceChanged, useResourceChanged } from './use-resource-changed';
export {
  type ListActions,
  type ResourceList,
  type ResourceListOptions,
  useResourceList,
} from './use-resource-list';
