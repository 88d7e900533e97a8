export * from './status';
export * from './labels';
export * from './formatSize';
export * from './validation';
export * from './transport';
export * from './uploader';
export * from './itemView';
export * from './scriptedTransport';
