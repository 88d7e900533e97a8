export { Skeleton } from './Skeleton';
export type { SkeletonProps, SkeletonShape } from './Skeleton';
