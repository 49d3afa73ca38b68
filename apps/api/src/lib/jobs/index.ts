/** The job engine's API for modules and the app (README.md). */
export {
  discardDeadJob,
  type JobState,
  type JobSummary,
  listJobs,
  listQueues,
  type QueueSummary,
  retryDeadJob,
} from './admin';
export { migrateJobSchema } from './connection';
export {
  type EnqueueOptions,
  JobEngine,
  type JobEngineOptions,
  type JobPolicy,
  type JobQueue,
  type JobRun,
  type QueueDefinition,
} from './engine';
